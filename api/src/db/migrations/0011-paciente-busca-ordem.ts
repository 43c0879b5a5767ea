import { sql, type Kysely } from 'kysely';

/**
 * Search results are listed in the order of the searchable form of the name (no accents, lower
 * case, byte order): "Álvaro" sorts with the A's whatever the database's collation. The index walks
 * that order for broad fragments and serves a name's beginning as a range (paciente/paciente-busca.repository.ts).
 */
const UP = [`CREATE INDEX paciente_busca_ordem ON paciente ((nome_busca COLLATE "C"), id)`];

const DOWN = [`DROP INDEX paciente_busca_ordem`];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
