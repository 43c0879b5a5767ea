import { sql, type Kysely } from 'kysely';

/**
 * Patient search at a million patients (paciente/paciente-busca.repository.ts):
 * - the name order index also carries `ativo`, so counting the names that begin with a fragment
 *   (a range of that order) and walking it for dense fragments read the index only, never the table;
 * - a trigram index over the searchable name without its first character finds the names that hold
 *   the fragment further in (not at the start): for a common first name ("maria") those are few,
 *   where the index over the whole name returns every Maria to be read and rejected. Its spaces are
 *   indexed as '0' so that trigrams span the words: "cia na" asks for a word ending in "cia" followed
 *   by one beginning with "na" (with the space as a separator only the two halves would be asked
 *   for, anywhere in the name), and the start of a later word ("% an") is not confused with the first
 *   word's second letter ("vanessa" → "anessa"). Finer statistics on it (1,000 buckets) let the
 *   planner tell a fragment in 1 name in 1,000 from one in 10,000, which decides between the trigram
 *   index and a walk of the name order.
 */
const UP = [
  `DROP INDEX paciente_busca_ordem`,
  `CREATE INDEX paciente_busca_ordem ON paciente ((nome_busca COLLATE "C"), id) INCLUDE (ativo)`,
  `CREATE INDEX paciente_busca_resto_trgm ON paciente USING gin (translate(substr(nome_busca, 2), ' ', '0') public.gin_trgm_ops)`,
  `ALTER INDEX paciente_busca_resto_trgm ALTER COLUMN 1 SET STATISTICS 1000`,
];

const DOWN = [
  `DROP INDEX paciente_busca_resto_trgm`,
  `DROP INDEX paciente_busca_ordem`,
  `CREATE INDEX paciente_busca_ordem ON paciente ((nome_busca COLLATE "C"), id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
