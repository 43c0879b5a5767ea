import type { Executor } from '../db/database.js';
import type { RequestOrigin } from '../http/request-origin.js';

export async function insertSessao(
  trx: Executor,
  sessao: { id: string; usuarioId: number; createdAt: Date; expiresAt: Date; origin: RequestOrigin; impersonadorId?: number; origemId?: string },
): Promise<void> {
  await trx
    .insertInto('sessao')
    .values({
      id: sessao.id,
      usuario_id: sessao.usuarioId,
      created_at: sessao.createdAt,
      expires_at: sessao.expiresAt,
      ip: sessao.origin.ip,
      user_agent: sessao.origin.userAgent,
      impersonador_id: sessao.impersonadorId ?? null,
      origem_id: sessao.origemId ?? null,
    })
    .execute();
}

/** The session, when it is this user's (revoked or expired ones too: the caller judges), and who opened it for them. */
export const findSessao = (db: Executor, id: string, usuarioId: number) =>
  db
    .selectFrom('sessao')
    .leftJoin('usuario as impersonador', 'impersonador.id', 'sessao.impersonador_id')
    .select(['sessao.id', 'sessao.expires_at', 'sessao.revoked_at', 'sessao.impersonador_id', 'impersonador.nome as impersonador_nome'])
    .where('sessao.id', '=', id)
    .where('sessao.usuario_id', '=', usuarioId)
    .executeTakeFirst();

export const findSessaoExpiracao = (db: Executor, id: string) =>
  db.selectFrom('sessao').select(['id', 'expires_at']).where('id', '=', id).executeTakeFirstOrThrow();

/**
 * With `ids` revoked, the "Entrar como" sessions started from them (still open) end too; answers
 * every id revoked. One level: a session opened with "Entrar como" cannot open another.
 */
async function withStartedFrom(trx: Executor, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return ids;
  const started = await trx
    .updateTable('sessao')
    .set({ revoked_at: new Date() })
    .where('origem_id', 'in', ids)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return [...ids, ...started.map((r) => r.id)];
}

/** Revokes the session if still open, and those started from it; answers the ids revoked. */
export async function revokeSessao(trx: Executor, id: string): Promise<string[]> {
  const rows = await trx.updateTable('sessao').set({ revoked_at: new Date() }).where('id', '=', id).where('revoked_at', 'is', null).returning('id').execute();
  return withStartedFrom(
    trx,
    rows.map((r) => r.id),
  );
}

/** Revokes the user's open sessions except `exceptId`, and those started from them; answers their ids. */
export async function revokeSessoesDoUsuario(trx: Executor, usuarioId: number, exceptId?: string): Promise<string[]> {
  let query = trx.updateTable('sessao').set({ revoked_at: new Date() }).where('usuario_id', '=', usuarioId).where('revoked_at', 'is', null);
  if (exceptId) query = query.where('id', '<>', exceptId);
  const rows = await query.returning('id').execute();
  return withStartedFrom(
    trx,
    rows.map((r) => r.id),
  );
}

/** Whether the user logged in from this address since `since`. */
export async function loggedInFrom(db: Executor, usuarioId: number, ip: string, since: Date): Promise<boolean> {
  const session = await db
    .selectFrom('sessao')
    .select('id')
    .where('usuario_id', '=', usuarioId)
    .where('ip', '=', ip)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return session !== undefined;
}
