/**
 * Contas a receber / a pagar at a busy clinic's scale. Goals (issue 38): the receivables list answers
 * in p95 ≤ 50 ms at 1,000,000 instalments on PostgreSQL; the daily due-soon check over 1,000,000
 * instalments takes ≤ 1 s (one scan of the pending-instalments index).
 *
 * Creates a fresh database (PGlite in a temporary folder; with DATABASE_URL, a new database on that
 * server, dropped at the end), runs the api's migrations and demo seed, then seeds in SQL --parcelas
 * instalments in entries of 12 (receivables and payables alternating, due days spread over two years
 * back and two ahead; the past ones paid but about 1 in 1,000, left overdue). Starts the real api on
 * 127.0.0.1 and times, as the demo finance user, one request at a time with the cases interleaved:
 * the receivables table (this month; pending ones of the next 30 days; no filter; a deep page; one
 * patient) and the payables of this month. Then runs the due-soon check once.
 *
 * Usage: pnpm --filter @clinica/bench finance [flags]            (PGlite, 100,000 instalments)
 *        pnpm --filter @clinica/bench finance:postgres [flags]   (PostgreSQL, 1,000,000)
 *   --parcelas N   instalments to seed (default 100000)
 *   --requests N   timed requests per case (default 100)
 *   --postgres     run inside a throwaway PostgreSQL cluster (scripts/with-postgres.sh)
 *   --json         the result as JSON on stdout (the table goes to stderr)
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { buildApp } from '../../api/src/app.js';
import { migrateToLatest } from '../../api/src/db/migrate.js';
import { conferirVencimentosFinanceiros } from '../../api/src/financeiro/financeiro-vencimentos.js';
import { DEMO_PASSWORD } from '../../api/src/seed/demo-users.js';
import { seedDemo } from '../../api/src/seed/seed-demo.js';
import { localFileStore } from '../../api/src/storage/file-store.js';
import { addDays, clinicDay } from '../../api/src/time/clinic-time.js';
import { benchArgv, exitOnHelp, integerFlag } from './support/flags.ts';
import { freshDatabase, makeTempDir } from './support/bench-database.ts';
import { machineLine, percentile, round } from './support/machine.ts';
import { rerunInsideThrowawayPostgres } from './support/throwaway-postgres.ts';

const USAGE = 'uso: finance [--parcelas N] [--requests N] [--postgres] [--json]';
const USER = 'financeiro@clinica.dev';
const GOAL_LIST_MS = 50;
const GOAL_JOB_MS = 1000;
const POR_RECEITA = 12;

const argv = benchArgv();
const { values: flags } = parseArgs({
  args: argv,
  options: {
    parcelas: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '100' },
    postgres: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
exitOnHelp(flags.help, USAGE);
const integer = integerFlag(USAGE);
const PARCELAS = integer('parcelas', flags.parcelas, 1200, 20_000_000);
const REQUESTS = integer('requests', flags.requests, 1, 100_000);
const RECEITAS = Math.ceil(PARCELAS / POR_RECEITA);
const asJson = flags.json;

if (flags.postgres)
  process.exit(
    await rerunInsideThrowawayPostgres(
      import.meta.url,
      argv.filter((a) => a !== '--postgres'),
      asJson,
    ),
  );

const say = (text = '') => (asJson ? process.stderr : process.stdout).write(`${text}\n`);

const database = await freshDatabase();
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
const storageDir = makeTempDir('clinica-bench-arquivos-');
const exitCode = await run().catch((error: unknown) => {
  console.error('finance falhou:', error);
  return 1;
});
if (app) {
  const closing = app.close();
  app.server.closeAllConnections();
  await closing.catch(() => undefined);
}
await database.close().catch(() => undefined);
process.exit(exitCode);

/** Entries of 12 monthly instalments in SQL; the first due day spread over four years around today. */
async function seed(db: typeof database.db): Promise<number> {
  const hoje = clinicDay(new Date());
  const paciente = Number(
    (
      await db
        .selectFrom('paciente')
        .select((eb) => eb.fn.min('id').as('id'))
        .executeTakeFirstOrThrow()
    ).id,
  );
  await sql`
    INSERT INTO receita (tipo, nome_receita, ocorrencia, quantidade_parcela, vencimento_apartir, forma_pagamento, valor_bruto, paciente_id, fornecedor, usuario_cadastro)
    SELECT CASE WHEN g % 2 = 0 THEN 'RECEITA' ELSE 'DESPESA' END, 'Carga sintética ' || g, 'PARCELADA', ${POR_RECEITA}::int,
      ${addDays(hoje, -730)}::date + (g * 7919 % 1095), 'CREDITO', 120000,
      CASE WHEN g % 2 = 0 AND g % 50 = 0 THEN ${paciente}::int END, CASE WHEN g % 2 = 1 THEN 'Fornecedor ' || (g % 200) END, 'Carga sintética'
    FROM generate_series(1, ${RECEITAS}::int) g`.execute(db);
  await sql`
    INSERT INTO receita_detalhe (receita_id, parcela, valor, forma_pagamento, vencimento, status, dia_pagamento, responsavel_recebimento)
    SELECT r.id, p, 10000, 'CREDITO', (r.vencimento_apartir + (p - 1) * interval '1 month')::date,
      CASE WHEN (r.vencimento_apartir + (p - 1) * interval '1 month')::date < ${hoje}::date AND (r.id * 31 + p) % 1000 <> 0 THEN 'PAGO' ELSE 'PENDENTE' END,
      CASE WHEN (r.vencimento_apartir + (p - 1) * interval '1 month')::date < ${hoje}::date AND (r.id * 31 + p) % 1000 <> 0 THEN now() END,
      CASE WHEN (r.vencimento_apartir + (p - 1) * interval '1 month')::date < ${hoje}::date AND (r.id * 31 + p) % 1000 <> 0 THEN 'Carga sintética' END
    FROM receita r CROSS JOIN generate_series(1, ${POR_RECEITA}::int) p
    WHERE r.usuario_cadastro = 'Carga sintética'`.execute(db);
  if (database.kind === 'postgres') await sql`VACUUM ANALYZE`.execute(db);
  return paciente;
}

