import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDemo } from '../seed/seed-demo.js';

/** The dumps in the templates folder: every migration; the same plus the demo seed. */
export const TEMPLATE_FILES = { migrated: 'migrated.tar', seeded: 'seeded.tar' } as const;

/**
 * Writes the PGlite databases test files start from into `folder`. Booting PGlite runs initdb and
 * the migrations take seconds more; loading a dump of the data folder takes about one, per test file.
 */
export async function makeTemplates(folder: string): Promise<void> {
  const opened = await openDatabase({});
  const { db } = opened;
  const dump = async (file: string) => writeFileSync(join(folder, file), new Uint8Array(await (await opened.dumpDataDir!()).arrayBuffer()));
  try {
    await migrateToLatest(db);
    await dump(TEMPLATE_FILES.migrated);
    await seedDemo(db);
    await dump(TEMPLATE_FILES.seeded);
  } finally {
    await opened.close();
  }
}

/** The PostgreSQL databases test files are copied from (CREATE DATABASE … TEMPLATE), and their schema. */
export interface PostgresTemplates {
  migrated: string;
  seeded: string;
  schema: string;
}

/** `url` with its database name replaced. */
export function databaseUrl(url: string, database: string): string {
  const target = new URL(url);
  target.pathname = `/${database}`;
  return target.toString();
}

/**
 * Makes the PostgreSQL templates on the server of `url`: every migration, then the same plus the
 * demo seed. A test file's copy of one takes a tenth of a second where migrating and seeding a
 * fresh schema took one, under a lock the two jest workers queued on.
 */
export async function makePostgresTemplates(url: string): Promise<PostgresTemplates> {
  const tag = randomBytes(4).toString('hex');
  const templates: PostgresTemplates = { migrated: `tpl_migrado_${tag}`, seeded: `tpl_semeado_${tag}`, schema: 't_modelo' };
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${templates.migrated}`);
    await prepare(databaseUrl(url, templates.migrated), templates.schema, false);
    await admin.query(`CREATE DATABASE ${templates.seeded} TEMPLATE ${templates.migrated}`);
    await prepare(databaseUrl(url, templates.seeded), templates.schema, true);
  } finally {
    await admin.end();
  }
  return templates;
}

async function prepare(url: string, schema: string, seed: boolean): Promise<void> {
  if (!seed) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`CREATE SCHEMA ${schema}`);
    await client.end();
  }
  const opened = await openDatabase({ databaseUrl: url, schema });
  try {
    if (seed) await seedDemo(opened.db);
    else await migrateToLatest(opened.db, schema);
  } finally {
    await opened.close();
  }
}

/** Drops the templates (jest's global teardown). */
export async function dropPostgresTemplates(url: string, templates: PostgresTemplates): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    for (const name of [templates.seeded, templates.migrated]) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
