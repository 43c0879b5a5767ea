/**
 * Patient search speed over many patients: seeds a fresh database (PGlite in a temporary folder, or
 * the PostgreSQL in DATABASE_URL), starts the real api on loopback and times its search calls over
 * HTTP with a demo user's token. Prints p50/p95/max per kind of search.
 *
 * Usage: pnpm --filter @clinica/bench patient-search [--pacientes 100000] [--requests 200] [--json]
 *        pnpm --filter @clinica/bench patient-search:postgres [same flags]   (throwaway PostgreSQL cluster)
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../api/src/app.js';
import { openDatabase } from '../../api/src/db/database.js';
import { migrateToLatest } from '../../api/src/db/migrate.js';
import { DEMO_PASSWORD } from '../../api/src/seed/demo-users.js';
import { seedDemo } from '../../api/src/seed/seed-demo.js';
import { lookupIds, seedSyntheticPacientes } from '../../api/src/seed/seed-pacientes.js';
import { localFileStore } from '../../api/src/storage/file-store.js';

const flag = (name: string, fallback: number): number => {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`--${name} precisa de um inteiro positivo`);
  return value;
};
const PACIENTES = flag('pacientes', 100_000);
const REQUESTS = flag('requests', 200);
const WARMUP = 10;
const asJson = process.argv.includes('--json');
const log = (text: string) => {
  if (!asJson) console.log(text);
};

const tmp = mkdtempSync(join(os.tmpdir(), 'clinica-bench-'));
const databaseUrl = process.env.DATABASE_URL;
const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: join(tmp, 'pglite') });
const db = database.db;
await migrateToLatest(db);
await seedDemo(db);
const seedStart = performance.now();
await seedSyntheticPacientes(db, PACIENTES, await lookupIds(db), (n) => !asJson && process.stdout.write(`\r${n}/${PACIENTES} pacientes`));
const seedSeconds = (performance.now() - seedStart) / 1000;
log('');

const app = await buildApp({ db, jwtKey: randomBytes(32), files: localFileStore(join(tmp, 'arquivos')), limits: { loginPerMinute: 1000 } });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const login = await fetch(`${address}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'recepcao@clinica.dev', senha: DEMO_PASSWORD }) });
const { token } = (await login.json()) as { token: string };
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

// Search inputs taken from the seeded names and CPFs, so every kind finds something.
const sample = await db.selectFrom('paciente').select(['nome', 'cpf']).where('cpf', 'is not', null).orderBy('id').limit(PACIENTES).execute();
const pick = <T>(list: T[], i: number): T => list[(i * 7919) % list.length]!;
const words = sample.flatMap((p) => p.nome.split(' ')).filter((w) => w.length > 3);
const rare = Array.from({ length: 50 }, (_, i) => {
  const word = pick(words, i + 1).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const start = i % Math.max(1, word.length - 4);
  return word.slice(start, start + 4 + (i % 3));
});
const cpfs = Array.from({ length: 50 }, (_, i) => pick(sample, i + 3).cpf!);

interface Kind {
  nome: string;
  inputs: string[];
  call: (input: string) => Promise<Response>;
}
const pesquisar = (filtro: Record<string, unknown>) =>
  fetch(`${address}/api/gerenciar/paciente/pesquisar?page=0&size=20`, { method: 'POST', headers, body: JSON.stringify({ ...filtro, ativo: true }) });
const kinds: Kind[] = [
  { nome: 'nome comum (maria, jose, ana)', inputs: ['maria', 'jose', 'ana', 'joao', 'carlos'], call: (nome) => pesquisar({ nome }) },
  { nome: 'sobrenome (silva, oliveira)', inputs: ['silva', 'oliveira', 'souza', 'santos', 'pereira'], call: (nome) => pesquisar({ nome }) },
  { nome: 'trecho raro (4-6 letras)', inputs: rare, call: (nome) => pesquisar({ nome }) },
  { nome: 'trecho de 2 letras', inputs: ['ma', 'an', 'lu', 'ra', 'el'], call: (nome) => pesquisar({ nome }) },
  { nome: 'com acento (joão, conceição)', inputs: ['joão', 'conceição', 'íris', 'andré'], call: (nome) => pesquisar({ nome }) },
  { nome: 'CPF completo', inputs: cpfs, call: (cpf) => pesquisar({ cpf }) },
  { nome: 'CPF prefixo (6 dígitos)', inputs: cpfs.map((c) => c.slice(0, 6)), call: (cpf) => pesquisar({ cpf }) },
  { nome: 'GET pesquisar/{nome}', inputs: rare, call: (nome) => fetch(`${address}/api/gerenciar/paciente/pesquisar/${encodeURIComponent(nome)}`, { headers }) },
];

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const results: { kind: string; n: number; p50: number; p95: number; max: number }[] = [];
let failures = 0;
for (const kind of kinds) {
  const times: number[] = [];
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    const started = performance.now();
    const response = await kind.call(kind.inputs[i % kind.inputs.length]!);
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (!response.ok) failures++;
    if (i >= WARMUP) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  results.push({ kind: kind.nome, n: times.length, p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1]! });
}

await app.close();
await database.close();
rmSync(tmp, { recursive: true, force: true });

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const banco = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embutido)';
if (asJson) {
  console.log(JSON.stringify({ banco, pacientes: PACIENTES, seedSeconds, machine, results, failures }, null, 2));
} else {
  console.log(`${banco}: ${PACIENTES} pacientes semeados em ${seedSeconds.toFixed(1)} s; ${REQUESTS} buscas por tipo, em série, via HTTP em loopback`);
  console.log(machine);
  console.log('tipo de busca'.padEnd(34) + 'n'.padStart(5) + 'p50 ms'.padStart(10) + 'p95 ms'.padStart(10) + 'max ms'.padStart(10));
  for (const r of results) console.log(r.kind.padEnd(34) + String(r.n).padStart(5) + r.p50.toFixed(1).padStart(10) + r.p95.toFixed(1).padStart(10) + r.max.toFixed(1).padStart(10));
  if (failures > 0) console.log(`${failures} respostas de erro`);
}
process.exit(failures > 0 ? 1 : 0);
