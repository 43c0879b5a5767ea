import type { FastifyRequest } from 'fastify';
import { toJson, type Db, type Executor, type Trx } from '../db/database.js';
import { inTransaction } from '../db/transaction.js';
import { recordKeyWithWrite, type IdempotencyClaim } from '../http/idempotency.js';
import { originOf, type RequestOrigin } from '../http/request-origin.js';

/** Who does something and from where. */
export interface AuditContext {
  actor: { id: number; nome: string } | null;
  /** the administrator behind an "Entrar como" session: named on every row it writes */
  impersonador?: { id: number; nome: string } | null;
  origin: RequestOrigin;
  /** the request's Idempotency-Key: stored inside the write's transaction */
  idempotencia?: IdempotencyClaim;
}

export interface AuditEntry {
  acao: string;
  entidade?: string;
  entidadeId?: string | number;
  detalhes?: Record<string, unknown>;
  /** the patient the row concerns: the per-patient access report reads it */
  pacienteId?: number;
}

export function auditContextOf(request: FastifyRequest, actor?: { id: number; nome: string } | null): AuditContext {
  const user = request.auth?.user;
  return {
    actor: actor !== undefined ? actor : user ? { id: user.id, nome: user.nome } : null,
    impersonador: request.auth?.impersonador ?? null,
    origin: originOf(request),
    idempotencia: request.idempotencia,
  };
}

/** Appends one audit row (the table refuses UPDATE/DELETE). Time is the database's now(), UTC. */
export async function recordAudit(trx: Executor, context: AuditContext, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto('auditoria')
    .values({
      usuario_id: context.actor?.id ?? null,
      usuario_nome: context.actor?.nome ?? null,
      impersonador_id: context.impersonador?.id ?? null,
      impersonador_nome: context.impersonador?.nome ?? null,
      paciente_id: entry.pacienteId ?? null,
      acao: entry.acao,
      entidade: entry.entidade ?? null,
      entidade_id: entry.entidadeId === undefined ? null : String(entry.entidadeId),
      detalhes: entry.detalhes === undefined ? null : toJson(entry.detalhes),
      ip: context.origin.ip,
      user_agent: context.origin.userAgent,
    })
    .execute();
}

export type Audit = (entry: AuditEntry) => Promise<void>;

/**
 * Runs a write in one transaction together with its audit rows: if anything fails, neither the
 * change nor its audit row stays; a deadlock runs it again (db/transaction.ts). Inside `fn` use only
 * `trx` (PGlite has one connection).
 */
export async function auditedWrite<T>(db: Db, context: AuditContext, fn: (trx: Trx, audit: Audit) => Promise<T>): Promise<T> {
  const claim = context.idempotencia;
  const result = await inTransaction(db, async (trx) => {
    // first: a second request with the same key waits here for the first one, then is refused
    if (claim) await recordKeyWithWrite(trx, claim);
    return fn(trx, (entry) => recordAudit(trx, context, entry));
  });
  if (claim) claim.gravada = true;
  return result;
}
