/**
 * Patient search speed over many patients. Creates a fresh database (PGlite in a temporary folder;
 * with DATABASE_URL, a new database `clinica_bench_<random>` on that server, dropped at the end),
 * runs the api's migrations and demo seed, seeds N synthetic patients with the api's own bulk seed,
 * starts the real api on 127.0.0.1 and times its search calls over HTTP (fetch, keep-alive) with
 * the demo receptionist's token: POST gerenciar/paciente/pesquisar (page 0, size 20, active
 * patients, as the patient list sends it) by name fragment and by CPF, and GET
 * gerenciar/paciente/pesquisar/{name}. Kinds are interleaved request by request, one request at a
 * time, so noise from a shared machine spreads over all of them. Every answer is checked (status,
 * shape, each row matches the filter, inputs taken from the seeded data are found); any failure
 * makes the exit code 1.
 *
 * Usage: pnpm --filter @clinica/bench patient-search [flags]
 *        pnpm --filter @clinica/bench patient-search:postgres [flags]   (= --postgres)
 *   --pacientes N   synthetic patients to seed (default 100000)
 *   --requests N    timed requests per kind (default 200)
 *   --warmup N      untimed requests per kind before timing (default 20)
 *   --postgres      run inside a throwaway PostgreSQL cluster (scripts/with-postgres.sh, Debian's binaries)
 *   --explain       print EXPLAIN (ANALYZE, BUFFERS) of every kind's slowest input (always done for kinds
 *                   whose p95 is over --slow-ms, default 100)
 *   --json          the result as JSON on stdout (the table goes to stderr)
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { CompiledQuery, sql } from 'kysely';
import { buildApp } from '../../api/src/app.js';
import { migrateToLatest } from '../../api/src/db/migrate.js';
import { DEMO_PASSWORD } from '../../api/src/seed/demo-users.js';
import { seedDemo } from '../../api/src/seed/seed-demo.js';
import { lookupIds, seedSyntheticPacientes } from '../../api/src/seed/seed-pacientes.js';
import { localFileStore } from '../../api/src/storage/file-store.js';
import { benchArgv, exitOnHelp, integerFlag } from './support/flags.ts';
import { freshDatabase, makeTempDir } from './support/bench-database.ts';
import { machine, machineLine, percentile, round } from './support/machine.ts';
import { QueryRecorder } from './support/query-recorder.ts';
import { rerunInsideThrowawayPostgres } from './support/throwaway-postgres.ts';

const USAGE = 'uso: patient-search [--pacientes N] [--requests N] [--warmup N] [--postgres] [--explain] [--slow-ms N] [--json]';
const SEARCH_USER = 'recepcao@clinica.dev';
const PAGE_SIZE = 20;

// ---------------------------------------------------------------------------------------- flags

const argv = benchArgv();
const { values: flags } = parseArgs({
  args: argv,
  options: {
    pacientes: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '20' },
    'slow-ms': { type: 'string', default: '100' },
    postgres: { type: 'boolean', default: false },
    explain: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
exitOnHelp(flags.help, USAGE);
const integer = integerFlag(USAGE);
const PACIENTES = integer('pacientes', flags.pacientes, 1, 5_000_000);
const REQUESTS = integer('requests', flags.requests, 1, 1_000_000);
const WARMUP = integer('warmup', flags.warmup, 0, 1_000_000);
const SLOW_MS = integer('slow-ms', flags['slow-ms'], 0, 1_000_000);
const asJson = flags.json;

// ------------------------------------------------------------- --postgres: rerun inside a cluster

if (flags.postgres)
  process.exit(
    await rerunInsideThrowawayPostgres(
      import.meta.url,
      argv.filter((a) => a !== '--postgres'),
      asJson,
    ),
  );

// ----------------------------------------------------------------------------------- output

/** Human output: stdout, or stderr when stdout carries the JSON. */
const say = (text = '') => (asJson ? process.stderr : process.stdout).write(`${text}\n`);
const progress = (text: string) => process.stderr.write(text);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// ------------------------------------------------------------------------------- search kinds

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

interface Resumo {
  id: number;
  nome: string;
  cpf: string | null;
  ativo: boolean;
}

