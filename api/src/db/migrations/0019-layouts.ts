import { sql, type Kysely } from 'kysely';

/**
 * Document templates (spec 01 §3 Layout; §5 only one ORCAMENTO layout) with the exams they list,
 * and the document variable catalogue (name, value, active, blocked). The system's variables are
 * `bloqueado`: the server computes their value and they cannot be changed or deleted; the clinic's
 * own variables carry a fixed `valor`. `menu` says which editor menu offers a variable: CHAVE ({{),
 * IMPRESSAO ([[) or ORCAMENTO ('Selecione a Variável').
 */
const TIPOS = `'DOCUMENTO', 'EXAME', 'ORCAMENTO', 'ATESTADO', 'PRESCRICAO'`;

const SISTEMA: [nome: string, descricao: string, menu: 'CHAVE' | 'IMPRESSAO' | 'ORCAMENTO'][] = [
  ['NOME_PACIENTE', 'Nome do paciente', 'CHAVE'],
  ['IDADE_PACIENTE', 'Idade do paciente', 'CHAVE'],
  ['PROFISSAO_PACIENTE', 'Profissão do paciente', 'CHAVE'],
  ['RG_PACIENTE', 'RG do paciente', 'CHAVE'],
  ['CPF_PACIENTE', 'CPF do paciente', 'CHAVE'],
  ['ID_PACIENTE', 'Número do prontuário', 'CHAVE'],
  ['TELEFONE_PACIENTE', 'Telefone do paciente', 'CHAVE'],
  ['EMAIL_PACIENTE', 'E-mail do paciente', 'CHAVE'],
  ['SEXO_PACIENTE', 'Sexo do paciente', 'CHAVE'],
  ['NASCIMENTO_PACIENTE', 'Data de nascimento do paciente', 'CHAVE'],
  ['NOME_MAE_PACIENTE', 'Nome da mãe do paciente', 'CHAVE'],
  ['CEP', 'CEP do paciente', 'CHAVE'],
  ['LOGRADOURO', 'Logradouro do paciente', 'CHAVE'],
  ['NUMERO', 'Número do endereço do paciente', 'CHAVE'],
  ['BAIRRO', 'Bairro do paciente', 'CHAVE'],
  ['CIDADE', 'Cidade do paciente', 'CHAVE'],
  ['ESTADO', 'Estado do paciente', 'CHAVE'],
  ['NOME_MEDICO', 'Nome do médico', 'CHAVE'],
  ['REGISTRO_PROFISSIONAL', 'Registro profissional do médico', 'CHAVE'],
  ['PROCEDIMENTO', 'Nome do procedimento', 'CHAVE'],
  ['DESCRICAO_PROCEDIMENTO', 'Descrição do procedimento', 'CHAVE'],
  ['VALOR_PROCEDIMENTO', 'Valor do procedimento (R$)', 'CHAVE'],
  ['EMPRESA', 'Nome da clínica', 'CHAVE'],
  ['CONSULTOR', 'Quem emite o documento', 'CHAVE'],
  ['DIA', 'Dia de hoje', 'CHAVE'],
  ['MES', 'Mês de hoje (número)', 'CHAVE'],
  ['MES_EXTENSO', 'Mês de hoje por extenso', 'CHAVE'],
  ['ANO', 'Ano de hoje', 'CHAVE'],
  ['DATA', 'Data de hoje', 'CHAVE'],
  ['LOGO', 'Logo da clínica', 'IMPRESSAO'],
  ['CARIMBO', 'Carimbo do médico', 'IMPRESSAO'],
  ['INICIO_BLOQUEIO', 'Início de trecho não editável', 'IMPRESSAO'],
  ['FIM_BLOQUEIO', 'Fim de trecho não editável', 'IMPRESSAO'],
  ['INICIO_ESTUDO_CASO', 'Início do trecho do estudo de caso', 'IMPRESSAO'],
  ['FIM_ESTUDO_CASO', 'Fim do trecho do estudo de caso', 'IMPRESSAO'],
  ['RESPOSTAS_FORMULARIO', 'Respostas do formulário de primeira consulta', 'IMPRESSAO'],
  ['VARIAVEIS_ORCAMENTO', 'Quadro do orçamento', 'ORCAMENTO'],
  ['VALOR_LIQUIDO', 'Valor líquido do orçamento', 'ORCAMENTO'],
  ['VALOR_PROCEDIMENTO_ORCAMENTO', 'Valor do procedimento no orçamento', 'ORCAMENTO'],
  ['NOME_PROCEDIMENTO_ORCAMENTO', 'Procedimento do orçamento', 'ORCAMENTO'],
  ['CAMPANHA', 'Campanha do orçamento', 'ORCAMENTO'],
  ['CONDICOES_PAGAMENTO', 'Condições de pagamento', 'ORCAMENTO'],
  ['DESCONTO', 'Desconto do orçamento', 'ORCAMENTO'],
];

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

const UP = [
  `CREATE TABLE layout (
     id serial PRIMARY KEY,
     nome text NOT NULL CHECK (length(trim(nome)) > 0),
     texto text NOT NULL,
     procedimento_id integer REFERENCES procedimento (id) ON DELETE SET NULL,
     tipo_layout text NOT NULL CHECK (tipo_layout IN (${TIPOS})),
     formulario_id integer REFERENCES formulario (id) ON DELETE SET NULL,
     usuario_cadastro text,
     horario_cadastro timestamptz NOT NULL DEFAULT now(),
     usuario_alteracao text,
     horario_alteracao timestamptz NOT NULL DEFAULT now()
   )`,
  // spec 01 §5: one budget layout; the index makes two concurrent saves end with one of them refused
  `CREATE UNIQUE INDEX layout_orcamento_unico ON layout (tipo_layout) WHERE tipo_layout = 'ORCAMENTO'`,
  `CREATE INDEX layout_tipo ON layout (tipo_layout, lower(nome))`,
  `CREATE INDEX layout_formulario ON layout (formulario_id) WHERE formulario_id IS NOT NULL`,
  `CREATE TABLE layout_exame (
     layout_id integer NOT NULL REFERENCES layout (id) ON DELETE CASCADE,
     exame_id integer NOT NULL REFERENCES exame (id) ON DELETE CASCADE,
     ordenacao integer NOT NULL,
     PRIMARY KEY (layout_id, exame_id)
   )`,
  `CREATE INDEX layout_exame_exame ON layout_exame (exame_id)`,
  `CREATE TABLE variavel_aplicacao (
     id serial PRIMARY KEY,
     nome text NOT NULL CHECK (nome ~ '^[A-Z][A-Z0-9_]{0,59}$'),
     descricao text NOT NULL,
     valor text,
     menu text NOT NULL DEFAULT 'CHAVE' CHECK (menu IN ('CHAVE', 'IMPRESSAO', 'ORCAMENTO')),
     ativo boolean NOT NULL DEFAULT true,
     bloqueado boolean NOT NULL DEFAULT false,
     usuario_cadastro text,
     horario_cadastro timestamptz NOT NULL DEFAULT now(),
     usuario_alteracao text,
     horario_alteracao timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE UNIQUE INDEX variavel_aplicacao_nome_unico ON variavel_aplicacao (nome)`,
  `INSERT INTO variavel_aplicacao (nome, descricao, menu, bloqueado) VALUES ${SISTEMA.map(
    ([nome, descricao, menu]) => `(${literal(nome)}, ${literal(descricao)}, ${literal(menu)}, true)`,
  ).join(', ')}`,
];

const DOWN = ['DROP TABLE variavel_aplicacao', 'DROP TABLE layout_exame', 'DROP TABLE layout'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
