import { Type, type Static } from 'typebox';
import { versaoLida } from '../errors/registro-desatualizado.js';
import { Id, TextoLinha } from '../http/schemas.js';
import { Nullable } from '../http/typebox.js';

export const TAGS = ['Propostas e contratos'];

/** spec 02 §6: the record's Proposta/Contrato tab. */
export const CONTRATO_FICHA = 'ROLE_PACIENTES && PROPOSTA_CONTRATO_FICHA_PACIENTE';
/** spec 02 §6: deleting a document. */
export const CONTRATO_DELETAR = `${CONTRATO_FICHA} && DELETAR_CONTRATOS`;

/** spec 02 §8 and the api's own refusals. */
export const CONTRATO_MSG = {
  assinado: 'Contrato assinado com sucesso',
  naoEncontrado: 'Documento não encontrado.',
  paciente: 'Paciente não encontrado.',
  procedimento: 'Procedimento não encontrado.',
  nome: 'POR FAVOR, DIGITE UM NOME VALÍDO',
  texto: 'POR FAVOR, CRIE UM LAYOUT VALÍDO',
  semArquivo: 'Selecione um arquivo.',
  jaSubstituido: 'Este contrato assinado já tem uma versão mais nova: altere a versão mais nova.',
  naoDesassina: 'Um contrato assinado não volta a ser não assinado: altere-o para criar uma nova versão.',
  arquivoAssinado: 'Um arquivo de contrato assinado não pode ser alterado: carregue um novo arquivo.',
  arquivoNaoImprime: 'Um arquivo carregado não é impresso: baixe o arquivo.',
  arquivoNaoEncontrado: 'Arquivo não encontrado.',
  tipoArquivo: 'Arquivo não suportado: envie uma imagem, um vídeo ou um PDF.',
} as const;

export const contratoSchema = Type.Object(
  {
    id: Type.Integer(),
    nomeContrato: Type.String(),
    texto: Nullable(Type.String({ description: 'HTML saneado (documento escrito); null para um arquivo' })),
    arquivo: Nullable(Type.String({ description: 'endereço para baixar o arquivo (documento carregado)' })),
    nomeArquivo: Nullable(Type.String()),
    type: Nullable(Type.String({ description: 'tipo do arquivo, detectado pelo conteúdo' })),
    paciente: Type.Integer(),
    procedimento: Type.Integer(),
    layoutId: Nullable(Type.Integer()),
    assinado: Type.Boolean(),
    versaoAnteriorId: Nullable(Type.Integer({ description: 'o contrato assinado que esta versão altera' })),
    substituidoPorId: Nullable(Type.Integer({ description: 'a versão mais nova deste contrato assinado (ele fica para leitura)' })),
    usuarioCadastro: Nullable(Type.String()),
    horarioCadastro: Type.String({ format: 'date-time' }),
    usuarioAlteracao: Nullable(Type.String()),
    horarioAlteracao: Type.String({ format: 'date-time' }),
    versao: Type.Integer(),
  },
  { $id: 'Contrato' },
);
export type ContratoDto = Static<typeof contratoSchema>;

export const contratoListarSchema = Type.Object({ idPaciente: Id(), procedimento: Id() }, { additionalProperties: false });

const campos = {
  paciente: Id(),
  procedimento: Id(),
  nomeContrato: Nullable(TextoLinha({ maxLength: 200 })),
  texto: Type.Optional(Nullable(Type.String({ maxLength: 5_000_000, description: 'HTML do editor (imagens em data URL cabem)' }))),
  layoutId: Type.Optional(Nullable(Id({ description: 'o layout DOCUMENTO de que partiu' }))),
};
export const contratoCadastroSchema = Type.Object({ id: Type.Optional(Type.Null()), ...campos }, { additionalProperties: false });
export const contratoAtualizarSchema = Type.Object({ id: Id(), ...campos, versao: versaoLida() }, { additionalProperties: false });
export type ContratoCadastro = Static<typeof contratoCadastroSchema>;

export const assinarSchema = Type.Object({ id: Id(), status: Type.Boolean() }, { additionalProperties: false });
export const assinarRespostaSchema = Type.Object({ mensagem: Type.String(), contrato: contratoSchema });

export const documentoPdfSchema = Type.Object({
  headerHeigth: Type.Integer(),
  htmlHeader: Type.String(),
  content: Type.String(),
  emissao: Type.Optional(Type.String({ description: 'o trabalho assinado que o serviço de PDF devolve ao registrar o documento como emitido' })),
});
