import { sql, type Kysely } from 'kysely';

/**
 * The exam catalogue (spec 02 §3, Exam catalogue item: id, nome): the names the exam request's
 * 'Selecione exames' offers. Names are unique whatever their case.
 */
const UP = [
  `CREATE TABLE exame (
     id serial PRIMARY KEY,
     nome text NOT NULL CHECK (length(trim(nome)) > 0),
     usuario_cadastro text,
     horario_cadastro timestamptz NOT NULL DEFAULT now(),
     usuario_alteracao text,
     horario_alteracao timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE UNIQUE INDEX exame_nome_unico ON exame (lower(nome))`,
];

const DOWN = ['DROP TABLE exame'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
