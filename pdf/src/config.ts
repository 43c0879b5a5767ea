/** The service's settings, read once from the environment (README.md lists them). */
export interface PdfConfig {
  port: number;
  host: string;
  /** The api's base address, e.g. http://localhost:3000/api (the session is checked there). */
  apiUrl: string;
  chromiumPath: string;
  /** Documents rendered at the same time. */
  concurrency: number;
  /** Documents allowed to wait for a slot; one more gets 503 at once. */
  queueLimit: number;
  /** Documents one user may have waiting (PDF_QUEUE_POR_USUARIO, default ceil(queueLimit / 4), at least 1). */
  queuePerOwner: number;
  /** Time limit of one document, from the moment it gets a slot. */
  timeoutMs: number;
  /** Limit of `content` (and of `htmlHeader`), in UTF-8 bytes. */
  maxHtmlBytes: number;
  /** PDF_SERVICE_KEY, the api's too: what registers each issued PDF. */
  serviceKey: string;
}

function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const text = env[name];
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < min) throw new Error(`${name} precisa ser um inteiro >= ${min} (veio "${text}")`);
  return value;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): PdfConfig {
  const serviceKey = env.PDF_SERVICE_KEY?.trim() ?? '';
  // without it no PDF could be registered, and an unregistered PDF is never handed out
  if (serviceKey.length < 32) throw new Error('PDF_SERVICE_KEY precisa ter pelo menos 32 caracteres (a mesma da api)');
  return {
    serviceKey,
    port: intFromEnv(env, 'PORT', 3100, 0),
    host: env.HOST ?? '0.0.0.0',
    apiUrl: (env.API_URL ?? 'http://localhost:3000/api').replace(/\/+$/, ''),
    chromiumPath: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    concurrency: intFromEnv(env, 'PDF_CONCURRENCY', 2, 1),
    queueLimit: intFromEnv(env, 'PDF_QUEUE', 16, 0),
    queuePerOwner: intFromEnv(env, 'PDF_QUEUE_POR_USUARIO', Math.max(1, Math.ceil(intFromEnv(env, 'PDF_QUEUE', 16, 0) / 4)), 1),
    timeoutMs: intFromEnv(env, 'PDF_TIMEOUT_MS', 30_000, 1),
    maxHtmlBytes: intFromEnv(env, 'PDF_MAX_HTML_BYTES', 10 * 1024 * 1024, 1),
  };
}
