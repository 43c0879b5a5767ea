import { sql, type Kysely } from 'kysely';

/**
 * The record's filled forms and uploaded form files (spec 02 §3 "Form answer set", §2.12). A filled
 * form points at the form version it was filled on and each answer at that version's question row
 * (0013: versions and their questions never change), so editing the form later never rewrites an
 * old answer. An upload holds a stored file (arquivo) instead of a version. `versao` counts the
 * answer set's own edits (a stale edit is refused). CIDADE_CLINICA: the clinic's city, edited in
 * Configurações > Variáveis, the place the 'Ficha de admissão e anamnese' printout is signed at.
 */
const UP = [
  `CREATE TABLE formulario_resposta (
     id serial PRIMARY KEY,
     paciente_id integer NOT NULL REFERENCES paciente (id) ON DELETE CASCADE,
     procedimento_id integer NOT NULL REFERENCES procedimento (id) ON DELETE RESTRICT,
     formulario_id integer REFERENCES formulario (id) ON DELETE RESTRICT,
     formulario_versao_id integer REFERENCES formulario_versao (id) ON DELETE RESTRICT,
     nome text NOT NULL CHECK (length(trim(nome)) > 0),
     medico_id integer REFERENCES usuario (id) ON DELETE SET NULL,
     restricao boolean NOT NULL DEFAULT false,
     arquivo_id uuid UNIQUE REFERENCES arquivo (id) ON DELETE RESTRICT,
     versao integer NOT NULL DEFAULT 1 CHECK (versao >= 1),
     usuario_cadastro text,
     horario_cadastro timestamptz NOT NULL DEFAULT now(),
     usuario_alteracao text,
     horario_alteracao timestamptz NOT NULL DEFAULT now(),
     CHECK ((formulario_versao_id IS NULL) = (formulario_id IS NULL)),
     CHECK ((formulario_versao_id IS NULL) <> (arquivo_id IS NULL))
   )`,
  `CREATE INDEX formulario_resposta_paciente ON formulario_resposta (paciente_id, procedimento_id, horario_cadastro DESC)`,
  `CREATE TABLE formulario_resposta_pergunta (
     id serial PRIMARY KEY,
     resposta_id integer NOT NULL REFERENCES formulario_resposta (id) ON DELETE CASCADE,
     pergunta_id integer NOT NULL REFERENCES formulario_pergunta (id) ON DELETE RESTRICT,
     resposta text,
     sim_ou_nao text CHECK (sim_ou_nao IN ('SIM', 'NAO')),
     resposta_opcao text,
     restricao boolean NOT NULL DEFAULT false,
     grau_calvicie_id integer REFERENCES grau_calvicie (id) ON DELETE SET NULL,
     CHECK (NOT (restricao AND sim_ou_nao IS NOT NULL)),
     UNIQUE (resposta_id, pergunta_id)
   )`,
  `INSERT INTO variavel_aplicacao (nome, descricao, menu, bloqueado)
     SELECT 'CIDADE_CLINICA', 'Cidade da clínica (local e data das fichas impressas)', 'CHAVE', false
     WHERE NOT EXISTS (SELECT 1 FROM variavel_aplicacao WHERE nome = 'CIDADE_CLINICA')`,
];

const DOWN = ['DROP TABLE formulario_resposta_pergunta', 'DROP TABLE formulario_resposta', `DELETE FROM variavel_aplicacao WHERE nome = 'CIDADE_CLINICA'`];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
