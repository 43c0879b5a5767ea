import { Type, type Static } from 'typebox';
import { Id, TextoLinha, TextoLinhas } from '../http/schemas.js';
import { Nullable, NullableEnum, StringEnum } from '../http/typebox.js';
import { versaoLida } from '../errors/registro-desatualizado.js';
import { MAX_PARCELAS } from './parcelas.js';

export const TAGS = ['Financeiro'];
export const FORMAS_PAGAMENTO = ['DEBITO', 'DINHEIRO', 'PIX', 'CREDITO'] as const;
export const TIPOS_RECEITA = ['RECEITA', 'DESPESA'] as const;
export const OCORRENCIAS = ['UNICA', 'PARCELADA', 'RECORRENTE'] as const;
export const TIPOS_PERIODO = ['DIA', 'SEMANA', 'MES', 'ANO'] as const;
/** An instalment's status as the tables show it (spec 02 §4: 'Pendente' until paid, then 'PAGO'); overdue and cancelled beside. */
export const STATUS_PARCELA = ['Pendente', 'PAGO', 'VENCIDO', 'CANCELADO'] as const;
export type StatusParcela = (typeof STATUS_PARCELA)[number];

/** The finance area (spec 01 §2): its lists and reads. */
export const FINANCEIRO_READ = 'ROLE_FINANCEIRO';
/** Launching: a receivable needs CRIAR_RECEITA, a payable CRIAR_DESPESA (checked per body). */
export const FINANCEIRO_CRIAR = 'ROLE_FINANCEIRO && (CRIAR_RECEITA || CRIAR_DESPESA)';
export const FINANCEIRO_EDITAR = 'ROLE_FINANCEIRO && (EDITAR_RECEITA || EDITAR_DESPESA)';
export const FINANCEIRO_CANCELAR = 'ROLE_FINANCEIRO && (CANCELAR_RECEITA || CANCELAR_DESPESA)';
/** The record's Débitos tab (spec 02 §6: DEBITO_FICHA_PACIENTE) lists a patient's instalments and pays them. */
export const DEBITOS_PACIENTE = 'ROLE_PACIENTES && DEBITO_FICHA_PACIENTE';
/** Paying: finance (EDITAR_RECEITA / EDITAR_DESPESA, checked per entry) or the record's Débitos tab (a patient's receivable). */
export const FINANCEIRO_PAGAR = `(${FINANCEIRO_EDITAR}) || (${DEBITOS_PACIENTE})`;
/** Reading one entry: the finance area or the Débitos tab (a patient's receivable only). */
export const FINANCEIRO_BUSCAR = `${FINANCEIRO_READ} || (${DEBITOS_PACIENTE})`;
/** Card terms: read where quotes are made and in finance; written in Configurações. */
export const PARCELAMENTO_READ = 'ROLE_FINANCEIRO || ORCAMENTO || ROLE_CONFIGURACOES';
export const PARCELAMENTO_WRITE = 'ROLE_CONFIGURACOES && GERENCIAR_CONFIGURACOES';

const dia = (description: string) => Type.String({ format: 'date', description });
const Centavos = (description: string, minimum = 0) => Type.Integer({ minimum, maximum: 100_000_000_000, description: `${description}, em centavos` });
const Forma = StringEnum(FORMAS_PAGAMENTO);

export const detalheReceitaSchema = Type.Object(
  {
    id: Type.Integer(),
    valorReceita: Type.Integer({ description: 'em centavos' }),
    formaPagamento: NullableEnum(FORMAS_PAGAMENTO),
    parcela: Type.Integer({ description: '0 = entrada, 1…n as parcelas' }),
    vencimento: Type.String({ format: 'date' }),
    diaPagamento: Nullable(Type.String({ format: 'date-time', description: 'quando foi paga (null enquanto pendente)' })),
    resposavelRecebimento: Nullable(Type.String({ description: 'quem registrou o pagamento (grafia da especificação)' })),
    tipoLancamento: StringEnum(['ENTRADA', 'PARCELA'] as const),
    status: StringEnum(STATUS_PARCELA),
  },
  { $id: 'DetalheReceita' },
);
export type DetalheReceitaDto = Static<typeof detalheReceitaSchema>;

export const receitaSchema = Type.Object(
  {
    id: Type.Integer(),
    orcamentoId: Nullable(Type.Integer()),
    tipoReceita: StringEnum(TIPOS_RECEITA),
    observacao: Nullable(Type.String()),
    nomeReceita: Type.String(),
    ocorrencia: StringEnum(OCORRENCIAS),
    quantidadeParcela: Type.Integer(),
    vencimentoApartir: Nullable(Type.String({ format: 'date' })),
    formaPagamento: NullableEnum(FORMAS_PAGAMENTO),
    valorBruto: Type.Integer({ description: 'em centavos (recorrente: o valor de cada ocorrência)' }),
    ocorrenciaAtiva: Type.Boolean(),
    periodo: Nullable(Type.Integer()),
    tipoPeriodo: NullableEnum(TIPOS_PERIODO),
    dataLimite: Nullable(Type.String({ format: 'date' })),
    pacienteId: Nullable(Type.Integer()),
    nomePaciente: Nullable(Type.String()),
    fornecedor: Nullable(Type.String()),
    cancelada: Type.Boolean(),
    canceladoPor: Nullable(Type.String()),
    canceladoEm: Nullable(Type.String({ format: 'date-time' })),
    versao: Type.Integer(),
    detalhesReceitas: Type.Array(detalheReceitaSchema),
  },
  { $id: 'Receita' },
);
export type ReceitaDto = Static<typeof receitaSchema>;

