import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildApp, DEFAULT_LIMITS } from '../app.js';
import { localFileStore } from '../storage/file-store.js';
import { createTestApp, nextIp, TEST_GATEWAY_KEY, viaGateway, type TestApp } from '../test-support/test-app.js';

/** Two api processes on one database, as behind the gateway in production. */
let t: TestApp;
let second: FastifyInstance;
const limits = { ...DEFAULT_LIMITS, loginPerMinute: 4 };

beforeAll(async () => {
  t = await createTestApp({ limits });
  second = await buildApp({
    db: t.db,
    events: t.database.events,
    files: localFileStore(t.storageDir),
    jwtKey: randomBytes(32),
    limits,
    gatewayKey: TEST_GATEWAY_KEY,
  });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const login = (app: FastifyInstance, ip: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', headers: viaGateway(ip), payload: { email: 'ninguem@clinica.test', senha: 'Errada123' } });

describe('rate limits kept in the database', () => {
  it('give an address one login budget across api processes, not one each', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(i % 2 === 0 ? t.app : second, ip)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    const limited = await login(second, ip);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // another address keeps its own budget
    expect((await login(t.app, nextIp())).statusCode).toBe(401);
  });

  it('count each route apart, and start a new window once the old one ends', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) await login(t.app, ip);
    expect((await login(t.app, ip)).statusCode).toBe(429);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/esqueciSenha',
      headers: viaGateway(ip),
      payload: { email: 'ninguem@clinica.test' },
    });
    expect(reset.statusCode).not.toBe(429);
    await t.db
      .updateTable('limite_requisicao')
      .set({ expira_em: new Date(Date.now() - 1000) })
      .where('chave', 'like', `%|${ip}`)
      .execute();
    expect((await login(second, ip)).statusCode).toBe(401);
  });
});
