import { sql, type Kysely } from 'kysely';

/**
 * The case study (spec 02 §3 "Case study (record)", §7 "Case study and images"): what was printed
 * from the record's 'Estudo de caso' dialog — the patient's name as it was, the images (their
 * storage urls joined by ';;' as the spec writes them) and a note. The record's forms list shows
 * them as 'Estudo de casos'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `CREATE TABLE estudo_caso (
         id serial PRIMARY KEY,
         paciente_id integer NOT NULL REFERENCES paciente (id) ON DELETE CASCADE,
         procedimento_id integer REFERENCES procedimento (id) ON DELETE SET NULL,
         nome_paciente text NOT NULL,
         imagem text NOT NULL DEFAULT '',
         observacao text,
         usuario_id integer REFERENCES usuario (id) ON DELETE SET NULL,
         usuario_cadastro text,
         horario_cadastro timestamptz NOT NULL DEFAULT now()
       )`,
    )
    .execute(db);
  await sql.raw('CREATE INDEX estudo_caso_paciente ON estudo_caso (paciente_id, horario_cadastro DESC)').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE estudo_caso').execute(db);
}
