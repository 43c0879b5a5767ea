import { PassThrough } from 'node:stream';
import { DEFAULT_LINGER, closeUnfinishedBodies as closeOnServer, type LingerLimits } from '@clinica/server-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export { DEFAULT_LINGER };

const answering = new WeakSet<object>();

/**
 * Whether an answer to this request is already on its way to the client (an upstream's, say a 413):
 * an upstream error after it (its `Connection: close` ending the body still being sent) must not
 * replace it with a 502.
 */
export const answerUnderWay = (reply: { request: object }): boolean => answering.has(reply.request);

/**
 * An answer that reaches the client before its request body has all arrived (the api refusing an
 * upload over its limit) is closed as the api closes it (@clinica/server-kit's closeUnfinishedBodies),
 * so the browser, which shows the answer only once its upload ends or fails, shows it at once. The
 * body goes upstream through a stream of its own, ended then: the proxy destroys what it sends when
 * the upstream closes, and the client's request, destroyed, would take the client's socket (and the
 * answer on its way) with it. Call on the root instance, before the routes.
 */
export function closeUnfinishedBodies(app: FastifyInstance, limits: LingerLimits = DEFAULT_LINGER): void {
  const upstreamBodies = new WeakMap<FastifyRequest, PassThrough>();

  app.addHook('preHandler', (request, _reply, done) => {
    if (request.body === request.raw) {
      const body = new PassThrough();
      request.raw.pipe(body);
      request.body = body;
      upstreamBodies.set(request, body);
    }
    done();
  });

  app.addHook('onSend', async (request, _reply, payload) => {
    answering.add(request);
    return payload;
  });

  closeOnServer(app, limits, (request) => upstreamBodies.get(request)?.end());
}
