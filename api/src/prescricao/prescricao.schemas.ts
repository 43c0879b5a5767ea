import { Type } from 'typebox';
import { versaoLida } from '../errors/registro-desatualizado.js';
import { Id, TextoLinha, TextoLinhas } from '../http/schemas.js';
import { Nullable } from '../http/typebox.js';

export const TAGS = ['Exames e prescrições'];

/** The record's Exames tab (spec 02 §6). */
export const EXAME_FICHA = 'ROLE_PACIENTES && EXAME_FICHA_PACIENTE';
/** The record's Prescrições tab (spec 02 §6). */
export const PRESCRICAO_FICHA = 'ROLE_PACIENTES && PRESCRISOES_FICHA_PACIENTE';
/** Either tab: deletarPrescricao and the print name an exam or a prescription, the handler checks which. */
export const EXAME_OU_PRESCRICAO = 'ROLE_PACIENTES && (EXAME_FICHA_PACIENTE || PRESCRISOES_FICHA_PACIENTE)';
/** spec 02 §6: the prescription delete gate is spelt three ways; any of them allows it. */
export const DELETAR_PRESCRICAO_GRAFIAS = ['DELETAR_PRESCRICAO', 'DELETAR_PRESCRICOES', 'DELETAR_PRECRIÇÕES'] as const;

export const CONFERENCIAS = ['PENDENTE', 'REALIZADA', 'ALTERACAO'] as const;
export type Conferencia = (typeof CONFERENCIAS)[number];

/** Texts and messages (spec 02 §4 exam conference status, §8). */
export const PRESCRICAO_MSG = {
  naoEncontrada: 'Exame não encontrado.',
  orientacaoNaoEncontrada: 'Prescrição não encontrada.',
  paciente: 'Paciente não encontrado.',
  procedimento: 'Procedimento não encontrado.',
  tipo: 'Selecione o tipo de exame.',
  semExame: 'Selecione ao menos um exame.',
  exameInexistente: 'Exame não encontrado no catálogo.',
  exameForaDoPedido: 'Este exame não faz parte do pedido.',
  semArquivo: 'Selecione ao menos um arquivo.',
  arquivosDemais: 'Envie no máximo 10 arquivos por vez.',
  statusDesconhecido: 'Valor não reconhecido',
  nomePrescricao: 'NOME DA PRESCRIÇÃO É OBRIGATÓRIO.',
  texto: 'O TEXTO É OBRIGATÓRIO.',
  arquivoNaoEncontrado: 'Arquivo não encontrado.',
  naoImprime: 'Um arquivo carregado não é impresso: baixe o arquivo.',
  medico: 'O usuário escolhido não é um médico.',
} as const;

/** spec 02 §4: the conference status texts and colours. */
export const CONFERENCIA_TEXTO: Record<Conferencia, { texto: string; cor: string }> = {
  PENDENTE: { texto: 'Resultado de exame pendente', cor: 'red' },
  REALIZADA: { texto: 'Exame regular', cor: 'green' },
  ALTERACAO: { texto: 'Exames com alteração', cor: 'orange' },
};

const conferenciaSchema = Type.Union([Type.Literal('PENDENTE'), Type.Literal('REALIZADA'), Type.Literal('ALTERACAO')]);
const arquivoSchema = Type.Object({ nome: Type.String(), url: Type.String(), mimeType: Type.String() });
const confirmacaoSchema = Type.Object({
  id: Type.Integer(),
  idExame: Type.Integer(),
  nome: Type.String(),
  confirmacaoEntrega: Type.Boolean(),
  resultado: Nullable(Type.String()),
});
export const auditoriaSchema = Type.Object({
  id: Type.Integer(),
  autor: Nullable(Type.Integer()),
  nomeAutor: Nullable(Type.String({ description: 'o nome de quem fez ("Não listado" na tela quando ausente)' })),
  descricao: Type.String({ description: 'mudanças separadas por ";", campos entre << >>' }),
  dataAcao: Type.String({ format: 'date-time' }),
});

export const prescricaoSchema = Type.Object({
  id: Type.Integer({ description: 'código: o mesmo espaço de números das prescrições (deletarPrescricao?codigo)' }),
  tipPrescricao: Type.String({ description: "'Pedido Exame', ou 'outros' para arquivos carregados" }),
  tipoPrescricaoId: Type.Integer({ description: '1 Pedido Exame, 2 Carregar um arquivo' }),
  dataRegristro: Type.String({ format: 'date-time' }),
  medico: Nullable(Type.String()),
  medicoId: Nullable(Type.Integer()),
  layoutId: Nullable(Type.Integer()),
  nomeLayout: Nullable(Type.String()),
  texto: Nullable(Type.String({ description: 'HTML saneado' })),
  arquivo: Nullable(Type.String({ description: 'endereço do primeiro arquivo carregado (tipo 2)' })),
  nomeArquivo: Nullable(Type.String()),
  arquivos: Type.Array(arquivoSchema, { description: 'os arquivos carregados (tipo 2)' }),
  conferenciaExame: conferenciaSchema,
  resultadoExame: Type.Array(arquivoSchema, { description: 'os resultados anexados na conferência' }),
  observacoes: Nullable(Type.String()),
  confirmacaoExames: Type.Array(confirmacaoSchema),
  usuarioCadastro: Nullable(Type.String()),
  horarioCadastro: Type.String({ format: 'date-time' }),
  procedimentoId: Type.Integer(),
  pacienteId: Type.Integer(),
  versao: Type.Integer(),
});

