/**
 * Two api processes on one PostgreSQL (run by scripts/test-postgres.sh; PGlite is one process by
 * nature): a push made by one reaches sockets held by the other, and a reminder goes out once.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openSocket, receivedItems, type TestSocket } from '../test-support/stomp-client.js';
import { DEMO_PASSWORD } from '../seed/demo-users.js';
import type { Notificacao } from './notificacao.message.js';

const url = process.env.DATABASE_URL!;
const database = `clinica_dois_${randomBytes(4).toString('hex')}`;
const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'clinica-dois-'));
const processes: ChildProcess[] = [];
const sockets: TestSocket[] = [];
let admin: pg.Client;
let db: pg.Client;
let a: string;
let b: string;

const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Starts `src/main.ts` and waits until it answers. */
async function startApi(seed: boolean): Promise<string> {
  const port = await freePort();
  const target = new URL(url);
  target.pathname = `/${database}`;
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATABASE_URL: target.toString(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: 'segredo-de-teste-dos-dois-processos-0123456789',
      SEED_DEMO: String(seed),
      LEMBRETE_INTERVALO_MS: '500',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  processes.push(child);
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`api saiu com ${child.exitCode}`);
    const ok = await fetch(`${base}/api/ping/versao`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return base;
    if (Date.now() - started > 60_000) throw new Error('api não respondeu em 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function login(base: string, email: string): Promise<{ token: string; id: number }> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, senha: DEMO_PASSWORD }),
  });
  const { token } = (await res.json()) as { token: string };
  return { token, id: Number((JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { jti: string }).jti) };
}

const items = (socket: TestSocket): Notificacao[] => receivedItems<Notificacao>(socket);

beforeAll(async () => {
  admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  a = await startApi(true);
  b = await startApi(false);
  const target = new URL(url);
  target.pathname = `/${database}`;
  db = new pg.Client({ connectionString: target.toString() });
  await db.connect();
}, 120_000);

afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  for (const child of processes) child.kill('SIGTERM');
  await Promise.all(processes.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : Promise.resolve())));
  await db?.end();
  await admin?.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin?.end();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('two api processes on one PostgreSQL', () => {
  it('an arrival flagged through one process reaches the doctor’s socket held by the other', async () => {
    const recepcao = await login(a, 'recepcao@clinica.dev');
    const medico = await login(a, 'medico@clinica.dev');
    const onB = await openSocket({ baseUrl: b, id: medico.id, token: medico.token });
    sockets.push(onB);
    // arrival belongs to the appointment's day: one of the doctor's open appointments, moved to now (as an exception, off the slot rules)
    const { rows } = await db.query<{ id: number }>(
      `UPDATE agendamento SET data_agendamento = now(), hora_final = now() + interval '30 minutes', excecao = true
       WHERE id = (SELECT id FROM agendamento WHERE medico_id = $1 AND status IN ('PENDENTE', 'CONFIRMADO') AND chegada_do_paciente IS NULL
                   ORDER BY data_agendamento DESC LIMIT 1)
       RETURNING id`,
      [medico.id],
    );
    const id = rows[0]!.id;
    const res = await fetch(`${a}/api/gerenciar/agendamento/pacienteChegou?id=${id}&chegou=true`, {
      method: 'POST',
      headers: { authorization: `Bearer ${recepcao.token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    await onB.until(() => items(onB).some((n) => n.idAgendamento === id && n.tipoNotificacao === 'PACIENTE_CHEGOU'));
  });

  it('reminders due while both processes run go out once each, to sockets on either process', async () => {
    const medico = await login(b, 'rafael@clinica.dev');
    const onA = await openSocket({ baseUrl: a, id: medico.id, token: medico.token });
    const onB = await openSocket({ baseUrl: b, id: medico.id, token: medico.token });
    sockets.push(onA, onB);
    // twenty appointments starting within the next minutes; reminders 59 minutes ahead make them all due now
    const { rows: ref } = await db.query<{ paciente_id: number; procedimento_id: number; tipo_compromisso_id: number }>(
      'SELECT paciente_id, procedimento_id, tipo_compromisso_id FROM agendamento LIMIT 1',
    );
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO agendamento (paciente_id, procedimento_id, medico_id, tipo_compromisso_id, excecao, data_agendamento, hora_final)
       SELECT $1, $2, $3, $4, true, now() + make_interval(mins => 5 + n), now() + make_interval(mins => 35 + n) FROM generate_series(1, 20) AS n
       RETURNING id`,
      [ref[0]!.paciente_id, ref[0]!.procedimento_id, medico.id, ref[0]!.tipo_compromisso_id],
    );
    const ids = rows.map((r) => r.id);
    const gatilho = await fetch(`${b}/api/gerenciar/medico/cadastrarGatilhoLembrete`, {
      method: 'POST',
      headers: { authorization: `Bearer ${medico.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ medicoId: medico.id, horarioGatilho: '59' }),
    });
    expect(gatilho.status).toBe(200);
    const reminders = (s: TestSocket) => items(s).filter((n) => n.tipoNotificacao === null && ids.includes(n.idAgendamento!));
    await onA.until(() => reminders(onA).length >= 20, 15_000);
    await onB.until(() => reminders(onB).length >= 20, 15_000);
    // both processes keep running their reminder rounds (every 500 ms): nothing more arrives
    await new Promise((r) => setTimeout(r, 2000));
    for (const socket of [onA, onB])
      expect(
        reminders(socket)
          .map((n) => n.idAgendamento)
          .sort(),
      ).toEqual([...ids].sort());
    const stored = await db.query<{ agendamento_id: number; n: string }>(
      `SELECT agendamento_id, count(*) AS n FROM notificacao WHERE tipo IS NULL AND agendamento_id = ANY($1) GROUP BY agendamento_id`,
      [ids],
    );
    expect(stored.rows).toHaveLength(20);
    expect(stored.rows.every((r) => Number(r.n) === 1)).toBe(true);
  });
});
