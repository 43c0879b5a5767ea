import fastify, { type FastifyInstance } from 'fastify';
import proxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import { gatewayRoutes, type GatewayRoute } from './routes.ts';

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

/**
 * Outgoing socket options: the page's Origin goes upstream (the api checks it; the proxy's own
 * client would send none) with the cookie, as the default does. `rewriteRequestHeaders` is documented
 * in @fastify/http-proxy's README but missing from its types.
 */
const FORWARD_ORIGIN = {
  rewriteRequestHeaders: (headers: Record<string, string>, request: { headers: Record<string, string | string[] | undefined> }) => ({
    ...headers,
    ...(typeof request.headers.origin === 'string' && { origin: request.headers.origin }),
    ...(typeof request.headers.cookie === 'string' && { cookie: request.headers.cookie }),
  }),
} as unknown as NonNullable<FastifyHttpProxyOptions['wsClientOptions']>;

export async function buildGateway(routes: GatewayRoute[] = gatewayRoutes()): Promise<FastifyInstance> {
  const app = fastify({ logger: false, trustProxy: true });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api') && !request.url.startsWith('/notification')) {
      for (const [name, value] of Object.entries(PAGE_HEADERS)) reply.header(name, value);
    }
    return payload;
  });
  for (const route of routes) {
    await app.register(proxy, {
      upstream: route.upstream,
      prefix: route.prefix,
      rewritePrefix: route.rewritePrefix,
      ...(route.websocket ? { websocket: true as const, wsClientOptions: FORWARD_ORIGIN } : { websocket: false as const }),
      http: { requestOptions: { timeout: route.external ? 10_000 : 30_000 } },
      ...(route.external && {
        replyOptions: {
          rewriteRequestHeaders: (_request, headers) => {
            const { authorization: _authorization, cookie: _cookie, ...rest } = headers;
            return { ...rest, host: new URL(route.upstream).host };
          },
        },
      }),
    });
  }
  return app;
}
