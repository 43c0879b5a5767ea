import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type Db, type DbEvents } from '../../../api/src/db/database.js';

export interface BenchDatabase {
  db: Db;
  events: DbEvents;
  kind: 'pglite' | 'postgres';
  /** e.g. 'PGlite 0.5.16 (PostgreSQL 17.5), temporary folder' */
  label: string;
  close(): Promise<void>;
}

/** Temporary folders, removed when the process exits in any way (also after a crash). */
const tempDirs: string[] = [];
process.on('exit', () => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});
export const makeTempDir = (prefix: string): string => {
  const dir = mkdtempSync(join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
};

/**
 * A new, empty database for one run: PGlite in a temporary folder, or, with DATABASE_URL, a new
 * database `clinica_bench_<random>` on that server, dropped by close().
 */
export async function freshDatabase(): Promise<BenchDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = makeTempDir('clinica-bench-pglite-');
    const opened = await openDatabase({ dataDir: join(dir, 'pglite') });
    const pglite = packageVersion('../../../api/node_modules/@electric-sql/pglite/package.json');
    return {
      db: opened.db,
      events: opened.events,
      kind: 'pglite',
      label: `PGlite ${pglite} (${await serverVersion(opened.db)}), pasta temporária ${dir}`,
      async close() {
        await opened.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const admin = await openDatabase({ databaseUrl: url });
  const name = `clinica_bench_${randomBytes(4).toString('hex')}`;
  await sql.raw(`CREATE DATABASE ${name}`).execute(admin.db);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const opened = await openDatabase({ databaseUrl: target.toString() });
  const settings = await sql<{ collation: string; fsync: string; shared_buffers: string }>`
    SELECT datcollate AS collation, current_setting('fsync') AS fsync, current_setting('shared_buffers') AS shared_buffers
    FROM pg_database WHERE datname = current_database()`.execute(opened.db);
  const s = settings.rows[0];
  return {
    db: opened.db,
    events: opened.events,
    kind: 'postgres',
    label: `${await serverVersion(opened.db)} em ${target.host}, banco novo ${name} (collation ${s?.collation}, shared_buffers ${s?.shared_buffers}, fsync ${s?.fsync})`,
    async close() {
      await opened.close();
      await sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).execute(admin.db);
      await admin.close();
    },
  };
}

async function serverVersion(db: Db): Promise<string> {
  const result = await sql<{ v: string }>`SELECT version() AS v`.execute(db);
  return (result.rows[0]?.v ?? '?').split(' ').slice(0, 2).join(' ');
}

function packageVersion(relative: string): string {
  try {
    return (JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8')) as { version: string }).version;
  } catch {
    return '?';
  }
}
