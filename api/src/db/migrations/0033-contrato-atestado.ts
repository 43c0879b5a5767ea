import { sql, type Kysely } from 'kysely';

/**
 * The record's Proposta/Contrato and Atestado tabs (spec 02 §3 Document/contract, Certificate; issue 39):
 * - contrato: a document written from a DOCUMENTO layout (texto) or an uploaded file (arquivo_id); once
 *   assinado it is never changed again: an edit makes a new row (versao_anterior_id → the signed one),
 *   and the signed one stays readable, marked substituido_por_id;
 * - atestado: a certificate's text, its issuer (the creating user, only if a doctor).
 */
const UP = [
  `CREATE TABLE contrato (
     id serial PRIMARY KEY,
     paciente_id integer NOT NULL REFERENCES paciente (id) ON DELETE CASCADE,
     procedimento_id integer NOT NULL REFERENCES procedimento (id) ON DELETE RESTRICT,
     nome_contrato text NOT NULL CHECK (length(trim(nome_contrato)) > 0),
     texto text,
     layout_id integer REFERENCES layout (id) ON DELETE SET NULL,
     arquivo_id uuid UNIQUE REFERENCES arquivo (id) ON DELETE RESTRICT,
     assinado boolean NOT NULL DEFAULT false,
     versao_anterior_id integer REFERENCES contrato (id) ON DELETE SET NULL,
     substituido_por_id integer REFERENCES contrato (id) ON DELETE SET NULL,
     versao integer NOT NULL DEFAULT 1 CHECK (versao >= 1),
     usuario_cadastro text,
     horario_cadastro timestamptz NOT NULL DEFAULT now(),
     usuario_alteracao text,
     horario_alteracao timestamptz NOT NULL DEFAULT now(),
     CHECK ((texto IS NULL) <> (arquivo_id IS NULL))
   )`,
  `CREATE INDEX contrato_paciente ON contrato (paciente_id, procedimento_id, horario_cadastro DESC)`,
  `CREATE TABLE atestado (
     id serial PRIMARY KEY,
     paciente_id integer NOT NULL REFERENCES paciente (id) ON DELETE CASCADE,
     procedimento_id integer NOT NULL REFERENCES procedimento (id) ON DELETE RESTRICT,
     texto text NOT NULL,
     layout_id integer REFERENCES layout (id) ON DELETE SET NULL,
     medico_id integer REFERENCES usuario (id) ON DELETE SET NULL,
     versao integer NOT NULL DEFAULT 1 CHECK (versao >= 1),
     usuario_cadastro text,
     horario_cadastro timestamptz NOT NULL DEFAULT now(),
     usuario_alteracao text,
     horario_alteracao timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX atestado_paciente ON atestado (paciente_id, procedimento_id, horario_cadastro DESC)`,
];

const DOWN = ['DROP TABLE atestado', 'DROP TABLE contrato'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
