import { Type } from 'typebox';
import { Id, TextoLinha, TextoLinhas } from '../http/schemas.js';
import { Nullable, StringEnum } from '../http/typebox.js';
import { versaoLida } from '../errors/registro-desatualizado.js';

export const TAGS = ['Estoque'];
/** Kinds of movement and export formats: words of the area, not audit actions. */
export const TIPOS_MOVIMENTACAO = ['ENTRADA', 'SAIDA', 'DEVOLUCAO', 'AJUSTE'] as const;
export const FORMATOS_EXPORT = ['CSV', 'XLSX'] as const;
/** Who sees and moves stock: the stock role (spec 01 §2, /estoque). */
export const ESTOQUE_READ = 'ROLE_ESTOQUE';
/** Launching entries, exits and returns: the stock role too (the clerk's daily work). */
export const ESTOQUE_MOVE = 'ROLE_ESTOQUE';
/** Changing and deleting what others rely on (products, lookups): EDITAR_ESTOQUE (spec 02 §6). */
export const ESTOQUE_EDIT = 'ROLE_ESTOQUE && EDITAR_ESTOQUE';

const dia = (description: string) => Type.String({ format: 'date', description });
/** Integers in the product's unit: nothing the clinic stocks is counted in fractions. */
const Quantidade = (description: string) => Type.Integer({ minimum: 1, maximum: 1_000_000, description });

export const cadastroAuxiliarSchema = Type.Object({ codigo: Type.Integer(), descricao: Type.String() });
export const cadastroAuxiliarBodySchema = Type.Object({ descricao: Type.Optional(Nullable(TextoLinha({ maxLength: 120 }))) }, { additionalProperties: false });
export const codigoQuerySchema = Type.Object(
  { codigo: Type.String({ pattern: '^[0-9]{1,9}$', description: 'código do item' }) },
  { additionalProperties: false },
);

export const produtoSchema = Type.Object(
  {
    id: Type.Integer(),
    nomeProduto: Type.String(),
    codigoUnidadeMedida: Type.Integer(),
    tipoUnidadeMedida: Type.String({ description: 'descrição da unidade de medida' }),
    estoqueMinimo: Type.Integer(),
    descricao: Nullable(Type.String()),
    gtin: Nullable(Type.String({ description: 'GTIN da embalagem (GS1, AI 01), 14 dígitos: o que a leitura da caixa procura' })),
    totalEstoque: Type.Integer({ description: 'soma dos saldos dos lotes, mantida a cada movimentação' }),
    abaixoEstoque: Type.Boolean({ description: 'estoqueMinimo maior que totalEstoque' }),
    ativo: Type.Boolean(),
    versao: Type.Integer({ description: 'versão atual: enviada de volta ao editar' }),
  },
  { $id: 'ProdutoEstoque' },
);
export const produtoBodySchema = Type.Object(
  {
    id: Type.Optional(Nullable(Id())),
    nomeProduto: Type.Optional(Nullable(TextoLinha({ maxLength: 200 }))),
    codigoUnidadeMedida: Type.Optional(Nullable(Id({ description: 'código da unidade de medida' }))),
    estoqueMinimo: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 1_000_000 }))),
    descricao: Type.Optional(Nullable(TextoLinhas({ maxLength: 2000 }))),
    gtin: Type.Optional(
      Nullable(TextoLinha({ maxLength: 14, description: 'GTIN-8, 12, 13 ou 14 (guardado com 14 dígitos); null ou vazio apaga, ausente mantém ao editar' })),
    ),
    ativo: Type.Optional(Type.Boolean({ description: 'padrão: ativo ao cadastrar, inalterado ao editar' })),
    versao: versaoLida(),
  },
  { additionalProperties: false },
);
export const produtosQuerySchema = Type.Object(
  { id: Type.Optional(Type.String({ pattern: '^[0-9]{1,9}$', description: 'só este produto' })) },
  { additionalProperties: false },
);

export const entradaBodySchema = Type.Object(
  {
    produtoId: Type.Optional(Nullable(Id())),
    quantidade: Type.Optional(Nullable(Quantidade('unidades que entram'))),
    lote: Type.Optional(Nullable(TextoLinha({ maxLength: 60 }))),
    validade: Type.Optional(Nullable(dia("validade do lote, 'YYYY-MM-DD'"))),
    codigoFabricante: Type.Optional(Nullable(Id())),
    codigoSetor: Type.Optional(Nullable(Id())),
    observacao: Type.Optional(Nullable(TextoLinhas({ maxLength: 1000 }))),
  },
  { additionalProperties: false },
);
export const saidaBodySchema = Type.Object(
  {
    produtoId: Type.Optional(Nullable(Id())),
    quantidade: Type.Optional(Nullable(Quantidade('unidades que saem'))),
    loteId: Type.Optional(Nullable(Id({ description: 'o lote escolhido; sem ele, os lotes que vencem primeiro' }))),
    codigoSetor: Type.Optional(Nullable(Id())),
    pacienteId: Type.Optional(Nullable(Id({ description: 'quando usado num paciente' }))),
    procedimentoId: Type.Optional(Nullable(Id())),
    observacao: Type.Optional(Nullable(TextoLinhas({ maxLength: 1000 }))),
  },
  { additionalProperties: false },
);
export const devolucaoQuerySchema = Type.Object(
  {
    idSaida: Type.String({ pattern: '^[0-9]{1,9}$', description: 'a saída de que volta' }),
    quantidadeDevolucao: Type.String({ pattern: '^[0-9]{1,7}$', description: 'unidades que voltam' }),
  },
  { additionalProperties: false },
);
export const exportQuerySchema = Type.Object(
  { tipoExport: StringEnum(FORMATOS_EXPORT, { description: 'formato do arquivo' }) },
  { additionalProperties: false },
);
export const movimentacaoFiltroSchema = Type.Object(
  {
    dataInicio: Type.Optional(Nullable(dia('desde este dia (da clínica)'))),
    dataFim: Type.Optional(Nullable(dia('até este dia, inclusive'))),
    produtoId: Type.Optional(Nullable(Id())),
  },
  { additionalProperties: false },
);

