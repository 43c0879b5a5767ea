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
}

/** HS256 JWTs signed with the api secret. */
export class TokenService {
  constructor(private readonly key: Uint8Array) {}

  sign(subject: TokenSubject, issuedAt: Date = new Date()): Promise<string> {
    return new SignJWT({
      nome: subject.nome,
      ehMedico: subject.ehMedico,
      foto: subject.foto,
      authorities: subject.authorities,
      sid: subject.sessionId,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setJti(String(subject.userId))
      .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
      .setExpirationTime(Math.floor(subject.expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /** Throws when the signature, the algorithm or the expiry is wrong. */
  async verify(token: string): Promise<TokenClaims> {
    const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
    if (typeof payload.jti !== 'string' || !/^\d+$/.test(payload.jti) || typeof payload.sid !== 'string') {
      throw new Error('token sem jti/sid');
    }
    return payload as unknown as TokenClaims;
  }
}
