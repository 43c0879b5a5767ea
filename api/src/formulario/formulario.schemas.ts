import { Type, type Static } from 'typebox';
import { Id, TextoLinha, TextoLinhas } from '../http/schemas.js';
import { Nullable, optionalAll, StringEnum } from '../http/typebox.js';
import { versaoLida } from '../errors/registro-desatualizado.js';

/** Schemas of the form-definition calls (spec 02 §3 Form, Question, Baldness degree image; §7 Forms). */
export const perguntaSchema = Type.Object(
  {
    id: Type.Integer({ description: 'única por versão: uma resposta a esta pergunta fica ligada à versão' }),
    pergunta: Type.String(),
    exibirCamposSimouNao: Type.Boolean(),
    exibirCampoRestricao: Type.Boolean(),
    exibirGrauCalvicie: Type.Boolean(),
    exibePulseiraVermelha: Type.Boolean(),
    textoComplementar: Nullable(Type.String()),
    opcoesAdicionais: Nullable(Type.String({ description: 'opções separadas por vírgula (um menu na ficha)' })),
    ordenacao: Type.Integer(),
  },
  { $id: 'Pergunta' },
);
export type Pergunta = Static<typeof perguntaSchema>;

export const formularioSchema = Type.Object(
  {
    id: Type.Integer(),
    nome: Type.String(),
    ativo: Type.Boolean(),
    versao: Type.Integer({ description: 'a versão lida (a atual, salvo ?versao=); editar a envia de volta' }),
    versaoAtual: Type.Integer(),
    perguntas: Type.Array(perguntaSchema),
    usuarioCadastro: Nullable(Type.String()),
    horarioCadastro: Type.String({ format: 'date-time' }),
    usuarioAlteracao: Nullable(Type.String({ description: 'quem criou esta versão' })),
    horarioAlteracao: Type.String({ format: 'date-time', description: 'quando esta versão foi criada' }),
  },
  { $id: 'Formulario' },
);
export type Formulario = Static<typeof formularioSchema>;

const flag = () => Type.Optional(Nullable(Type.Boolean()));
export const perguntaBodySchema = Type.Object(
  {
    id: Type.Optional(Nullable(Type.Integer({ description: 'ignorado: cada versão grava as suas perguntas' }))),
    pergunta: Type.Optional(Nullable(TextoLinhas({ maxLength: 1000 }))),
    exibirCamposSimouNao: flag(),
    exibirCampoRestricao: flag(),
    exibirGrauCalvicie: flag(),
    exibePulseiraVermelha: flag(),
    textoComplementar: Type.Optional(Nullable(TextoLinhas({ maxLength: 2000 }))),
    opcoesAdicionais: Type.Optional(Nullable(TextoLinhas({ maxLength: 2000 }))),
    ordenacao: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 10000 }))),
  },
  { additionalProperties: false },
);
export type PerguntaInput = Static<typeof perguntaBodySchema>;

const formularioFields = {
  nome: Nullable(TextoLinha({ maxLength: 200 })),
  ativo: Nullable(Type.Boolean()),
  perguntas: Type.Array(perguntaBodySchema, { maxItems: 200 }),
};

export const formularioCriarSchema = Type.Object({ ...optionalAll({ id: Type.Null(), ...formularioFields }) }, { additionalProperties: false });
export type FormularioCriar = Static<typeof formularioCriarSchema>;

/** `versao`: the version the editor read (a stale one: 409); fields left out keep the current version's. */
export const formularioEditarSchema = Type.Object(
  {
    id: Id(),
    versao: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    ...optionalAll({
      ...formularioFields,
      versaoAtual: Nullable(Type.Integer()),
      usuarioCadastro: Nullable(Type.String({ maxLength: 200 })),
      horarioCadastro: Nullable(Type.String({ maxLength: 40 })),
      usuarioAlteracao: Nullable(Type.String({ maxLength: 200 })),
      horarioAlteracao: Nullable(Type.String({ maxLength: 40 })),
    }),
  },
  { additionalProperties: false },
);
export type FormularioEditar = Static<typeof formularioEditarSchema>;

export const statusBodySchema = Type.Object({ id: Id(), ativo: Type.Boolean() }, { additionalProperties: false });

export const listarTodosQuerySchema = Type.Object(
  { status: Type.Optional(StringEnum(['true', 'false'], { description: 'true: só os ativos; false: só os inativos; ausente: todos' })) },
  { additionalProperties: false },
);
export const versaoQuerySchema = Type.Object(
  { versao: Type.Optional(Type.String({ pattern: '^[0-9]{1,9}$', description: 'uma versão anterior (ausente: a atual)' })) },
  { additionalProperties: false },
);

export const grauCalvicieSchema = Type.Object(
  {
    id: Type.Integer(),
    grau: Type.String(),
    ordenacao: Type.Integer({ description: 'posição na pergunta de grau (menor primeiro)' }),
    imagemPreenchida: Nullable(Type.String({ description: 'endereço da imagem do grau escolhido' })),
    imagemNaoPreenchida: Nullable(Type.String({ description: 'endereço da imagem do grau não escolhido' })),
    escolhida: Type.Boolean({ description: 'sempre false aqui (a ficha marca a escolhida)' }),
    versao: Type.Integer({ description: 'versão atual: enviada de volta ao editar' }),
  },
  { $id: 'GrauCalvicie' },
);
export type GrauCalvicie = Static<typeof grauCalvicieSchema>;

/** An image field: a new image as a data URL, the address read (unchanged), or null (removed). */
const imagemCampo = (description: string) =>
  Type.Optional(Nullable(Type.String({ maxLength: 3_000_000, description: `${description}: data URL (nova), o endereço lido (mantém) ou null (remove)` })));

const grauCalvicieFields = {
  grau: Type.Optional(Nullable(TextoLinha({ maxLength: 60 }))),
  ordenacao: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 1000 }))),
  imagemPreenchida: imagemCampo('imagem do grau escolhido'),
  imagemNaoPreenchida: imagemCampo('imagem do grau não escolhido'),
  escolhida: Type.Optional(Nullable(Type.Boolean({ description: 'ignorado' }))),
};
export const grauCalvicieCriarSchema = Type.Object({ id: Type.Optional(Type.Null()), ...grauCalvicieFields }, { additionalProperties: false });
export const grauCalvicieEditarSchema = Type.Object({ id: Id(), versao: versaoLida(), ...grauCalvicieFields }, { additionalProperties: false });
export type GrauCalvicieBody = Static<typeof grauCalvicieCriarSchema> | Static<typeof grauCalvicieEditarSchema>;
