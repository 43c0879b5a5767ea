import { join } from 'node:path';
import { buildApp } from './app.js';
import { resolveJwtSecret } from './auth/jwt-secret.js';
import { ConfigError, loadConfig, type StorageConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { demoLoginsTable } from './seed/demo-users.js';
import { seedDemo } from './seed/seed-demo.js';
import { removeOrphanUploads } from './imagens/imagens.routes.js';
import { localFileStore, type FileStore } from './storage/file-store.js';
import { s3FileStore } from './storage/s3-file-store.js';

/** The local folder, or the bucket once it answers (a wrong STORAGE_URL stops the start with its reason). */
async function openFileStore(storage: StorageConfig): Promise<FileStore> {
  if (storage.kind === 'local') return localFileStore(storage.dir);
  const store = s3FileStore(storage);
  await store.verify().catch((error: unknown) => {
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  });
  return store;
}

/** Reads the environment, migrates, seeds the demo data, listens and prints the demo logins. */
async function main(): Promise<void> {
  const config = loadConfig();
  const files = await openFileStore(config.storage);
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: join(config.dataDir, 'pglite') });
  const applied = await migrateToLatest(database.db);
  const seeded = config.seedDemo ? await seedDemo(database.db) : 0;
  const secret = resolveJwtSecret({ jwtSecret: config.jwtSecret, dataDir: config.dataDir });
  const orphans = await removeOrphanUploads(database.db, files);

  const app = await buildApp({
    db: database.db,
    events: database.events,
    reminderIntervalMs: config.reminderIntervalMs,
    jwtKey: secret.key,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    portalUrl: config.portalUrl,
    gatewayKey: config.gatewayKey,
    corsOrigins: config.corsOrigins,
    limits: { loginPerMinute: config.loginRateLimit, uploadMaxBytes: config.uploadMaxBytes },
    files,
    pdfServiceKey: config.pdfServiceKey,
    certificadoKey: config.certificadoKey,
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
  });
  app.log.info(
    {
      banco: database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite em ${config.dataDir}`,
      arquivos:
        config.storage.kind === 'local'
          ? `pasta ${config.storage.dir}`
          : `bucket s3://${config.storage.bucket}/${config.storage.prefix}${config.storage.endpoint ? ` em ${config.storage.endpoint}` : ''}`,
      migracoes: applied,
      usuariosDemoCriados: seeded,
      uploadsOrfaosRemovidos: orphans,
      jwtSecret: secret.source,
      registroDePdfs: config.pdfServiceKey ? 'ligado (PDF_SERVICE_KEY)' : 'desligado: defina PDF_SERVICE_KEY na api e no serviço de PDF',
      email: app.deps.mailer.mode,
    },
    'api pronta',
  );
  if (!config.gatewayKey) {
    // behind the gateway every client would share its address, and with it each limit per address
    app.log.warn('GATEWAY_KEY não definida: o endereço do cliente é o do socket; defina a mesma GATEWAY_KEY na api e no gateway');
  }
  if (secret.source === 'generated' && config.databaseUrl) {
    app.log.warn('JWT_SECRET não definido: segredo gerado na pasta de dados; defina JWT_SECRET para que os tokens sobrevivam a novos contêineres');
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'encerrando');
    void app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'erro ao encerrar');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (config.seedDemo) console.log(`\n${demoLoginsTable()}\n`);
}

main().catch((error: unknown) => {
  // a setting's fault is told in one line; anything else with its stack
  if (error instanceof ConfigError) console.error(`Falha ao iniciar a api: ${error.message}`);
  else console.error('Falha ao iniciar a api:', error);
  process.exit(1);
});