const nomeado = Type.Object({ id: Type.Integer(), nome: Type.String() });
export const movimentacaoSchema = Type.Object(
  {
    id: Type.Integer(),
    tipo: StringEnum(TIPOS_MOVIMENTACAO),
    produtoId: Type.Integer(),
    nomeProduto: Type.String(),
    unidade: Type.String(),
    quantidade: Type.Integer({ description: 'unidades movidas (sempre positivo; o tipo diz o sentido)' }),
    loteId: Type.Integer(),
    lote: Type.String(),
    validade: Type.String({ description: "'YYYY-MM-DD'" }),
    vencido: Type.Boolean({ description: 'validade hoje ou antes' }),
    vencendo: Type.Boolean({ description: 'vence nos próximos 6 dias' }),
    fabricante: Nullable(Type.String()),
    setor: Nullable(Type.String()),
    paciente: Nullable(nomeado),
    procedimento: Nullable(nomeado),
    devolvido: Type.Integer({ description: 'de uma saída: quanto já voltou' }),
    observacao: Nullable(Type.String()),
    usuario: Nullable(Type.String()),
    horario: Type.String({ description: 'quando, ISO 8601' }),
  },
  { $id: 'MovimentacaoEstoque' },
);
export const paginaDeMovimentacoesSchema = Type.Object({
  content: Type.Array(movimentacaoSchema),
  totalElements: Type.Integer({ description: 'até 10.000: acima disso, totalLimitado' }),
  totalLimitado: Type.Boolean({ description: 'há mais de 10.000 movimentações no filtro (refine o período para contar)' }),
});

export const inventarioSchema = Type.Array(
  Type.Object({
    produtoId: Type.Integer(),
    nomeProduto: Type.String(),
    unidade: Type.String(),
    estoqueMinimo: Type.Integer(),
    totalEstoque: Type.Integer(),
    abaixoEstoque: Type.Boolean(),
    ativo: Type.Boolean(),
    proximaValidade: Nullable(Type.String({ description: "a validade mais próxima entre os lotes com saldo, 'YYYY-MM-DD'" })),
    vencido: Type.Boolean({ description: 'algum lote com saldo já venceu' }),
    vencendo: Type.Boolean({ description: 'algum lote com saldo vence nos próximos 6 dias' }),
    lotes: Type.Array(
      Type.Object({
        id: Type.Integer(),
        lote: Type.String(),
        validade: Type.String(),
        saldo: Type.Integer(),
        vencido: Type.Boolean(),
        vencendo: Type.Boolean(),
        fabricante: Nullable(Type.String()),
      }),
      { description: 'com ?id: os lotes com saldo, os que vencem primeiro antes (sem id: vazio)' },
    ),
  }),
);

export const ajusteBodySchema = Type.Object(
  {
    motivo: Type.Optional(Nullable(TextoLinhas({ maxLength: 500, description: 'por que a contagem difere (vai para cada ajuste e para a auditoria)' }))),
    contagens: Type.Array(Type.Object({ loteId: Id(), quantidadeContada: Type.Integer({ minimum: 0, maximum: 1_000_000 }) }, { additionalProperties: false }), {
      minItems: 1,
      maxItems: 500,
      description: 'o que se contou em cada lote',
    }),
  },
  { additionalProperties: false },
);
export const ajusteRespostaSchema = Type.Object({
  ajustes: Type.Array(Type.Object({ loteId: Type.Integer(), lote: Type.String(), antes: Type.Integer(), contado: Type.Integer(), diferenca: Type.Integer() }), {
    description: 'só os lotes cuja contagem diferia: cada um virou um movimento AJUSTE',
  }),
});
export const recallQuerySchema = Type.Object(
  {
    produtoId: Type.String({ pattern: '^[0-9]{1,9}$' }),
    lote: Type.String({ minLength: 1, maxLength: 60, description: 'número do lote (maiúsculas e minúsculas tanto faz)' }),
  },
  { additionalProperties: false },
);
export const recallSchema = Type.Array(
  Type.Object({
    saidaId: Type.Integer(),
    horario: Type.String(),
    lote: Type.String(),
    quantidade: Type.Integer({ description: 'o que ficou com o paciente (a saída menos o que voltou)' }),
    paciente: Type.Object({ id: Type.Integer(), nome: Type.String(), celular: Nullable(Type.String()), telefone: Nullable(Type.String()), ddi: Type.String() }),
    procedimento: Nullable(Type.String()),
    usuario: Nullable(Type.String()),
  }),
);
