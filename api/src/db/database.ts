import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './types.js';

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
/** Either the database or an open transaction: repository functions take this. */
export type Executor = Db | Trx;

const INT8_OID = 20;
/** int8 (count(*), bigserial) as a JS number on both drivers. */
const parseInt8 = (value: string): number => Number(value);

export interface DatabaseOptions {
  /** postgres://… — real PostgreSQL through `pg`. */
  databaseUrl?: string;
  /** PGlite data folder; undefined → in-memory PGlite. */
  dataDir?: string;
  /** PostgreSQL only: schema put first on the search_path (tests use one per file). */
  schema?: string;
}

export interface OpenDatabase {
  db: Db;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID ? parseInt8 : (pg.types.getTypeParser(oid, format) as unknown)) as typeof pg.types.getTypeParser,
      },
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm + unaccent: patient name search (migration 0002); btree_gist: the agenda's exclusion
  // constraints (0006). In a probe, only this options form loaded them.
  const client = new PGlite({ dataDir: options.dataDir, parsers: { [INT8_OID]: parseInt8 }, extensions: { btree_gist, pg_trgm, unaccent } });
  await client.waitReady;
  // The dialect hands out one connection at a time (queue): a transaction holds it until it ends,
  // so code inside a transaction must only use the transaction object, never `db`.
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}

/** jsonb parameter: both drivers accept the JSON text. */
export const toJson = (value: unknown): string => JSON.stringify(value);
