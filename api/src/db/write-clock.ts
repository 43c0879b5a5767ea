import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import type { Db } from './database.js';

/** Statements that may change rows: builder writes, and raw SQL (its text is not read). */
const WRITES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode', 'RawNode']);

/**
 * A counter that moves whenever data may have changed: after each write this process runs, after
 * each transaction ends (its writes are visible only then), and when the database announces another
 * process's change (app.ts). What is kept in memory from a read carries the count it started at and
 * is good only while the count has not moved (agendamento/calendario-cache.ts).
 */
export class WriteClock implements KyselyPlugin {
  private count = 0;
  private readonly writes = new WeakSet<object>();

  get generation(): number {
    return this.count;
  }

  tick(): void {
    this.count++;
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (WRITES.has(args.node.kind)) this.writes.add(args.queryId);
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.writes.has(args.queryId)) this.tick();
    return Promise.resolve(args.result);
  }
}

const clocks = new WeakMap<Db, WriteClock>();

/** `db` with a clock that counts its writes; transactions run by db/transaction.ts tick it when they end. */
export function withWriteClock(db: Db, clock = new WriteClock()): { db: Db; clock: WriteClock } {
  const watched = db.withPlugin(clock);
  clocks.set(watched, clock);
  return { db: watched, clock };
}

/** The clock of a database handle made by withWriteClock. */
export const writeClockOf = (db: Db): WriteClock | undefined => clocks.get(db);
