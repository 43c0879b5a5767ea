import { Type, type Static } from 'typebox';
import { Id } from '../http/schemas.js';
import { Nullable, NullableEnum, StringEnum } from '../http/typebox.js';
import { versaoLida } from '../errors/registro-desatualizado.js';

/** Schemas of the layout calls (spec 01 §3 Layout, Document variable catalogue; §7 Layouts). */
export const TIPOS_LAYOUT = ['DOCUMENTO', 'EXAME', 'ORCAMENTO', 'ATESTADO', 'PRESCRICAO'] as const;
export type TipoLayout = (typeof TIPOS_LAYOUT)[number];

/** Which editor menu offers a variable: `{{` keywords, `[[` print variables, 'Selecione a Variável' (budget). */
export const MENUS_VARIAVEL = ['CHAVE', 'IMPRESSAO', 'ORCAMENTO'] as const;
export type MenuVariavel = (typeof MENUS_VARIAVEL)[number];
/** A clinic's variable without a menu goes in the keyword menu. */
export const MENU_PADRAO: MenuVariavel = MENUS_VARIAVEL[0];
/** The block start/end markers: not for the budget layout (spec 01 §5). */
export const MARCADORES_BLOQUEIO: readonly string[] = ['INICIO_BLOQUEIO', 'FIM_BLOQUEIO'];

const exameDoLayoutSchema = Type.Object({ id: Type.Integer(), nome: Type.String() });

export const layoutSchema = Type.Object(
  {
    id: Type.Integer(),
    nome: Type.String(),
    texto: Type.String({ description: 'HTML do editor, já saneado pelo servidor' }),
    procedimentoId: Nullable(Type.Integer()),
    nomeProcedimento: Nullable(Type.String()),
    tipoLayout: StringEnum(TIPOS_LAYOUT),
    formularioId: Nullable(Type.Integer()),
    nomeFormulario: Nullable(Type.String()),
    exames: Type.Array(exameDoLayoutSchema, { description: 'na ordem escolhida' }),
    info: Type.Object({
      usuarioCadastro: Nullable(Type.String()),
      horarioCadastro: Type.String({ format: 'date-time' }),
      usuarioAlteracao: Nullable(Type.String()),
      horarioAlteracao: Type.String({ format: 'date-time' }),
    }),
  },
  { $id: 'Layout' },
);
export type Layout = Static<typeof layoutSchema>;

const layoutFields = {
  nome: Nullable(Type.String({ maxLength: 200 })),
  texto: Nullable(Type.String({ maxLength: 5_000_000, description: 'HTML (imagens em data URL cabem)' })),
  procedimentoId: Type.Optional(Nullable(Id())),
  tipoLayout: NullableEnum(TIPOS_LAYOUT),
  formularioId: Type.Optional(Nullable(Id())),
  exames: Type.Optional(
    Nullable(
      Type.Array(Type.Union([Id(), Type.Object({ id: Id(), nome: Type.Optional(Type.String({ maxLength: 200 })) })]), {
        maxItems: 200,
        description: 'exames do catálogo, na ordem: ids ou os objetos lidos',
      }),
    ),
  ),
  // what a read answers, sent back as it was: ignored (the server writes names, who and when)
  nomeProcedimento: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  nomeFormulario: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  info: Type.Optional(Type.Unknown({ description: 'ignorado: o servidor grava quem e quando' })),
};

export const layoutCriarSchema = Type.Object({ id: Type.Optional(Type.Null()), ...layoutFields }, { additionalProperties: false });
export const layoutAtualizarSchema = Type.Object({ id: Id(), ...layoutFields }, { additionalProperties: false });
export type LayoutBody = Static<typeof layoutCriarSchema> | Static<typeof layoutAtualizarSchema>;

export const layoutListarSchema = Type.Object(
  {
    tipoDeLayout: Type.Optional(NullableEnum(TIPOS_LAYOUT)),
    procedimento: Type.Optional(Nullable(Id({ description: 'os do procedimento e os sem procedimento' }))),
    formularioId: Type.Optional(Nullable(Id())),
    nome: Type.Optional(Nullable(Type.String({ maxLength: 200, description: 'parte do nome, sem diferença de maiúsculas' }))),
  },
  { additionalProperties: false },
);
export type LayoutListar = Static<typeof layoutListarSchema>;

