import type { FastifyInstance } from 'fastify';
import http from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildGateway } from './server.ts';
import { gatewayRoutes } from './routes.ts';
import { DEFAULT_LINGER } from './unfinished-body.ts';

const MB = 1024 * 1024;
const REFUSAL = JSON.stringify([{ mensagemUsuario: 'Ops... O tamanho do video excede o permitido', mensagemDesenvolvedor: 'limite' }]);

/** The data of a chunked body. */
function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; ;) {
    const line = body.indexOf('\r\n', at);
    const size = parseInt(body.subarray(at, line).toString('latin1'), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(body.subarray(line + 2, line + 2 + size));
    at = line + 2 + size + 2;
  }
}

interface Upload {
  answer: Promise<{ ms: number; text: string; body: string }>;
  closed: Promise<number>;
}

/** A POST of `bytes` over a real socket, written as a browser writes it (and accepting what it accepts), or only its first `sendOnly` bytes. */
function upload(port: number, bytes: number, sendOnly = Infinity): Upload {
  const started = Date.now();
  const socket: Socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.write(
    `POST /api/gerenciar/imagens/upload HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: gzip, deflate, br\r\nContent-Type: application/octet-stream\r\nContent-Length: ${bytes}\r\n\r\n`,
  );
  const chunk = Buffer.alloc(64 * 1024);
  let sent = 0;
  const pump = () => {
    while (sent < Math.min(bytes, sendOnly) && !socket.destroyed) {
      sent += chunk.length;
      if (!socket.write(chunk)) return void socket.once('drain', pump);
    }
  };
  pump();
  let received = Buffer.alloc(0);
  const answer = new Promise<{ ms: number; text: string; body: string }>((resolve) => {
    socket.on('data', (data: Buffer) => {
      received = Buffer.concat([received, data]);
      const split = received.indexOf('\r\n\r\n');
      if (split < 0) return;
      const text = received.subarray(0, split).toString('latin1');
      let body: Buffer = received.subarray(split + 4);
      const length = /\r\ncontent-length: (\d+)/i.exec(text)?.[1];
      if (length !== undefined ? body.length < Number(length) : !body.toString('latin1').endsWith('0\r\n\r\n')) return;
      if (length === undefined) body = dechunk(body);
      const encoding = /\r\ncontent-encoding: (\w+)/i.exec(text)?.[1];
      const plain = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
      resolve({ ms: Date.now() - started, text, body: plain.toString('utf8') });
    });
  });
  return { answer, closed: new Promise((resolve) => socket.once('close', () => resolve(Date.now() - started))) };
}

describe('an upstream answer that comes before the upload has arrived', () => {
  let api: http.Server;
  let gateway: FastifyInstance;
  let port: number;

  beforeEach(async () => {
    // as the api refusing an upload over its limit: answers at once with `Connection: close`, then
    // reads and drops what is still sent instead of resetting the connection
    api = http.createServer((request, response) => {
      request.resume();
      const socket = response.socket as Socket & { destroySoon?: () => void };
      socket.destroySoon = () => socket.end();
      response.writeHead(413, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
      response.end(REFUSAL);
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const routes = gatewayRoutes({ API_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}` });
    gateway = await buildGateway(routes);
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    port = (gateway.server.address() as AddressInfo).port;
  });

  afterEach(async () => {
    await gateway.close();
    api.closeAllConnections();
    await new Promise((resolve) => api.close(resolve));
  });

  it('reaches the client at once, not as a 502, with Connection: close; the socket closes within the linger time', async () => {
    const sending = upload(port, 200 * MB);
    const { ms, text, body } = await sending.answer;
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(text).toMatch(/\r\nconnection: close(\r\n|$)/i);
    expect(body).toBe(REFUSAL);
    expect(ms).toBeLessThan(2000);
    expect(await sending.closed).toBeLessThan(ms + DEFAULT_LINGER.ms + 1500);
  });

  it('closing the gateway does not wait for a client that stopped sending', async () => {
    const sending = upload(port, 200 * MB, MB);
    expect((await sending.answer).text).toMatch(/^HTTP\/1\.1 413 /);
    const started = Date.now();
    await gateway.close();
    expect(Date.now() - started).toBeLessThan(DEFAULT_LINGER.ms / 2);
    await sending.closed;
  });
});
