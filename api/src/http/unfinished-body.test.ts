import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { DEFAULT_LINGER } from '@clinica/server-kit';

const MAX = 64 * 1024;
const MB = 1024 * 1024;

let t: TestApp;
let port: number;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ limits: { uploadMaxBytes: MAX } });
  admin = await t.login('admin@clinica.dev');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

interface Upload {
  socket: Socket;
  /** the answer's head and body, once they arrived */
  answer: Promise<{ ms: number; text: string }>;
  /** when the server closed the socket */
  closed: Promise<number>;
}

/**
 * A multipart upload of `bytes` over a real socket, written as a browser writes it (as fast as the
 * server reads, never ending early), or only its first `sendOnly` bytes and then nothing.
 */
function upload(path: string, bytes: number, { token = admin, sendOnly = Infinity } = {}): Upload {
  const boundary = 'limite' + Math.random().toString(16).slice(2);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="grande.mp4"\r\nContent-Type: video/mp4\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const started = Date.now();
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined); // the server resets what it did not read: expected
  socket.write(
    `POST /api${path} HTTP/1.1\r\nHost: localhost\r\n${token ? `Authorization: Bearer ${token}\r\n` : ''}` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${head.length + bytes + tail.length}\r\n\r\n${head}`,
  );
  const chunk = Buffer.alloc(64 * 1024);
  let sent = 0;
  const pump = () => {
    while (sent < Math.min(bytes, sendOnly) && !socket.destroyed) {
      sent += chunk.length;
      if (!socket.write(chunk)) return void socket.once('drain', pump);
    }
    if (sent >= bytes && !socket.destroyed) socket.write(tail);
  };
  pump();
  let received = '';
  const answer = new Promise<{ ms: number; text: string }>((resolve) => {
    socket.on('data', (data: Buffer) => {
      received += data.toString('utf8');
      const [headers, body] = received.split('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(headers ?? '')?.[1];
      if (length && body !== undefined && Buffer.byteLength(body) >= Number(length)) resolve({ ms: Date.now() - started, text: received });
    });
  });
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now() - started)));
  return { socket, answer, closed };
}

describe('an answer sent before the upload has arrived', () => {
  it.each([
    ['an image or video', '/gerenciar/imagens/upload', 'Ops... O tamanho do video excede o permitido'],
    ['a patient photo', '/gerenciar/paciente/foto', 'A foto deve ter até'],
  ])('%s over the limit: the 413 arrives at once, with Connection: close, and the socket closes within the linger time', async (_, path, message) => {
    const sending = upload(path, 200 * MB);
    const { ms, text } = await sending.answer;
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(text).toMatch(/\r\nconnection: close\r\n/i);
    expect(text).toContain(message);
    expect(ms).toBeLessThan(2000);
    // the client keeps sending: the server drops up to its limits, then closes
    expect(await sending.closed).toBeLessThan(ms + DEFAULT_LINGER.ms + 1500);
  });

  it('a refusal before reading (no token) closes the same way', async () => {
    const sending = upload('/gerenciar/imagens/upload', 200 * MB, { token: '' });
    const { text } = await sending.answer;
    expect(text).toMatch(/^HTTP\/1\.1 401 /);
    expect(text).toMatch(/\r\nconnection: close\r\n/i);
    expect(await sending.closed).toBeLessThan(DEFAULT_LINGER.ms + 3000);
  });

  it('a body sent whole after the refusal is read to its end: the client gets the answer and a clean close', async () => {
    const sending = upload('/gerenciar/imagens/upload', 2 * MB);
    const { text } = await sending.answer;
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    let reset = false;
    sending.socket.on('error', () => (reset = true));
    await sending.closed;
    expect(reset).toBe(false);
  });
});

describe('closing the app', () => {
  it('does not wait for a refused upload whose client stopped sending', async () => {
    const other = await createTestApp({ limits: { uploadMaxBytes: MAX } });
    const token = await other.login('admin@clinica.dev');
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const saved = port;
    port = (other.app.server.address() as AddressInfo).port;
    try {
      // 1 MB of a 200 MB upload, then silence: the answer is out, the socket waits for the rest
      const sending = upload('/gerenciar/imagens/upload', 200 * MB, { token, sendOnly: MB });
      expect((await sending.answer).text).toMatch(/^HTTP\/1\.1 413 /);
      const started = Date.now();
      await other.app.close();
      expect(Date.now() - started).toBeLessThan(DEFAULT_LINGER.ms / 2);
      await sending.closed;
    } finally {
      port = saved;
      await other.close();
    }
  });
});
