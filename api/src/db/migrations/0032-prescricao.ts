import { sql, type Kysely } from 'kysely';

/**
 * The record's clinical documents of the Exames and Prescrições tabs (spec 02 §3 Prescription/exam,
 * Prescription; issue 39):
 * - prescricao: an exam request (tipo 1 'Pedido Exame': layout text and the requested exams) or
 *   uploaded files (tipo 2, 'outros'), with the conference of its results (PENDENTE, REALIZADA, ALTERACAO);
 * - prescricao_exame: each requested exam, its delivery confirmation and result text;
 * - prescricao_arquivo: the files of an upload (resultado false) and the attached results (true);
 * - prescricao_auditoria: the 'Atividades' history (author, moment, description);
 * - orientacao_medica: the Prescrições tab's prescriptions (name and text).
 * Exams and prescriptions share one id sequence, so DELETE deletarPrescricao?codigo names either.
 */
const UP = [
  `CREATE SEQUENCE prescricao_codigo_seq`,
  `CREATE TABLE prescricao (
     id integer PRIMARY KEY DEFAULT nextval('prescricao_codigo_seq'),
     paciente_id integer NOT NULL REFERENCES paciente (id) ON DELETE CASCADE,
     procedimento_id integer NOT NULL REFERENCES procedimento (id) ON DELETE RESTRICT,
     tipo_prescricao_id integer NOT NULL CHECK (tipo_prescricao_id IN (1, 2)),
     medico_id integer REFERENCES usuario (id) ON DELETE SET NULL,
     layout_id integer REFERENCES layout (id) ON DELETE SET NULL,
     nome_layout text,
     texto text,
     conferencia_exame text NOT NULL DEFAULT 'PENDENTE' CHECK (conferencia_exame IN ('PENDENTE', 'REALIZADA', 'ALTERACAO')),
     observacoes text,
     versao integer NOT NULL DEFAULT 1 CHECK (versao >= 1),
     usuario_cadastro text,
     horario_cadastro timestamptz NOT NULL DEFAULT now(),
     usuario_alteracao text,
     horario_alteracao timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX prescricao_paciente ON prescricao (paciente_id, procedimento_id, horario_cadastro DESC)`,
  `CREATE TABLE prescricao_exame (
     id serial PRIMARY KEY,
     prescricao_id integer NOT NULL REFERENCES prescricao (id) ON DELETE CASCADE,
     exame_id integer NOT NULL REFERENCES exame (id) ON DELETE RESTRICT,
     confirmacao_entrega boolean NOT NULL DEFAULT false,
     resultado text,
     ordenacao integer NOT NULL DEFAULT 0,
     UNIQUE (prescricao_id, exame_id)
   )`,
  `CREATE INDEX prescricao_exame_exame ON prescricao_exame (exame_id)`,
  `CREATE TABLE prescricao_arquivo (
     prescricao_id integer NOT NULL REFERENCES prescricao (id) ON DELETE CASCADE,
     arquivo_id uuid NOT NULL UNIQUE REFERENCES arquivo (id) ON DELETE RESTRICT,
     resultado boolean NOT NULL,
     ordenacao integer NOT NULL DEFAULT 0
   )`,
  `CREATE INDEX prescricao_arquivo_prescricao ON prescricao_arquivo (prescricao_id, ordenacao)`,
  `CREATE TABLE prescricao_auditoria (
     id bigserial PRIMARY KEY,
     prescricao_id integer NOT NULL REFERENCES prescricao (id) ON DELETE CASCADE,
     autor integer REFERENCES usuario (id) ON DELETE SET NULL,
     descricao text NOT NULL,
     data_acao timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX prescricao_auditoria_prescricao ON prescricao_auditoria (prescricao_id, data_acao DESC, id DESC)`,
  `CREATE TABLE orientacao_medica (
     id integer PRIMARY KEY DEFAULT nextval('prescricao_codigo_seq'),
     paciente_id integer NOT NULL REFERENCES paciente (id) ON DELETE CASCADE,
     procedimento_id integer NOT NULL REFERENCES procedimento (id) ON DELETE RESTRICT,
     nome_prescricao text NOT NULL CHECK (length(trim(nome_prescricao)) > 0),
     texto text NOT NULL,
     medico_id integer REFERENCES usuario (id) ON DELETE SET NULL,
     versao integer NOT NULL DEFAULT 1 CHECK (versao >= 1),
     usuario_cadastro text,
     horario_cadastro timestamptz NOT NULL DEFAULT now(),
     usuario_alteracao text,
     horario_alteracao timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX orientacao_medica_paciente ON orientacao_medica (paciente_id, procedimento_id, horario_cadastro DESC)`,
];

const DOWN = [
  'DROP TABLE orientacao_medica',
  'DROP TABLE prescricao_auditoria',
  'DROP TABLE prescricao_arquivo',
  'DROP TABLE prescricao_exame',
  'DROP TABLE prescricao',
  'DROP SEQUENCE prescricao_codigo_seq',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
