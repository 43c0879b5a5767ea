/**
 * Stock (Estoque) at a busy clinic's scale. Goals (issue "Estoque"): the inventory and the movement
 * tables answer in p95 ≤ 50 ms at 1,000,000 movements on PostgreSQL; the export of 1,000,000
 * movements streams with the api's memory growing ≤ 100 MB; the daily expiry check over 100,000 lots
 * takes ≤ 1 s.
 *
 * Creates a fresh database (PGlite in a temporary folder; with DATABASE_URL, a new database on that
 * server, dropped at the end), runs the api's migrations and demo seed, then seeds in SQL: --produtos
 * products, --lotes lots (validades spread over two years, a few inside the 6-day window) and
 * --movimentos movements over the last two years (an entry per lot, then exits, some to patients,
 * and returns), balances set to the sums of the movements. Starts the real api on 127.0.0.1 and
 * times, as the demo stock clerk, one request at a time with the cases interleaved: the inventory
 * (all products; one product), the entry and exit tables (first page, a deep page, the last 30 days
 * of one product) and the recall of a lot. Then downloads the export of every movement as CSV and as
 * XLSX, sampling the process's memory (the api runs in this process) every 50 ms, and runs the
 * expiry check once over the lots.
 *
 * Usage: pnpm --filter @clinica/bench stock [flags]            (PGlite, 100,000 movements)
 *        pnpm --filter @clinica/bench stock:postgres [flags]   (PostgreSQL, 1,000,000)
 *   --movimentos N  movements to seed (default 100000)
 *   --lotes N       lots (default 100000 with --postgres' 1,000,000 movements, else 10000)
 *   --produtos N    products (default 300)
 *   --requests N    timed requests per case (default 100)
 *   --postgres      run inside a throwaway PostgreSQL cluster (scripts/with-postgres.sh)
 *   --json          the result as JSON on stdout (the table goes to stderr)
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { buildApp } from '../../api/src/app.js';
import { migrateToLatest } from '../../api/src/db/migrate.js';
import { conferirVencimentos } from '../../api/src/estoque/estoque-vencimentos.js';
import { DEMO_PASSWORD } from '../../api/src/seed/demo-users.js';
import { seedDemo } from '../../api/src/seed/seed-demo.js';
import { localFileStore } from '../../api/src/storage/file-store.js';
import { addDays, clinicDay } from '../../api/src/time/clinic-time.js';
import { benchArgv, exitOnHelp, integerFlag } from './support/flags.ts';
import { freshDatabase, makeTempDir } from './support/bench-database.ts';
import { machineLine, percentile, round } from './support/machine.ts';
import { rerunInsideThrowawayPostgres } from './support/throwaway-postgres.ts';

const USAGE = 'uso: stock [--movimentos N] [--lotes N] [--produtos N] [--requests N] [--postgres] [--json]';
const USER = 'estoque@clinica.dev';
const GOAL_LIST_MS = 50;
const GOAL_EXPORT_MB = 100;
const GOAL_EXPIRY_MS = 1000;

const argv = benchArgv();
const { values: flags } = parseArgs({
  args: argv,
  options: {
    movimentos: { type: 'string', default: '100000' },
    lotes: { type: 'string' },
    produtos: { type: 'string', default: '300' },
    requests: { type: 'string', default: '100' },
    postgres: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
exitOnHelp(flags.help, USAGE);
const integer = integerFlag(USAGE);
const MOVIMENTOS = integer('movimentos', flags.movimentos, 1000, 20_000_000);
const LOTES = integer('lotes', flags.lotes ?? String(MOVIMENTOS >= 1_000_000 ? 100_000 : Math.max(100, Math.round(MOVIMENTOS / 10))), 10, 5_000_000);
const PRODUTOS = integer('produtos', flags.produtos, 1, 100_000);
const REQUESTS = integer('requests', flags.requests, 1, 100_000);
const asJson = flags.json;
if (MOVIMENTOS < LOTES * 2) throw new Error('--movimentos deve ser ao menos o dobro de --lotes (uma entrada e uma saída por lote)');

if (flags.postgres)
  process.exit(
    await rerunInsideThrowawayPostgres(
      import.meta.url,
      argv.filter((a) => a !== '--postgres'),
      asJson,
    ),
  );

/** A full collection when node runs with --expose-gc (the scripts pass it), so growth is measured from a clean heap. */
const gc = () => (globalThis as { gc?: () => void }).gc?.();
const say = (text = '') => (asJson ? process.stderr : process.stdout).write(`${text}\n`);
const progress = (text: string) => process.stderr.write(text);

