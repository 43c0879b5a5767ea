import fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { buildGateway, gatewayKey, gatewayTrustProxy } from './server.ts';
import { gatewayRoutes, type GatewayRoute } from './routes.ts';

const INDISPONIVEL = 'Serviço temporariamente indisponível. Tente novamente em instantes.';
const KEY = 'chave-do-gateway-nos-testes-0123456789abcdef';
const urlOf = (app: FastifyInstance): string => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/** Small upstream that answers with the path and the headers it received (and `?pad=N` characters more). */
async function upstream(name: string): Promise<{ app: FastifyInstance; url: string }> {
  const app = fastify();
  app.all('/*', (request, reply) =>
    reply.send({
      served: name,
      url: request.url,
      host: request.headers.host,
      authorization: request.headers.authorization ?? null,
      headers: request.headers,
      pad: 'x'.repeat(Number((request.query as { pad?: string }).pad ?? 0)),
    }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: urlOf(app) };
}

describe('gateway', () => {
  const upstreams: FastifyInstance[] = [];
  let gateway: FastifyInstance;
  let cep: { app: FastifyInstance; url: string };
  const log: string[] = [];

  beforeAll(async () => {
    const api = await upstream('api');
    const host = await upstream('host');
    const agenda = await upstream('agenda');
    cep = await upstream('cep');
    const slow = fastify();
    slow.get('/*', async () => new Promise((resolve) => setTimeout(() => resolve({ late: true }), 500)));
    await slow.listen({ port: 0, host: '127.0.0.1' });
    upstreams.push(api.app, host.app, agenda.app, cep.app, slow);
    const routes = gatewayRoutes({
      API_URL: api.url,
      HOST_URL: host.url,
      REMOTE_AGENDA_URL: agenda.url,
      REMOTE_ESTOQUE_URL: 'http://127.0.0.1:9',
      CEP_URL: cep.url,
    });
    const lento: GatewayRoute = { prefix: '/lento', upstream: urlOf(slow), rewritePrefix: '', timeoutMs: 50 };
    gateway = await buildGateway([lento, ...routes], { gatewayKey: KEY, logger: { level: 'warn', stream: { write: (line: string) => log.push(line) } } });
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

  it("sends postal-code lookups with its own Host and none of the client's headers but Accept", async () => {
    const answer = await gateway.inject({
      url: '/cep/ws/01310100/json',
      headers: {
        authorization: 'Bearer secret',
        cookie: 'a=b',
        accept: 'application/json',
        'user-agent': 'navegador',
        'accept-language': 'pt-BR',
        referer: 'http://portal/pacientes',
        'x-forwarded-for': '198.51.100.7',
      },
    });
    const { served, url, host, headers } = answer.json<{ served: string; url: string; host: string; headers: Record<string, string> }>();
    expect({ served, url, host }).toEqual({ served: 'cep', url: '/ws/01310100/json', host: new URL(cep.url).host });
    // `connection` is the gateway's own (keep-alive to the service).
    expect(
      Object.keys(headers)
        .filter((name) => name !== 'connection')
        .sort(),
    ).toEqual(['accept', 'host']);
    expect(headers.accept).toBe('application/json');
  });

  it("sends GATEWAY_KEY to the api alone, never a client's own", async () => {
    type Echo = { served: string; headers: Record<string, string> };
    const forged = { 'x-gateway-key': 'chave-inventada-pelo-cliente-0123456789abcdef' };
    const api = (await gateway.inject({ url: '/api/x', headers: forged })).json<Echo>();
    expect(api).toMatchObject({ served: 'api', headers: { 'x-gateway-key': KEY } });
    const sockJs = (await gateway.inject({ url: '/notification/info', headers: forged })).json<Echo>();
    expect(sockJs).toMatchObject({ served: 'api', headers: { 'x-gateway-key': KEY } });
    for (const url of ['/index.html', '/remotes/agenda/remoteEntry.js', '/cep/ws/01310100/json']) {
      const other = (await gateway.inject({ url, headers: forged })).json<Echo>();
      expect([url, other.headers['x-gateway-key']]).toEqual([url, undefined]);
    }
    expect(gatewayKey({})).toBeUndefined();
    expect(() => gatewayKey({ GATEWAY_KEY: 'curta' })).toThrow(/32 caracteres/);
    expect(gatewayKey({ GATEWAY_KEY: ` ${KEY} ` })).toBe(KEY);
  });

  it('takes only GET and HEAD on /cep', async () => {
    expect((await gateway.inject({ method: 'HEAD', url: '/cep/ws/01310100/json' })).statusCode).toBe(200);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      const answer = await gateway.inject({ method, url: '/cep/ws/01310100/json', payload: { a: 1 } });
      expect(answer.statusCode).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD');
      expect(answer.json()).toEqual([{ mensagemUsuario: 'Operação não permitida.', mensagemDesenvolvedor: 'Só GET e HEAD em /cep' }]);
    }
  });

  it('adds security headers to pages but leaves api answers to the api', async () => {
    const page = await gateway.inject('/');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    const api = await gateway.inject('/api/x');
    expect(api.headers['content-security-policy']).toBeUndefined();
  });

  it("compresses the api's answers as the client accepts, and leaves pages and request bodies as they are", async () => {
    type Echo = { served: string; pad: string; headers: Record<string, string> };
    const read = (body: Buffer): Echo => JSON.parse(body.toString()) as Echo;
    const big = await gateway.inject({ url: '/api/semana?pad=50000', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.rawPayload.length).toBeLessThan(5_000);
    expect(read(brotliDecompressSync(big.rawPayload)).pad).toHaveLength(50_000);
    const gzip = await gateway.inject({ url: '/api/semana?pad=50000', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(read(gunzipSync(gzip.rawPayload)).served).toBe('api');
    const plain = await gateway.inject({ url: '/api/semana?pad=50000', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json<Echo>().pad).toHaveLength(50_000);
    // the pages' servers send them compressed at build: the gateway does not compress them again
    const page = await gateway.inject({ url: '/agendamentos?pad=50000', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBeUndefined();
    // a body the client compressed reaches the api as sent, with its Content-Encoding
    const sent = await gateway.inject({
      method: 'POST',
      url: '/api/x',
      payload: Buffer.from('not really gzip'),
      headers: { 'content-type': 'text/plain', 'content-encoding': 'gzip' },
    });
    expect(sent.json<Echo>().headers['content-encoding']).toBe('gzip');
  });

  it("answers 502 in the api's error shape for a remote that is down, without internals and without taking the portal down", async () => {
    const down = await gateway.inject('/remotes/estoque/remoteEntry.js');
    expect(down.statusCode).toBe(502);
    expect(down.json()).toEqual([{ mensagemUsuario: INDISPONIVEL, mensagemDesenvolvedor: 'Serviço interno indisponível (estoque)' }]);
    expect(down.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|:9\b/);
    // The details stay in the gateway's log.
    expect(log.join('')).toContain('ECONNREFUSED');
    expect((await gateway.inject('/remotes/agenda/remoteEntry.js')).statusCode).toBe(200);
  });

  it('answers 504 when a part does not answer in time', async () => {
    const late = await gateway.inject('/lento/x');
    expect(late.statusCode).toBe(504);
    expect(late.json()).toEqual([{ mensagemUsuario: INDISPONIVEL, mensagemDesenvolvedor: 'Serviço interno não respondeu a tempo (lento)' }]);
  });

  it('limits postal-code lookups per client address, whatever X-Forwarded-For it sends', async () => {
    const own = await buildGateway(gatewayRoutes({ API_URL: cep.url, CEP_URL: cep.url }));
    try {
      for (let n = 1; n <= 30; n++) {
        const answer = await own.inject({ url: '/cep/ws/01310100/json', headers: { 'x-forwarded-for': `198.51.100.${n}` } });
        expect(answer.statusCode).toBe(200);
      }
      const over = await own.inject({ url: '/cep/ws/01310100/json', headers: { 'x-forwarded-for': '198.51.100.99' } });
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual([
        { mensagemUsuario: 'Muitas requisições. Aguarde um instante e tente novamente.', mensagemDesenvolvedor: 'Limite de requisições por endereço atingido' },
      ]);
      // Only /cep is limited here (the api limits its own routes).
      expect((await own.inject('/api/x')).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });
});

/**
 * Client address through real sockets. The client connects from 127.0.0.2 (Linux answers on all of
 * 127/8) so it differs from the gateway's own address upstream (127.0.0.1).
 */
describe('client address behind the gateway', () => {
  const CLIENT = '127.0.0.2';
  let api: FastifyInstance;
  const upgrades: http.IncomingHttpHeaders[] = [];
  const gateways: FastifyInstance[] = [];

  /** The gateway listening on a real port, in front of `api`. */
  async function gatewayUrl(trustProxy?: string[]): Promise<string> {
    const routes: GatewayRoute[] = [
      { prefix: '/api', upstream: urlOf(api), rewritePrefix: '/api', gatewayKey: true },
      { prefix: '/notification', upstream: urlOf(api), rewritePrefix: '/notification', websocket: true, gatewayKey: true },
    ];
    const gateway = await buildGateway(routes, { trustProxy, gatewayKey: KEY });
    gateways.push(gateway);
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    return urlOf(gateway);
  }

  type Seen = { ip: string; xff: string | null; others: (string | null | undefined)[] };
  function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: Seen }> {
    return new Promise((resolve, reject) => {
      http
        .get(url, { headers, localAddress: CLIENT }, (response) => {
          let data = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (data += chunk));
          response.on('end', () => resolve({ status: response.statusCode!, body: JSON.parse(data) as Seen }));
        })
        .on('error', reject);
    });
  }

  beforeAll(async () => {
    // A stand-in api that trusts a proxy on loopback (the real one believes only the gateway's key).
    api = fastify({ trustProxy: ['loopback'] });
    await api.register(rateLimit, { global: false });
    const whoAmI = ({ ip, headers }: { ip: string; headers: http.IncomingHttpHeaders }) => ({
      ip,
      xff: headers['x-forwarded-for'] ?? null,
      others: [headers.forwarded ?? null, headers['x-real-ip'] ?? null, headers['x-forwarded-proto'], headers['x-forwarded-host']],
    });
    api.get('/api/quem', (request) => whoAmI(request));
    api.get('/api/login', { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, (request) => whoAmI(request));
    await api.listen({ port: 0, host: '127.0.0.1' });
    api.server.on('upgrade', (request: http.IncomingMessage, socket: Duplex) => {
      upgrades.push(request.headers);
      socket.destroy();
    });
  });

  afterAll(async () => {
    await Promise.all(gateways.map((gateway) => gateway.close()));
    await api.close();
  });

  it('replaces a forged X-Forwarded-For (and other forwarding headers) with the address on its socket', async () => {
    const url = await gatewayUrl();
    const host = new URL(url).host;
    const forged = await get(`${url}/api/quem`, {
      'x-forwarded-for': '198.51.100.7',
      'x-real-ip': '198.51.100.8',
      forwarded: 'for=198.51.100.9',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
    });
    expect(forged.body).toEqual({ ip: CLIENT, xff: CLIENT, others: [null, null, 'http', host] });
    const plain = await get(`${url}/api/quem`);
    expect(plain.body).toEqual({ ip: CLIENT, xff: CLIENT, others: [null, null, 'http', host] });
  });

  it("lets the api's rate limit count forged addresses as one client", async () => {
    const url = await gatewayUrl();
    const statuses: number[] = [];
    for (let n = 1; n <= 4; n++) statuses.push((await get(`${url}/api/login`, { 'x-forwarded-for': `198.51.100.${n}` })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('sends the socket address and its key on the notification websocket too', async () => {
    const url = await gatewayUrl();
    await new Promise<void>((resolve, reject) => {
      const request = http.request(`${url}/notification/websocket`, {
        localAddress: CLIENT,
        headers: {
          connection: 'Upgrade',
          upgrade: 'websocket',
          'sec-websocket-version': '13',
          'sec-websocket-key': randomBytes(16).toString('base64'),
          'x-forwarded-for': '198.51.100.7',
          'x-gateway-key': 'chave-inventada-pelo-cliente-0123456789abcdef',
        },
      });
      request.on('upgrade', (_response, socket) => {
        const waitUpstream = setInterval(() => {
          if (upgrades.length === 0) return;
          clearInterval(waitUpstream);
          socket.destroy();
          resolve();
        }, 10);
      });
      request.on('response', (response) => reject(new Error(`no upgrade: ${response.statusCode}`)));
      request.on('error', reject);
      request.end();
    });
    expect(upgrades[0]!['x-forwarded-for']).toBe(CLIENT);
    expect(upgrades[0]!['x-gateway-key']).toBe(KEY);
  });

  it('takes the client address from a proxy in front of it only when GATEWAY_TRUST_PROXY names that proxy', async () => {
    const url = await gatewayUrl(['loopback']);
    const behindProxy = await get(`${url}/api/quem`, { 'x-forwarded-for': '203.0.113.5, 198.51.100.7' });
    expect(behindProxy.body).toMatchObject({ ip: '198.51.100.7', xff: '198.51.100.7' });
  });

  it('reads GATEWAY_TRUST_PROXY as a list, trusting none when unset', () => {
    expect(gatewayTrustProxy({})).toBe(false);
    expect(gatewayTrustProxy({ GATEWAY_TRUST_PROXY: ' ' })).toBe(false);
    expect(gatewayTrustProxy({ GATEWAY_TRUST_PROXY: '10.0.0.0/8, loopback' })).toEqual(['10.0.0.0/8', 'loopback']);
  });
});
