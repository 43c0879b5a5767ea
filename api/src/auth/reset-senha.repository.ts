import type { Executor } from '../db/database.js';

/** The user's unused tokens stop working. */
export async function invalidateResets(trx: Executor, usuarioId: number, now: Date): Promise<void> {
  await trx.updateTable('reset_senha').set({ used_at: now }).where('usuario_id', '=', usuarioId).where('used_at', 'is', null).execute();
}

export async function insertReset(trx: Executor, reset: { tokenHash: string; usuarioId: number; createdAt: Date; expiresAt: Date }): Promise<void> {
  await trx
    .insertInto('reset_senha')
    .values({ token_hash: reset.tokenHash, usuario_id: reset.usuarioId, created_at: reset.createdAt, expires_at: reset.expiresAt })
    .execute();
}

/** The unused token with this hash and its (active) user; expiry is the caller's to judge. */
export const findUnusedReset = (db: Executor, tokenHash: string) =>
  db
    .selectFrom('reset_senha as r')
    .innerJoin('usuario as u', 'u.id', 'r.usuario_id')
    .select(['r.id as reset_id', 'r.expires_at', 'u.id', 'u.nome', 'u.email'])
    .where('r.token_hash', '=', tokenHash)
    .where('r.used_at', 'is', null)
    .where('u.ativo', '=', true)
    .executeTakeFirst();

/** Marks the token used; false when another request used it first. */
export async function markResetUsed(trx: Executor, resetId: number): Promise<boolean> {
  const result = await trx.updateTable('reset_senha').set({ used_at: new Date() }).where('id', '=', resetId).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