export const prescricaoDetalheSchema = Type.Object({
  id: Type.Integer(),
  texto: Nullable(Type.String()),
  conferenciaExame: conferenciaSchema,
  observacoes: Nullable(Type.String()),
  confirmacaoExames: Type.Array(confirmacaoSchema),
  resultadoExame: Type.Array(arquivoSchema),
  auditorias: Type.Array(auditoriaSchema),
  versao: Type.Integer(),
});

const confirmacaoBodySchema = Type.Object(
  {
    id: Type.Optional(Nullable(Type.Integer())),
    idExame: Id(),
    confirmacaoEntrega: Type.Optional(Type.Boolean()),
    resultado: Type.Optional(Nullable(TextoLinhas({ maxLength: 4000 }))),
    nome: Type.Optional(Nullable(Type.String({ maxLength: 300 }))),
  },
  { additionalProperties: false },
);

const conferenciaCampos = {
  conferenciaExame: Type.Optional(Nullable(Type.String({ maxLength: 30, description: 'PENDENTE, REALIZADA ou ALTERACAO' }))),
  observacoes: Type.Optional(Nullable(TextoLinhas({ maxLength: 4000 }))),
  confirmacaoExames: Type.Optional(Type.Array(confirmacaoBodySchema, { maxItems: 200 })),
  resultadoExame: Type.Optional(
    Nullable(Type.String({ maxLength: 20000, description: "os resultados que ficam, 'url <<nome>>' separados por ';; ' (os ausentes são removidos)" })),
  ),
  versao: versaoLida(),
};

export const conferenciaBodySchema = Type.Object(conferenciaCampos, { additionalProperties: false });

export const cadastroBodySchema = Type.Object(
  {
    id: Type.Optional(Nullable(Id())),
    tipoPrescricaoId: Type.Optional(Nullable(Type.Integer())),
    pacienteId: Id(),
    procedimentoId: Id(),
    medicoId: Type.Optional(Nullable(Id({ description: 'o médico do pedido; padrão: quem cria, se for médico' }))),
    layoutId: Type.Optional(Nullable(Id())),
    nomeLayout: Type.Optional(Nullable(TextoLinha({ maxLength: 200 }))),
    texto: Type.Optional(Nullable(Type.String({ maxLength: 2_000_000 }))),
    exames: Type.Optional(Type.Array(Id(), { maxItems: 200, description: 'ids do catálogo de exames pedidos (repetidos contam uma vez)' })),
    ...conferenciaCampos,
  },
  { additionalProperties: false },
);

export const listarPacienteBodySchema = Type.Object({ idPaciente: Id(), procedimento: Type.Optional(Nullable(Id())) }, { additionalProperties: false });

export const documentoSchema = Type.Object({
  headerHeigth: Type.Integer(),
  htmlHeader: Type.String(),
  content: Type.String(),
  emissao: Type.Optional(Type.String({ description: 'o trabalho assinado que o serviço de PDF devolve ao registrar o documento como emitido' })),
});

export const orientacaoSchema = Type.Object({
  id: Type.Integer(),
  paciente: Type.Integer(),
  procedimento: Type.Integer(),
  nomePrescricao: Type.String(),
  texto: Type.String(),
  medico: Nullable(Type.String({ description: 'quem emite: o usuário que criou, se médico' })),
  medicoId: Nullable(Type.Integer()),
  usuarioCadastro: Nullable(Type.String()),
  horarioCadastro: Type.String({ format: 'date-time' }),
  versao: Type.Integer(),
});

export const orientacaoBodySchema = Type.Object(
  {
    id: Type.Optional(Nullable(Id())),
    versao: versaoLida(),
    paciente: Id(),
    procedimento: Id(),
    nomePrescricao: Type.Optional(Nullable(TextoLinha({ maxLength: 200 }))),
    texto: Type.Optional(Nullable(Type.String({ maxLength: 2_000_000 }))),
  },
  { additionalProperties: false },
);

const NUMERO = { pattern: '^[0-9]{1,9}$' };
export const orientacaoQuerySchema = Type.Object(
  { pacienteId: Type.String(NUMERO), procedimentoId: Type.Optional(Type.String(NUMERO)) },
  { additionalProperties: false },
);
export const codigoQuerySchema = Type.Object(
  { codigo: Type.String({ ...NUMERO, description: 'código do exame ou da prescrição' }) },
  { additionalProperties: false },
);
