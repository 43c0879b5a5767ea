import type { AuthUser } from './auth-user.js';
import type { Session } from './sessions.js';
import type { TokenService } from './token-service.js';

/**
 * A token for the user's current profile, bound to the session (expires with it). `impersonador`: the
 * administrator's name in an "Entrar como" session.
 */
export const issueToken = (tokens: TokenService, user: AuthUser, session: Session, impersonador?: string): Promise<string> =>
  tokens.sign({
    userId: user.id,
    nome: user.nome,
    ehMedico: user.ehMedico,
    foto: user.foto,
    authorities: user.perfil.authorities,
    sessionId: session.id,
    expiresAt: session.expiresAt,
    impersonador,
  });
