import { sql, type Kysely } from 'kysely';

/**
 * Name fragments across a word boundary ("cia r", "uza so") at a million patients
 * (paciente/paciente-busca.repository.ts). The trigrams of such a fragment ("cia", "ia0", "a0r")
 * are each held by a large share of the names, anywhere in them: the trigram index returned
 * thousands of candidates, a quarter of them false, each read from the table. A GIN index over the
 * name's junctions instead: for each space, up to 3 characters before it (the end of the word) and up
 * to 3 characters after it, every combination ("cia r", "cia ro", "ia r", …, 9 per space). A
 * fragment asks for the junction of each of its spaces (paciente_juncoes_do_trecho): with at most
 * 3 characters on either side that is exactly "the name holds it", so the index returns the
 * matches and nothing else; longer sides are rechecked on the name.
 * - paciente_juncoes is PL/pgSQL, about 5 µs a name (a set-returning SQL function, first tried,
 *   took about 100 ms a name); it splits words on single spaces as strpos() compares the fragment, so
 *   at a double space in a name there is no junction the fragment could need;
 * - finer statistics (as for paciente_busca_resto_trgm: about 5,600 junctions tracked at a million
 *   names) give the planner each common junction's count, which decides between this index and
 *   the name order walk.
 */
const UP = [
  `CREATE FUNCTION paciente_juncoes(nome_busca text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
   DECLARE
     palavras text[] := string_to_array(nome_busca, ' ');
     resto text := nome_busca;
     palavra text;
     juncoes text[] := '{}';
   BEGIN
     FOR i IN 1 .. cardinality(palavras) - 1 LOOP
       palavra := palavras[i];
       resto := substr(resto, length(palavra) + 2);
       -- right()/left() past a short word or rest repeat a shorter junction: GIN keeps each key once
       juncoes := juncoes || ARRAY[
         right(palavra, 1) || ' ' || left(resto, 1), right(palavra, 1) || ' ' || left(resto, 2), right(palavra, 1) || ' ' || left(resto, 3),
         right(palavra, 2) || ' ' || left(resto, 1), right(palavra, 2) || ' ' || left(resto, 2), right(palavra, 2) || ' ' || left(resto, 3),
         right(palavra, 3) || ' ' || left(resto, 1), right(palavra, 3) || ' ' || left(resto, 2), right(palavra, 3) || ' ' || left(resto, 3)];
     END LOOP;
     RETURN juncoes;
   END $$`,
  // the junction of each space of a (folded) fragment, with what stands on both sides of it
  `CREATE FUNCTION paciente_juncoes_do_trecho(trecho text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
   DECLARE
     palavras text[] := string_to_array(trecho, ' ');
     resto text := trecho;
     juncoes text[] := '{}';
   BEGIN
     FOR i IN 1 .. cardinality(palavras) - 1 LOOP
       resto := substr(resto, length(palavras[i]) + 2);
       IF palavras[i] <> '' AND resto <> '' THEN
         juncoes := juncoes || (right(palavras[i], 3) || ' ' || left(resto, 3));
       END IF;
     END LOOP;
     RETURN juncoes;
   END $$`,
  `CREATE INDEX paciente_busca_juncoes ON paciente USING gin (paciente_juncoes(nome_busca))`,
  `ALTER INDEX paciente_busca_juncoes ALTER COLUMN 1 SET STATISTICS 1000`,
];

const DOWN = [`DROP INDEX paciente_busca_juncoes`, `DROP FUNCTION paciente_juncoes_do_trecho(text)`, `DROP FUNCTION paciente_juncoes(text)`];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