export const lancarReceitaBodySchema = Type.Object(
  {
    tipoReceita: Type.Optional(StringEnum(TIPOS_RECEITA, { description: 'RECEITA (contas a receber, padrão) ou DESPESA (contas a pagar)' })),
    nomeReceita: Type.Optional(Nullable(TextoLinha({ maxLength: 200 }))),
    observacao: Type.Optional(Nullable(TextoLinhas({ maxLength: 2000 }))),
    valorBruto: Type.Optional(Nullable(Centavos('valor total (recorrente: de cada ocorrência)'))),
    formaPagamento: Type.Optional(NullableEnum(FORMAS_PAGAMENTO)),
    ocorrencia: Type.Optional(StringEnum(OCORRENCIAS, { description: 'UNICA (padrão), PARCELADA ou RECORRENTE' })),
    quantidadeParcela: Type.Optional(Nullable(Type.Integer({ minimum: -1000, maximum: 100_000 }))),
    vencimentoApartir: Type.Optional(Nullable(dia('primeiro vencimento'))),
    valorEntrada: Type.Optional(Nullable(Centavos('entrada (parcelada), vence hoje'))),
    formaPagamentoEntrada: Type.Optional(NullableEnum(FORMAS_PAGAMENTO)),
    periodo: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 366, description: 'recorrente: a cada quantos tipoPeriodo' }))),
    tipoPeriodo: Type.Optional(NullableEnum(TIPOS_PERIODO)),
    dataLimite: Type.Optional(Nullable(dia('recorrente: último dia possível de uma ocorrência'))),
    pacienteId: Type.Optional(Nullable(Id())),
    fornecedor: Type.Optional(Nullable(TextoLinha({ maxLength: 200 }))),
  },
  { additionalProperties: false },
);
export type LancarReceitaBody = Static<typeof lancarReceitaBodySchema>;

export const editarReceitaBodySchema = Type.Object(
  {
    id: Id(),
    versao: versaoLida(),
    nomeReceita: Type.Optional(Nullable(TextoLinha({ maxLength: 200 }))),
    observacao: Type.Optional(Nullable(TextoLinhas({ maxLength: 2000 }))),
    fornecedor: Type.Optional(Nullable(TextoLinha({ maxLength: 200 }))),
    pacienteId: Type.Optional(Nullable(Id())),
    detalhesReceitas: Type.Optional(
      Type.Array(
        Type.Object(
          {
            id: Id(),
            valorReceita: Type.Optional(Centavos('novo valor da parcela pendente')),
            vencimento: Type.Optional(dia('novo vencimento')),
            formaPagamento: Type.Optional(NullableEnum(FORMAS_PAGAMENTO)),
          },
          { additionalProperties: false },
        ),
        { maxItems: MAX_PARCELAS + 1 },
      ),
    ),
  },
  { additionalProperties: false },
);
export type EditarReceitaBody = Static<typeof editarReceitaBodySchema>;

export const idReceitaQuerySchema = Type.Object(
  { idReceita: Type.String({ pattern: '^[0-9]{1,9}$', description: 'id do lançamento' }) },
  { additionalProperties: false },
);

export const pagamentoQuerySchema = Type.Object(
  {
    idReceita: Type.Optional(Type.String({ pattern: '^[0-9]{1,9}$', description: 'id da parcela (detalhe) a pagar' })),
    formaPagamento: Type.Optional(Forma),
  },
  { additionalProperties: false },
);
export const pagamentoBodySchema = Type.Object(
  {
    detalhesReceitas: Type.Optional(
      Type.Array(Type.Object({ id: Id(), formaPagamento: Type.Optional(NullableEnum(FORMAS_PAGAMENTO)) }, { additionalProperties: false }), {
        maxItems: MAX_PARCELAS + 1,
      }),
    ),
  },
  { additionalProperties: false },
);
export const pagamentoRespostaSchema = Type.Object({
  titulo: Type.String(),
  mensagem: Type.String(),
  detalhesReceitas: Type.Array(detalheReceitaSchema),
});

export const filtroReceitaSchema = Type.Object(
  {
    tipoReceita: Type.Optional(StringEnum(TIPOS_RECEITA, { description: 'padrão RECEITA' })),
    dataInicio: Type.Optional(Nullable(dia('vencimento a partir de'))),
    dataFim: Type.Optional(Nullable(dia('vencimento até'))),
    status: Type.Optional(NullableEnum(STATUS_PARCELA)),
    formaPagamento: Type.Optional(NullableEnum(FORMAS_PAGAMENTO)),
    pacienteId: Type.Optional(Nullable(Id())),
    nomePaciente: Type.Optional(Nullable(TextoLinha({ maxLength: 200 }))),
    fornecedor: Type.Optional(Nullable(TextoLinha({ maxLength: 200 }))),
  },
  { additionalProperties: false },
);
export type FiltroReceita = Static<typeof filtroReceitaSchema>;

