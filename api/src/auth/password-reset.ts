import { createHash, randomBytes } from 'node:crypto';
import { auditedWrite, type AuditContext } from '../audit/audit.js';
import type { AppDeps } from '../app-deps.js';
import type { Executor, Trx } from '../db/database.js';
import { notFound } from '../errors/api-error.js';
import { MSG } from '../errors/messages.js';
import { resetLink, resetPasswordEmail } from '../mail/reset-password-email.js';
import { findActiveUserByEmail } from './auth-user.js';
import { findUnusedReset, insertReset, invalidateResets, markResetUsed } from './reset-senha.repository.js';

/** Reset tokens are valid for one hour and one use; only their SHA-256 is stored. */
export const RESET_TTL_MS = 60 * 60 * 1000;

export const hashResetToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** New token for the user; older unused tokens of that user stop working. */
export async function createResetToken(trx: Trx, userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await invalidateResets(trx, userId, now);
  await insertReset(trx, { tokenHash: hashResetToken(token), usuarioId: userId, createdAt: now, expiresAt: new Date(now.getTime() + RESET_TTL_MS) });
  return token;
}

export interface ValidReset {
  resetId: number;
  user: { id: number; nome: string; email: string };
}

/** The unused, unexpired token's user (active users only), else undefined. */
export async function findValidReset(db: Executor, token: string): Promise<ValidReset | undefined> {
  if (!token) return undefined;
  const row = await findUnusedReset(db, hashResetToken(token));
  if (!row || row.expires_at.getTime() <= Date.now()) return undefined;
  return { resetId: row.reset_id, user: { id: row.id, nome: row.nome, email: row.email } };
}

/** Marks the token used; false when another request used it first. */
export async function consumeReset(trx: Trx, resetId: number): Promise<boolean> {
  return markResetUsed(trx, resetId);
}

/**
 * Creates a token and the e-mail with the link for an active user's e-mail (404 otherwise), audits
 * it in the same transaction, then delivers the e-mail.
 */
export async function sendPasswordReset(deps: AppDeps, context: AuditContext, email: string): Promise<void> {
  const user = await findActiveUserByEmail(deps.db, email);
  if (!user) throw notFound(MSG.emailNaoEncontrado, 'Nenhum usuário ativo com este e-mail');
  const outboxId = await auditedWrite(deps.db, context, async (trx, audit) => {
    const token = await createResetToken(trx, user.id);
    const id = await deps.mailer.enqueue(trx, resetPasswordEmail({ to: user.email, nome: user.nome, link: resetLink(deps.portalUrl, token) }));
    await audit({ acao: 'RESET_SENHA_SOLICITADO', entidade: 'usuario', entidadeId: user.id, detalhes: { emailOutboxId: id } });
    return id;
  });
  await deps.mailer.deliver(outboxId);
}
