import type { Executor } from '../db/database.js';
import { contarFalhas, deleteFalhas, insertFalha } from './login-tentativa.repository.js';
import { loggedInFrom } from './sessao.repository.js';

/**
 * Login failures kept in the database (login_tentativa, shared by every api process), judged two ways:
 * - per account and address: `maxFailures` within `windowMs` from one address lock that address out
 *   of that account — failures from elsewhere can never lock the owner out;
 * - per account across addresses (password spraying): once `sprayFailures` fall within the window, an
 *   address the account never logged in from may try only once per `sprayIntervalMs` (all such
 *   addresses together), so guessing stays slow while the owner's usual addresses are not slowed.
 * The key is the user id, or the typed identifier when no such user exists.
 */
export interface LockoutPolicy {
  maxFailures: number;
  windowMs: number;
  sprayFailures: number;
  sprayIntervalMs: number;
}

export type Lockout = 'endereco' | 'conta' | undefined;

/** Addresses an account logged in from within this time count as its own. */
const KNOWN_ADDRESS_MS = 90 * 24 * 60 * 60 * 1000;

export async function lockoutOf(
  db: Executor,
  key: string,
  ip: string | null,
  policy: LockoutPolicy,
  userId: number | undefined,
  now = new Date(),
): Promise<Lockout> {
  const since = new Date(now.getTime() - policy.windowMs);
  const row = await contarFalhas(db, key, ip, since);
  if (row.doEndereco >= policy.maxFailures) return 'endereco';
  if (row.total < policy.sprayFailures || !row.ultima) return undefined;
  if (now.getTime() - new Date(row.ultima).getTime() >= policy.sprayIntervalMs) return undefined;
  return (await isKnownAddress(db, userId, ip, now)) ? undefined : 'conta';
}

async function isKnownAddress(db: Executor, userId: number | undefined, ip: string | null, now: Date): Promise<boolean> {
  if (userId === undefined || ip === null) return false;
  return loggedInFrom(db, userId, ip, new Date(now.getTime() - KNOWN_ADDRESS_MS));
}

export async function recordLoginFailure(trx: Executor, key: string, ip: string | null): Promise<void> {
  await insertFalha(trx, key, ip);
}

/**
 * A successful login forgives the failures of its own address only (not an attacker's elsewhere);
 * a password reset (`ip` undefined: the owner proved the mailbox) forgives them all.
 */
export async function clearLoginFailures(trx: Executor, key: string, ip?: string | null): Promise<void> {
  await deleteFalhas(trx, key, ip);
}

export const accountKey = (userId: number): string => `u:${userId}`;
export const identifierKey = (identifier: string): string => `i:${identifier}`;
