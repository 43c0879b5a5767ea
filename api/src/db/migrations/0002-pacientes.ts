import { sql, type Kysely } from 'kysely';

/**
 * Patients and their lookups (spec 02 §3). Name search: a trigram GIN index over the unaccented,
 * lower-cased name (pg_trgm + unaccent, both created in `public` so the per-schema test databases
 * on PostgreSQL share them and dropping one test schema never drops them).
 */
const UP = [
  // two test files migrating at once on one PostgreSQL would race on CREATE EXTENSION
  `SELECT pg_advisory_xact_lock(7302001)`,
  `CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public`,
  `CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public`,
  // unaccent() is only STABLE; an index needs an IMMUTABLE wrapper with the dictionary fixed
  `CREATE FUNCTION paciente_busca(texto text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
     AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, lower(texto)) $$`,
  `CREATE TABLE plano_saude (
     id serial PRIMARY KEY,
     nome text NOT NULL CHECK (length(trim(nome)) > 0)
   )`,
  `CREATE UNIQUE INDEX plano_saude_nome_unico ON plano_saude (lower(nome))`,
  `CREATE TABLE pesquisa_atracao (
     id serial PRIMARY KEY,
     nome text NOT NULL CHECK (length(trim(nome)) > 0)
   )`,
  `CREATE UNIQUE INDEX pesquisa_atracao_nome_unico ON pesquisa_atracao (lower(nome))`,
  `CREATE TABLE pulseira (
     id serial PRIMARY KEY,
     tipo text NOT NULL CHECK (length(trim(tipo)) > 0),
     cor text NOT NULL CHECK (cor ~ '^#[0-9A-Fa-f]{6}$')
   )`,
  `CREATE UNIQUE INDEX pulseira_tipo_unico ON pulseira (lower(tipo))`,
  `CREATE TABLE paciente (
     id serial PRIMARY KEY,
     nome text NOT NULL CHECK (length(trim(nome)) > 0),
     nascimento date,
     cpf text CHECK (cpf ~ '^[0-9]{11}$'),
     rg text,
     nome_mae text,
     profissao text,
     plano_saude smallint,
     plano_saude_id integer REFERENCES plano_saude (id) ON DELETE RESTRICT,
     pulseira_id integer REFERENCES pulseira (id) ON DELETE RESTRICT,
     pulseira_vermelha boolean NOT NULL DEFAULT false,
     email text,
     ddi text NOT NULL DEFAULT '55',
     telefone text,
     celular text,
     whats_app text,
     eh_whatsapp boolean NOT NULL DEFAULT true,
     sexo text CHECK (sexo IN ('MASCULINO', 'FEMININO')),
     estrangeiro boolean NOT NULL DEFAULT false,
     is_responsavel_pelo_pagamento boolean NOT NULL DEFAULT true,
     responsavel_pagamento jsonb CHECK (responsavel_pagamento IS NULL OR jsonb_typeof(responsavel_pagamento) = 'object'),
     cep text,
     logradouro text,
     numero text,
     complemento text,
     bairro text,
     cidade text,
     estado text,
     pais text,
     nome_contato_emergencia text,
     telefone_contato_emergencia text,
     grau_parentesco_contato_emergencia text,
     pesquisa_atracao integer REFERENCES pesquisa_atracao (id) ON DELETE RESTRICT,
     rede_social text,
     observacoes text,
     altura numeric(4, 2),
     peso numeric(6, 2),
     foto text,
     ativo boolean NOT NULL DEFAULT true,
     versao integer NOT NULL DEFAULT 1,
     usuario_cadastro text,
     horario_cadastro timestamptz NOT NULL DEFAULT now(),
     usuario_alteracao text,
     horario_alteracao timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE UNIQUE INDEX paciente_cpf_unico ON paciente (cpf) WHERE cpf IS NOT NULL`,
  // prefix search on CPF digits (LIKE '123%') whatever the collation
  `CREATE INDEX paciente_cpf_prefixo ON paciente (cpf text_pattern_ops)`,
  `CREATE INDEX paciente_nome_trgm ON paciente USING gin (paciente_busca(nome) public.gin_trgm_ops)`,
  `CREATE INDEX paciente_nome_ordem ON paciente (nome, id)`,
  `CREATE TABLE paciente_auditoria (
     id bigserial PRIMARY KEY,
     paciente_id integer NOT NULL REFERENCES paciente (id) ON DELETE CASCADE,
     autor integer REFERENCES usuario (id) ON DELETE SET NULL,
     descricao text NOT NULL,
     data_acao timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX paciente_auditoria_paciente ON paciente_auditoria (paciente_id, data_acao DESC, id DESC)`,
];

const DOWN = [
  'DROP TABLE paciente_auditoria',
  'DROP TABLE paciente',
  'DROP TABLE pulseira',
  'DROP TABLE pesquisa_atracao',
  'DROP TABLE plano_saude',
  'DROP FUNCTION paciente_busca(text)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
