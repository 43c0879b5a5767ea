import { buildApp } from './app.js';
import { configFromEnv } from './config.js';
import { PdfRenderer } from './renderer.js';
import { apiIssuedRegistrar } from './registro.js';
import { apiSessionVerifier } from './session.js';

let config: ReturnType<typeof configFromEnv>;
try {
  config = configFromEnv();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const renderer = new PdfRenderer({
  executablePath: config.chromiumPath,
  concurrency: config.concurrency,
  queueLimit: config.queueLimit,
  queuePerOwner: config.queuePerOwner,
  timeoutMs: config.timeoutMs,
});
// without Chromium the service still answers (each PDF refused) and tries again on the next document:
// the portal around it keeps running
await renderer.start().catch((error: unknown) => console.error('Chromium não abriu agora; cada PDF tentará de novo:', error));
const app = await buildApp({
  renderer,
  verifySession: apiSessionVerifier(config.apiUrl),
  registerIssued: apiIssuedRegistrar(config.apiUrl, config.serviceKey),
  maxHtmlBytes: config.maxHtmlBytes,
  logger: true,
});
await app.listen({ port: config.port, host: config.host });

let closing = false;
const shutdown = (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: encerrando`);
  void app
    .close()
    .then(() => renderer.close())
    .finally(() => process.exit(0));
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
