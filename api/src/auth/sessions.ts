import { randomUUID } from 'node:crypto';
import { notifyEvent, type Executor } from '../db/database.js';
import type { RequestOrigin } from '../http/request-origin.js';

/** Sessions (and their tokens) last 8 hours. */
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;

export interface Session {
  id: string;
  expiresAt: Date;
}

export async function createSession(trx: Executor, userId: number, origin: RequestOrigin, now = new Date()): Promise<Session> {
  const session = { id: randomUUID(), expiresAt: new Date(now.getTime() + SESSION_TTL_MS) };
  await trx
    .insertInto('sessao')
    .values({ id: session.id, usuario_id: userId, created_at: now, expires_at: session.expiresAt, ip: origin.ip, user_agent: origin.userAgent })
    .execute();
  return session;
}

/** What api processes hear when sessions end: they close those sessions' notification sockets. */
export interface SessoesEncerradas {
  sessoesEncerradas: string[];
}

async function announce(trx: Executor, ids: string[]): Promise<void> {
  if (ids.length > 0) await notifyEvent(trx, JSON.stringify({ sessoesEncerradas: ids } satisfies SessoesEncerradas));
}

export async function revokeSession(trx: Executor, sessionId: string): Promise<void> {
  const rows = await trx.updateTable('sessao').set({ revoked_at: new Date() }).where('id', '=', sessionId).where('revoked_at', 'is', null).returning('id').execute();
  await announce(trx, rows.map((r) => r.id));
}

/** Revokes every open session of a user, except `exceptId` when given. Returns how many. */
export async function revokeUserSessions(trx: Executor, userId: number, exceptId?: string): Promise<number> {
  let query = trx.updateTable('sessao').set({ revoked_at: new Date() }).where('usuario_id', '=', userId).where('revoked_at', 'is', null);
  if (exceptId) query = query.where('id', '<>', exceptId);
  const rows = await query.returning('id').execute();
  await announce(trx, rows.map((r) => r.id));
  return rows.length;
}
