import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, TEST_GATEWAY_KEY, type TestApp } from '../test-support/test-app.js';

/**
 * Client addresses over a real socket from loopback, as a process on the api's machine would call
 * it: X-Forwarded-For is believed only with the gateway's key (http/gateway-key.ts).
 */
let t: TestApp;
let base: string;
let n = 0;
/** a new forged address (and a new e-mail, so the account lockout stays out of the count) per attempt */
const forged = (): string => `198.51.${Math.floor(++n / 250)}.${(n % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp({ seed: false, limits: { loginPerMinute: 10, resetPerMinute: 10 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const post = async (path: string, headers: Record<string, string>, body?: unknown): Promise<number> => {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
};
const login = (headers: Record<string, string>) => post('/api/auth/login', headers, { email: `ninguem.${randomUUID()}@clinica.test`, senha: 'Errada123' });
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('client address on direct calls', () => {
  it('limits 40 logins that each forge a new X-Forwarded-For, as one client (its socket)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push(await login({ 'x-forwarded-for': forged(), 'x-forwarded-proto': 'https' }));
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(count(statuses, 429)).toBe(30);
    // the failures were recorded against the socket's address, not the forged ones
    const ips = await t.db.selectFrom('auditoria').select('ip').distinct().where('acao', '=', 'LOGIN_FALHOU').execute();
    expect(ips.map((row) => row.ip)).toEqual(['127.0.0.1']);
  });

  it('does not believe a wrong key either', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push(await login({ 'x-forwarded-for': forged(), 'x-gateway-key': `${TEST_GATEWAY_KEY}x` }));
    expect(statuses).toEqual([429, 429, 429]);
  });

  it('believes the address the gateway names with its key', async () => {
    const statuses: number[] = [];
    const addresses = Array.from({ length: 12 }, forged);
    for (const ip of addresses) statuses.push(await login({ 'x-forwarded-for': ip, 'x-gateway-key': TEST_GATEWAY_KEY }));
    expect(statuses).toEqual(Array(12).fill(401));
    const last = await t.db.selectFrom('auditoria').select('ip').where('acao', '=', 'LOGIN_FALHOU').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(last.ip).toBe(addresses.at(-1));
  });

  it('limits the reset, confirmation link and verification calls by the socket too', async () => {
    const attempts = async (path: string, body?: unknown): Promise<number[]> => {
      const statuses: number[] = [];
      for (let i = 0; i < 35; i++) statuses.push(await post(path, { 'x-forwarded-for': forged() }, body));
      return statuses;
    };
    const reset = await attempts('/api/auth/esqueciSenha', { email: 'ninguem@clinica.test' });
    expect(count(reset, 429)).toBe(25);
    const link = await attempts(`/api/gerenciar/agendamento/confirmarAgendamento?agendamentoId=${randomUUID()}`);
    expect(count(link, 429)).toBe(15);
    const verificar = await attempts('/api/documento-emitido/verificar');
    expect(count(verificar, 429)).toBe(5);
  });
});
