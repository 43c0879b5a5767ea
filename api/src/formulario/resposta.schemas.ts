import { Type, type Static } from 'typebox';
import { Id, TextoLinha, TextoLinhas } from '../http/schemas.js';
import { Nullable, NullableEnum, StringEnum } from '../http/typebox.js';
import { perguntaSchema } from './formulario.schemas.js';

/** Schemas of the record's filled forms (spec 02 §3 "Form answer set", §7 Forms: resposta/*, deletarFomulario). */

/** One question's answer as the fill dialog sends it (spec 02 §3 Question's local answer fields). */
export const respostaPerguntaBodySchema = Type.Object(
  {
    perguntaId: Id({ description: 'uma pergunta da versão do formulário respondida' }),
    resposta: Type.Optional(Nullable(TextoLinhas({ maxLength: 5000, description: 'o texto complementar' }))),
    simouNao: Type.Optional(NullableEnum(['SIM', 'NAO'], { description: 'Sim ou Não (exclusivo com restricao)' })),
    respostaOpcao: Type.Optional(Nullable(TextoLinha({ maxLength: 500, description: 'uma das opcoesAdicionais da pergunta' }))),
    restricao: Type.Optional(Nullable(Type.Boolean({ description: 'Restrição (exclusivo com Sim e Não)' }))),
    grauCalvicie: Type.Optional(Nullable(Id({ description: 'o grau de calvície escolhido (uma imagem)' }))),
  },
  { additionalProperties: false },
);
export type RespostaPerguntaBody = Static<typeof respostaPerguntaBodySchema>;

export const respostaCadastroSchema = Type.Object(
  {
    id: Type.Optional(Nullable(Id({ description: 'presente: edita esta ficha (mesma versão do formulário)' }))),
    versao: Type.Optional(
      Nullable(Type.Integer({ minimum: 1, maximum: 2147483647, description: 'ao editar: a versão da ficha lida (409 se outra pessoa salvou)' })),
    ),
    formulario: Id(),
    paciente: Id(),
    procedimento: Id(),
    medico: Type.Optional(Nullable(Id({ description: 'o médico da ficha; ausente: quem preenche, se for médico' }))),
    respostaPerguntas: Type.Array(respostaPerguntaBodySchema, { maxItems: 500 }),
  },
  { additionalProperties: false },
);
export type RespostaCadastro = Static<typeof respostaCadastroSchema>;

export const respostaListarBodySchema = Type.Object({ paciente: Id(), procedimento: Id() }, { additionalProperties: false });

const TIPO = ['FORMULARIO', 'ARQUIVO', 'ESTUDO_CASO'] as const;

/** A row of the record's list (spec 02 §2.12 columns). */
export const respostaLinhaSchema = Type.Object(
  {
    id: Type.Integer(),
    type: StringEnum(TIPO, { description: 'FORMULARIO preenchido, ARQUIVO enviado, ESTUDO_CASO' }),
    nome: Type.String({ description: "o nome do formulário na versão preenchida, o do arquivo, ou 'Estudo de casos'" }),
    formulario: Nullable(Type.Integer()),
    horarioCadastro: Type.String({ format: 'date-time' }),
    medico: Nullable(Type.Integer()),
    nomeMedico: Nullable(Type.String()),
    restricao: Type.Integer({ description: '1: alguma resposta é uma restrição (Alerta de restrição)' }),
    nomeArquivo: Nullable(Type.String()),
    mimeType: Nullable(Type.String()),
    idEstudo: Nullable(Type.Integer({ description: 'o estudo de caso (type ESTUDO_CASO)' })),
  },
  { $id: 'FormularioRespostaLinha' },
);
export type RespostaLinha = Static<typeof respostaLinhaSchema>;

export const respostaPerguntaSchema = Type.Object(
  {
    perguntaId: Type.Integer(),
    resposta: Nullable(Type.String()),
    simouNao: NullableEnum(['SIM', 'NAO']),
    respostaOpcao: Nullable(Type.String()),
    restricao: Type.Boolean(),
    grauCalvicie: Nullable(Type.Integer()),
  },
  { $id: 'FormularioRespostaPergunta' },
);
export type RespostaPergunta = Static<typeof respostaPerguntaSchema>;

/** A filled form or uploaded file, with the questions of the version it was filled on. */
export const respostaSchema = Type.Object(
  {
    ...respostaLinhaSchema.properties,
    versao: Type.Integer({ description: 'versão da ficha: enviada de volta ao editar' }),
    versaoFormulario: Nullable(Type.Integer({ description: 'a versão do formulário em que foi preenchida' })),
    paciente: Type.Integer(),
    procedimento: Type.Integer(),
    perguntas: Type.Array(perguntaSchema, { description: 'as perguntas da versão preenchida (não as atuais)' }),
    respostaPerguntas: Type.Array(respostaPerguntaSchema),
    arquivo: Nullable(Type.String({ description: 'onde baixar o arquivo enviado' })),
    usuarioCadastro: Nullable(Type.String()),
    usuarioAlteracao: Nullable(Type.String()),
    horarioAlteracao: Type.String({ format: 'date-time' }),
  },
  { $id: 'FormularioResposta' },
);
export type Resposta = Static<typeof respostaSchema>;

export const deletarQuerySchema = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) }, { additionalProperties: false });
export const uploadQuerySchema = Type.Object(
  { paciente: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }), procedimento: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) },
  { additionalProperties: false },
);

export const estudoCasoBodySchema = Type.Object({ paciente: Id(), procedimento: Type.Optional(Nullable(Id())) }, { additionalProperties: false });
/** spec 02 §3 "Case-study answers". */
export const respostaEstudoCasoSchema = Type.Object({
  formulario: Type.String(),
  horarioCadastro: Type.String({ format: 'date-time' }),
  pergunta: Type.String(),
  resposta: Nullable(Type.String()),
  respostaOpcao: Nullable(Type.String()),
  exibirCampoSimOuNao: Type.Boolean(),
  simOuNao: Nullable(Type.String({ description: "'Sim', 'Não' ou 'Restrição'" })),
  cor: Nullable(Type.String({ description: 'vermelho numa restrição' })),
  negrito: Type.Boolean(),
});

export const imprimirBodySchema = Type.Object({ id: Id() }, { additionalProperties: false });
export const documentoSchema = Type.Object({
  headerHeigth: Type.Integer(),
  htmlHeader: Type.String(),
  content: Type.String(),
  emissao: Type.Optional(Type.String({ description: 'o trabalho assinado para o registro de documentos emitidos (ausente sem PDF_SERVICE_KEY)' })),
});

/** The clinic variable (Configurações › Variáveis, migration 0031) naming where the anamnesis printout is signed. */
export const VARIAVEL_CIDADE = 'CIDADE_CLINICA';
/** 'Sim' / 'Não' as printed. */
export const simOuNaoTexto = (v: string | null): string | null => (v === 'SIM' ? 'Sim' : v === 'NAO' ? 'Não' : null);
