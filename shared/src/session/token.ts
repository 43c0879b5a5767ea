import { jwtDecode } from 'jwt-decode';

export interface TokenPayload {
  nome: string;
  /** User id. */
  jti: string;
  ehMedico: boolean;
  foto: string | null;
  authorities: string[];
  exp: number;
  iat?: number;
  /** the administrator's name in an "Entrar como" session */
  imp?: string;
}

const BEARER = 'Bearer ';

export const withBearer = (token: string): string => (token.startsWith(BEARER) ? token : BEARER + token);
export const withoutBearer = (token: string): string => (token.startsWith(BEARER) ? token.slice(BEARER.length) : token);

/** Decodes a token (with or without the Bearer prefix); undefined when it cannot be read. */
export function decodeToken(token: string | null | undefined): TokenPayload | undefined {
  if (!token) return undefined;
  try {
    const payload = jwtDecode<Partial<TokenPayload>>(withoutBearer(token));
    if (typeof payload.exp !== 'number' || typeof payload.jti !== 'string' || !Array.isArray(payload.authorities)) {
      return undefined;
    }
    return {
      nome: payload.nome ?? '',
      jti: payload.jti,
      ehMedico: payload.ehMedico === true,
      foto: payload.foto ?? null,
      authorities: payload.authorities.filter((entry): entry is string => typeof entry === 'string'),
      exp: payload.exp,
      iat: payload.iat,
      ...(typeof payload.imp === 'string' && payload.imp ? { imp: payload.imp } : {}),
    };
  } catch {
    return undefined;
  }
}

/** A token is valid while its expiry lies in the future. */
export const isTokenValid = (payload: TokenPayload | undefined, now = Date.now()): payload is TokenPayload => payload !== undefined && payload.exp * 1000 > now;
