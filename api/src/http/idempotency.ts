import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { Executor } from '../db/database.js';
import { ApiError, badRequest, conflict } from '../errors/api-error.js';
import { MSG } from '../errors/messages.js';

/** A request's Idempotency-Key: who sent it, the key and what was asked. */
export interface IdempotencyClaim {
  dono: string;
  chave: string;
  requisicao: string;
  /** the key was stored with the request's committed write (its answer is kept in onSend) */
  gravada?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** the request's Idempotency-Key, not used before */
    idempotencia?: IdempotencyClaim;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY = /^[A-Za-z0-9_.:-]{8,200}$/;
/** How long an answer is kept for replay. */
const KEEP = sql`interval '24 hours'`;
/** One stored key in this many also deletes the expired rows. */
const CLEANUP_EVERY = 200;

/**
 * Stores the key inside the write's own transaction (audit/audit.ts), so it exists exactly when the
 * write committed: a retry of a committed write never runs it again (even when its answer was lost
 * in a crash), and a write that rolled back leaves the key free. A second request with the same key
 * that got this far (a double click) waits for the first and is refused here, its write rolled back.
 */
export async function recordKeyWithWrite(trx: Executor, claim: IdempotencyClaim): Promise<void> {
  if (claim.gravada) return;
  const { rows } = await sql<{ stored: number }>`
    INSERT INTO idempotencia AS i (dono, chave, requisicao) VALUES (${claim.dono}, ${claim.chave}, ${claim.requisicao})
    ON CONFLICT (dono, chave) DO UPDATE
      SET requisicao = excluded.requisicao, status = NULL, resposta = NULL, tipo_conteudo = NULL, criado_em = now()
      WHERE i.criado_em < now() - ${KEEP}
    RETURNING 1 AS stored`.execute(trx);
  if (rows.length === 0) throw conflict(MSG.idempotenciaEmAndamento, 'Idempotency-Key usada por outra requisição ao mesmo tempo');
}

/**
 * Idempotency-Key on authenticated writes (POST/PUT/PATCH/DELETE): a call whose write committed
 * under a key has its answer kept for 24 h; the same key with the same call replays that answer
 * (header `Idempotent-Replayed: true`), with another call → 409; a committed write whose answer was
 * lost → 409 (never run twice). Calls that wrote nothing (reads sent as POST, refusals) leave no trace
 * and cost one lookup. Keys are per user. Uploads (multipart) and public calls are not covered.
 */
export const idempotencyPlugin = fp(
  (app: FastifyInstance) => {
    const { db } = app.deps;

    app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
      const chave = request.headers[IDEMPOTENCY_HEADER];
      if (chave === undefined || !WRITES.has(request.method) || !request.auth || request.isMultipart()) return;
      if (typeof chave !== 'string' || !KEY.test(chave)) throw badRequest(MSG.idempotenciaInvalida, 'Idempotency-Key fora do formato');
      const dono = `u:${request.auth.user.id}`;
      // bodies deeper than the text guard's limit never get here (JSON.stringify recurses)
      const digest = createHash('sha256')
        .update(JSON.stringify([request.params, request.query, request.body ?? null]))
        .digest('base64url');
      const requisicao = `${request.method} ${request.routeOptions.url ?? request.url} ${digest}`;

      const stored = await db
        .selectFrom('idempotencia')
        .selectAll()
        .where('dono', '=', dono)
        .where('chave', '=', chave)
        .where('criado_em', '>=', sql<Date>`now() - ${KEEP}`)
        .executeTakeFirst();
      if (!stored) {
        request.idempotencia = { dono, chave, requisicao };
        return;
      }
      if (stored.requisicao !== requisicao)
        throw new ApiError(409, MSG.idempotenciaOutraRequisicao, 'Idempotency-Key já usada com outro método, rota ou corpo');
      if (stored.status === null) throw conflict(MSG.idempotenciaSemResposta, 'Idempotency-Key de uma escrita efetivada sem resposta guardada');
      reply.code(stored.status).header('idempotent-replayed', 'true');
      if (stored.tipo_conteudo) reply.type(stored.tipo_conteudo);
      return reply.send(stored.resposta ?? '');
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const claim = request.idempotencia;
      if (!claim?.gravada || reply.statusCode >= 500) return payload;
      request.idempotencia = undefined;
      const type = reply.getHeader('content-type');
      await db
        .updateTable('idempotencia')
        .set({
          status: reply.statusCode,
          resposta: typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null,
          tipo_conteudo: typeof type === 'string' ? type : null,
        })
        .where('dono', '=', claim.dono)
        .where('chave', '=', claim.chave)
        .execute();
      if (Math.floor(Math.random() * CLEANUP_EVERY) === 0)
        await db
          .deleteFrom('idempotencia')
          .where('criado_em', '<', sql<Date>`now() - ${KEEP}`)
          .execute();
      return payload;
    });
  },
  { name: 'idempotency', dependencies: ['deps'] },
);