const database = await freshDatabase();
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
const storageDir = makeTempDir('clinica-bench-arquivos-');
const exitCode = await run().catch((error: unknown) => {
  console.error('stock falhou:', error);
  return 1;
});
if (app) {
  const closing = app.close();
  app.server.closeAllConnections();
  await closing.catch(() => undefined);
}
await database.close().catch(() => undefined);
process.exit(exitCode);

/** Products, lots and movements in SQL; balances are the sums of the movements. */
async function seed(db: typeof database.db): Promise<{ produtoId: number; lote: string }> {
  const hoje = clinicDay(new Date());
  const unidade = (await db.selectFrom('estoque_unidade_medida').select('codigo').orderBy('codigo').executeTakeFirstOrThrow()).codigo;
  const setor = (await db.selectFrom('estoque_setor').select('codigo').orderBy('codigo').executeTakeFirstOrThrow()).codigo;
  await sql`
    INSERT INTO estoque_produto (nome_produto, unidade_medida_codigo, estoque_minimo, usuario_cadastro)
    SELECT 'Produto sintético ' || lpad(g::text, 5, '0'), ${unidade}::int, 10, 'Carga sintética' FROM generate_series(1, ${PRODUTOS}::int) g`.execute(db);
  const faixa = await db
    .selectFrom('estoque_produto')
    .select((eb) => [eb.fn.min('id').as('primeiro')])
    .where('usuario_cadastro', '=', 'Carga sintética')
    .executeTakeFirstOrThrow();
  const primeiro = Number(faixa.primeiro);
  // validade from yesterday to two years ahead: about 1 lot in 120 inside the 6-day window
  await sql`
    INSERT INTO estoque_lote (produto_id, lote, validade)
    SELECT ${primeiro}::int + (g % ${PRODUTOS}::int), 'L' || lpad(g::text, 7, '0'), ${addDays(hoje, -1)}::date + (g * 7919 % 730)
    FROM generate_series(1, ${LOTES}::int) g`.execute(db);
  const primeiroLote = Number(
    (
      await db
        .selectFrom('estoque_lote')
        .select((eb) => eb.fn.min('id').as('id'))
        .where('produto_id', '>=', primeiro)
        .executeTakeFirstOrThrow()
    ).id,
  );
  const paciente = Number(
    (
      await db
        .selectFrom('paciente')
        .select((eb) => eb.fn.min('id').as('id'))
        .executeTakeFirstOrThrow()
    ).id,
  );
  const inicio = new Date(Date.now() - 730 * 86_400_000);
  const chunk = 200_000;
  // one entry of 1,000 per lot first (ids in lot order), then exits of 1–3 (a third to a patient)
  await sql`
    INSERT INTO estoque_movimentacao (tipo, produto_id, lote_id, quantidade, setor_codigo, usuario_nome, horario)
    SELECT 'ENTRADA', l.produto_id, l.id, 1000, ${setor}::int, 'Carga sintética', ${inicio}::timestamptz + (l.id - ${primeiroLote}::int) * interval '1 second'
    FROM estoque_lote l WHERE l.produto_id >= ${primeiro}::int`.execute(db);
  const saidas = MOVIMENTOS - LOTES;
  for (let from = 1; from <= saidas; from += chunk) {
    const to = Math.min(saidas, from + chunk - 1);
    await sql`
      INSERT INTO estoque_movimentacao (tipo, produto_id, lote_id, quantidade, setor_codigo, paciente_id, usuario_nome, horario)
      SELECT 'SAIDA', l.produto_id, l.id, -(1 + g % 3), ${setor}::int, CASE WHEN g % 3 = 0 THEN ${paciente}::int END, 'Carga sintética',
        ${inicio}::timestamptz + interval '1 day' + (g::float8 * ${(729 * 86_400) / saidas}::float8) * interval '1 second'
      FROM generate_series(${from}::int, ${to}::int) g
      JOIN estoque_lote l ON l.id = ${primeiroLote}::int + ((g::bigint * 104729) % ${LOTES}::int)::int`.execute(db);
    progress(`\r${to}/${saidas} saídas`);
  }
  progress('\n');
  await sql`UPDATE estoque_lote l SET saldo = s.soma FROM (SELECT lote_id, sum(quantidade)::int AS soma FROM estoque_movimentacao GROUP BY lote_id) s WHERE s.lote_id = l.id`.execute(
    db,
  );
  await sql`UPDATE estoque_produto p SET total_estoque = s.soma FROM (SELECT produto_id, sum(saldo)::int AS soma FROM estoque_lote GROUP BY produto_id) s WHERE s.produto_id = p.id`.execute(
    db,
  );
  if (database.kind === 'postgres') await sql`VACUUM ANALYZE`.execute(db);
  const lote = await db
    .selectFrom('estoque_lote')
    .select(['produto_id', 'lote'])
    .where('lote', '=', 'L0000042')
    .where('produto_id', '>=', primeiro)
    .executeTakeFirstOrThrow();
  return { produtoId: lote.produto_id, lote: lote.lote };
}

