import { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** How much of a refused body is still read (and dropped), and for how long, before its socket closes. */
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

/**
 * An answer sent before the request's body has all arrived (an upload over its limit, a refusal
 * before reading, fastify's body too large): the body is not read anymore, so left alone the client
 * stays blocked sending it (a browser shows the answer only once its upload is done or fails) on a
 * socket that stays open, and a graceful shutdown waits for it. Such an answer goes with
 * `Connection: close`; the rest of the body is then read and dropped for a while (a socket closed
 * with unread data sends a TCP reset, which can overtake the answer), and the socket is closed. The
 * client sees the answer when its upload ends or fails, within `limits.ms`. On close, sockets still
 * draining are closed at once. `onUnfinished`: what else stops reading that body (the gateway's
 * upstream copy). Register on the root instance, before the routes.
 */
export function closeUnfinishedBodies(app: FastifyInstance, limits: LingerLimits = DEFAULT_LINGER, onUnfinished?: (request: FastifyRequest) => void): void {
  const lingering = new Set<Socket>();

  app.addHook('onSend', async (request, reply, payload) => {
    const raw = request.raw;
    const socket = raw.socket as ClosingSocket | null;
    // `complete === false` only on a real request (light-my-request's has no such field)
    if (raw.complete !== false || !(socket instanceof Socket) || lingering.has(socket)) return payload;
    reply.header('connection', 'close');
    lingering.add(socket);
    // Node ends and destroys a `Connection: close` socket as soon as the answer is written
    // (destroySoon), unread body or not: it is closed here instead, once the answer is out and
    // the body has ended or a limit is reached
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
    // whoever was reading the body (multipart's parser, a proxy) stops; its bytes are counted and dropped
    raw.unpipe();
    onUnfinished?.(request);
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

/** The same as a plugin on the root instance (the api's). */
export const unfinishedBodyPlugin = fp((app: FastifyInstance, options: { linger?: LingerLimits }) => closeUnfinishedBodies(app, options.linger), {
  name: 'unfinished-body',
});
