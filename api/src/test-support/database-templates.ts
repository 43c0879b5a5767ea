import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
