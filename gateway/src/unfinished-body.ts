import { Socket } from 'node:net';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** How much of an unfinished body is still read (and dropped), and for how long, before its socket closes. */
export interface LingerLimits {
  /** at most this long after the answer */
  ms: number;
  /** at most these many bytes, but never closed sooner than `minMs` after the answer: a proxy in
   * between (the gateway) must have passed the answer on before its upstream resets */
  bytes: number;
  minMs: number;
}

export const DEFAULT_LINGER: LingerLimits = { ms: 1000, bytes: 16 * 1024 * 1024, minMs: 250 };

type ClosingSocket = Socket & { destroySoon?: () => void };

const answering = new WeakSet<object>();

/**
 * Whether an answer to this request is already on its way to the client (an upstream's, say a 413):
 * an upstream error after it (its `Connection: close` ending the body still being sent) must not
 * replace it with a 502.
 */
export const answerUnderWay = (reply: { request: object }): boolean => answering.has(reply.request);

/**
 * An answer that reaches the client before its request body has all arrived (the api refusing an
 * upload over its limit): as the api does (api/src/http/unfinished-body.ts), it goes with
 * `Connection: close`, the rest of the body is read and dropped for a while and the socket is then
 * closed, so the browser, which shows the answer only once its upload ends or fails, shows it at
 * once instead of waiting on a socket nobody reads. The body goes upstream through a stream of its
 * own: the proxy destroys what it sends when the upstream closes, and the client's request, destroyed,
 * would take the client's socket (and the answer on its way) with it. Call on the root instance,
 * before the routes.
 */
export function closeUnfinishedBodies(app: FastifyInstance, limits: LingerLimits = DEFAULT_LINGER): void {
  const lingering = new Set<Socket>();
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

  app.addHook('onSend', async (request, reply, payload) => {
    answering.add(request);
    const raw = request.raw;
    const socket = raw.socket as ClosingSocket | null;
    // `complete === false` only on a real request (light-my-request's has no such field)
    if (raw.complete !== false || !(socket instanceof Socket) || lingering.has(socket)) return payload;
    reply.header('connection', 'close');
    lingering.add(socket);
    // Node ends and destroys a `Connection: close` socket as soon as the answer is written
    // (destroySoon), unread body or not: it is closed here instead, once the answer is out and the
    // body has ended or a limit is reached
    const destroySoon = socket.destroySoon?.bind(socket) ?? (() => socket.end());
    socket.destroySoon = () => undefined;
    let answered = false;
    let drained = false;
    let read = 0;
    const shut = () => {
      if (!answered || !drained || !lingering.delete(socket)) return;
      clearTimeout(timer);
      clearTimeout(minTimer);
      destroySoon();
    };
    const stop = () => {
      drained = true;
      shut();
    };
    let early = true;
    const timer = setTimeout(stop, limits.ms);
    const minTimer = setTimeout(() => {
      early = false;
      if (read > limits.bytes) stop();
    }, limits.minMs);
    timer.unref();
    minTimer.unref();
    reply.raw.once('finish', () => {
      answered = true;
      shut();
    });
    socket.once('close', () => {
      clearTimeout(timer);
      clearTimeout(minTimer);
      lingering.delete(socket);
    });
    // the upstream gets no more of it (it has answered); the client's bytes are counted and dropped
    raw.unpipe();
    upstreamBodies.get(request)?.end();
    raw.removeAllListeners('data');
    raw.on('data', (chunk: Buffer) => {
      read += chunk.length;
      if (read > limits.bytes && !early) stop();
    });
    raw.once('end', stop);
    raw.once('error', stop);
    raw.resume();
    return payload;
  });

  app.addHook('preClose', (done) => {
    for (const socket of lingering) socket.destroy();
    done();
  });
}