async function run(): Promise<number> {
  const db = database.db;
  await migrateToLatest(db);
  await seedDemo(db);
  const t0 = performance.now();
  const paciente = await seed(db);
  say(
    `carga: ${(RECEITAS * POR_RECEITA).toLocaleString('pt-BR')} parcelas em ${RECEITAS.toLocaleString('pt-BR')} lançamentos em ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  app = await buildApp({ db, events: database.events, jwtKey: randomBytes(32), files: localFileStore(storageDir) });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${address}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: USER, senha: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const hoje = clinicDay(new Date());
  const mes = { dataInicio: `${hoje.slice(0, 8)}01`, dataFim: addDays(`${hoje.slice(0, 8)}01`, 30) };

  const cases: { name: string; path: string; body: unknown }[] = [
    { name: 'a receber, mês atual', path: 'popularTabelaReceita?page=0&size=20', body: { tipoReceita: 'RECEITA', ...mes } },
    {
      name: 'a receber pendentes, 30 dias',
      path: 'popularTabelaReceita?page=0&size=20',
      body: { status: 'Pendente', dataInicio: hoje, dataFim: addDays(hoje, 30) },
    },
    { name: 'a receber, sem filtro', path: 'popularTabelaReceita?page=0&size=20', body: {} },
    { name: 'a receber, página 500', path: 'popularTabelaReceita?page=500&size=20', body: {} },
    { name: 'a receber de um paciente', path: 'popularTabelaReceita?page=0&size=20', body: { pacienteId: paciente } },
    { name: 'a pagar, mês atual', path: 'popularTabelaReceita?page=0&size=20', body: { tipoReceita: 'DESPESA', ...mes } },
  ];
  const times = new Map<string, number[]>(cases.map((c) => [c.name, []]));
  const send = async (c: (typeof cases)[number]) => {
    const started = performance.now();
    const res = await fetch(`${address}/api/gerenciar/financeiro/${c.path}`, { method: 'POST', headers, body: JSON.stringify(c.body) });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${c.name}: ${res.status}`);
    return performance.now() - started;
  };
  for (const c of cases) for (let i = 0; i < 3; i++) await send(c);
  for (let i = 0; i < REQUESTS; i++) for (const c of cases) times.get(c.name)!.push(await send(c));

  await db.deleteFrom('tarefa_diaria').execute();
  const v0 = performance.now();
  const alertas = await conferirVencimentosFinanceiros(db);
  const jobMs = round(performance.now() - v0);

  const rows = cases.map((c) => {
    const sorted = [...times.get(c.name)!].sort((a, b) => a - b);
    return { case: c.name, p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)) };
  });
  say(machineLine());
  say(`banco: ${database.label}`);
  say('');
  say('caso                                 p50 ms   p95 ms');
  for (const r of rows)
    say(`${r.case.padEnd(36)} ${String(r.p50).padStart(6)}   ${String(r.p95).padStart(6)}${r.p95 > GOAL_LIST_MS ? '  (acima da meta)' : ''}`);
  say('');
  say(`vencimentos: ${(RECEITAS * POR_RECEITA).toLocaleString('pt-BR')} parcelas, ${alertas} alertas em ${jobMs} ms (meta ≤ ${GOAL_JOB_MS})`);
  if (asJson) process.stdout.write(JSON.stringify({ rows, job: { parcelas: RECEITAS * POR_RECEITA, alertas, ms: jobMs } }, null, 2) + '\n');
  return 0;
}
