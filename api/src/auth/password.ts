import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2 `Algorithm.Argon2id` (a const enum, not importable under verbatimModuleSyntax). */
const ARGON2ID = 2;
import { MSG } from '../errors/messages.js';

/** Wording shared with the client. */
export const PASSWORD_RULE_MESSAGE = MSG.regraSenha;

/** At least 8 characters, with letters and numbers. */
export function isPasswordAcceptable(password: string): boolean {
  return password.length >= 8 && /\p{L}/u.test(password) && /\p{N}/u.test(password);
}

/** argon2id with the library defaults (m=19 MiB, t=2, p=1: OWASP's minimum). */
export const hashPassword = (password: string): Promise<string> => hash(password, { algorithm: ARGON2ID });

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check when the user does not exist (no timing oracle). */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('senha-inexistente-0');
  await verifyPassword(await dummyHash, password);
}
