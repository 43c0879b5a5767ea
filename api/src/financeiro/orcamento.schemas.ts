import { Type, type Static } from 'typebox';
import { Id, TextoLinha } from '../http/schemas.js';
import { paginaQuerySchema } from '../http/pagination.js';
import { Nullable, NullableEnum, StringEnum } from '../http/typebox.js';

export const ORCAMENTO_TAGS = ['Orçamentos'];
export const FORMAS = ['DEBITO', 'DINHEIRO', 'PIX', 'CREDITO'] as const;
/** An entry is never paid by credit card (spec 02 §9). */
export const FORMAS_ENTRADA = ['DEBITO', 'DINHEIRO', 'PIX'] as const;
export const STATUS = ['PENDENTE', 'APROVADO', 'CANCELADO'] as const;
/** The most instalments a card proposal may have. */
export const MAX_PARCELAS_CARTAO = 24;

/** The quote list (tab ORCAMENTO); the record's Débitos tab reads a patient's approved ones. */
export const ORCAMENTO_LIST = 'ORCAMENTO || DEBITO_FICHA_PACIENTE';
export const ORCAMENTO_CREATE = 'CRIAR_ORCAMENTOS';
/** Opening and approving a quote (EDITAR_VISUALIZAR_ORCAMENTOS); Débitos' info button opens one too. */
export const ORCAMENTO_VIEW = 'EDITAR_VISUALIZAR_ORCAMENTOS || DEBITO_FICHA_PACIENTE';
export const ORCAMENTO_APPROVE = 'EDITAR_VISUALIZAR_ORCAMENTOS';
export const ORCAMENTO_CANCEL = 'CANCELAR_ORCAMENTOS';

const Centavos = (description: string) => Type.Integer({ minimum: -100_000_000_000, maximum: 100_000_000_000, description: `${description}, em centavos` });

export const propostaBodySchema = Type.Object(
  {
    id: Type.Optional(Nullable(Type.Integer({ description: 'ignorado: o orçamento é novo' }))),
    formaPagamento: Type.Optional(NullableEnum(FORMAS)),
    quantidadeParcelas: Type.Optional(Nullable(Type.Integer({ minimum: -1000, maximum: 1000, description: 'só no CREDITO (1 a 24); nas outras formas, 1' }))),
    valorDaParcela: Type.Optional(Nullable(Type.Number({ description: 'ignorado: calculado pelo servidor' }))),
    escolhido: Type.Optional(Nullable(Type.Boolean({ description: 'ignorado: só a aprovação escolhe' }))),
    temEntrada: Type.Optional(Nullable(Type.Boolean())),
    entrada: Type.Optional(
      Nullable(
        Type.Object(
          {
            formaPagamentoEntrada: Type.Optional(NullableEnum(FORMAS, { description: 'DEBITO, DINHEIRO ou PIX (nunca CREDITO)' })),
            valorEntrada: Type.Optional(Nullable(Centavos('valor da entrada'))),
          },
          { additionalProperties: false },
        ),
      ),
    ),
    status: Type.Optional(Nullable(Type.String({ maxLength: 20, description: 'ignorado' }))),
    ordenacao: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 1000 }))),
  },
  { additionalProperties: false },
);

export const orcamentoBodySchema = Type.Object(
  {
    id: Type.Optional(Nullable(Type.Integer({ description: 'ignorado: criarOrcamento sempre cria' }))),
    profissionalId: Type.Optional(Nullable(Id({ description: 'o usuário logado (um médico)' }))),
    procedimentoId: Type.Optional(Nullable(Id())),
    pacienteId: Type.Optional(Nullable(Id())),
    status: Type.Optional(Nullable(Type.String({ maxLength: 20, description: 'ignorado: um orçamento nasce PENDENTE' }))),
    campanhaId: Type.Optional(Nullable(Id())),
    valorBruto: Type.Optional(Nullable(Centavos('preço do procedimento menos o desconto da campanha (o servidor confere)'))),
    valorLiquido: Type.Optional(Nullable(Type.Number({ description: 'ignorado: valorBruto − desconto' }))),
    desconto: Type.Optional(Nullable(Centavos('desconto do orçamento'))),
    propostasDePagamentos: Type.Optional(Nullable(Type.Array(propostaBodySchema, { maxItems: 20 }))),
    pacienteSelecionado: Type.Optional(Nullable(Type.Object({}, { additionalProperties: true, description: 'ignorado' }))),
    receitaDTO: Type.Optional(Nullable(Type.Object({}, { additionalProperties: true, description: 'ignorado' }))),
  },
  { additionalProperties: false },
);
export type OrcamentoBody = Static<typeof orcamentoBodySchema>;

export const propostaSchema = Type.Object(
  {
    id: Type.Integer(),
    formaPagamento: StringEnum(FORMAS),
    quantidadeParcelas: Type.Integer(),
    valorDaParcela: Type.Integer({ description: 'a primeira parcela, em centavos (as seguintes podem ter 1 centavo a menos)' }),
    parcelas: Type.Array(Type.Integer(), { description: 'todas as parcelas depois da entrada, em centavos: somam o líquido menos a entrada' }),
    escolhido: Type.Boolean(),
    temEntrada: Type.Boolean(),
    entrada: Nullable(Type.Object({ formaPagamentoEntrada: StringEnum(FORMAS_ENTRADA), valorEntrada: Type.Integer({ description: 'em centavos' }) })),
    status: NullableEnum(['APROVADO'] as const, { description: 'APROVADO na proposta escolhida' }),
    ordenacao: Type.Integer(),
  },
  { $id: 'PropostaDePagamento' },
);
export type Proposta = Static<typeof propostaSchema>;

