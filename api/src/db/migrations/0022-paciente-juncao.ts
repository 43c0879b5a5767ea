import { sql, type Kysely } from 'kysely';

/**
 * Name fragments across a word boundary ("la ma", "ia roch") at a million patients, in name order
 * (paciente/paciente-busca.repository.ts): their trigrams ('cia', 'ia0', 'a0r') are each held by a
 * large share of the names, and a GIN index over the junctions (tried first) found the matches in no
 * order, so the first page in name order read all of them from the table ('la ma': thousands). A
 * table of junctions instead, one row per name and junction, in the order of a btree over
 * (junction, folded name, id): the names holding one junction are one range of it, already in name
 * order, read from the index alone (ativo is in it too).
 * - a junction: for each space of the folded name, the k last characters of the word before it and
 *   the k first of the word after it, k = 1, 2, 3 ("a s", "na si", "ana sil"); a fragment asks for
 *   the junction of its first space with k = the shorter side, up to 3 (paciente_juncao_do_trecho),
 *   and its rows are rechecked on the name (LIKE), which the index holds too;
 * - kept by a trigger on paciente (insert, delete, update of the name or of ativo), so a write of a
 *   patient and its junctions is one transaction; rows are compared by junction, name and id;
 * - words split on single spaces as strpos() compares the fragment (a double space in a name leaves
 *   no junction a fragment could need); paciente_juncoes is PL/pgSQL, a few µs a name (a
 *   set-returning SQL function took about 100 ms a name).
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
       IF palavra <> '' AND resto <> '' AND left(resto, 1) <> ' ' THEN
         FOR k IN 1 .. 3 LOOP
           juncoes := juncoes || (right(palavra, k) || ' ' || split_part(left(resto, k), ' ', 1));
         END LOOP;
       END IF;
     END LOOP;
     RETURN ARRAY(SELECT DISTINCT unnest(juncoes));
   END $$`,
  // the junction of the fragment's first space (its sides cut to the shorter one, at most 3); null without one
  `CREATE FUNCTION paciente_juncao_do_trecho(trecho text) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
   DECLARE
     espaco int := strpos(trecho, ' ');
     antes text := left(trecho, espaco - 1);
     depois text := split_part(substr(trecho, espaco + 1), ' ', 1);
     k int := least(length(antes), length(depois), 3);
   BEGIN
     IF espaco = 0 OR k = 0 THEN RETURN NULL; END IF;
     RETURN right(antes, k) || ' ' || left(depois, k);
   END $$`,
  `CREATE TABLE paciente_juncao (
     juncao text COLLATE "C" NOT NULL,
     nome_busca text COLLATE "C" NOT NULL,
     id integer NOT NULL,
     ativo boolean NOT NULL
   )`,
  `CREATE FUNCTION paciente_juncao_sync() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP <> 'INSERT' THEN
       DELETE FROM paciente_juncao WHERE juncao = ANY (paciente_juncoes(OLD.nome_busca)) AND nome_busca = OLD.nome_busca AND id = OLD.id;
     END IF;
     IF TG_OP <> 'DELETE' THEN
       INSERT INTO paciente_juncao (juncao, nome_busca, id, ativo)
         SELECT juncao, NEW.nome_busca, NEW.id, NEW.ativo FROM unnest(paciente_juncoes(NEW.nome_busca)) AS juncao;
     END IF;
     RETURN NULL;
   END $$`,
  `INSERT INTO paciente_juncao (juncao, nome_busca, id, ativo)
     SELECT juncao, p.nome_busca, p.id, p.ativo FROM paciente p, unnest(paciente_juncoes(p.nome_busca)) AS juncao`,
  `CREATE UNIQUE INDEX paciente_juncao_ordem ON paciente_juncao (juncao, nome_busca, id) INCLUDE (ativo)`,
  `CREATE TRIGGER paciente_juncao_insert_delete AFTER INSERT OR DELETE ON paciente FOR EACH ROW EXECUTE FUNCTION paciente_juncao_sync()`,
  `CREATE TRIGGER paciente_juncao_update AFTER UPDATE ON paciente FOR EACH ROW
     WHEN (OLD.nome_busca IS DISTINCT FROM NEW.nome_busca OR OLD.ativo IS DISTINCT FROM NEW.ativo)
     EXECUTE FUNCTION paciente_juncao_sync()`,
];

const DOWN = [
  `DROP TRIGGER paciente_juncao_update ON paciente`,
  `DROP TRIGGER paciente_juncao_insert_delete ON paciente`,
  `DROP TABLE paciente_juncao`,
  `DROP FUNCTION paciente_juncao_sync()`,
  `DROP FUNCTION paciente_juncao_do_trecho(text)`,
  `DROP FUNCTION paciente_juncoes(text)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
