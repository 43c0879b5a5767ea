import { sql, type Kysely } from 'kysely';

/**
 * Procedures with their stages, the appointment table the agenda builds on, uploaded files and the
 * record's stage answers (spec 02 §3: Procedure, Stage configuration, Stage answer group, Stage
 * image; spec 01 §3: Appointment). Appointment states are ours (the spec leaves them open):
 * PENDENTE → CONFIRMADO → EM_ATENDIMENTO (inicio_consulta) → FINALIZADO (fim_consulta), or CANCELADO
 * with motivo_cancelamento; arrival is a time, not a state.
 */
const UP = [
  `CREATE TABLE configuracao_etapa (
     id serial PRIMARY KEY,
     nome_etapa text NOT NULL CHECK (length(trim(nome_etapa)) > 0),
     ativo boolean NOT NULL DEFAULT true,
     ordenacao integer NOT NULL DEFAULT 0,
     estudo_caso boolean NOT NULL DEFAULT false
   )`,
  `CREATE UNIQUE INDEX configuracao_etapa_nome_unico ON configuracao_etapa (lower(nome_etapa))`,
  `CREATE TABLE procedimento (
     id serial PRIMARY KEY,
     nome text NOT NULL CHECK (length(trim(nome)) > 0),
     valor numeric(12, 2) NOT NULL CHECK (valor >= 0.01),
     ativo boolean NOT NULL DEFAULT true,
     usuario_cadastro text,
     horario_cadastro timestamptz NOT NULL DEFAULT now(),
     usuario_alteracao text,
     horario_alteracao timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE UNIQUE INDEX procedimento_nome_unico ON procedimento (lower(nome))`,
  `CREATE TABLE procedimento_etapa (
     procedimento_id integer NOT NULL REFERENCES procedimento (id) ON DELETE CASCADE,
     configuracao_etapa_id integer NOT NULL REFERENCES configuracao_etapa (id) ON DELETE RESTRICT,
     ordenacao integer NOT NULL,
     PRIMARY KEY (procedimento_id, configuracao_etapa_id)
   )`,
  `CREATE TABLE tipo_compromisso (
     id serial PRIMARY KEY,
     nome text NOT NULL CHECK (length(trim(nome)) > 0),
     cor text NOT NULL DEFAULT '#008B90' CHECK (cor ~ '^#[0-9A-Fa-f]{6}$')
   )`,
  `CREATE UNIQUE INDEX tipo_compromisso_nome_unico ON tipo_compromisso (lower(nome))`,
  `CREATE TABLE sala (
     id serial PRIMARY KEY,
     nome text NOT NULL CHECK (length(trim(nome)) > 0),
     ativo boolean NOT NULL DEFAULT true
   )`,
  `CREATE UNIQUE INDEX sala_nome_unico ON sala (lower(nome))`,
  `CREATE TABLE agendamento (
     id serial PRIMARY KEY,
     paciente_id integer NOT NULL REFERENCES paciente (id) ON DELETE RESTRICT,
     procedimento_id integer NOT NULL REFERENCES procedimento (id) ON DELETE RESTRICT,
     medico_id integer NOT NULL REFERENCES usuario (id) ON DELETE RESTRICT,
     tipo_compromisso_id integer REFERENCES tipo_compromisso (id) ON DELETE RESTRICT,
     sala_id integer REFERENCES sala (id) ON DELETE RESTRICT,
     etapa_id integer REFERENCES configuracao_etapa (id) ON DELETE RESTRICT,
     tipo_agendamento text NOT NULL DEFAULT 'NOVO' CHECK (tipo_agendamento IN ('NOVO', 'RETORNO')),
     excecao boolean NOT NULL DEFAULT false,
     status text NOT NULL DEFAULT 'PENDENTE' CHECK (status IN ('PENDENTE', 'CONFIRMADO', 'CANCELADO', 'EM_ATENDIMENTO', 'FINALIZADO')),
     data_agendamento timestamptz NOT NULL,
     hora_final timestamptz NOT NULL,
     observacao text,
     motivo_cancelamento text,
     chegada_do_paciente timestamptz,
     inicio_consulta timestamptz,
     fim_consulta timestamptz,
     valor numeric(12, 2),
     versao integer NOT NULL DEFAULT 1,
     usuario_cadastro text,
     horario_cadastro timestamptz NOT NULL DEFAULT now(),
     usuario_alteracao text,
     horario_alteracao timestamptz NOT NULL DEFAULT now(),
     CHECK (hora_final > data_agendamento),
     CHECK (status <> 'CANCELADO' OR motivo_cancelamento IS NOT NULL)
   )`,
  `CREATE INDEX agendamento_medico_data ON agendamento (medico_id, data_agendamento)`,
  `CREATE INDEX agendamento_paciente_procedimento ON agendamento (paciente_id, procedimento_id, data_agendamento DESC)`,
  `CREATE INDEX agendamento_data ON agendamento (data_agendamento)`,
  `CREATE TABLE arquivo (
     id uuid PRIMARY KEY,
     mime_type text NOT NULL,
     nome_original text NOT NULL,
     tamanho bigint NOT NULL CHECK (tamanho >= 0),
     usuario_id integer REFERENCES usuario (id) ON DELETE SET NULL,
     horario_cadastro timestamptz NOT NULL DEFAULT now(),
     vinculado boolean NOT NULL DEFAULT false
   )`,
  `CREATE INDEX arquivo_orfao ON arquivo (horario_cadastro) WHERE NOT vinculado`,
  `CREATE TABLE etapa_resposta (
     id serial PRIMARY KEY,
     configuracao_etapa_id integer NOT NULL REFERENCES configuracao_etapa (id) ON DELETE RESTRICT,
     paciente_id integer NOT NULL REFERENCES paciente (id) ON DELETE CASCADE,
     procedimento_id integer NOT NULL REFERENCES procedimento (id) ON DELETE RESTRICT,
     data_registro date NOT NULL,
     hora_inicial timestamptz NOT NULL,
     hora_final timestamptz NOT NULL,
     observacao text,
     usuario_interno_id integer REFERENCES usuario (id) ON DELETE SET NULL,
     versao integer NOT NULL DEFAULT 1,
     usuario_cadastro text,
     horario_cadastro timestamptz NOT NULL DEFAULT now(),
     usuario_alteracao text,
     horario_alteracao timestamptz NOT NULL DEFAULT now(),
     CHECK (hora_final > hora_inicial),
     UNIQUE (paciente_id, procedimento_id, configuracao_etapa_id)
   )`,
  `CREATE TABLE etapa_imagem (
     id serial PRIMARY KEY,
     etapa_resposta_id integer NOT NULL REFERENCES etapa_resposta (id) ON DELETE CASCADE,
     arquivo_id uuid NOT NULL UNIQUE REFERENCES arquivo (id) ON DELETE RESTRICT,
     exibe_no_estudo_caso boolean NOT NULL DEFAULT false,
     ordenacao integer NOT NULL DEFAULT 0
   )`,
  `CREATE INDEX etapa_imagem_resposta ON etapa_imagem (etapa_resposta_id, ordenacao)`,
  `CREATE TABLE etapa_auditoria (
     id bigserial PRIMARY KEY,
     etapa_resposta_id integer NOT NULL REFERENCES etapa_resposta (id) ON DELETE CASCADE,
     autor integer REFERENCES usuario (id) ON DELETE SET NULL,
     descricao text NOT NULL,
     data_acao timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX etapa_auditoria_resposta ON etapa_auditoria (etapa_resposta_id, data_acao DESC, id DESC)`,
];

const DOWN = [
  'DROP TABLE etapa_auditoria',
  'DROP TABLE etapa_imagem',
  'DROP TABLE etapa_resposta',
  'DROP TABLE arquivo',
  'DROP TABLE agendamento',
  'DROP TABLE sala',
  'DROP TABLE tipo_compromisso',
  'DROP TABLE procedimento_etapa',
  'DROP TABLE procedimento',
  'DROP TABLE configuracao_etapa',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
