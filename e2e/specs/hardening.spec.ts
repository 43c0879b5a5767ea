import { expect, test } from '@playwright/test';
import { auth } from '../fixtures/agenda.ts';
import { apiToken } from '../fixtures/portal.ts';
import { estrangeiro } from '../fixtures/paciente.ts';

/** Through the portal address (gateway → real api): what a hostile client or a lost answer must not do. */
test.describe('hardening', () => {
  test('one STOMP frame over the raw websocket, without login, is refused and the portal keeps serving', async ({ page, request }) => {
    await page.goto('/#/login');
    // Chromium's own WebSocket, not sockjs-client: the raw endpoint that used to stop the api
    const answer = await page.evaluate(
      () =>
        new Promise<{ frames: string[]; code: number }>((resolve) => {
          const frames: string[] = [];
          const socket = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/notification/websocket?id=1`);
          socket.onopen = () => socket.send('CONNECT\naccept-version:1.2\nhost:x\n\n\0');
          socket.onmessage = (event) => frames.push(String(event.data));
          socket.onclose = (event) => resolve({ frames, code: event.code });
        }),
    );
    expect(answer.frames.join('')).toContain('ERROR\n');
    expect(answer.frames.join('')).toContain('message:Sessão encerrada');
    expect(answer.code).toBe(4000);
    expect((await request.get('/api/ping/versao')).status()).toBe(200);
    // the login screen still works after it
    await expect(page.getByLabel('E-mail ou CPF')).toBeVisible();
    expect((await request.post('/api/auth/login', { data: { email: 'recepcao@clinica.dev', senha: 'Demo@1234' } })).status()).toBe(200);
  });

  test('a create sent again with its Idempotency-Key (an answer lost on the way) writes once', async ({ request }) => {
    const token = await apiToken(request, 'recepcao');
    const nome = `Estrangeira Retentativa ${Date.now()}`;
    const key = `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const send = () =>
      request.post('/api/gerenciar/paciente/cadastro', {
        headers: { ...auth(token).headers, 'Idempotency-Key': key },
        data: estrangeiro(nome),
      });
    const first = await send();
    expect(first.status()).toBe(201);
    const again = await send();
    expect(again.status()).toBe(201);
    expect(again.headers()['idempotent-replayed']).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    const found = await request.post('/api/gerenciar/paciente/pesquisar', { ...auth(token), data: { nome } });
    expect(((await found.json()) as { content: unknown[] }).content).toHaveLength(1);
  });
});
