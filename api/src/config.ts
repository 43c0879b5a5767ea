import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_MAIL_FROM } from './app.js';
import type { S3StorageSettings } from './storage/s3-file-store.js';

/** A setting the api cannot start with: main prints its message alone (no stack). */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Where uploaded and issued files live (STORAGE_URL). */
export type StorageConfig = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3StorageSettings);

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
  /** GATEWAY_KEY, shared with the gateway: only its requests' X-Forwarded-* are believed */
  gatewayKey?: string;
  corsOrigins: string[];
  /** login calls per client address per minute */
  loginRateLimit: number;
  /** uploaded files' folder (STORAGE_DIR), used when `storage` is local */
  storageDir: string;
  /** the store of uploaded and issued files: that folder, or an S3-compatible bucket */
  storage: StorageConfig;
  uploadMaxBytes: number;
  /** how often due appointment reminders go out (ms) */
  reminderIntervalMs: number;
  /** PDF_SERVICE_KEY, shared with the PDF service: only it registers issued PDFs */
  pdfServiceKey?: string;
  /** CERTIFICADO_KEY: seals doctors' A1 certificates (unset: derived from the JWT key) */
  certificadoKey?: string;
}

const blankToUndefined = (value: string | undefined): string | undefined => (value?.trim() ? value.trim() : undefined);

/**
 * GATEWAY_KEY: unset (every client address is the socket peer's; behind the gateway all clients
 * would count as one), or 32+ characters, the same in the gateway. TRUST_PROXY, which trusted
 * addresses, is gone: any process on a trusted address could name its own client address.
 */
export function parseGatewayKey(env: NodeJS.ProcessEnv): string | undefined {
  if (blankToUndefined(env.TRUST_PROXY) !== undefined)
    throw new ConfigError('TRUST_PROXY não é mais usada: defina GATEWAY_KEY (32+ caracteres, a mesma na api e no gateway) e remova TRUST_PROXY');
  const key = blankToUndefined(env.GATEWAY_KEY);
  if (key !== undefined && key.length < 32) throw new ConfigError('GATEWAY_KEY deve ter pelo menos 32 caracteres (a mesma no gateway)');
  return key;
}

const STORAGE_URL_HELP = 'Use file: (pasta local) ou s3://bucket[/prefixo]?endpoint=http://host:porta&region=…&forcePathStyle=true';
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const S3_PARAMS = new Set(['endpoint', 'region', 'forcePathStyle']);

/**
 * STORAGE_URL: unset or `file:` → the local folder (`file:///abs/path` names another one);
 * `s3://bucket[/prefix]?endpoint=…&region=…&forcePathStyle=true|false` → an S3-compatible bucket
 * (credentials from AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, read by the SDK; region defaults to
 * AWS_REGION or us-east-1; path-style addressing defaults to on when an endpoint is given).
 */
export function parseStorageUrl(value: string | undefined, storageDir: string, env: NodeJS.ProcessEnv = {}): StorageConfig {
  const v = blankToUndefined(value);
  if (v === undefined || v === 'file:' || v === 'file://') return { kind: 'local', dir: storageDir };
  const fail = (why: string): never => {
    throw new ConfigError(`STORAGE_URL inválida: ${why}. ${STORAGE_URL_HELP}`);
  };
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    return fail('não é uma URL');
  }
  if (url.protocol === 'file:') {
    if (url.host || url.search || url.hash || url.pathname === '/') fail('file: aceita só um caminho absoluto, file:///pasta');
    return { kind: 'local', dir: fileURLToPath(url) };
  }
  if (url.protocol !== 's3:') return fail(`esquema ${url.protocol} desconhecido`);
  if (url.username || url.password) fail('credenciais não vão na URL: defina AWS_ACCESS_KEY_ID e AWS_SECRET_ACCESS_KEY');
  const bucket = url.hostname;
  if (!BUCKET_NAME.test(bucket)) fail(`nome de bucket "${bucket}" inválido (3 a 63 letras minúsculas, dígitos, pontos e hífens)`);
  if (url.port) fail('a porta vai em endpoint=, não no bucket');
  if (url.hash) fail('sem #fragmento');
  // the path as written (URL would resolve '..' away)
  let prefix: string;
  try {
    prefix = decodeURIComponent(v.replace(/^s3:\/\/[^/?#]*/i, '').split(/[?#]/)[0]!).replace(/^\/+|\/+$/g, '');
  } catch {
    return fail('prefixo mal codificado');
  }
  if (prefix !== '' && prefix.split('/').some((part) => part === '' || part === '.' || part === '..')) fail(`prefixo "${prefix}" inválido`);
  for (const key of url.searchParams.keys()) if (!S3_PARAMS.has(key)) fail(`parâmetro "${key}" desconhecido; aceitos: ${[...S3_PARAMS].join(', ')}`);
  const endpointText = blankToUndefined(url.searchParams.get('endpoint') ?? undefined);
  let endpoint: string | undefined;
  if (endpointText !== undefined) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(endpointText);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.search || parsed.hash)
      return fail(`endpoint "${endpointText}" não é um endereço http(s)://host:porta`);
    endpoint = parsed.href.replace(/\/+$/, '');
  }
  const pathStyle = url.searchParams.get('forcePathStyle');
  if (pathStyle !== null && pathStyle !== 'true' && pathStyle !== 'false') fail('forcePathStyle deve ser true ou false');
  const region = blankToUndefined(url.searchParams.get('region') ?? undefined) ?? blankToUndefined(env.AWS_REGION) ?? 'us-east-1';
  if (!/^[a-z0-9-]+$/.test(region)) fail(`região "${region}" inválida`);
  return { kind: 's3', bucket, prefix, endpoint, region, forcePathStyle: pathStyle === null ? endpoint !== undefined : pathStyle === 'true' };
}

/** PDF_SERVICE_KEY: unset (no PDF is registered; the PDF service then refuses to start), or 32+ characters. */
export function parsePdfServiceKey(value: string | undefined): string | undefined {
  const key = blankToUndefined(value);
  if (key !== undefined && key.length < 32) throw new ConfigError('PDF_SERVICE_KEY deve ter pelo menos 32 caracteres (a mesma no serviço de PDF)');
  return key;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const storageDir =
    blankToUndefined(env.STORAGE_DIR) ?? join(blankToUndefined(env.DATA_DIR) ?? fileURLToPath(new URL('../.data', import.meta.url)), 'arquivos');
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
    gatewayKey: parseGatewayKey(env),
    corsOrigins: (blankToUndefined(env.CORS_ORIGINS) ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    loginRateLimit: Math.max(1, Number(env.LOGIN_RATE_LIMIT ?? 10) || 10),
    storageDir,
    storage: parseStorageUrl(env.STORAGE_URL, storageDir, env),
    uploadMaxBytes: Math.max(1024, Number(env.UPLOAD_MAX_BYTES ?? 80 * 1024 * 1024) || 80 * 1024 * 1024),
    reminderIntervalMs: Math.max(500, Number(env.LEMBRETE_INTERVALO_MS ?? 10_000) || 10_000),
    pdfServiceKey: parsePdfServiceKey(env.PDF_SERVICE_KEY),
    certificadoKey: blankToUndefined(env.CERTIFICADO_KEY),
  };
}