interface Kind {
  name: string;
  /** how the request is made, for the table */
  route: 'POST' | 'GET';
  inputs: string[];
  request(input: string): { path: string; init: RequestInit };
  /** problem with a 200 answer (undefined when fine) and how many patients it matched */
  check(input: string, body: unknown): { problem?: string; matches: number };
}

type Filtro = { nome: string } | { cpf: string } | Record<string, never>;

function postKind(
  name: string,
  inputs: string[],
  filtro: (input: string) => Filtro,
  rowMatches: (input: string, row: Resumo) => boolean,
  expected: (input: string, total: number) => string | undefined,
): Kind {
  return {
    name,
    route: 'POST',
    inputs,
    request: (input) => ({
      path: `/api/gerenciar/paciente/pesquisar?page=0&size=${PAGE_SIZE}`,
      init: { method: 'POST', body: JSON.stringify({ ...filtro(input), ativo: true }) },
    }),
    check(input, body) {
      const page = body as { content?: Resumo[]; totalElements?: number; totalEstimado?: boolean; page?: number; size?: number };
      if (!Array.isArray(page.content) || typeof page.totalElements !== 'number') return { problem: 'resposta sem content/totalElements', matches: 0 };
      const total = page.totalElements;
      // an estimated total is a lower bound: the page must then be full
      if (page.totalEstimado && page.content.length < PAGE_SIZE) return { problem: `total estimado com ${page.content.length} linhas`, matches: total };
      if (page.content.length > PAGE_SIZE || page.content.length > total)
        return { problem: `${page.content.length} linhas para totalElements ${total}`, matches: total };
      const wrong = page.content.find((row) => !row.ativo || !rowMatches(input, row));
      if (wrong) return { problem: `linha que não atende ao filtro: ${wrong.nome} (${wrong.cpf ?? 'sem CPF'})`, matches: total };
      return { problem: expected(input, total), matches: total };
    },
  };
}

function getKind(name: string, inputs: string[]): Kind {
  return {
    name,
    route: 'GET',
    inputs,
    request: (input) => ({ path: `/api/gerenciar/paciente/pesquisar/${encodeURIComponent(input)}`, init: { method: 'GET' } }),
    check(input, body) {
      if (!Array.isArray(body)) return { problem: 'resposta não é uma lista', matches: 0 };
      const rows = body as Resumo[];
      if (rows.length > PAGE_SIZE) return { problem: `${rows.length} linhas (máximo ${PAGE_SIZE})`, matches: rows.length };
      const wrong = rows.find((row) => !row.ativo || !fold(row.nome).includes(fold(input)));
      if (wrong) return { problem: `linha que não atende ao filtro: ${wrong.nome}`, matches: rows.length };
      return { problem: rows.length === 0 ? 'nenhum paciente encontrado' : undefined, matches: rows.length };
    },
  };
}

const nameMatches = (input: string, row: Resumo) => fold(row.nome).includes(fold(input));
const cpfMatches = (input: string, row: Resumo) => row.cpf?.startsWith(input.replace(/\D/g, '')) ?? false;
const found = (_input: string, total: number) => (total === 0 ? 'nenhum paciente encontrado' : undefined);
const maskCpf = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

/** Deterministic choices over the sampled rows. */
function rng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/**
 * A rare fragment of a seeded name: 4 to 6 letters across a word boundary ('cia fal', 'a ro'),
 * so it matches one first-name/surname or surname/surname pair, not a whole common word.
 */
function boundaryFragment(nome: string, random: () => number): string | undefined {
  const spaces = [...nome.matchAll(/ /g)].map((m) => m.index);
  const at = spaces[Math.floor(random() * spaces.length)];
  if (at === undefined) return undefined;
  const letters = 4 + Math.floor(random() * 3);
  const before = 1 + Math.floor(random() * (letters - 1));
  const start = at - before;
  const end = at + 1 + (letters - before);
  const fragment = nome.slice(start, end);
  if (start < 0 || end > nome.length || fragment.split(' ').length !== 2) return undefined;
  return fragment.toLowerCase();
}

