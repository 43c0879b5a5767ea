import { join } from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { lookupIds, seedLookups, seedSyntheticPacientes } from './seed-pacientes.js';

/**
 * `pnpm --filter @clinica/api seed:pacientes -- 100000`: adds N synthetic patients with valid,
 * unique CPFs for measuring search (see seedSyntheticPacientes). One `auditoria` row records the load.
 */
const n = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? '1000');
if (!Number.isSafeInteger(n) || n < 1 || n > 5_000_000) {
  console.error('uso: seed:pacientes -- <quantidade (1 a 5000000)>');
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: join(config.dataDir, 'pglite') });
const db = database.db;
await migrateToLatest(db);
await seedLookups(db);
const ids = await lookupIds(db);

const started = Date.now();
await seedSyntheticPacientes(db, n, ids, (inserted) => process.stdout.write(`\r${inserted}/${n} pacientes`));
await db
  .insertInto('auditoria')
  .values({ acao: 'SEED_PACIENTES', entidade: 'paciente', entidade_id: String(n), usuario_nome: 'Sistema', detalhes: JSON.stringify({ quantidade: n }) })
  .execute();
const total = await db
  .selectFrom('paciente')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .executeTakeFirstOrThrow();
await database.close();
console.log(`\n${n} pacientes sintéticos inseridos em ${((Date.now() - started) / 1000).toFixed(1)} s (total no banco: ${Number(total.n)}).`);
