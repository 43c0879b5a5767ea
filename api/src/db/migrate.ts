import { Migrator, type Migration } from 'kysely/migration';
import type { Db } from './database.js';
import * as m0001 from './migrations/0001-inicial.js';

/** Migrations live in code (no files read at run time), keyed in the order they apply. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-inicial': m0001,
};

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(MIGRATIONS) } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(`Falha na migração: ${String(error)}`);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
