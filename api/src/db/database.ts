import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PostgresDialect, sql, type Transaction } from 'kysely';
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
  /** In-memory PGlite only: start from this dump of a data folder (`dumpDataDir`) instead of an empty database. */
  loadDataDir?: Blob;
  /** PostgreSQL only: schema put first on the search_path (tests use one per file). */
  schema?: string;
}

/**
 * PostgreSQL's LISTEN/NOTIFY on one channel: how api processes tell each other what committed (a
 * NOTIFY sent inside a transaction is delivered only if it commits).
 */
export interface DbEvents {
  /**
   * Calls `onPayload` for each NOTIFY on the channel. `onResume`: the listening connection was lost
   * and is back (what was sent meanwhile was not heard). Answers a function that stops listening.
   */
  listen(onPayload: (payload: string) => void, onResume?: () => void): Promise<() => Promise<void>>;
}

export interface OpenDatabase {
  db: Db;
  kind: 'postgres' | 'pglite';
  events: DbEvents;
  close(): Promise<void>;
  /** PGlite only: the data folder as a tar, for `loadDataDir` (test templates). */
  dumpDataDir?: () => Promise<Blob>;
}

/**
 * The channel, named in SQL so senders (inside any transaction) and listeners agree: one per schema,
 * because channels are server-wide and the tests give each file its own schema.
 */
const CHANNEL_SQL = `'clinica_eventos' || coalesce(nullif('_' || current_schema(), '_public'), '')`;
const CHANNEL = sql.raw(CHANNEL_SQL);

/** Tells every listening api process `payload` once the caller's transaction commits. */
export async function notifyEvent(executor: Executor, payload: string): Promise<void> {
  await sql`SELECT pg_notify(${CHANNEL}, ${payload})`.execute(executor);
}

const channelOf = async (executor: Executor): Promise<string> => (await sql<{ canal: string }>`SELECT ${CHANNEL} AS canal`.execute(executor)).rows[0]!.canal;
/** Delay before a lost LISTEN connection is opened again. */
const RELISTEN_MS = 2000;

/**
 * Planner settings of every connection. random_page_cost 1.1 (default 4, tuned for spinning disks):
 * the data is in memory (PGlite) or on SSD, and with the default the planner scans a whole table to
 * stop early rather than use the trigram index (patient search by a common first name: ~30 ms
 * scanning vs ~5 ms through the index over 100,000 patients; paciente/paciente-busca.repository.ts).
 */
const PLANNER_SETTINGS = { random_page_cost: '1.1' } as const;

export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const searchPath = options.schema ? `-c search_path=${options.schema}` : undefined;
    const settings = { ...PLANNER_SETTINGS, ...(options.schema ? { search_path: options.schema } : {}) };
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      options: Object.entries(settings)
        .map(([name, value]) => `-c ${name}=${value}`)
        .join(' '),
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID ? parseInt8 : (pg.types.getTypeParser(oid, format) as unknown)) as typeof pg.types.getTypeParser,
      },
    });
    // An idle connection the server ended (restart, failover, admin) is only dropped: without a
    // listener node-postgres would throw it and stop the process; queries in flight fail on their own.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const events = postgresEvents({ connectionString: options.databaseUrl, options: searchPath });
    return { db, kind: 'postgres', events, close: () => db.destroy() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm + unaccent: patient name search (migration 0002); btree_gist: the agenda's exclusion
  // constraints (0006). In a probe, only this options form loaded them.
  const client = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    parsers: { [INT8_OID]: parseInt8 },
    extensions: { btree_gist, pg_trgm, unaccent },
  });
  await client.waitReady;
  for (const [name, value] of Object.entries(PLANNER_SETTINGS)) await client.query(`SET ${name} = ${value}`);
  // The dialect hands out one connection at a time (queue): a transaction holds it until it ends,
  // so code inside a transaction must only use the transaction object, never `db`.
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  // one connection listens for all: it stops listening when the last listener stops, not the first
  let listeners = 0;
  const events: DbEvents = {
    async listen(onPayload) {
      const canal = await channelOf(db);
      const stop = client.onNotification((channel, payload) => {
        if (channel === canal) onPayload(payload);
      });
      listeners++;
      // through the dialect's queue, never inside someone's open transaction
      await sql.raw(`LISTEN "${canal}"`).execute(db);
      return async () => {
        stop();
        if (--listeners > 0) return;
        await sql
          .raw(`UNLISTEN "${canal}"`)
          .execute(db)
          .catch(() => undefined);
      };
    },
  };
  return { db, kind: 'pglite', events, close: () => db.destroy(), dumpDataDir: () => client.dumpDataDir('none') };
}

/** One dedicated connection per listener (a pooled one would drop the LISTEN), opened again when lost. */
function postgresEvents(config: pg.ClientConfig): DbEvents {
  return {
    async listen(onPayload, onResume) {
      let stopped = false;
      let client: pg.Client | undefined;
      let retry: NodeJS.Timeout | undefined;
      const connect = async (resumed: boolean): Promise<void> => {
        const next = new pg.Client(config);
        let canal = '';
        next.on('notification', (message) => {
          if (message.channel === canal) onPayload(message.payload ?? '');
        });
        next.on('error', () => lost(next));
        next.on('end', () => lost(next));
        await next.connect();
        canal = (await next.query<{ canal: string }>(`SELECT ${CHANNEL_SQL} AS canal`)).rows[0]!.canal;
        await next.query(`LISTEN "${canal}"`);
        client = next;
        if (resumed) onResume?.();
      };
      const lost = (which: pg.Client): void => {
        if (stopped || which !== client || retry) return;
        client = undefined;
        const again = (): void => {
          retry = setTimeout(() => {
            retry = undefined;
            if (!stopped) connect(true).catch(again);
          }, RELISTEN_MS);
        };
        again();
      };
      await connect(false);
      return async () => {
        stopped = true;
        clearTimeout(retry);
        await client?.end().catch(() => undefined);
      };
    },
  };
}

/** jsonb parameter: both drivers accept the JSON text. */
export const toJson = (value: unknown): string => JSON.stringify(value);
