/**
 * Agenda week read throughput: how many calendar reads of one full week (POST
 * gerenciar/agendamento/popularCalendario, as the week view asks it) the real api answers per
 * second, next to a bare fastify route on the same machine — one answering a small constant and one
 * answering the same JSON body from memory — so the cost of the api's own work (auth, database,
 * mapping) shows apart from the HTTP stack's.
 *
 * Fresh database (PGlite in a temporary folder; with DATABASE_URL a new database there), migrations,
 * demo seed, then N appointments (default 1,000) spread over one week of the demo doctors, written
 * straight to the table. Load: autocannon, C connections for D seconds per target, after a warm-up.
 * Every answer of the api is checked once before timing (status and count).
 *
 * Usage: pnpm --filter @clinica/bench agenda-week-read [--agendamentos N] [--connections C] [--seconds D] [--json]
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../../api/src/app.js';
import { migrateToLatest } from '../../api/src/db/migrate.js';
import { DEMO_PASSWORD } from '../../api/src/seed/demo-users.js';
import { seedDemo } from '../../api/src/seed/seed-demo.js';
import { localFileStore } from '../../api/src/storage/file-store.js';
import { freshDatabase, makeTempDir } from './support/bench-database.ts';
import { machine, machineLine, round } from './support/machine.ts';

const { values: flags } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    agendamentos: { type: 'string', default: '1000' },
    connections: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '10' },
    json: { type: 'boolean', default: false },
  },
});
const positive = (name: string, text: string): number => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} deve ser um inteiro positivo`);
  return n;
};
const AGENDAMENTOS = positive('agendamentos', flags.agendamentos);
const CONNECTIONS = positive('connections', flags.connections);
const SECONDS = positive('seconds', flags.seconds);
const say = (text = '') => (flags.json ? process.stderr : process.stdout).write(`${text}\n`);

/** A week far from the demo data (Monday 00:00 to next Monday, clinic time = UTC-3). */
const WEEK_START = new Date('2031-03-03T03:00:00Z');
const WEEK_END = new Date('2031-03-10T03:00:00Z');

const database = await freshDatabase();
const db = database.db;
say(`banco: ${database.label}`);
say(machineLine());
await migrateToLatest(db);
await seedDemo(db);

// N appointments, 08:00–18:00 on weekdays, 30 min each, spread over the demo doctors and patients;
// marked exceção, as overlapping bookings must be (the table forbids other overlaps)
const medicos = await db.selectFrom('usuario').select('id').where('eh_medico', '=', true).execute();
const pacientes = await db.selectFrom('paciente').select('id').where('ativo', '=', true).limit(500).execute();
const procedimento = await db.selectFrom('procedimento').select('id').executeTakeFirstOrThrow();
const rows = Array.from({ length: AGENDAMENTOS }, (_, i) => {
  const day = i % 5;
  const slot = Math.floor(i / 5) % 20;
  const start = new Date(WEEK_START.getTime() + day * 86_400_000 + (8 * 60 + slot * 30) * 60_000);
  return {
    paciente_id: pacientes[i % pacientes.length]!.id,
    procedimento_id: procedimento.id,
    medico_id: medicos[i % medicos.length]!.id,
    data_agendamento: start,
    hora_final: new Date(start.getTime() + 30 * 60_000),
    excecao: true,
    status: (['PENDENTE', 'CONFIRMADO', 'FINALIZADO'] as const)[i % 3],
    usuario_cadastro: 'Carga sintética',
  };
});
for (let i = 0; i < rows.length; i += 500)
  await db
    .insertInto('agendamento')
    .values(rows.slice(i, i + 500))
    .execute();

const api = await buildApp({ db, events: database.events, jwtKey: randomBytes(32), files: localFileStore(makeTempDir('clinica-bench-arquivos-')) });
const apiAddress = await api.listen({ port: 0, host: '127.0.0.1' });
const login = await fetch(`${apiAddress}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'recepcao@clinica.dev', senha: DEMO_PASSWORD }),
});
const { token } = (await login.json()) as { token: string };
const readBody = JSON.stringify({ inicio: WEEK_START.toISOString(), fim: WEEK_END.toISOString() });
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
const check = await fetch(`${apiAddress}/api/gerenciar/agendamento/popularCalendario`, { method: 'POST', headers, body: readBody });
const week = await check.text();
const count = (JSON.parse(week) as unknown[]).length;
if (check.status !== 200 || count !== AGENDAMENTOS)
  throw new Error(`leitura da semana: HTTP ${check.status}, ${count} agendamentos (esperado ${AGENDAMENTOS})`);
say(`semana com ${count} agendamentos: resposta de ${(week.length / 1024).toFixed(0)} KiB`);

const bare = Fastify({ logger: false });
bare.get('/pequena', (_request, reply) => reply.send({ ok: true }));
bare.post('/mesmo-json', (_request, reply) => reply.type('application/json').send(week));
const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });

interface Result {
  alvo: string;
  reqPorSegundo: number;
  p50ms: number;
  p99ms: number;
  erros: number;
}
async function load(alvo: string, options: autocannon.Options): Promise<Result> {
  await autocannon({ ...options, connections: CONNECTIONS, duration: 2 }); // warm-up
  const r = await autocannon({ ...options, connections: CONNECTIONS, duration: SECONDS });
  return { alvo, reqPorSegundo: round(r.requests.average), p50ms: r.latency.p50, p99ms: r.latency.p99, erros: r.errors + r.non2xx };
}

const results = [
  await load('api: popularCalendario (semana cheia)', {
    url: `${apiAddress}/api/gerenciar/agendamento/popularCalendario`,
    method: 'POST',
    headers,
    body: readBody,
  }),
  await load('api: popularCalendario (semana vazia)', {
    url: `${apiAddress}/api/gerenciar/agendamento/popularCalendario`,
    method: 'POST',
    headers,
    body: JSON.stringify({ inicio: '2032-03-01T03:00:00Z', fim: '2032-03-08T03:00:00Z' }),
  }),
  await load('fastify puro: mesmo JSON da memória', { url: `${bareAddress}/mesmo-json`, method: 'POST', headers, body: readBody }),
  await load('fastify puro: {"ok":true}', { url: `${bareAddress}/pequena` }),
];

say(`\n${CONNECTIONS} conexões, ${SECONDS} s por alvo (após 2 s de aquecimento), autocannon em loopback`);
say('alvo                                      req/s   p50 ms  p99 ms  erros');
for (const r of results)
  say(
    `${r.alvo.padEnd(40)} ${String(r.reqPorSegundo).padStart(7)} ${String(r.p50ms).padStart(8)} ${String(r.p99ms).padStart(7)} ${String(r.erros).padStart(6)}`,
  );
say(`carga da máquina ${machine.loadavgAtStart.join(' ')} no início`);
if (flags.json) process.stdout.write(`${JSON.stringify({ banco: database.label, machine, agendamentos: AGENDAMENTOS, results }, null, 2)}\n`);

await api.close();
await bare.close();
await database.close();
process.exit(results.some((r) => r.erros > 0) ? 1 : 0);
