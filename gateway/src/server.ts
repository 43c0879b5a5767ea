import fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import proxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import rateLimit from '@fastify/rate-limit';
import type { IncomingHttpHeaders } from 'node:http';
import { gatewayRoutes, type GatewayRoute } from './routes.ts';
import { answerUnderWay, closeUnfinishedBodies } from './unfinished-body.ts';

/** Headers for the portal's pages; the api sets its own. */
const PAGE_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Content-Security-Policy': [
    "default-src 'self'",
    "script-src 'self'",
    // antd writes its styles at run time (CSS-in-JS).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self' ws: wss:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; '),
};

const INDISPONIVEL = 'Serviço temporariamente indisponível. Tente novamente em instantes.';
/** Lookups per client address per minute on an external service (/cep). */
const EXTERNAL_PER_MINUTE = 30;

/** An answer of the gateway's own, in the api's error shape so the pages show it like any api error. */
class GatewayError extends Error {
  constructor(
    readonly statusCode: number,
    readonly mensagemUsuario: string,
    mensagemDesenvolvedor: string,
  ) {
    super(mensagemDesenvolvedor);
  }
}

/** The header that proves to the api that the gateway wrote the forwarding headers (GATEWAY_KEY). */
const GATEWAY_KEY_HEADER = 'x-gateway-key';

/**
 * The gateway is the edge: upstream, the client is the address it saw itself (its socket, or a proxy
 * trusted through GATEWAY_TRUST_PROXY), never what the client wrote. The api believes these headers
 * only with the key, which goes to the api alone.
 */
const forwardedHeaders = (request: Pick<FastifyRequest, 'ip' | 'protocol' | 'host'>, gatewayKey: string | undefined): Record<string, string> => ({
  'x-forwarded-for': request.ip,
  'x-forwarded-proto': request.protocol,
  ...(request.host && { 'x-forwarded-host': request.host }),
  ...(gatewayKey && { [GATEWAY_KEY_HEADER]: gatewayKey }),
});
const withoutClientForwarding = (headers: IncomingHttpHeaders): IncomingHttpHeaders =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => name !== 'forwarded' && name !== 'x-real-ip' && name !== GATEWAY_KEY_HEADER && !name.startsWith('x-forwarded-')),
  );

/**
 * The websocket's upstream request starts empty: the page's Origin goes upstream (the api checks it)
 * with the cookie and the forwarding headers. `rewriteRequestHeaders` is documented in
 * @fastify/http-proxy's README but missing from its types.
 */
const wsHeaders = (gatewayKey: string | undefined) =>
  ({
    rewriteRequestHeaders: (headers: Record<string, string>, request: FastifyRequest) => ({
      ...headers,
      ...(typeof request.headers.origin === 'string' && { origin: request.headers.origin }),
      ...(typeof request.headers.cookie === 'string' && { cookie: request.headers.cookie }),
      ...forwardedHeaders(request, gatewayKey),
    }),
  }) as unknown as NonNullable<FastifyHttpProxyOptions['wsClientOptions']>;

/** GATEWAY_KEY: 32+ characters, the same in the api; unset, the api sees every client as the gateway. */
export function gatewayKey(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const key = env.GATEWAY_KEY?.trim() || undefined;
  if (key !== undefined && key.length < 32) throw new Error('GATEWAY_KEY deve ter pelo menos 32 caracteres (a mesma na api)');
  return key;
}

