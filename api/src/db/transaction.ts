import type { Db, Trx } from './database.js';
import { isRetryableTransactionError } from './pg-errors.js';
import { writeClockOf } from './write-clock.js';

/** Attempts of one transaction that PostgreSQL aborted as a deadlock or serialisation failure. */
const ATTEMPTS = 4;

/**
 * Runs `fn` in one transaction, again (from the start, with a short random pause) when PostgreSQL
 * aborted it as a deadlock or serialisation failure; after the last attempt the error goes to the
 * error handler, which answers 503 in Portuguese. `fn` must only write through `trx`: a retry runs it
 * whole again.
 */
export async function inTransaction<T>(db: Db, fn: (trx: Trx) => Promise<T>): Promise<T> {
  try {
    return await attempts(db, fn);
  } finally {
    // its writes became visible (or were undone) only now: what was read meanwhile is old
    writeClockOf(db)?.tick();
  }
}

async function attempts<T>(db: Db, fn: (trx: Trx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(fn);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetryableTransactionError(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