export const variavelSchema = Type.Object(
  {
    id: Type.Integer(),
    nome: Type.String({ description: 'como aparece no texto: {{NOME}} ou [[NOME]]' }),
    descricao: Type.String({ description: 'o que o menu do editor mostra' }),
    valor: Nullable(Type.String({ description: 'texto fixo de uma variável da clínica; null nas do sistema (o servidor calcula)' })),
    menu: StringEnum(MENUS_VARIAVEL),
    ativo: Type.Boolean({ description: 'false: não aparece nos menus (layouts que já a usam continuam a preenchê-la)' }),
    bloqueado: Type.Boolean({ description: 'do sistema: não pode ser alterada nem excluída' }),
    versao: Type.Integer({ description: 'versão atual: enviada de volta ao editar' }),
  },
  { $id: 'VariavelLayout' },
);
export type Variavel = Static<typeof variavelSchema>;

export const variavelBodySchema = Type.Object(
  {
    id: Type.Optional(Nullable(Id({ description: 'presente: altera essa variável' }))),
    nome: Nullable(Type.String({ maxLength: 60 })),
    descricao: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
    valor: Nullable(Type.String({ maxLength: 2000 })),
    menu: Type.Optional(NullableEnum(MENUS_VARIAVEL)),
    ativo: Type.Optional(Nullable(Type.Boolean())),
    bloqueado: Type.Optional(Nullable(Type.Boolean({ description: 'ignorado' }))),
    versao: versaoLida(),
  },
  { additionalProperties: false },
);
export type VariavelBody = Static<typeof variavelBodySchema>;

const respostaSchema = Type.Object(
  { pergunta: Type.String({ maxLength: 1000 }), resposta: Nullable(Type.String({ maxLength: 5000 })) },
  { additionalProperties: false },
);

/** A quote being printed (the quotes of the finance issue will be read by `idOrcamento`); money in centavos. */
export const orcamentoImpressaoSchema = Type.Object(
  {
    nomeProcedimento: Type.String({ maxLength: 200 }),
    valorBruto: Type.Integer({ minimum: 0, maximum: 100_000_000_00, description: 'centavos' }),
    desconto: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 100_000_000_00, description: 'centavos' }))),
    campanha: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
    propostasDePagamentos: Type.Optional(
      Nullable(
        Type.Array(
          Type.Object(
            {
              quantidadeParcelas: Type.Integer({ minimum: 1, maximum: 120 }),
              valorDaParcela: Type.Integer({ minimum: 0, maximum: 100_000_000_00, description: 'centavos' }),
              formaPagamento: Type.Optional(Nullable(Type.String({ maxLength: 60 }))),
              entrada: Type.Optional(
                Nullable(
                  Type.Object(
                    {
                      formaPagamentoEntrada: Type.String({ maxLength: 60 }),
                      valorEntrada: Type.Integer({ minimum: 0, maximum: 100_000_000_00, description: 'centavos' }),
                    },
                    { additionalProperties: false },
                  ),
                ),
              ),
            },
            { additionalProperties: false },
          ),
          { maxItems: 20 },
        ),
      ),
    ),
  },
  { additionalProperties: false },
);
export type OrcamentoImpressao = Static<typeof orcamentoImpressaoSchema>;

const contextoFields = {
  idPaciente: Id(),
  procedimento: Type.Optional(Nullable(Id())),
  usuarioGerado: Type.Optional(Nullable(Id({ description: 'usuário médico que emite; ausente: quem chama, se for médico' }))),
  formularioId: Type.Optional(Nullable(Id())),
  respostaFormulario: Type.Optional(Nullable(Type.Array(respostaSchema, { maxItems: 500 }))),
  idOrcamento: Type.Optional(Nullable(Id())),
  orcamento: Type.Optional(Nullable(orcamentoImpressaoSchema)),
};

export const preencherSchema = Type.Object(
  {
    idLayout: Type.Optional(Nullable(Id({ description: 'o layout salvo a preencher' }))),
    texto: Type.Optional(Nullable(Type.String({ maxLength: 5_000_000, description: 'ou um texto (o do editor) a preencher' }))),
    ...contextoFields,
  },
  { additionalProperties: false },
);
export type Preencher = Static<typeof preencherSchema>;

export const formatarOrcamentoSchema = Type.Array(Type.Object(contextoFields, { additionalProperties: false }), { minItems: 1, maxItems: 50 });
export type FormatarOrcamento = Static<typeof formatarOrcamentoSchema>;
