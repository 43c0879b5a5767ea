import { randomUUID } from 'node:crypto';
import { notifyEvent, type Executor } from '../db/database.js';
import type { RequestOrigin } from '../http/request-origin.js';
import { insertSessao, revokeSessao, revokeSessoesDoUsuario } from './sessao.repository.js';

/** Sessions (and their tokens) last 8 hours. */
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;

export interface Session {
  id: string;
  expiresAt: Date;
}

/**
 * `impersonadorId`: the administrator opening it with "Entrar como" (audited on every write of the
 * session); `origem`: the administrator's own session it is started from, which it never outlives
 * (it expires no later, and ends when that one is revoked).
 */
export async function createSession(
  trx: Executor,
  userId: number,
  origin: RequestOrigin,
  options: { now?: Date; impersonadorId?: number; origem?: Session } = {},
): Promise<Session> {
  const now = options.now ?? new Date();
  const ttlEnd = now.getTime() + SESSION_TTL_MS;
  const expiresAt = new Date(options.origem ? Math.min(ttlEnd, options.origem.expiresAt.getTime()) : ttlEnd);
  const session = { id: randomUUID(), expiresAt };
  await insertSessao(trx, {
    id: session.id,
    usuarioId: userId,
    createdAt: now,
    expiresAt,
    origin,
    impersonadorId: options.impersonadorId,
    origemId: options.origem?.id,
  });
  return session;
}

/** Why sessions ended, when the screens say more than 'Sessão encerrada': the user was deactivated. */
export type MotivoEncerramento = 'desativado';

/** What api processes hear when sessions end: they close those sessions' notification sockets (saying why). */
export interface SessoesEncerradas {
  sessoesEncerradas: string[];
  motivo?: MotivoEncerramento;
}

async function announce(trx: Executor, ids: string[], motivo?: MotivoEncerramento): Promise<void> {
  if (ids.length > 0) await notifyEvent(trx, JSON.stringify({ sessoesEncerradas: ids, ...(motivo && { motivo }) } satisfies SessoesEncerradas));
}

/** Revokes the session and those started from it; answers every id ended (for this process's cache). */
export async function revokeSession(trx: Executor, sessionId: string): Promise<string[]> {
  const ids = await revokeSessao(trx, sessionId);
  await announce(trx, ids);
  return ids;
}

/** Revokes every open session of a user, except `exceptId` when given. Returns how many. */
export async function revokeUserSessions(trx: Executor, userId: number, exceptId?: string, motivo?: MotivoEncerramento): Promise<number> {
  const ids = await revokeSessoesDoUsuario(trx, userId, exceptId);
  await announce(trx, ids, motivo);
  return ids.length;
}