export const linhaReceitaSchema = Type.Object(
  {
    ...detalheReceitaSchema.properties,
    idReceita: Type.Integer(),
    tipoReceita: StringEnum(TIPOS_RECEITA),
    nomeReceita: Type.String(),
    ocorrencia: StringEnum(OCORRENCIAS),
    quantidadeParcela: Type.Integer(),
    pacienteId: Nullable(Type.Integer()),
    nomePaciente: Nullable(Type.String()),
    fornecedor: Nullable(Type.String()),
    orcamentoId: Nullable(Type.Integer()),
    cancelada: Type.Boolean({ description: 'o lançamento foi cancelado (a linha fica, marcada; uma parcela paga antes continua PAGO)' }),
  },
  { $id: 'LinhaReceita' },
);
export type LinhaReceita = Static<typeof linhaReceitaSchema>;

export const totaisSchema = Type.Object({
  total: Type.Integer({ description: 'soma das parcelas do filtro (canceladas fora), em centavos' }),
  pago: Type.Integer(),
  pendente: Type.Integer({ description: 'pendentes ainda no prazo' }),
  vencido: Type.Integer(),
});
export const paginaDeReceitasSchema = Type.Object({
  content: Type.Array(linhaReceitaSchema),
  totalElements: Type.Integer(),
  totalPages: Type.Integer(),
  number: Type.Integer(),
  size: Type.Integer(),
  totais: totaisSchema,
});

export const debitoSchema = Type.Object(
  {
    idOrcamento: Nullable(Type.Integer()),
    solicitacao: Type.String({ format: 'date-time' }),
    valorLiquido: Type.Integer({ description: 'em centavos' }),
    status: Type.String({ description: "'PAGO' quando todas as parcelas foram pagas, senão 'Pendente' (ou 'CANCELADO')" }),
    idReceita: Type.Integer(),
    nomeReceita: Type.String(),
    detalhesReceitas: Type.Array(detalheReceitaSchema),
  },
  { $id: 'DebitoPaciente' },
);
export const debitosQuerySchema = Type.Object({ pacienteId: Type.String({ pattern: '^[0-9]{1,9}$' }) }, { additionalProperties: false });

export const parcelamentoSchema = Type.Object(
  {
    id: Type.Integer(),
    formaPagamento: Forma,
    quantidadeParcelas: Type.Integer(),
    taxaPercentual: Type.Number({ description: 'taxa da operadora, % do valor' }),
    diasRecebimento: Type.Integer({ description: 'dias até o dinheiro entrar na conta' }),
    versao: Type.Integer(),
  },
  { $id: 'Parcelamento' },
);
export const parcelamentoBodySchema = Type.Object(
  {
    id: Type.Optional(Nullable(Id())),
    versao: versaoLida(),
    formaPagamento: Type.Optional(NullableEnum(FORMAS_PAGAMENTO)),
    quantidadeParcelas: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 24 }))),
    taxaPercentual: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 100, multipleOf: 0.01 }))),
    diasRecebimento: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 400 }))),
  },
  { additionalProperties: false },
);

/** Words of the area the routes compare against (kept here: the routes file writes audit rows, whose actions are spelled in full below). */
export const TIPO = { receita: 'RECEITA', despesa: 'DESPESA' } as const;
export const OCORRENCIA = { unica: 'UNICA', parcelada: 'PARCELADA', recorrente: 'RECORRENTE' } as const;
export const SITUACAO_DETALHE = { pendente: 'PENDENTE', pago: 'PAGO', cancelado: 'CANCELADO' } as const;
export const SITUACAO_RECEITA = { ativa: 'ATIVA', cancelada: 'CANCELADA' } as const;
export const FORMA_CREDITO = 'CREDITO';

/** The per-kind gates of spec 02 §6. */
export const PERMISSAO = {
  criar: { RECEITA: 'CRIAR_RECEITA', DESPESA: 'CRIAR_DESPESA' },
  editar: { RECEITA: 'EDITAR_RECEITA', DESPESA: 'EDITAR_DESPESA' },
  cancelar: { RECEITA: 'CANCELAR_RECEITA', DESPESA: 'CANCELAR_DESPESA' },
} as const;

/** The audit actions of receivables and payables (described in auditoria-descricoes.ts). */
export const ACOES_RECEITA = {
  RECEITA: { lancada: 'RECEITA_LANCADA', editada: 'RECEITA_EDITADA', cancelada: 'RECEITA_CANCELADA', paga: 'RECEITA_PAGA' },
  DESPESA: { lancada: 'DESPESA_LANCADA', editada: 'DESPESA_EDITADA', cancelada: 'DESPESA_CANCELADA', paga: 'DESPESA_PAGA' },
} as const;
