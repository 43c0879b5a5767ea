import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@jest/globals';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AppLimits } from '../app-deps.js';
import { buildApp, DEFAULT_LIMITS } from '../app.js';
import { loadAuthUser } from '../auth/usuario.repository.js';
import { cpfFromBase } from '../auth/cpf.js';
import { issueToken } from '../auth/issue-token.js';
import { hashPassword } from '../auth/password.js';
import { createSession } from '../auth/sessions.js';
import type { TokenClaims } from '../auth/token-service.js';
import { toJson, type Db } from '../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import { DEMO_PASSWORD } from '../seed/demo-users.js';
import { localFileStore } from '../storage/file-store.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestAppOptions {
  seed?: boolean;
  limits?: Partial<AppLimits>;
  smtpUrl?: string;
  mailer?: Mailer;
  portalUrl?: string;
  printMail?: (text: string) => void;
  socketConnectTimeoutMs?: number;
  /** null: the api without PDF_SERVICE_KEY; default TEST_PDF_SERVICE_KEY */
  pdfServiceKey?: string | null;
}

/** The key test apps share with "the gateway": requests that carry it name their client in X-Forwarded-For. */
export const TEST_GATEWAY_KEY = 'chave-de-teste-do-gateway-0123456789abcdef';
/** Headers of a request the gateway forwards for the client at `ip`. */
export const viaGateway = (ip: string): Record<string, string> => ({ 'x-forwarded-for': ip, 'x-gateway-key': TEST_GATEWAY_KEY });

/** The key test apps share with "the PDF service" (the tests that play it). */
export const TEST_PDF_SERVICE_KEY = 'chave-de-teste-do-servico-de-pdf-0123456789';

let ipCounter = 0;
/** A fresh client address per call (sent as the gateway would, see viaGateway). */
export const nextIp = (): string => {
  ipCounter++;
  return `203.0.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
};

export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

export const decodeClaims = (token: string): TokenClaims => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as TokenClaims;

let passwordHash: Promise<string> | undefined;
let userCounter = 0;

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: TestDatabase;
  /** the uploads folder of this app (removed on close) */
  storageDir: string;
  close(): Promise<void>;
  /** POST /api/auth/login from a fresh address; returns the raw answer */
  loginRaw(body: Record<string, unknown>, ip?: string): Promise<LightMyRequestResponse>;
  /** logs in (200 expected) and returns the token */
  login(email: string, senha?: string): Promise<string>;
  /** a user with exactly these authorities (own profile), an open session and its token */
  createUser(authorities: string[], extra?: { ativo?: boolean }): Promise<{ id: number; email: string; perfilId: number; token: string }>;
  auditCount(acao: string): Promise<number>;
}

/** One app and one database per test file (beforeAll); PGlite in memory or a PostgreSQL schema. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase({ seed: options.seed !== false });
  const db = database.db;
  const storageDir = mkdtempSync(join(tmpdir(), 'clinica-arquivos-'));
  const files = localFileStore(storageDir);
  const app = await buildApp({
    db,
    events: database.events,
    files,
    gatewayKey: TEST_GATEWAY_KEY,
    pdfServiceKey: options.pdfServiceKey === null ? undefined : (options.pdfServiceKey ?? TEST_PDF_SERVICE_KEY),
    jwtKey: randomBytes(32),
    smtpUrl: options.smtpUrl,
    mailer: options.mailer,
    portalUrl: options.portalUrl ?? 'http://portal.test',
    printMail: options.printMail ?? (() => undefined),
    socketConnectTimeoutMs: options.socketConnectTimeoutMs,
    limits: { ...DEFAULT_LIMITS, loginPerMinute: 1000, resetPerMinute: 1000, ...options.limits },
  });

  const loginRaw = (body: Record<string, unknown>, ip = nextIp()) =>
    app.inject({ method: 'POST', url: '/api/auth/login', headers: { ...viaGateway(ip), 'user-agent': 'jest' }, payload: body });

  return {
    app,
    db,
    database,
    storageDir,
    async close() {
      await app.close();
      await database.close();
      rmSync(storageDir, { recursive: true, force: true });
    },
    loginRaw,
    async login(email, senha = DEMO_PASSWORD) {
      const res = await loginRaw({ email, senha });
      expect(res.statusCode).toBe(200);
      return res.json<{ token: string }>().token;
    },
    async createUser(authorities, extra = {}) {
      userCounter++;
      const tag = `${process.pid}${userCounter}${randomBytes(2).toString('hex')}`;
      passwordHash ??= hashPassword(DEMO_PASSWORD);
      const perfil = await db
        .insertInto('perfil')
        .values({ nome: `Perfil teste ${tag}`, default_home: 'home.dashboard', perfil_equipe: 'ATENDIMENTO', authorities: toJson(authorities) })
        .returning('id')
        .executeTakeFirstOrThrow();
      const base = String(100000000 + Math.floor(Math.random() * 899999999)).slice(0, 9);
      const email = `teste.${tag}@clinica.test`;
      const user = await db
        .insertInto('usuario')
        .values({ nome: `Teste ${tag}`, email, cpf: cpfFromBase(base), senha_hash: await passwordHash, perfil_id: perfil.id, ativo: extra.ativo ?? true })
        .returning('id')
        .executeTakeFirstOrThrow();
      const session = await createSession(db, user.id, { ip: '127.0.0.1', userAgent: 'jest' });
      const authUser = (await loadAuthUser(db, user.id))!;
      return { id: user.id, email, perfilId: perfil.id, token: await issueToken(app.deps.tokens, authUser, session) };
    },
    async auditCount(acao) {
      const row = await db
        .selectFrom('auditoria')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('acao', '=', acao)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

/** Asserts the contract's error list body and returns the first message. */
export function expectErrorList(res: LightMyRequestResponse, status: number): string {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  const body = res.json<{ mensagemUsuario: string; mensagemDesenvolvedor: string }[]>();
  expect(Array.isArray(body)).toBe(true);
  expect(body).toHaveLength(1);
  expect(typeof body[0]!.mensagemUsuario).toBe('string');
  expect(typeof body[0]!.mensagemDesenvolvedor).toBe('string');
  return body[0]!.mensagemUsuario;
}

/** Every item of an error list body as [campo, mensagemUsuario] (a form's refusal names each field). */
export const errorFields = (res: LightMyRequestResponse): [string | undefined, string][] =>
  res.json<{ mensagemUsuario: string; campo?: string }[]>().map((e) => [e.campo, e.mensagemUsuario]);

type InjectMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * The caller of one api area as a user, for route tests: `call('POST', '/listar', body)` → the
 * answer. `app` and `defaultToken` are read at call time (both are set in beforeAll); the body is
 * sent as JSON.
 */
export function apiCaller(app: () => TestApp, prefix: string, defaultToken: () => string) {
  return (method: InjectMethod, url: string, payload?: unknown, token = defaultToken(), query?: Record<string, string>): Promise<LightMyRequestResponse> =>
    app().app.inject({
      method,
      url: `/api/${prefix}${url}`,
      headers: { ...bearer(token), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(query ? { query } : {}),
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
}
