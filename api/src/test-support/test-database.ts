import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Db, type DbEvents } from '../db/database.js';
import { migrateTo, migrateToLatest } from '../db/migrate.js';
import { seedDemo } from '../seed/seed-demo.js';
import { databaseUrl, TEMPLATE_FILES, type PostgresTemplates } from './database-templates.js';

export interface TestDatabase {
  db: Db;
  kind: 'postgres' | 'pglite';
  events: DbEvents;
  /** the PostgreSQL schema of this database */
  schema?: string;
  /** migrates up or down to `name` (the latest when undefined); the names of the migrations run or undone */
  migrate(name?: string): Promise<string[]>;
  close(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** stop after this migration (for testing the next one on older data) */
  upTo?: string;
  /** with the demo seed */
  seed?: boolean;
}

/** The PGlite dump this database can start from: made once per run by jest's global setup (none when the file runs otherwise). */
function template({ upTo, seed }: TestDatabaseOptions): Blob | undefined {
  const folder = process.env.CLINICA_TEST_TEMPLATES;
  if (!folder || upTo) return undefined;
  return new Blob([readFileSync(join(folder, seed ? TEMPLATE_FILES.seeded : TEMPLATE_FILES.migrated))]);
}

/**
 * One database per test file (call it in beforeAll). Without DATABASE_URL: an in-memory PGlite.
 * With DATABASE_URL: a database of its own copied from jest's template on that server, or (`upTo`,
 * or outside jest) a fresh schema `t_<random>` migrated there, first on the search_path; dropped at
 * the end — so test files run in parallel against one PostgreSQL without seeing each other.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  const migrate = (db: Db, schema?: string) => (options.upTo ? migrateTo(db, options.upTo, schema) : migrateToLatest(db, schema));
  const seed = async (db: Db) => {
    if (options.seed) await seedDemo(db);
  };
  if (!url) {
    const loadDataDir = template(options);
    const opened = await openDatabase({ loadDataDir });
    if (!loadDataDir) await migrate(opened.db).then(() => seed(opened.db));
    return { ...opened, migrate: (name) => migrateTo(opened.db, name) };
  }
  const templates = process.env.CLINICA_TEST_PG_TEMPLATES;
  if (templates && !options.upTo) return copyOfTemplate(url, JSON.parse(templates) as PostgresTemplates, options.seed === true);
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const opened = await openDatabase({ databaseUrl: url, schema });
  // The migrator reads the catalogue of every schema; a schema another test file drops meanwhile fails
  // that read ('schema … does not exist'). Migrations and drops take turns on one advisory lock.
  await withCatalogueLock(admin, () => migrate(opened.db, schema));
  await seed(opened.db);
  return {
    db: opened.db,
    kind: 'postgres',
    events: opened.events,
    schema,
    migrate: (name) => withCatalogueLock(admin, () => migrateTo(opened.db, name, schema)),
    async close() {
      await opened.close();
      await withCatalogueLock(admin, () => admin.query(`DROP SCHEMA ${schema} CASCADE`));
      await admin.end();
    },
  };
}

/** A database of the test file's own, copied from jest's template (jest-global-setup.mjs), dropped at the end. */
async function copyOfTemplate(url: string, templates: PostgresTemplates, seed: boolean): Promise<TestDatabase> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${seed ? templates.seeded : templates.migrated}`);
  const opened = await openDatabase({ databaseUrl: databaseUrl(url, name), schema: templates.schema });
  return {
    db: opened.db,
    kind: 'postgres',
    events: opened.events,
    schema: templates.schema,
    migrate: (to) => migrateTo(opened.db, to, templates.schema),
    async close() {
      await opened.close();
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Advisory lock key shared by test files that migrate or drop their schema. */
const CATALOGUE_LOCK = 735_201;

async function withCatalogueLock<T>(admin: pg.Client, work: () => Promise<T>): Promise<T> {
  await admin.query('SELECT pg_advisory_lock($1)', [CATALOGUE_LOCK]);
  try {
    return await work();
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [CATALOGUE_LOCK]);
  }
}
