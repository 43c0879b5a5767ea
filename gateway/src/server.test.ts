import fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { buildGateway } from './server.ts';
import { gatewayRoutes } from './routes.ts';

/** Small upstream that answers with the path it received. */
async function upstream(name: string): Promise<{ app: FastifyInstance; url: string }> {
  const app = fastify();
  app.all('/*', (request, reply) =>
    reply.send({ served: name, url: request.url, host: request.headers.host, authorization: request.headers.authorization ?? null }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

describe('gateway', () => {
  const upstreams: FastifyInstance[] = [];
  let gateway: FastifyInstance;
  let cep: { app: FastifyInstance; url: string };

  beforeAll(async () => {
    const api = await upstream('api');
    const host = await upstream('host');
    const agenda = await upstream('agenda');
    cep = await upstream('cep');
    upstreams.push(api.app, host.app, agenda.app, cep.app);
    gateway = await buildGateway(
      gatewayRoutes({ API_URL: api.url, HOST_URL: host.url, REMOTE_AGENDA_URL: agenda.url, REMOTE_ESTOQUE_URL: 'http://127.0.0.1:9', CEP_URL: cep.url }),
    );
  });

  afterAll(async () => {
    await gateway.close();
    await Promise.all(upstreams.map((app) => app.close()));
  });

  it('keeps /api on the api and strips /remotes/<name> for the remote', async () => {
    const api = await gateway.inject('/api/ping/versao');
    expect(api.json()).toMatchObject({ served: 'api', url: '/api/ping/versao' });
    const remote = await gateway.inject('/remotes/agenda/remoteEntry.js');
    expect(remote.json()).toMatchObject({ served: 'agenda', url: '/remoteEntry.js' });
    const page = await gateway.inject('/index.html');
    expect(page.json()).toMatchObject({ served: 'host', url: '/index.html' });
  });

  it('sends postal-code lookups to the configured service with its own Host and without the user\'s token', async () => {
    const answer = await gateway.inject({ url: '/cep/ws/01310100/json', headers: { authorization: 'Bearer secret', cookie: 'a=b' } });
    expect(answer.json()).toEqual({ served: 'cep', url: '/ws/01310100/json', host: new URL(cep.url).host, authorization: null });
  });

  it('adds security headers to pages but leaves api answers to the api', async () => {
    const page = await gateway.inject('/');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    const api = await gateway.inject('/api/x');
    expect(api.headers['content-security-policy']).toBeUndefined();
  });

  it('answers an error for a remote that is down, without taking the portal down', async () => {
    const down = await gateway.inject('/remotes/estoque/remoteEntry.js');
    expect(down.statusCode).toBeGreaterThanOrEqual(500);
    expect((await gateway.inject('/remotes/agenda/remoteEntry.js')).statusCode).toBe(200);
  });
});
