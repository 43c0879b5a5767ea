import { Type, type Static } from 'typebox';
import { Id, TextoLinha } from '../http/schemas.js';
import { Nullable, NullableEnum, StringEnum } from '../http/typebox.js';
import { versaoLida } from '../errors/registro-desatualizado.js';

export const CAMPANHA_TAGS = ['Campanhas'];
export const TIPOS_DESCONTO = ['VALOR_REAL', 'PORCENTAGEM'] as const;
export type TipoDesconto = (typeof TIPOS_DESCONTO)[number];
/** The kinds of a campaign's history line (not audit actions). */
export const TIPOS_HISTORICO = ['CRIADA', 'ALTERADA', 'DESABILITADA', 'HABILITADA'] as const;

/**
 * Who reads campaigns: the finance area's campaign people, and whoever writes or opens a quote (its
 * form offers the active campaigns of the chosen procedure, spec 02 §5).
 */
export const CAMPANHA_READ = '(ROLE_FINANCEIRO && (EDITAR_E_VISUALIZAR_CAMPANHAS || CRIAR_CAMPANHA)) || CRIAR_ORCAMENTOS || EDITAR_VISUALIZAR_ORCAMENTOS';
/** Creating one (spec 02 §6 CRIAR_CAMPANHA), in the finance area. */
export const CAMPANHA_CREATE = 'ROLE_FINANCEIRO && CRIAR_CAMPANHA';
/** Changing, disabling one and reading its history (EDITAR_E_VISUALIZAR_CAMPANHAS). */
export const CAMPANHA_EDIT = 'ROLE_FINANCEIRO && EDITAR_E_VISUALIZAR_CAMPANHAS';
/** cadastro: whoever may create or edit (which one is checked by the body: with an id, an edit). */
export const CAMPANHA_SAVE = `(${CAMPANHA_CREATE}) || (${CAMPANHA_EDIT})`;

const nomeado = Type.Object({ id: Type.Integer(), nome: Type.String() });

export const campanhaSchema = Type.Object(
  {
    id: Type.Integer(),
    nome: Type.String(),
    tipoDesconto: StringEnum(TIPOS_DESCONTO, { description: 'VALOR_REAL: valor fixo; PORCENTAGEM: percentual do preço' }),
    desconto: Type.Number({ description: 'VALOR_REAL: centavos (inteiro); PORCENTAGEM: percentual, 0,01 a 100, duas casas' }),
    status: Type.Boolean({ description: 'ativa' }),
    procedimentosSelecionados: Type.Array(Type.Integer(), { description: 'ids dos procedimentos da campanha' }),
    procedimentoId: Type.String({ description: "os mesmos ids unidos por ';;' (spec 01 §9)" }),
    procedimentos: Type.Array(nomeado, { description: 'os procedimentos da campanha, por nome' }),
    versao: Type.Integer({ description: 'versão atual: enviada de volta ao editar ou desabilitar' }),
    usuarioCadastro: Nullable(Type.String()),
    horarioCadastro: Type.String({ description: 'ISO 8601' }),
    usuarioAlteracao: Nullable(Type.String()),
    horarioAlteracao: Type.String({ description: 'ISO 8601' }),
  },
  { $id: 'Campanha' },
);
export type Campanha = Static<typeof campanhaSchema>;

export const campanhaBodySchema = Type.Object(
  {
    id: Type.Optional(Nullable(Id({ description: 'com id: editar (EDITAR_E_VISUALIZAR_CAMPANHAS); sem: criar (CRIAR_CAMPANHA)' }))),
    versao: versaoLida(),
    nome: Type.Optional(Nullable(TextoLinha({ maxLength: 120 }))),
    tipoDesconto: Type.Optional(NullableEnum(TIPOS_DESCONTO)),
    desconto: Type.Optional(
      Nullable(Type.Number({ minimum: -1e12, maximum: 1e12, description: 'VALOR_REAL: centavos (inteiro, > 0); PORCENTAGEM: percentual (> 0, até 100)' })),
    ),
    procedimentosSelecionados: Type.Optional(Nullable(Type.Array(Id(), { maxItems: 500, description: 'ids dos procedimentos' }))),
    status: Type.Optional(Type.Boolean({ description: 'ativa (padrão: true ao criar, inalterada ao editar)' })),
  },
  { additionalProperties: false },
);
export type CampanhaBody = Static<typeof campanhaBodySchema>;

export const campanhaFiltroSchema = Type.Object(
  {
    nome: Type.Optional(Nullable(TextoLinha({ maxLength: 120, description: 'parte do nome, sem diferença de maiúsculas' }))),
    status: Type.Optional(Nullable(Type.Boolean({ description: 'true: só as ativas; false: só as desabilitadas; ausente: todas' }))),
    procedimentoId: Type.Optional(Nullable(Id({ description: 'só as que contêm este procedimento' }))),
    tipoDesconto: Type.Optional(NullableEnum(TIPOS_DESCONTO)),
  },
  { additionalProperties: false },
);
export type CampanhaFiltro = Static<typeof campanhaFiltroSchema>;

export const campanhaListarQuerySchema = Type.Object(
  {
    status: Type.Optional(StringEnum(['true', 'false'], { description: 'true: só as ativas (o formulário de orçamento)' })),
    procedimentoId: Type.Optional(Type.String({ pattern: '^[0-9]{1,9}$', description: 'só as que contêm este procedimento' })),
  },
  { additionalProperties: false },
);

export const desabilitarBodySchema = Type.Object(
  {
    id: Id(),
    versao: versaoLida(),
    status: Type.Optional(Type.Boolean({ description: 'false (padrão): desabilitar; true: habilitar de novo' })),
  },
  { additionalProperties: false },
);

export const campanhaHistoricoSchema = Type.Object({
  id: Type.Integer(),
  tipo: StringEnum(TIPOS_HISTORICO),
  descricao: Type.Array(Type.String(), { description: "o que mudou, em português: ALTERADO <<campo>> DE 'a' PARA 'b'" }),
  usuario: Nullable(Type.String()),
  horario: Type.String({ description: 'ISO 8601' }),
});
export type CampanhaHistorico = Static<typeof campanhaHistoricoSchema>;
