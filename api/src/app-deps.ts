import type { CalendarioCache } from './agendamento/calendario-cache.js';
import type { AuthCache } from './auth/auth-cache.js';
import type { AuthUser } from './auth/auth-user.js';
import type { TokenService } from './auth/token-service.js';
import type { Db } from './db/database.js';
import type { WriteClock } from './db/write-clock.js';
import type { Mailer } from './mail/mailer.js';
import type { FileStore } from './storage/file-store.js';

/** Limits the tests lower or raise; defaults in app.ts. */
export interface AppLimits {
  /** login calls per client address per minute */
  loginPerMinute: number;
  /** failed logins of one account from one address within `accountWindowMs` that lock that address out of it */
  accountFailures: number;
  accountWindowMs: number;
  /** failed logins of one account from all addresses within the window after which unknown addresses are slowed */
  sprayFailures: number;
  /** then: one try per this many ms from addresses the account never logged in from */
  sprayIntervalMs: number;
  /** password reset calls (esqueciSenha, validarUsuarioReset, reset) per address per minute */
  resetPerMinute: number;
  /** whole-request body limit in bytes (the white-label call allows images on top) */
  bodyLimit: number;
  /** each white-label image, decoded */
  imageMaxBytes: number;
  /** each uploaded stage image or video */
  uploadMaxBytes: number;
}

/** What routes need, decorated on the app as `app.deps`. */
export interface AppDeps {
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  portalUrl: string;
  version: string;
  limits: AppLimits;
  /** uploaded files (stage images and videos) */
  files: FileStore;
  /** sessions' users and authorities between requests, while the database's events are heard */
  authCache: AuthCache;
  /** moves whenever data may have changed (db's writes, transactions ending, the database's events) */
  writeClock: WriteClock;
  /** calendar answers between changes, while the database's events are heard */
  calendarioCache: CalendarioCache;
  /** what the PDF service proves itself with when it registers an issued PDF (unset: nothing is registered) */
  pdfServiceKey?: string;
  /** seals doctors' A1 certificates (CERTIFICADO_KEY, else derived from the JWT key): assinatura/cofre.ts */
  certificadoKey: Uint8Array;
}

/** Set by the access guard once the token and session are verified. */
export interface AuthState {
  user: AuthUser;
  sessionId: string;
  /** who opened this session with "Entrar como" (null for a session the user opened) */
  impersonador: { id: number; nome: string } | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** every route registered, with its access declaration (the guard fills it) */
    routeAccessList: { method: string; url: string; access: string | undefined }[];
    /**
     * Enforces an access expression inside a handler, as `config.access` does before it (401/403):
     * for a 'public' route that needs more for some inputs.
     */
    checkAccess(request: FastifyRequest, access: string): Promise<void>;
    /** Whether the request's (already authenticated) caller meets an access expression, without refusing. */
    hasAccess(request: FastifyRequest, access: string): boolean;
  }
  interface FastifyRequest {
    auth: AuthState | null;
  }
  interface FastifyContextConfig {
    /** 'public', 'authenticated' or an authority expression (see auth/access-expression.ts) */
    access?: string;
  }
}