function searchKinds(sample: { nome: string; cpf: string }[], totalAtivos: number): Kind[] {
  const random = rng(20260322);
  const rare = [...new Set(sample.map((p) => boundaryFragment(p.nome, random)).filter((f): f is string => f !== undefined))].slice(0, 40);
  // the demo foreigners: one patient each
  rare.push('dubois', 'miller');
  const common = ['maria', 'jose', 'ana', 'pedro', 'juliana'];
  const surnames = ['silva', 'oliveira', 'santos', 'souza', 'pereira'];
  const twoLetters = ['ma', 'jo', 'an', 'si', 'ra', 'lu'];
  const accented = ['joão', 'josé', 'conceição', 'antônio', 'Márcio', 'LUÍZA'];
  // 50 full CPFs (half of them masked) and 50 prefixes of other patients (the sample repeats when small)
  const cpfOf = (i: number) => sample[i % sample.length]!.cpf;
  const cpfs = Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? cpfOf(i) : maskCpf(cpfOf(i))));
  const prefixes = Array.from({ length: 50 }, (_, i) => cpfOf(50 + i).slice(0, i % 2 === 0 ? 6 : 9));
  const byName = (input: string): Filtro => ({ nome: input });
  const byCpf = (input: string): Filtro => ({ cpf: input });
  return [
    postKind(
      'lista de ativos (sem filtro)',
      ['-'],
      () => ({}),
      () => true,
      (_i, total) => (total > totalAtivos ? `totalElements ${total} > ${totalAtivos} ativos` : undefined),
    ),
    postKind('nome comum (maria, jose, …)', common, byName, nameMatches, found),
    postKind('sobrenome (silva, oliveira, …)', surnames, byName, nameMatches, found),
    postKind(`raro 4–6 letras (${rare.length} trechos)`, rare, byName, nameMatches, found),
    postKind('2 letras (ma, jo, …)', twoLetters, byName, nameMatches, found),
    postKind('acentuado (joão, conceição, …)', accented, byName, nameMatches, found),
    postKind('CPF completo (11 dígitos)', cpfs, byCpf, cpfMatches, (_i, total) => (total === 1 ? undefined : `${total} pacientes para um CPF`)),
    postKind('CPF prefixo (6 ou 9 dígitos)', prefixes, byCpf, cpfMatches, found),
    getKind('nome comum', common),
    getKind('sobrenome', surnames),
    getKind('raro 4–6 letras', rare),
    getKind('2 letras', twoLetters),
    getKind('acentuado', accented),
  ];
}

// ----------------------------------------------------------------------------------- the run

interface KindResult {
  kind: string;
  route: string;
  n: number;
  p50: number;
  p95: number;
  max: number;
  mean: number;
  /** mean totalElements (POST) or rows (GET) */
  matchesMean: number;
  failures: number;
  /** the input with the highest median time */
  slowestInput: string;
  slowestInputP50: number;
}

const startedAt = new Date();
const database = await freshDatabase();
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
const storageDir = makeTempDir('clinica-bench-arquivos-');
/**
 * Once, best effort: the app (open connections cut, so an interrupted run does not wait for the
 * keep-alive timeout), then the database (PGlite folder removed, PostgreSQL database dropped).
 */
let cleaning: Promise<void> | undefined;
const cleanup = () =>
  (cleaning ??= (async () => {
    if (app) {
      const closing = app.close();
      app.server.closeAllConnections();
      await closing.catch((error: unknown) => console.error('ao fechar a api:', error));
    }
    await database.close().catch((error: unknown) => console.error('ao fechar o banco:', error));
  })());
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    const code = signal === 'SIGINT' ? 130 : 143;
    // a second signal does not wait for the cleanup (temporary folders still go: see tempDirs)
    if (interrupted) process.exit(code);
    interrupted = true;
    say(`\n${signal}: encerrando`);
    void cleanup().finally(() => process.exit(code));
  });
}

const exitCode = await run().catch((error: unknown) => {
  if (!interrupted) console.error('patient-search falhou:', error);
  return 1;
});
await cleanup();
process.exit(exitCode);