/** GATEWAY_TRUST_PROXY: addresses or CIDRs (or loopback, linklocal, uniquelocal) of a proxy in front of the gateway. */
export function gatewayTrustProxy(env: NodeJS.ProcessEnv = process.env): string[] | false {
  const list = (env.GATEWAY_TRUST_PROXY ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return list.length > 0 ? list : false;
}

export interface GatewayOptions {
  /** Proxies whose X-Forwarded-For names the client; none by default (the gateway is the edge). */
  trustProxy?: string[] | false;
  /** GATEWAY_KEY, sent to the routes marked `gatewayKey` (the api) only */
  gatewayKey?: string;
  logger?: FastifyServerOptions['logger'];
}

export async function buildGateway(routes: GatewayRoute[] = gatewayRoutes(), options: GatewayOptions = {}): Promise<FastifyInstance> {
  const app = fastify({ logger: options.logger ?? false, trustProxy: options.trustProxy || false });
  // an upstream answer that comes before the client's upload has arrived (a 413) reaches it at once
  closeUnfinishedBodies(app);
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof GatewayError)
      return reply.code(error.statusCode).send([{ mensagemUsuario: error.mensagemUsuario, mensagemDesenvolvedor: error.message }]);
    if (((error as { statusCode?: number }).statusCode ?? 500) < 500) throw error;
    // A failure of the gateway itself: the details go to its log only.
    request.log.error(error);
    return reply.code(500).send([{ mensagemUsuario: INDISPONIVEL, mensagemDesenvolvedor: 'Erro interno do gateway' }]);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api') && !request.url.startsWith('/notification')) {
      for (const [name, value] of Object.entries(PAGE_HEADERS)) reply.header(name, value);
    }
    return payload;
  });
  // Per client address (request.ip); only routes that ask for it (the api limits its own).
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () =>
      new GatewayError(429, 'Muitas requisições. Aguarde um instante e tente novamente.', 'Limite de requisições por endereço atingido'),
  });
  for (const route of routes) {
    if (route.compress)
      // a scope of its own: the pages come compressed at build, and the notification stream must not be held back
      await app.register(async (scope) => {
        // request bodies go upstream as the client sent them (compress would inflate them but keep their Content-Encoding)
        scope.addHook('onRoute', (routeOptions) => {
          (routeOptions as { decompress?: false }).decompress = false;
        });
        await scope.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
        await proxyRoute(scope, route, options.gatewayKey);
      });
    else await proxyRoute(app, route, options.gatewayKey);
  }
  return app;
}

/** One route of the table, forwarded as it says. */
async function proxyRoute(app: FastifyInstance, route: GatewayRoute, gatewayKey: string | undefined): Promise<void> {
  const name = route.prefix.split('/').pop() || 'host';
  const kind = route.external ? 'externo' : 'interno';
  const key = route.gatewayKey ? gatewayKey : undefined;
  await app.register(proxy, {
    upstream: route.upstream,
    prefix: route.prefix,
    rewritePrefix: route.rewritePrefix,
    ...(route.websocket ? { websocket: true as const, wsClientOptions: wsHeaders(key) } : { websocket: false as const }),
    http: { requestOptions: { timeout: route.timeoutMs ?? (route.external ? 10_000 : 30_000) } },
    replyOptions: {
      rewriteRequestHeaders: (request, headers) =>
        route.external
          ? // A third party gets nothing of the user's (token, cookie, address, language…).
            { ...(headers.accept && { accept: headers.accept }), host: new URL(route.upstream).host }
          : { ...withoutClientForwarding(headers), ...forwardedHeaders(request, key) },
      // Upstream failures name addresses and ports: those go to the log, the client gets 502/504.
      onError: (reply, { error }) => {
        // the upstream answered, then cut the body still being sent (a refused upload): its answer stands
        if (answerUnderWay(reply)) return;
        reply.log.error({ err: error, upstream: route.upstream }, 'upstream failed');
        const timeout = (error as { statusCode?: number }).statusCode === 504;
        reply.send(
          timeout
            ? new GatewayError(504, INDISPONIVEL, `Serviço ${kind} não respondeu a tempo (${name})`)
            : new GatewayError(502, INDISPONIVEL, `Serviço ${kind} indisponível (${name})`),
        );
      },
    },
    ...(route.external && {
      config: { rateLimit: { max: EXTERNAL_PER_MINUTE, timeWindow: 60_000 } },
      preHandler: (request, reply, done) => {
        if (request.method === 'GET' || request.method === 'HEAD') return done();
        reply.header('allow', 'GET, HEAD');
        done(new GatewayError(405, 'Operação não permitida.', `Só GET e HEAD em ${route.prefix}`));
      },
    }),
  });
}
