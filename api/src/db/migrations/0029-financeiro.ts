import { sql, type Kysely } from 'kysely';

/**
 * Finance (issue 38; spec 01 §3 Receivable, Budget model, Campaign, §7 Campaigns and Finance; spec 02 §3
 * Quote form, Payment proposal, Receivable DTO, §4 Quote status and Receivable instalment).
 *
 * Money: every amount is integer centavos in a bigint (R$ 100,00 = 10000); a percentage discount is
 * numeric(5,2) percent. The procedure's price moves from numeric reais (procedimento.valor) to
 * procedimento.valor_centavos (bigint), the old column dropped so no reader can mistake one for the other.
 *
 * - campanha: a discount (VALOR_REAL = fixed centavos, PORCENTAGEM = percent) for the procedures it lists
 *   (campanha_procedimento); every create/change/disable leaves a campanha_historico row (who, when, what).
 * - orcamento: a quote for one patient and procedure, gross value and discount (net = gross − discount,
 *   generated), PENDENTE → APROVADO or CANCELADO, with its payment proposals (orcamento_proposta). At most
 *   one proposal is chosen (partial unique index), and a quote yields at most one receivable (receita's
 *   partial unique index on orcamento_id): concurrent approvals cannot create two.
 * - receita: a receivable (RECEITA) or a payable (DESPESA) — one-off (UNICA), in instalments (PARCELADA)
 *   or recurring (RECORRENTE: every `periodo` `tipo_periodo` until `data_limite`); cancelled ones stay,
 *   marked. receita_detalhe: its entry (ENTRADA) and instalments (PARCELA), each PENDENTE → PAGO (who
 *   received it and when) or CANCELADO.
 * - parcelamento: the clinic's terms per payment method and instalment count (card fee, days until the
 *   money arrives), for /gerenciar/orcamento/cadastroParcelamento and listaParcelamento.
 */
const FORMA = `('DEBITO', 'DINHEIRO', 'PIX', 'CREDITO')`;
const FORMA_ENTRADA = `('DEBITO', 'DINHEIRO', 'PIX')`;

