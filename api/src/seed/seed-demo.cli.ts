import { join } from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { demoLoginsTable } from './demo-users.js';
import { seedDemo } from './seed-demo.js';

/** `pnpm seed:demo`: migrate and create the missing demo users without starting the server. */
const config = loadConfig();
const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: join(config.dataDir, 'pglite') });
await migrateToLatest(database.db);
const created = await seedDemo(database.db);
await database.close();
console.log(`${created} usuário(s) de demonstração criados.\n\n${demoLoginsTable()}`);
