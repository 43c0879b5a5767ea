import { SignJWT, jwtVerify } from 'jose';

/** The claims the front end reads (api contract, "Token"). */
export interface TokenClaims {
  nome: string;
  /** user id as a string */
  jti: string;
  ehMedico: boolean;
  foto: string | null;
  authorities: string[];
  /** server session id (revocation) */
  sid: string;
  /** the administrator's name when the session was opened with "Entrar como" (the portal's banner) */
  imp?: string;
  iat: number;
  exp: number;
}

export interface TokenSubject {
  userId: number;
  nome: string;
  ehMedico: boolean;
  foto: string | null;
  authorities: string[];
  sessionId: string;
  expiresAt: Date;
  impersonador?: string;
}

/** Verified tokens kept; the oldest go first beyond this. */
const MAX_VERIFIED = 10_000;

/** HS256 JWTs signed with the api secret. */
export class TokenService {
  /**
   * Tokens whose signature was checked, by their whole text: checking it again for every request
   * cost more than most answers. A token differing in any character is checked afresh; the expiry
   * is checked each time. Whether the session still stands is the caller's (authenticate.ts).
   */
  private readonly verified = new Map<string, TokenClaims>();

  constructor(private readonly key: Uint8Array) {}

  sign(subject: TokenSubject, issuedAt: Date = new Date()): Promise<string> {
    return new SignJWT({
      nome: subject.nome,
      ehMedico: subject.ehMedico,
      foto: subject.foto,
      authorities: subject.authorities,
      sid: subject.sessionId,
      ...(subject.impersonador ? { imp: subject.impersonador } : {}),
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setJti(String(subject.userId))
      .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
      .setExpirationTime(Math.floor(subject.expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /** Throws when the signature, the algorithm or the expiry is wrong. */
  async verify(token: string): Promise<TokenClaims> {
    const kept = this.verified.get(token);
    if (kept) {
      if (kept.exp * 1000 > Date.now()) return kept;
      this.verified.delete(token);
    }
    const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
    if (typeof payload.jti !== 'string' || !/^\d+$/.test(payload.jti) || typeof payload.sid !== 'string') {
      throw new Error('token sem jti/sid');
    }
    const claims = payload as unknown as TokenClaims;
    if (this.verified.size >= MAX_VERIFIED) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, claims);
    return claims;
  }
}