async function run(): Promise<number> {
  const db = database.db;
  say(`banco: ${database.label}`);
  say(machineLine());

  let t = performance.now();
  await migrateToLatest(db);
  await seedDemo(db);
  const prepareMs = performance.now() - t;

  t = performance.now();
  await seedSyntheticPacientes(db, PACIENTES, await lookupIds(db), (n) => progress(`\r${n}/${PACIENTES} pacientes`));
  const seedMs = performance.now() - t;
  progress('\n');
  const counts = await db
    .selectFrom('paciente')
    .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.count<number>('id').filterWhere('ativo', '=', true).as('ativos')])
    .executeTakeFirstOrThrow();
  const totalPacientes = Number(counts.total);
  say(`semeados: ${PACIENTES} pacientes em ${seconds(seedMs)} (migrações + seed demo ${seconds(prepareMs)}); ${totalPacientes} no banco`);

  const sample = (await db
    .selectFrom('paciente')
    .select(['nome', 'cpf'])
    .where('usuario_cadastro', '=', 'Carga sintética')
    .where('cpf', 'is not', null)
    .orderBy(sql`random()`)
    .limit(200)
    .execute()) as { nome: string; cpf: string }[];
  const kinds = searchKinds(sample, Number(counts.ativos));

  const recorder = new QueryRecorder();
  app = await buildApp({ db: db.withPlugin(recorder), events: database.events, jwtKey: randomBytes(32), files: localFileStore(storageDir) });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  const login = await fetch(`${address}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: SEARCH_USER, senha: DEMO_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`login de ${SEARCH_USER}: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  const failures: { kind: string; input: string; problem: string }[] = [];
  const send = async (kind: Kind, input: string) => {
    const { path, init } = kind.request(input);
    const init2: RequestInit = { ...init, headers: init.method === 'GET' ? { authorization: headers.authorization } : headers };
    const started = performance.now();
    const response = await fetch(`${address}${path}`, init2);
    const text = await response.text();
    const ms = performance.now() - started;
    let problem: string | undefined;
    let matches = 0;
    if (response.status !== 200) problem = `HTTP ${response.status}: ${text.slice(0, 200)}`;
    else {
      try {
        ({ problem, matches } = kind.check(input, JSON.parse(text)));
      } catch (error) {
        problem = `resposta inválida: ${String(error)}`;
      }
    }
    return { ms, problem, matches };
  };

  const total = (WARMUP + REQUESTS) * kinds.length;
  const times = kinds.map(() => [] as number[]);
  const matches = kinds.map(() => [] as number[]);
  const byInput = kinds.map(() => new Map<string, number[]>());
  const failed = kinds.map(() => 0);
  const measureStart = performance.now();
  // round-robin: request i of every kind, then request i + 1
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    for (const [k, kind] of kinds.entries()) {
      const input = kind.inputs[i % kind.inputs.length]!;
      const result = await send(kind, input);
      if (result.problem) {
        failed[k]!++;
        failures.push({ kind: `${kind.route} ${kind.name}`, input, problem: result.problem });
      }
      if (i < WARMUP) continue;
      times[k]!.push(result.ms);
      matches[k]!.push(result.matches);
      const perInput = byInput[k]!.get(input) ?? [];
      perInput.push(result.ms);
      byInput[k]!.set(input, perInput);
    }
    const done = (i + 1) * kinds.length;
    if (done % 200 < kinds.length || done === total) progress(`\r${done}/${total} requisições${i < WARMUP ? ' (aquecimento)' : ''}   `);
  }
  progress('\n');
  const measureMs = performance.now() - measureStart;

  const results: KindResult[] = kinds.map((kind, k) => {
    const sorted = [...times[k]!].sort((a, b) => a - b);
    let slowestInput = kind.inputs[0]!;
    let slowestInputP50 = -1;
    for (const [input, list] of byInput[k]!) {
      const p50 = percentile(
        [...list].sort((a, b) => a - b),
        50,
      );
      if (p50 > slowestInputP50) [slowestInput, slowestInputP50] = [input, p50];
    }
    return {
      kind: kind.name,
      route: kind.route === 'POST' ? 'POST pesquisar' : 'GET pesquisar/{nome}',
      n: sorted.length,
      p50: round(percentile(sorted, 50)),
      p95: round(percentile(sorted, 95)),
      max: round(sorted.at(-1) ?? NaN),
      mean: round(sorted.reduce((s, x) => s + x, 0) / Math.max(1, sorted.length)),
      matchesMean: Math.round(matches[k]!.reduce((s, x) => s + x, 0) / Math.max(1, matches[k]!.length)),
      failures: failed[k]!,
      slowestInput,
      slowestInputP50: round(slowestInputP50),
    };
  });

  // EXPLAIN of each slow kind's slowest input (or of every kind with --explain)
  const plans: { kind: string; input: string; sql: string; plan: string }[] = [];
  for (const [k, kind] of kinds.entries()) {
    const result = results[k]!;
    if (!flags.explain && !(result.p95 > SLOW_MS)) continue;
    recorder.captured.length = 0;
    recorder.recording = true;
    await send(kind, result.slowestInput);
    recorder.recording = false;
    for (const { node, queryId } of recorder.captured) {
      const compiled = db.getExecutor().compileQuery(node, queryId);
      if (!/from "paciente"/.test(compiled.sql)) continue;
      const explained = await db.executeQuery<Record<string, string>>(
        CompiledQuery.raw(`EXPLAIN (ANALYZE, BUFFERS) ${compiled.sql}`, [...compiled.parameters]),
      );
      plans.push({
        kind: `${kind.route} ${kind.name}`,
        input: result.slowestInput,
        sql: compiled.sql,
        plan: explained.rows.map((row) => Object.values(row)[0]).join('\n'),
      });
    }
  }

  const report = {
    database: { kind: database.kind, label: database.label },
    machine: { ...machine, loadavgAtEnd: os.loadavg().map((l) => round(l)) },
    startedAt: startedAt.toISOString(),
    pacientesSeeded: PACIENTES,
    pacientesInDatabase: totalPacientes,
    seedMs: Math.round(seedMs),
    prepareMs: Math.round(prepareMs),
    transport: `HTTP/1.1 keep-alive to ${address} (real listen, fetch), one request at a time, kinds interleaved`,
    user: SEARCH_USER,
    pageSize: PAGE_SIZE,
    warmupPerKind: WARMUP,
    requestsPerKind: REQUESTS,
    measureMs: Math.round(measureMs),
    results,
    failures: failures.length,
    failureSamples: failures.slice(0, 20),
    plans,
  };

  say();
  say(
    `${REQUESTS} requisições por tipo (após ${WARMUP} de aquecimento), uma de cada vez, tipos intercalados, HTTP em ${address}, usuário ${SEARCH_USER}; página 0, tamanho ${PAGE_SIZE}, ativos`,
  );
  const header = ['rota', 'tipo', 'n', 'p50 ms', 'p95 ms', 'max ms', 'achados', 'entrada mais lenta (p50 ms)'];
  const rows = results.map((r) => [
    r.route,
    r.kind,
    String(r.n),
    r.p50.toFixed(1),
    r.p95.toFixed(1),
    r.max.toFixed(1),
    String(r.matchesMean),
    `'${r.slowestInput}' (${r.slowestInputP50.toFixed(1)})`,
  ]);
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((row) => row[c]!.length)));
  const numeric = new Set([2, 3, 4, 5, 6]);
  const line = (cells: string[]) =>
    cells
      .map((cell, c) => (numeric.has(c) ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!)))
      .join('  ')
      .trimEnd();
  say(line(header));
  say(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) say(line(row));
  say();
  say(`banco: ${database.label}`);
  say(
    `semeadura: ${PACIENTES} pacientes em ${seconds(seedMs)}; medição ${seconds(measureMs)}; carga da máquina ${machine.loadavgAtStart.join(' ')} → ${report.machine.loadavgAtEnd.join(' ')}`,
  );
  say(`máquina: ${machine.cpus} × ${machine.cpu}, ${machine.memoryGiB} GiB, ${machine.os}, Node ${machine.node}`);
  for (const plan of plans) {
    say();
    say(`EXPLAIN (ANALYZE, BUFFERS) — ${plan.kind}, entrada '${plan.input}':`);
    say(plan.sql);
    say(plan.plan);
  }
  if (failures.length > 0) {
    say();
    say(`${failures.length} requisições falharam, por exemplo:`);
    for (const f of failures.slice(0, 10)) say(`  ${f.kind} '${f.input}': ${f.problem}`);
  }
  if (asJson) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  return failures.length > 0 ? 1 : 0;
}