const UP = [
  // the procedure's price in centavos
  `ALTER TABLE procedimento ADD COLUMN valor_centavos bigint`,
  `UPDATE procedimento SET valor_centavos = round(valor * 100)::bigint`,
  `ALTER TABLE procedimento ALTER COLUMN valor_centavos SET NOT NULL`,
  `ALTER TABLE procedimento ADD CONSTRAINT procedimento_valor_centavos_check CHECK (valor_centavos >= 1)`,
  `ALTER TABLE procedimento DROP COLUMN valor`,

  `CREATE TABLE campanha (
     id serial PRIMARY KEY,
     nome text NOT NULL CHECK (length(trim(nome)) > 0),
     tipo_desconto text NOT NULL CHECK (tipo_desconto IN ('VALOR_REAL', 'PORCENTAGEM')),
     desconto_centavos bigint CHECK (desconto_centavos >= 0),
     desconto_percentual numeric(5, 2) CHECK (desconto_percentual >= 0 AND desconto_percentual <= 100),
     ativo boolean NOT NULL DEFAULT true,
     versao integer NOT NULL DEFAULT 1 CHECK (versao >= 1),
     usuario_cadastro text,
     horario_cadastro timestamptz NOT NULL DEFAULT now(),
     usuario_alteracao text,
     horario_alteracao timestamptz NOT NULL DEFAULT now(),
     CHECK ((tipo_desconto = 'VALOR_REAL') = (desconto_centavos IS NOT NULL)),
     CHECK ((tipo_desconto = 'PORCENTAGEM') = (desconto_percentual IS NOT NULL))
   )`,
  `CREATE UNIQUE INDEX campanha_nome_unico ON campanha (lower(nome))`,
  `CREATE TABLE campanha_procedimento (
     campanha_id integer NOT NULL REFERENCES campanha (id) ON DELETE CASCADE,
     procedimento_id integer NOT NULL REFERENCES procedimento (id) ON DELETE RESTRICT,
     PRIMARY KEY (campanha_id, procedimento_id)
   )`,
  // the quote form offers the campaigns that contain the chosen procedure
  `CREATE INDEX campanha_procedimento_procedimento ON campanha_procedimento (procedimento_id)`,
  `CREATE TABLE campanha_historico (
     id serial PRIMARY KEY,
     campanha_id integer NOT NULL REFERENCES campanha (id) ON DELETE CASCADE,
     acao text NOT NULL CHECK (acao IN ('CRIADA', 'ALTERADA', 'DESABILITADA', 'HABILITADA')),
     detalhes jsonb NOT NULL DEFAULT '{}'::jsonb,
     usuario_id integer,
     usuario_nome text,
     horario timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX campanha_historico_campanha ON campanha_historico (campanha_id, horario DESC, id DESC)`,

  `CREATE TABLE orcamento (
     id serial PRIMARY KEY,
     paciente_id integer NOT NULL REFERENCES paciente (id) ON DELETE RESTRICT,
     profissional_id integer NOT NULL REFERENCES usuario (id) ON DELETE RESTRICT,
     procedimento_id integer NOT NULL REFERENCES procedimento (id) ON DELETE RESTRICT,
     campanha_id integer REFERENCES campanha (id) ON DELETE RESTRICT,
     valor_bruto bigint NOT NULL CHECK (valor_bruto >= 1),
     desconto bigint NOT NULL DEFAULT 0 CHECK (desconto >= 0),
     valor_liquido bigint GENERATED ALWAYS AS (valor_bruto - desconto) STORED,
     status text NOT NULL DEFAULT 'PENDENTE' CHECK (status IN ('PENDENTE', 'APROVADO', 'CANCELADO')),
     solicitacao timestamptz NOT NULL DEFAULT now(),
     versao integer NOT NULL DEFAULT 1 CHECK (versao >= 1),
     usuario_cadastro text,
     horario_cadastro timestamptz NOT NULL DEFAULT now(),
     usuario_alteracao text,
     horario_alteracao timestamptz NOT NULL DEFAULT now(),
     CHECK (desconto <= valor_bruto)
   )`,
  // the list (newest first, a date range) and its patient / procedure / campaign filters; the debits tab
  `CREATE INDEX orcamento_solicitacao ON orcamento (solicitacao DESC, id DESC)`,
  `CREATE INDEX orcamento_paciente ON orcamento (paciente_id, solicitacao DESC, id DESC)`,
  `CREATE INDEX orcamento_procedimento ON orcamento (procedimento_id, solicitacao DESC)`,
  `CREATE INDEX orcamento_campanha ON orcamento (campanha_id) WHERE campanha_id IS NOT NULL`,
  `CREATE TABLE orcamento_proposta (
     id serial PRIMARY KEY,
     orcamento_id integer NOT NULL REFERENCES orcamento (id) ON DELETE CASCADE,
     ordenacao integer NOT NULL DEFAULT 0,
     forma_pagamento text NOT NULL CHECK (forma_pagamento IN ${FORMA}),
     quantidade_parcelas integer NOT NULL DEFAULT 1 CHECK (quantidade_parcelas >= 1),
     valor_parcela bigint NOT NULL DEFAULT 0 CHECK (valor_parcela >= 0),
     tem_entrada boolean NOT NULL DEFAULT false,
     forma_pagamento_entrada text CHECK (forma_pagamento_entrada IN ${FORMA_ENTRADA}),
     valor_entrada bigint CHECK (valor_entrada >= 0),
     escolhido boolean NOT NULL DEFAULT false,
     CHECK (forma_pagamento = 'CREDITO' OR quantidade_parcelas = 1),
     CHECK (tem_entrada = (forma_pagamento_entrada IS NOT NULL)),
     CHECK (tem_entrada = (valor_entrada IS NOT NULL))
   )`,
  `CREATE INDEX orcamento_proposta_orcamento ON orcamento_proposta (orcamento_id, ordenacao, id)`,
  // one approved proposal per quote, whatever races
  `CREATE UNIQUE INDEX orcamento_proposta_escolhida ON orcamento_proposta (orcamento_id) WHERE escolhido`,

  `CREATE TABLE receita (
     id serial PRIMARY KEY,
     tipo text NOT NULL CHECK (tipo IN ('RECEITA', 'DESPESA')),
     orcamento_id integer REFERENCES orcamento (id) ON DELETE RESTRICT,
     nome_receita text NOT NULL CHECK (length(trim(nome_receita)) > 0),
     observacao text,
     ocorrencia text NOT NULL DEFAULT 'UNICA' CHECK (ocorrencia IN ('UNICA', 'PARCELADA', 'RECORRENTE')),
     ocorrencia_ativa boolean NOT NULL DEFAULT true,
     quantidade_parcela integer NOT NULL DEFAULT 1 CHECK (quantidade_parcela >= 1),
     vencimento_apartir date,
     forma_pagamento text CHECK (forma_pagamento IN ${FORMA}),
     valor_bruto bigint NOT NULL CHECK (valor_bruto >= 0),
     periodo integer CHECK (periodo >= 1),
     tipo_periodo text CHECK (tipo_periodo IN ('DIA', 'SEMANA', 'MES', 'ANO')),
     data_limite date,
     paciente_id integer REFERENCES paciente (id) ON DELETE RESTRICT,
     fornecedor text,
     status text NOT NULL DEFAULT 'ATIVA' CHECK (status IN ('ATIVA', 'CANCELADA')),
     versao integer NOT NULL DEFAULT 1 CHECK (versao >= 1),
     usuario_cadastro text,
     horario_cadastro timestamptz NOT NULL DEFAULT now(),
     usuario_alteracao text,
     horario_alteracao timestamptz NOT NULL DEFAULT now(),
     cancelado_por text,
     cancelado_em timestamptz,
     CHECK (ocorrencia <> 'RECORRENTE' OR (periodo IS NOT NULL AND tipo_periodo IS NOT NULL)),
     CHECK ((status = 'CANCELADA') = (cancelado_em IS NOT NULL))
   )`,
  // one receivable per quote, whatever races
  `CREATE UNIQUE INDEX receita_orcamento ON receita (orcamento_id) WHERE orcamento_id IS NOT NULL`,
  `CREATE INDEX receita_tipo ON receita (tipo, horario_cadastro DESC, id DESC)`,
  `CREATE INDEX receita_paciente ON receita (paciente_id) WHERE paciente_id IS NOT NULL`,
  `CREATE TABLE receita_detalhe (
     id serial PRIMARY KEY,
     receita_id integer NOT NULL REFERENCES receita (id) ON DELETE RESTRICT,
     tipo_lancamento text NOT NULL DEFAULT 'PARCELA' CHECK (tipo_lancamento IN ('ENTRADA', 'PARCELA')),
     parcela integer NOT NULL CHECK (parcela >= 0),
     valor bigint NOT NULL CHECK (valor >= 0),
     forma_pagamento text CHECK (forma_pagamento IN ${FORMA}),
     vencimento date NOT NULL,
     status text NOT NULL DEFAULT 'PENDENTE' CHECK (status IN ('PENDENTE', 'PAGO', 'CANCELADO')),
     dia_pagamento timestamptz,
     responsavel_recebimento text,
     responsavel_recebimento_id integer,
     cancelado_por text,
     cancelado_em timestamptz,
     versao integer NOT NULL DEFAULT 1 CHECK (versao >= 1),
     CHECK ((status = 'PAGO') = (dia_pagamento IS NOT NULL)),
     CHECK ((status = 'CANCELADO') = (cancelado_em IS NOT NULL))
   )`,
  `CREATE INDEX receita_detalhe_receita ON receita_detalhe (receita_id, parcela, id)`,
  // the lists by period (due date), and the due-soon / overdue scan: pending ones only
  `CREATE INDEX receita_detalhe_vencimento ON receita_detalhe (vencimento, id)`,
  `CREATE INDEX receita_detalhe_pendente ON receita_detalhe (vencimento) WHERE status = 'PENDENTE'`,

  `CREATE TABLE parcelamento (
     id serial PRIMARY KEY,
     forma_pagamento text NOT NULL CHECK (forma_pagamento IN ${FORMA}),
     quantidade_parcelas integer NOT NULL DEFAULT 1 CHECK (quantidade_parcelas >= 1 AND quantidade_parcelas <= 24),
     taxa_percentual numeric(5, 2) NOT NULL DEFAULT 0 CHECK (taxa_percentual >= 0 AND taxa_percentual <= 100),
     dias_recebimento integer NOT NULL DEFAULT 0 CHECK (dias_recebimento >= 0 AND dias_recebimento <= 400),
     versao integer NOT NULL DEFAULT 1 CHECK (versao >= 1),
     usuario_alteracao text,
     horario_alteracao timestamptz NOT NULL DEFAULT now(),
     UNIQUE (forma_pagamento, quantidade_parcelas)
   )`,
];

const DOWN = [
  'DROP TABLE parcelamento',
  'DROP TABLE receita_detalhe',
  'DROP TABLE receita',
  'DROP TABLE orcamento_proposta',
  'DROP TABLE orcamento',
  'DROP TABLE campanha_historico',
  'DROP TABLE campanha_procedimento',
  'DROP TABLE campanha',
  `ALTER TABLE procedimento ADD COLUMN valor numeric(12, 2)`,
  `UPDATE procedimento SET valor = valor_centavos / 100.0`,
  `ALTER TABLE procedimento ALTER COLUMN valor SET NOT NULL`,
  `ALTER TABLE procedimento ADD CONSTRAINT procedimento_valor_check CHECK (valor >= 0.01)`,
  `ALTER TABLE procedimento DROP COLUMN valor_centavos`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
