import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RouteOptions } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** One in this many increments also deletes long-expired counters. */
const CLEANUP_EVERY = 200;

/**
 * Rate-limit counters in the database (limite_requisicao), so every api process behind the gateway
 * counts the same requests: with counters in each process's memory, N processes gave an address N
 * times the budget. A fixed window per key, counted with one atomic upsert.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  const make = (prefix: string): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow) {
      const chave = `${prefix}|${key}`;
      sql<{ contagem: number; ttl: number }>`
        INSERT INTO limite_requisicao AS l (chave, contagem, expira_em)
        VALUES (${chave}, 1, now() + ${timeWindow} * interval '1 millisecond')
        ON CONFLICT (chave) DO UPDATE SET
          contagem = CASE WHEN l.expira_em <= now() THEN 1 ELSE l.contagem + 1 END,
          expira_em = CASE WHEN l.expira_em <= now() THEN excluded.expira_em ELSE l.expira_em END
        RETURNING contagem, ceil(extract(epoch FROM (expira_em - now())) * 1000)::int AS ttl`
        .execute(db)
        .then(async ({ rows }) => {
          const row = rows[0]!;
          if (Math.floor(Math.random() * CLEANUP_EVERY) === 0)
            await db
              .deleteFrom('limite_requisicao')
              .where('expira_em', '<', sql<Date>`now() - interval '1 hour'`)
              .execute();
          callback(null, { current: Number(row.contagem), ttl: Math.max(0, Number(row.ttl)) });
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
    // the plugin passes the route's merged limit settings, the route itself under `routeInfo` (its types say otherwise)
    child(settings) {
      const route = (settings as unknown as { routeInfo?: Partial<RouteOptions> }).routeInfo;
      const method = route?.method;
      return make(`${Array.isArray(method) ? method.join(',') : (method ?? '')} ${route?.url ?? ''}`);
    },
  });
  // the plugin instantiates the class it is given
  return class {
    constructor() {
      return make('global');
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