async function run(): Promise<number> {
  const db = database.db;
  await migrateToLatest(db);
  await seedDemo(db);
  const t0 = performance.now();
  const { produtoId, lote } = await seed(db);
  say(
    `carga: ${MOVIMENTOS.toLocaleString('pt-BR')} movimentações, ${LOTES.toLocaleString('pt-BR')} lotes, ${PRODUTOS} produtos em ${((performance.now() - t0) / 1000).toFixed(1)} s`,
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
  const paginas = Math.floor((MOVIMENTOS - LOTES) / 20);

  const cases: { name: string; path: string; body?: unknown; method?: 'GET' }[] = [
    { name: 'inventário (todos)', path: 'listarInventario', method: 'GET' },
    { name: 'inventário (um produto)', path: `listarInventario?id=${produtoId}`, method: 'GET' },
    { name: 'entradas, 1ª página', path: 'popularTabelaEntrada?page=0&size=20', body: {} },
    { name: 'saídas, 1ª página', path: 'popularTabelaSaida?page=0&size=20', body: {} },
    { name: 'saídas, página 500', path: 'popularTabelaSaida?page=500&size=20', body: {} },
    { name: 'saídas de um produto, 30 dias', path: 'popularTabelaSaida?page=0&size=20', body: { produtoId, dataInicio: addDays(hoje, -30), dataFim: hoje } },
    { name: 'recall de um lote', path: `recall?produtoId=${produtoId}&lote=${lote}`, method: 'GET' },
  ];
  if (paginas < 500) cases.splice(4, 1);
  const times = new Map<string, number[]>(cases.map((c) => [c.name, []]));
  const send = async (c: (typeof cases)[number]) => {
    const started = performance.now();
    const res = await fetch(`${address}/api/gerenciar/estoque/${c.path}`, {
      method: c.method ?? 'POST',
      headers,
      body: c.method ? undefined : JSON.stringify(c.body),
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${c.name}: ${res.status}`);
    return performance.now() - started;
  };
  for (const c of cases) for (let i = 0; i < 3; i++) await send(c);
  for (let i = 0; i < REQUESTS; i++) for (const c of cases) times.get(c.name)!.push(await send(c));

  const exportar = async (tipo: 'CSV' | 'XLSX') => {
    gc();
    const antes = process.memoryUsage();
    let picoRss = antes.rss;
    let picoHeap = antes.heapUsed;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      picoRss = Math.max(picoRss, m.rss);
      picoHeap = Math.max(picoHeap, m.heapUsed);
    }, 50);
    const started = performance.now();
    const res = await fetch(`${address}/api/gerenciar/estoque/exportMovimentacao?tipoExport=${tipo}`, { method: 'POST', headers, body: '{}' });
    let bytes = 0;
    const reader = res.body!.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) bytes += part.value.length;
    const ms = performance.now() - started;
    clearInterval(sampler);
    gc();
    const depois = process.memoryUsage();
    return {
      tipo,
      status: res.status,
      segundos: round(ms / 1000),
      mb: round(bytes / 1e6),
      crescimentoMb: round((picoRss - antes.rss) / 1e6),
      picoHeapMb: round((picoHeap - antes.heapUsed) / 1e6),
      retidoMb: round((depois.heapUsed - antes.heapUsed) / 1e6),
    };
  };
  const exports = [await exportar('CSV'), await exportar('XLSX')];

  await db.deleteFrom('tarefa_diaria').execute();
  const v0 = performance.now();
  const alertas = await conferirVencimentos(db);
  const expiryMs = round(performance.now() - v0);

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
  for (const e of exports)
    say(
      `exportação ${e.tipo}: ${e.segundos} s, ${e.mb} MB; memória do processo (api e cliente): pico RSS +${e.crescimentoMb} MB (meta ≤ ${GOAL_EXPORT_MB}), pico do heap +${e.picoHeapMb} MB, retido após GC +${e.retidoMb} MB${e.status !== 200 ? `; status ${e.status}` : ''}`,
    );
  say(`vencimentos: ${LOTES.toLocaleString('pt-BR')} lotes, ${alertas} alertas em ${expiryMs} ms (meta ≤ ${GOAL_EXPIRY_MS})`);
  if (asJson) process.stdout.write(JSON.stringify({ rows, exports, expiry: { lotes: LOTES, alertas, ms: expiryMs } }, null, 2) + '\n');
  return exports.every((e) => e.status === 200) ? 0 : 1;
}
