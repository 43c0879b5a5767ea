import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { medicoDeTeste } from '../test-support/agenda-fixtures.js';
import { openRawSession, TRANSPORTS, type RawSession, type Transport } from '../test-support/raw-sockjs-client.js';
import { openSocket, type TestSocket } from '../test-support/stomp-client.js';
import { notificar } from './notificacao.repository.js';

/**
 * Every way the socket refuses a client, over every SockJS transport, with a client that is not
 * sockjs-client: the refused socket gets its ERROR and is closed, and nothing else is hurt (the api
 * answers, a good socket keeps receiving). A raw-websocket refusal used to stop the whole process.
 */
// short, so the silent sockets are closed quickly, yet long enough for a good CONNECT to be read and its
// token checked on a loaded 2-core machine (400 ms refused a good one there)
const CONNECT_TIMEOUT_MS = 2000;
let t: TestApp;
let baseUrl: string;
let medico: { id: number; token: string };
let outro: { id: number; token: string };
let good: TestSocket;
const sessions: RawSession[] = [];

const connect = (token?: string): string => `CONNECT\naccept-version:1.2\nhost:x\n${token ? `Authorization:Bearer ${token}\n` : ''}\n\0`;

async function open(transport: Transport, query: Record<string, string>): Promise<RawSession> {
  const session = await openRawSession(baseUrl, transport, query);
  sessions.push(session);
  return session;
}

/** The session got an ERROR frame with this message and the server closed it. */
async function refused(session: RawSession, message: string): Promise<void> {
  await session.until(() => session.closed, 5000);
  const error = session.received.find((text) => text.startsWith('ERROR\n'));
  expect(error).toContain(`\nmessage:${message}\n`);
}

beforeAll(async () => {
  t = await createTestApp({ portalUrl: 'http://portal.test', socketConnectTimeoutMs: CONNECT_TIMEOUT_MS });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  medico = await medicoDeTeste(t);
  outro = await medicoDeTeste(t);
  good = await openSocket({ baseUrl, id: medico.id, token: medico.token });
});

afterAll(async () => {
  for (const session of sessions) session.end();
  await good.close();
  await t.close();
});

describe.each(TRANSPORTS)('the notification socket over %s, with a non-sockjs client', (transport) => {
  it('refuses a CONNECT without a token (the frame that stopped the api), without id, or for another user', async () => {
    const semToken = await open(transport, { id: '1' });
    await semToken.send(connect());
    await refused(semToken, 'Sessão encerrada');

    const semId = await open(transport, {});
    await semId.send(connect(medico.token));
    await refused(semId, 'Id não passado no parâmetro.');

    const alheio = await open(transport, { id: String(outro.id) });
    await alheio.send(connect(medico.token));
    await refused(alheio, 'Sessão encerrada');
  });

  it("refuses another user's topic, a SEND and a malformed frame after a good CONNECT", async () => {
    for (const [frame, message] of [
      [`SUBSCRIBE\nid:sub-0\ndestination:/topic/notificacao/${outro.id}\n\n\0`, 'Sem permissão para este tópico.'],
      ['SEND\ndestination:/topic/x\n\nolá\0', 'Este canal apenas entrega notificações.'],
      ['SUBSCRIBE\nid\n\n\0', 'Frame STOMP inválido'],
    ] as const) {
      const session = await open(transport, { id: String(medico.id) });
      await session.send(connect(medico.token));
      await session.until(() => session.received.some((text) => text.startsWith('CONNECTED\n')));
      await session.send(frame);
      await session.until(() => session.closed, 5000);
      expect(session.received.find((text) => text.startsWith('ERROR\n'))).toContain(`\nmessage:${message}`);
    }
  });

  it('closes a socket that sends nothing, or half a frame, once the CONNECT time is over', async () => {
    const silent = await open(transport, { id: String(medico.id) });
    const half = await open(transport, { id: String(medico.id) });
    await half.send('CONNECT\naccept-version:1.2\nhost:x\n');
    await refused(silent, 'CONNECT não recebido a tempo.');
    await refused(half, 'CONNECT não recebido a tempo.');
  });

  it('keeps serving afterwards: the api answers and a good socket still receives', async () => {
    const ping = await fetch(`${baseUrl}/api/ping/versao`);
    expect(ping.status).toBe(200);
    const before = good.bodies.length;
    await t.db
      .transaction()
      .execute((trx) => notificar(trx, { usuarioId: medico.id, tipo: null, dados: { cabecalho: `Depois de ${transport}`, corpo: 'ainda aqui' } }));
    await good.until(() => good.bodies.length > before);
    expect(good.connected).toBe(true);
  });
});
