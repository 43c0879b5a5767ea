import { sql, type Kysely } from 'kysely';

/**
 * Concurrent edits of a profile (issue 36 item 16), as the settings' catalogues (0025): a profile
 * carries the version it is at, a save names the version it edited and a stale one is refused (409)
 * instead of silently overwriting the other person's change. Existing profiles start at version 1.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw('ALTER TABLE perfil ADD COLUMN versao integer NOT NULL DEFAULT 1 CHECK (versao >= 1)').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('ALTER TABLE perfil DROP COLUMN versao').execute(db);
}
