import type { Executor } from '../db/database.js';

/**
 * Per-account lockout kept in the database (login_tentativa): once `maxFailures` failures fall
 * within `windowMs`, further tries for that account are refused until the oldest ages out.
 * The key is the user id, or the typed identifier when no such user exists.
 */
export interface LockoutPolicy {
  maxFailures: number;
  windowMs: number;
}

export async function isLockedOut(db: Executor, key: string, policy: LockoutPolicy, now = new Date()): Promise<boolean> {
  const row = await db
    .selectFrom('login_tentativa')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('chave', '=', key)
    .where('criado_em', '>', new Date(now.getTime() - policy.windowMs))
    .executeTakeFirstOrThrow();
  return Number(row.n) >= policy.maxFailures;
}

export async function recordLoginFailure(trx: Executor, key: string, ip: string | null): Promise<void> {
  await trx.insertInto('login_tentativa').values({ chave: key, ip }).execute();
}

export async function clearLoginFailures(trx: Executor, key: string): Promise<void> {
  await trx.deleteFrom('login_tentativa').where('chave', '=', key).execute();
}

export const accountKey = (userId: number): string => `u:${userId}`;
export const identifierKey = (identifier: string): string => `i:${identifier}`;
