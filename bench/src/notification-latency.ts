/**
 * Notification latency: from the moment a notification is written (the transaction that stores it
 * starts) to the moment the user's socket has the STOMP MESSAGE, with S sockets open on loopback
 * (default 500, one user each). The path is the product's: insert + NOTIFY in one transaction, the
 * api hears it through LISTEN, reads the row, pushes over SockJS (websocket) to @stomp/stompjs.
 *
 * Fresh database (PGlite in a temporary folder; with DATABASE_URL a new database there), S users
 * with a session each, the api on a free loopback port in this process; clients are in this process
 * too (one Node event loop for both sides, as on a small server that also runs its proxy).
 * Events go one at a time to random users, with a short random gap, after a warm-up.
 *
 * Usage: pnpm --filter @clinica/bench notification-latency [--sockets S] [--events E] [--json]
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { buildApp } from '../../api/src/app.js';
import { loadAuthUser } from '../../api/src/auth/usuario.repository.js';
import { issueToken } from '../../api/src/auth/issue-token.js';
import { createSession } from '../../api/src/auth/sessions.js';
import { toJson } from '../../api/src/db/database.js';
import { migrateToLatest } from '../../api/src/db/migrate.js';
import { notificar } from '../../api/src/notificacao/notificacao.repository.js';
import { localFileStore } from '../../api/src/storage/file-store.js';
import { openSocket, type TestSocket } from '../../api/src/test-support/stomp-client.js';
import { freshDatabase, makeTempDir } from './support/bench-database.ts';
import { machine, machineLine, percentile, round } from './support/machine.ts';

const { values: flags } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    sockets: { type: 'string', default: '500' },
    events: { type: 'string', default: '1000' },
    json: { type: 'boolean', default: false },
  },
});
const positive = (name: string, text: string): number => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} deve ser um inteiro positivo`);
  return n;
};
const SOCKETS = positive('sockets', flags.sockets);
const EVENTS = positive('events', flags.events);
const WARMUP = Math.min(100, EVENTS);
const say = (text = '') => (flags.json ? process.stderr : process.stdout).write(`${text}\n`);

const database = await freshDatabase();
const db = database.db;
say(`banco: ${database.label}`);
say(machineLine());
await migrateToLatest(db);

const perfil = await db
  .insertInto('perfil')
  .values({ nome: 'Bench notificações', default_home: 'home.dashboard', perfil_equipe: 'ATENDIMENTO', authorities: toJson(['ROLE_AGENDAMENTOS']) })
  .returning('id')
  .executeTakeFirstOrThrow();
const usuarios = await db
  .insertInto('usuario')
  .values(
    Array.from({ length: SOCKETS }, (_, i) => ({
      nome: `Bench ${i}`,
      email: `bench.${i}@clinica.test`,
      cpf: String(10_000_000_000 + i),
      senha_hash: 'x',
      perfil_id: perfil.id,
      eh_medico: true,
    })),
  )
  .returning('id')
  .execute();

const api = await buildApp({ db, events: database.events, jwtKey: randomBytes(32), files: localFileStore(makeTempDir('clinica-bench-arquivos-')) });
await api.listen({ port: 0, host: '127.0.0.1' });
const address = api.server.address();
const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

/** Resolvers waiting for a notification id, per user. */
const waiting = new Map<number, (at: number) => void>();
const sockets: TestSocket[] = [];
const opening = performance.now();
for (let i = 0; i < usuarios.length; i += 50) {
  const batch = usuarios.slice(i, i + 50);
  sockets.push(
    ...(await Promise.all(
      batch.map(async ({ id }) => {
        const session = await createSession(db, id, { ip: '127.0.0.1', userAgent: 'bench' });
        const token = await issueToken(api.deps.tokens, (await loadAuthUser(db, id))!, session);
        return openSocket({
          baseUrl,
          id,
          token,
          onMessage: (body, at) => {
            if (!Array.isArray(body)) waiting.get(id)?.(at);
          },
        });
      }),
    )),
  );
}
const refused = sockets.filter((s) => !s.connected).length;
if (refused > 0) throw new Error(`${refused} sockets recusados`);
say(`${SOCKETS} sockets abertos em ${round(performance.now() - opening)} ms`);

const latencies: number[] = [];
for (let n = 0; n < WARMUP + EVENTS; n++) {
  const { id } = usuarios[Math.floor(Math.random() * usuarios.length)]!;
  const started = performance.now();
  const arrived = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`evento ${n} não chegou em 5 s`)), 5000);
    waiting.set(id, (at) => {
      clearTimeout(timer);
      resolve(at);
    });
  });
  await db.transaction().execute((trx) => notificar(trx, { usuarioId: id, tipo: null, dados: { cabecalho: 'Bench', corpo: `evento ${n}` } }));
  const at = await arrived;
  waiting.delete(id);
  if (n >= WARMUP) latencies.push(at - started);
  await new Promise((r) => setTimeout(r, Math.random() * 5));
}

const sorted = [...latencies].sort((a, b) => a - b);
const result = {
  machine,
  database: database.kind,
  sockets: SOCKETS,
  events: EVENTS,
  latencyMs: { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1)!) },
  rssMiB: round(process.memoryUsage().rss / 2 ** 20),
};
say(
  `evento → mensagem no socket (${EVENTS} eventos, ${SOCKETS} sockets): p50 ${result.latencyMs.p50} ms · p95 ${result.latencyMs.p95} ms · p99 ${result.latencyMs.p99} ms · máx ${result.latencyMs.max} ms`,
);
say(`memória do processo (api + ${SOCKETS} clientes): ${result.rssMiB} MiB`);
if (flags.json) process.stdout.write(`${JSON.stringify(result)}\n`);

await Promise.all(sockets.map((s) => s.close()));
await api.close();
await database.close();
