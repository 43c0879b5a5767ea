import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyServerOptions } from 'fastify';
import { DEFAULT_MAIL_FROM, DEFAULT_TRUST_PROXY } from './app.js';

/** Settings read from the environment (see README). */
export interface AppConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  jwtSecret?: string;
  smtpUrl?: string;
  mailFrom: string;
  portalUrl: string;
  seedDemo: boolean;
  logLevel: string;
  trustProxy: FastifyServerOptions['trustProxy'];
  corsOrigins: string[];
  /** login calls per client address per minute */
  loginRateLimit: number;
  /** uploaded files' folder */
  storageDir: string;
  uploadMaxBytes: number;
  /** how often due appointment reminders go out (ms) */
  reminderIntervalMs: number;
}

const blankToUndefined = (value: string | undefined): string | undefined => (value?.trim() ? value.trim() : undefined);

function parseTrustProxy(value: string | undefined): FastifyServerOptions['trustProxy'] {
  const v = blankToUndefined(value);
  if (v === undefined) return DEFAULT_TRUST_PROXY;
  if (v === 'true') return true;
  if (v === 'false') return false;
  return v.split(',').map((s) => s.trim());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: Number(env.PORT ?? 3000),
    host: blankToUndefined(env.HOST) ?? '0.0.0.0',
    databaseUrl: blankToUndefined(env.DATABASE_URL),
    // api/.data, from both src/ and dist/
    dataDir: blankToUndefined(env.DATA_DIR) ?? fileURLToPath(new URL('../.data', import.meta.url)),
    jwtSecret: blankToUndefined(env.JWT_SECRET),
    smtpUrl: blankToUndefined(env.SMTP_URL),
    mailFrom: blankToUndefined(env.MAIL_FROM) ?? DEFAULT_MAIL_FROM,
    portalUrl: blankToUndefined(env.PORTAL_URL) ?? 'http://localhost:8080',
    seedDemo: env.SEED_DEMO !== 'false',
    logLevel: blankToUndefined(env.LOG_LEVEL) ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    corsOrigins: (blankToUndefined(env.CORS_ORIGINS) ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    loginRateLimit: Math.max(1, Number(env.LOGIN_RATE_LIMIT ?? 10) || 10),
    storageDir: blankToUndefined(env.STORAGE_DIR) ?? join(blankToUndefined(env.DATA_DIR) ?? fileURLToPath(new URL('../.data', import.meta.url)), 'arquivos'),
    uploadMaxBytes: Math.max(1024, Number(env.UPLOAD_MAX_BYTES ?? 80 * 1024 * 1024) || 80 * 1024 * 1024),
    reminderIntervalMs: Math.max(500, Number(env.LEMBRETE_INTERVALO_MS ?? 10_000) || 10_000),
  };
}
