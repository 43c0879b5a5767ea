import { sql, type Kysely } from 'kysely';

/** Statements run one by one (PGlite's extended protocol takes one statement per query). */
const UP = [
  `CREATE TABLE perfil (
     id serial PRIMARY KEY,
     nome text NOT NULL CHECK (length(trim(nome)) > 0),
     default_home text NOT NULL DEFAULT 'home.dashboard',
     perfil_equipe text NOT NULL DEFAULT 'ATENDIMENTO' CHECK (perfil_equipe IN ('ATENDIMENTO', 'COMERCIAL')),
     authorities jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(authorities) = 'array'),
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE UNIQUE INDEX perfil_nome_unico ON perfil (lower(nome))`,
  `CREATE TABLE usuario (
     id serial PRIMARY KEY,
     nome text NOT NULL,
     email text NOT NULL,
     cpf text NOT NULL CHECK (cpf ~ '^[0-9]{11}$'),
     senha_hash text NOT NULL,
     eh_medico boolean NOT NULL DEFAULT false,
     foto text,
     idioma text NOT NULL DEFAULT 'pt' CHECK (idioma IN ('pt', 'es', 'en')),
     perfil_id integer NOT NULL REFERENCES perfil (id) ON DELETE RESTRICT,
     ativo boolean NOT NULL DEFAULT true,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE UNIQUE INDEX usuario_email_unico ON usuario (lower(email))`,
  `CREATE UNIQUE INDEX usuario_cpf_unico ON usuario (cpf)`,
  `CREATE INDEX usuario_perfil ON usuario (perfil_id)`,
  `CREATE TABLE sessao (
     id uuid PRIMARY KEY,
     usuario_id integer NOT NULL REFERENCES usuario (id) ON DELETE CASCADE,
     created_at timestamptz NOT NULL DEFAULT now(),
     expires_at timestamptz NOT NULL,
     revoked_at timestamptz,
     ip text,
     user_agent text
   )`,
  `CREATE INDEX sessao_usuario ON sessao (usuario_id)`,
  `CREATE TABLE reset_senha (
     id serial PRIMARY KEY,
     token_hash text NOT NULL UNIQUE,
     usuario_id integer NOT NULL REFERENCES usuario (id) ON DELETE CASCADE,
     created_at timestamptz NOT NULL DEFAULT now(),
     expires_at timestamptz NOT NULL,
     used_at timestamptz
   )`,
  `CREATE TABLE white_label (
     id integer PRIMARY KEY CHECK (id = 1),
     nome text NOT NULL DEFAULT 'Clínica',
     logo bytea,
     logo_mime text,
     favicon bytea,
     favicon_mime text,
     cor_do_sistema text NOT NULL DEFAULT '#008B90' CHECK (cor_do_sistema ~ '^#[0-9A-Fa-f]{6}$'),
     titulo_da_pagida text NOT NULL DEFAULT 'Clínica — Portal',
     usuario_cadastro text,
     horario_cadastro timestamptz NOT NULL DEFAULT now(),
     usuario_alteracao text,
     horario_alteracao timestamptz NOT NULL DEFAULT now()
   )`,
  `INSERT INTO white_label (id, usuario_cadastro, usuario_alteracao) VALUES (1, 'Sistema', 'Sistema')`,
  `CREATE TABLE email_outbox (
     id serial PRIMARY KEY,
     destinatario text NOT NULL,
     assunto text NOT NULL,
     corpo_texto text NOT NULL,
     corpo_html text NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     sent_at timestamptz
   )`,
  `CREATE TABLE auditoria (
     id bigserial PRIMARY KEY,
     usuario_id integer,
     usuario_nome text,
     acao text NOT NULL,
     entidade text,
     entidade_id text,
     detalhes jsonb,
     ip text,
     user_agent text,
     criado_em timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX auditoria_criado_em ON auditoria (criado_em)`,
  `CREATE FUNCTION auditoria_somente_insercao() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     RAISE EXCEPTION 'auditoria aceita somente inserção (% recusado)', TG_OP;
   END
   $$`,
  `CREATE TRIGGER auditoria_sem_alteracao BEFORE UPDATE OR DELETE ON auditoria
     FOR EACH ROW EXECUTE FUNCTION auditoria_somente_insercao()`,
  `CREATE TRIGGER auditoria_sem_truncate BEFORE TRUNCATE ON auditoria
     FOR EACH STATEMENT EXECUTE FUNCTION auditoria_somente_insercao()`,
  `CREATE TABLE login_tentativa (
     id bigserial PRIMARY KEY,
     chave text NOT NULL,
     ip text,
     criado_em timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX login_tentativa_chave ON login_tentativa (chave, criado_em)`,
];

const DOWN = [
  'DROP TABLE login_tentativa',
  'DROP TABLE auditoria',
  'DROP FUNCTION auditoria_somente_insercao()',
  'DROP TABLE email_outbox',
  'DROP TABLE white_label',
  'DROP TABLE reset_senha',
  'DROP TABLE sessao',
  'DROP TABLE usuario',
  'DROP TABLE perfil',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
