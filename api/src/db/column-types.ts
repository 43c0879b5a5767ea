import type { ColumnType } from 'kysely';

/**
 * What the database schema cannot say about a column, for the generated table types
 * (schema.generated.ts, `pnpm --filter @clinica/api db:types`): how the drivers hand values over,
 * what a jsonb holds, which texts a CHECK constraint allows. Tables, columns, nullability and
 * defaults come from the migrated schema itself.
 */

/** timestamptz: read as Date, written as Date or ISO text. */
export type Instant = ColumnType<Date, Date | string, Date | string>;
/** date: PGlite reads a Date, pg the 'YYYY-MM-DD' text; written as that text. */
export type DateColumn = ColumnType<Date | string, string, string>;
/** numeric: pg reads text, PGlite a number; written as a number. */
export type NumericColumn = ColumnType<string | number, number, number>;
/** int8 (bigserial ids, file sizes): a number from both drivers (database.ts sets pg's parser; values stay far below 2^53). */
export type Int8Column = ColumnType<number, number, number>;
/** jsonb: written as JSON text (toJson), read as the value. */
export type JsonColumn<T> = ColumnType<T, string, string>;
/** bytea: Buffer from pg, Uint8Array from PGlite. */
export type Bytes = Uint8Array;

/** Payer of a patient who does not pay for themselves (paciente.responsavel_pagamento). */
export interface ResponsavelPagamentoJson {
  nome: string | null;
  email: string | null;
  telefone: string | null;
  cpf: string | null;
  cep: string | null;
  logradouro: string | null;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
  cidade: string | null;
  estado: string | null;
  pais: string | null;
}

export type StatusAgendamento = 'PENDENTE' | 'CONFIRMADO' | 'CANCELADO' | 'EM_ATENDIMENTO' | 'FINALIZADO';
export type DiaSemanaColumn = 'DOM' | 'SEG' | 'TER' | 'QUA' | 'QUI' | 'SEX' | 'SAB';
export type TipoNotificacao = 'ABAIXO_ESTOQUE' | 'VENCIMENTO_ENTRADA_ESTOQUE' | 'CONTAS_RECEBER' | 'CONTAS_PAGAR' | 'PACIENTE_CHEGOU';
export type TipoMovimentacao = 'ENTRADA' | 'SAIDA' | 'DEVOLUCAO' | 'AJUSTE';
export type PapelDeAlerta = 'ROLE_ESTOQUE' | 'ROLE_FINANCEIRO';
export type FormaPagamento = 'DEBITO' | 'DINHEIRO' | 'PIX' | 'CREDITO';
/** An entry's method: never CREDITO (spec 02 §9). */
export type FormaPagamentoEntrada = 'DEBITO' | 'DINHEIRO' | 'PIX';
export type StatusOrcamento = 'PENDENTE' | 'APROVADO' | 'CANCELADO';
export type TipoReceita = 'RECEITA' | 'DESPESA';
export type OcorrenciaReceita = 'UNICA' | 'PARCELADA' | 'RECORRENTE';
export type TipoPeriodo = 'DIA' | 'SEMANA' | 'MES' | 'ANO';
export type StatusReceitaDetalhe = 'PENDENTE' | 'PAGO' | 'CANCELADO';

/** Database type → the type above (every column of that type). */
export const TYPE_MAPPING: Record<string, string> = {
  timestamptz: 'Instant',
  date: 'DateColumn',
  numeric: 'NumericColumn',
  int8: 'Int8Column',
  bytea: 'Bytes',
  time: 'string',
};

/** Columns whose values the schema leaves open (text with a CHECK list, jsonb, a generated column). */
export const COLUMN_OVERRIDES: Record<string, string> = {
  'perfil.perfil_equipe': "'ATENDIMENTO' | 'COMERCIAL'",
  'perfil.authorities': 'JsonColumn<string[]>',
  'usuario.idioma': "Generated<'pt' | 'es' | 'en'>",
  'auditoria.detalhes': 'JsonColumn<Record<string, unknown>> | null',
  'paciente.sexo': "'MASCULINO' | 'FEMININO' | null",
  'paciente.responsavel_pagamento': 'JsonColumn<ResponsavelPagamentoJson> | null',
  'paciente.nome_busca': 'ColumnType<string, never, never>',
  'agendamento.tipo_agendamento': "Generated<'NOVO' | 'RETORNO'>",
  'agendamento.status': 'Generated<StatusAgendamento>',
  'disponibilidade.dia': 'DiaSemanaColumn | null',
  'bloqueio_medico.dia_semana': 'DiaSemanaColumn | null',
  'bloqueio_medico.tipo_compromisso_enum': "Generated<'AVULSO'>",
  'notificacao.papel': 'PapelDeAlerta | null',
  'notificacao.tipo': 'TipoNotificacao | null',
  'notificacao.dados': 'JsonColumn<Record<string, unknown>>',
  'layout.tipo_layout': "'DOCUMENTO' | 'EXAME' | 'ORCAMENTO' | 'ATESTADO' | 'PRESCRICAO'",
  'variavel_aplicacao.menu': "Generated<'CHAVE' | 'IMPRESSAO' | 'ORCAMENTO'>",
  'estoque_movimentacao.tipo': 'TipoMovimentacao',
  'campanha.tipo_desconto': "'VALOR_REAL' | 'PORCENTAGEM'",
  'campanha_historico.acao': "'CRIADA' | 'ALTERADA' | 'DESABILITADA' | 'HABILITADA'",
  'campanha_historico.detalhes': 'JsonColumn<Record<string, unknown>>',
  'orcamento.status': 'Generated<StatusOrcamento>',
  'orcamento.valor_liquido': 'ColumnType<number, never, never>',
  'orcamento_proposta.forma_pagamento': 'FormaPagamento',
  'orcamento_proposta.forma_pagamento_entrada': 'FormaPagamentoEntrada | null',
  'receita.tipo': 'TipoReceita',
  'receita.ocorrencia': 'Generated<OcorrenciaReceita>',
  'receita.forma_pagamento': 'FormaPagamento | null',
  'receita.tipo_periodo': 'TipoPeriodo | null',
  'receita.status': "Generated<'ATIVA' | 'CANCELADA'>",
  'receita_detalhe.tipo_lancamento': "Generated<'ENTRADA' | 'PARCELA'>",
  'receita_detalhe.forma_pagamento': 'FormaPagamento | null',
  'receita_detalhe.status': 'Generated<StatusReceitaDetalhe>',
  'parcelamento.forma_pagamento': 'FormaPagamento',
};
