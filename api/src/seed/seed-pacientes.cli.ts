import { join } from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import type { NewPaciente } from '../db/types.js';
import { lookupIds, seedLookups, syntheticPaciente } from './seed-pacientes.js';

/**
 * `pnpm --filter @clinica/api seed:pacientes -- 100000`: adds N synthetic patients with valid,
 * unique CPFs for measuring search (multi-row inserts of BATCH rows; CPFs already taken are
 * skipped and replaced). No history lines: one `auditoria` row records the bulk load.
 */
const BATCH = 1000;
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

// CPF bases walk a sequence from a random start (9 digits, first digit 1-8), so runs rarely collide
let next = 100_000_000 + Math.floor(Math.random() * 700_000_000);
let seed = next;
const random = () => {
  seed = (seed * 1664525 + 1013904223) >>> 0;
  return seed / 4294967296;
};

const started = Date.now();
let inserted = 0;
while (inserted < n) {
  const rows: NewPaciente[] = [];
  const size = Math.min(BATCH, n - inserted);
  for (let i = 0; i < size; i++) {
    next = next >= 899_999_999 ? 100_000_000 : next + 1;
    rows.push(syntheticPaciente(random, String(next), ids, 'Carga sintética'));
  }
  const result = await db
    .insertInto('paciente')
    .values(rows)
    .onConflict((oc) => oc.column('cpf').where('cpf', 'is not', null).doNothing())
    .returning('id')
    .execute();
  inserted += result.length;
  if (inserted % 10_000 < BATCH || inserted === n) process.stdout.write(`\r${inserted}/${n} pacientes`);
}
await db
  .insertInto('auditoria')
  .values({ acao: 'SEED_PACIENTES', entidade: 'paciente', entidade_id: String(n), usuario_nome: 'Sistema', detalhes: JSON.stringify({ quantidade: n }) })
  .execute();
const total = await db.selectFrom('paciente').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
await database.close();
console.log(`\n${n} pacientes sintéticos inseridos em ${((Date.now() - started) / 1000).toFixed(1)} s (total no banco: ${Number(total.n)}).`);