export const orcamentoSchema = Type.Object(
  {
    id: Type.Integer(),
    idOrcamento: Type.Integer(),
    pacienteId: Type.Integer(),
    profissionalId: Type.Integer(),
    profissional: Type.String(),
    procedimentoId: Type.Integer(),
    nomeProcedimento: Type.String(),
    campanhaId: Nullable(Type.Integer()),
    campanha: Nullable(Type.String()),
    status: StringEnum(STATUS),
    valorBruto: Type.Integer({ description: 'em centavos' }),
    desconto: Type.Integer({ description: 'em centavos' }),
    valorLiquido: Type.Integer({ description: 'valorBruto − desconto, em centavos' }),
    solicitacao: Type.String({ description: 'quando foi feito, ISO 8601' }),
    versao: Type.Integer(),
    usuarioCadastro: Nullable(Type.String()),
    usuarioAlteracao: Nullable(Type.String()),
    horarioAlteracao: Type.String(),
    infoPaciente: Type.Object({
      id: Type.Integer(),
      nome: Type.String(),
      email: Nullable(Type.String()),
      celular: Nullable(Type.String()),
      telefone: Nullable(Type.String()),
    }),
    propostasDePagamentos: Type.Array(propostaSchema),
    receitaId: Nullable(Type.Integer({ description: 'a receita criada na aprovação (GET /gerenciar/financeiro/buscarReceitas?idReceita=)' })),
  },
  { $id: 'Orcamento' },
);
export type Orcamento = Static<typeof orcamentoSchema>;

export const orcamentoFiltroSchema = Type.Object(
  {
    procedimentoId: Type.Optional(Nullable(Id())),
    pacienteId: Type.Optional(Nullable(Id())),
    idOrcamento: Type.Optional(Nullable(Id())),
    status: Type.Optional(NullableEnum(STATUS)),
    dataInicio: Type.Optional(Nullable(Type.String({ format: 'date', description: 'dia da clínica, incluído' }))),
    dataFinal: Type.Optional(Nullable(Type.String({ format: 'date', description: 'dia da clínica, incluído' }))),
    nomePaciente: Type.Optional(Nullable(TextoLinha({ maxLength: 120 }))),
    nomeCampanha: Type.Optional(Nullable(TextoLinha({ maxLength: 120 }))),
  },
  { additionalProperties: false },
);
export type OrcamentoFiltro = Static<typeof orcamentoFiltroSchema>;

export const linhaOrcamentoSchema = Type.Object(
  {
    idOrcamento: Type.Integer(),
    pacienteId: Type.Integer(),
    nomePaciente: Type.String(),
    profissional: Type.String(),
    procedimentoId: Type.Integer(),
    procedimento: Type.String(),
    solicitacao: Type.String({ description: 'ISO 8601' }),
    campanha: Nullable(Type.String()),
    status: StringEnum(STATUS),
    valorLiquido: Type.Integer({ description: 'em centavos' }),
  },
  { $id: 'LinhaOrcamento' },
);
export type LinhaOrcamento = Static<typeof linhaOrcamentoSchema>;

export const paginaOrcamentosSchema = Type.Object({
  content: Type.Array(linhaOrcamentoSchema),
  totalElements: Type.Integer(),
  totalPages: Type.Integer(),
  number: Type.Integer({ description: 'a página (a partir de 0)' }),
  size: Type.Integer(),
});

export const pesquisarQuerySchema = Type.Object(
  {
    orcamentoId: Type.String({ pattern: '^[0-9]{1,9}$' }),
    somenteAprovadas: Type.Optional(StringEnum(['true', 'false'], { description: 'true: só a proposta aprovada' })),
  },
  { additionalProperties: false },
);

export const setarStatusQuerySchema = Type.Object(
  {
    orcamentoId: Type.String({ pattern: '^[0-9]{1,9}$' }),
    propostaId: Type.Optional(Type.String({ pattern: '^[0-9]{1,9}$', description: 'a proposta aprovada (APROVADO)' })),
    status: StringEnum(['APROVADO', 'CANCELADO'] as const, { description: 'APROVADO (EDITAR_VISUALIZAR_ORCAMENTOS) ou CANCELADO (CANCELAR_ORCAMENTOS)' }),
  },
  { additionalProperties: false },
);

export const listaQuerySchema = paginaQuerySchema;

/** How many patients the quote form's search offers at once. */
export const PACIENTES_LIMITE = 20;
export const pacientesQuerySchema = Type.Object({ nome: Type.String({ minLength: 1, maxLength: 120 }) }, { additionalProperties: false });
/**
 * A patient as the quote form picks one (spec 02 §5: the e-mail, phone and mobile shown read-only), for whoever
 * creates quotes without the patients' role.
 */
export const pacienteDoOrcamentoSchema = Type.Object({
  id: Type.Integer(),
  nome: Type.String(),
  email: Nullable(Type.String()),
  celular: Nullable(Type.String()),
  telefone: Nullable(Type.String()),
  ddi: Nullable(Type.String({ description: "código do país do celular ('55' no Brasil)" })),
});
