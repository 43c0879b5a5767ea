import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

export interface TestDatabase {
  db: Db;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

/**
 * One database per test file (call it in beforeAll). Without DATABASE_URL: an in-memory PGlite.
 * With DATABASE_URL: a fresh schema `t_<random>` on that server, first on the search_path, dropped
 * at the end — so test files run in parallel against one PostgreSQL without seeing each other.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const opened = await openDatabase({});
    await migrateToLatest(opened.db);
    return opened;
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const opened = await openDatabase({ databaseUrl: url, schema });
  await migrateToLatest(opened.db, schema);
  return {
    db: opened.db,
    kind: 'postgres',
    async close() {
      await opened.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}
