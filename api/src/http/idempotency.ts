import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { Executor } from '../db/database.js';
import { ApiError, badRequest, conflict } from '../errors/api-error.js';
import { MSG } from '../errors/messages.js';

/** Who sent a key and the key: the row of `idempotencia` a request owns. */
export interface IdempotencyClaim {
  dono: string;
  chave: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** set when this request claimed its Idempotency-Key (its answer is stored in onSend) */
    idempotencia?: IdempotencyClaim;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY = /^[A-Za-z0-9_.:-]{8,200}$/;
/** How long an answer is kept for replay. */
const KEEP = sql`interval '24 hours'`;
/** An unanswered claim older than this, whose write never committed, was lost (a crash): a retry takes it over. */
const ABANDONED = sql`interval '60 seconds'`;
/** One claim in this many also deletes the expired rows. */
const CLEANUP_EVERY = 200;

/**
 * Marks the claim's write as committed: called inside the write's transaction (audit/audit.ts), so a
 * retry never runs a committed write again, even when its answer was never stored (a crash between).
 */
export async function markCommitted(trx: Executor, claim: IdempotencyClaim): Promise<void> {
  await trx.updateTable('idempotencia').set({ efetivada: true }).where('dono', '=', claim.dono).where('chave', '=', claim.chave).execute();
}

/**
 * Idempotency-Key on authenticated writes (POST/PUT/PATCH/DELETE): the first request with a key runs
 * and its answer is kept for 24 h; the same key with the same call replays that answer (header
 * `Idempotent-Replayed: true`), with another call → 409; while the first still runs → 409. Keys are
 * per user. Uploads (multipart) and public calls are not covered: a stored answer of a public call
 * could hold a token.
 */
export const idempotencyPlugin = fp(
  (app: FastifyInstance) => {
    const { db } = app.deps;

    app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
      const chave = request.headers[IDEMPOTENCY_HEADER];
      if (chave === undefined || !WRITES.has(request.method) || !request.auth || request.isMultipart()) return;
      if (typeof chave !== 'string' || !KEY.test(chave)) throw badRequest(MSG.idempotenciaInvalida, 'Idempotency-Key fora do formato');
      const dono = `u:${request.auth.user.id}`;
      const digest = createHash('sha256').update(JSON.stringify([request.params, request.query, request.body ?? null])).digest('base64url');
      const requisicao = `${request.method} ${request.routeOptions.url ?? request.url} ${digest}`;

      if (Math.floor(Math.random() * CLEANUP_EVERY) === 0) await db.deleteFrom('idempotencia').where('criado_em', '<', sql<Date>`now() - ${KEEP}`).execute();
      const { rows } = await sql<{ claimed: number }>`
        INSERT INTO idempotencia AS i (dono, chave, requisicao) VALUES (${dono}, ${chave}, ${requisicao})
        ON CONFLICT (dono, chave) DO UPDATE
          SET requisicao = excluded.requisicao, status = NULL, resposta = NULL, tipo_conteudo = NULL, efetivada = false, criado_em = now()
          WHERE i.criado_em < now() - ${KEEP}
             OR (i.status IS NULL AND NOT i.efetivada AND i.criado_em < now() - ${ABANDONED} AND i.requisicao = excluded.requisicao)
        RETURNING 1 AS claimed`.execute(db);
      if (rows.length > 0) {
        request.idempotencia = { dono, chave };
        return;
      }

      const stored = await db.selectFrom('idempotencia').selectAll().where('dono', '=', dono).where('chave', '=', chave).executeTakeFirst();
      if (!stored || stored.status === null) {
        throw conflict(stored?.efetivada ? MSG.idempotenciaSemResposta : MSG.idempotenciaEmAndamento, 'Idempotency-Key em uso por uma requisição sem resposta');
      }
      if (stored.requisicao !== requisicao) throw new ApiError(409, MSG.idempotenciaOutraRequisicao, 'Idempotency-Key já usada com outro método, rota ou corpo');
      reply.code(stored.status).header('idempotent-replayed', 'true');
      if (stored.tipo_conteudo) reply.type(stored.tipo_conteudo);
      return reply.send(stored.resposta ?? '');
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const claim = request.idempotencia;
      if (!claim) return payload;
      request.idempotencia = undefined;
      if (reply.statusCode >= 500) {
        // nothing was written (or it was, and `efetivada` keeps the row): a retry may run again
        await db.deleteFrom('idempotencia').where('dono', '=', claim.dono).where('chave', '=', claim.chave).where('efetivada', '=', false).execute();
        return payload;
      }
      const type = reply.getHeader('content-type');
      await db
        .updateTable('idempotencia')
        .set({ status: reply.statusCode, resposta: typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null, tipo_conteudo: typeof type === 'string' ? type : null })
        .where('dono', '=', claim.dono)
        .where('chave', '=', claim.chave)
        .execute();
      return payload;
    });
  },
  { name: 'idempotency', dependencies: ['deps'] },
);
