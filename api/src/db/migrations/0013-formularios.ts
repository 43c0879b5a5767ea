import { sql, type Kysely } from 'kysely';

/**
 * Form definitions (spec 02 §3: Form, Question, Baldness degree image). A form's questions belong
 * to a version: editing a form adds a version with its own question rows, so answers (a later issue)
 * stay tied to the version they were given on. Versions and their questions never change once
 * written (a trigger refuses UPDATE); `formulario` holds what changes (current name and version,
 * active flag). Deleting a form takes its versions with it (answers will restrict that).
 */
const UP = [
  `CREATE TABLE formulario (
     id serial PRIMARY KEY,
     nome text NOT NULL CHECK (length(trim(nome)) > 0),
     ativo boolean NOT NULL DEFAULT true,
     versao integer NOT NULL DEFAULT 1 CHECK (versao >= 1),
     usuario_cadastro text,
     horario_cadastro timestamptz NOT NULL DEFAULT now(),
     usuario_alteracao text,
     horario_alteracao timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE UNIQUE INDEX formulario_nome_unico ON formulario (lower(nome))`,
  `CREATE TABLE formulario_versao (
     id serial PRIMARY KEY,
     formulario_id integer NOT NULL REFERENCES formulario (id) ON DELETE CASCADE,
     versao integer NOT NULL CHECK (versao >= 1),
     nome text NOT NULL CHECK (length(trim(nome)) > 0),
     usuario_cadastro text,
     horario_cadastro timestamptz NOT NULL DEFAULT now(),
     UNIQUE (formulario_id, versao)
   )`,
  `CREATE TABLE formulario_pergunta (
     id serial PRIMARY KEY,
     formulario_versao_id integer NOT NULL REFERENCES formulario_versao (id) ON DELETE CASCADE,
     pergunta text NOT NULL CHECK (length(trim(pergunta)) > 0),
     exibir_campos_sim_ou_nao boolean NOT NULL DEFAULT false,
     exibir_campo_restricao boolean NOT NULL DEFAULT false,
     exibir_grau_calvicie boolean NOT NULL DEFAULT false,
     exibe_pulseira_vermelha boolean NOT NULL DEFAULT false,
     texto_complementar text,
     opcoes_adicionais text,
     ordenacao integer NOT NULL DEFAULT 0
   )`,
  `CREATE INDEX formulario_pergunta_versao ON formulario_pergunta (formulario_versao_id, ordenacao, id)`,
  `CREATE FUNCTION formulario_versao_imutavel() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     RAISE EXCEPTION 'versões de formulário não mudam depois de criadas (% recusado em %)', TG_OP, TG_TABLE_NAME;
   END
   $$`,
  `CREATE TRIGGER formulario_versao_sem_alteracao BEFORE UPDATE ON formulario_versao
     FOR EACH ROW EXECUTE FUNCTION formulario_versao_imutavel()`,
  `CREATE TRIGGER formulario_pergunta_sem_alteracao BEFORE UPDATE ON formulario_pergunta
     FOR EACH ROW EXECUTE FUNCTION formulario_versao_imutavel()`,
  `CREATE TABLE grau_calvicie (
     id serial PRIMARY KEY,
     grau text NOT NULL CHECK (length(trim(grau)) > 0),
     imagem_preenchida text,
     imagem_nao_preenchida text,
     ordenacao integer NOT NULL DEFAULT 0
   )`,
  `CREATE UNIQUE INDEX grau_calvicie_grau_unico ON grau_calvicie (lower(grau))`,
];

const DOWN = [
  'DROP TABLE grau_calvicie',
  'DROP TABLE formulario_pergunta',
  'DROP TABLE formulario_versao',
  'DROP FUNCTION formulario_versao_imutavel()',
  'DROP TABLE formulario',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
