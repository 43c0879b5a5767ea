import type { AppDeps, AuthState } from '../app-deps.js';
import { ApiError } from '../errors/api-error.js';
import { MSG } from '../errors/messages.js';
import { findSessao } from './sessao.repository.js';
import { loadAuthUser } from './usuario.repository.js';

const unauthorized = (dev: string): ApiError => new ApiError(401, MSG.sessaoEncerrada, dev);

/**
 * Who an `Authorization: Bearer …` value belongs to, or 401 'Sessão encerrada' ('Seu acesso foi desativado.' for an
 * inactive user): token signature and
 * expiry, session not revoked nor expired, user active; authorities are the user's CURRENT ones (read
 * from the database, or from the cache the database's events keep current). The HTTP guard and the
 * notification socket both use it.
 */
export async function authenticateBearer(deps: Pick<AppDeps, 'db' | 'tokens'> & Partial<Pick<AppDeps, 'authCache'>>, header: unknown): Promise<AuthState> {
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw unauthorized('Token ausente');
  let claims;
  try {
    claims = await deps.tokens.verify(match[1]);
  } catch {
    throw unauthorized('Token inválido ou expirado');
  }
  const userId = Number(claims.jti);
  const kept = deps.authCache?.get(claims.sid, userId);
  if (kept) return kept;
  const ticket = deps.authCache?.ticket();
  const session = await findSessao(deps.db, claims.sid, userId);
  if (!session) throw unauthorized('Sessão revogada');
  const user = await loadAuthUser(deps.db, userId);
  // deactivation revokes the sessions too: the screen says why
  if (user && !user.ativo) throw new ApiError(401, MSG.acessoDesativado, 'Usuário inativo');
  if (session.revoked_at !== null) throw unauthorized('Sessão revogada');
  if (session.expires_at.getTime() <= Date.now()) throw unauthorized('Sessão expirada');
  if (!user) throw unauthorized('Usuário inativo');
  const impersonador = session.impersonador_id === null ? null : { id: session.impersonador_id, nome: session.impersonador_nome ?? '' };
  const auth = { user, sessionId: session.id, impersonador };
  if (ticket !== undefined) deps.authCache!.set(ticket, auth, session.expires_at);
  return auth;
}
