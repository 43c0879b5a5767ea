import { Type, type Static } from 'typebox';
import type { TipoNotificacao } from '../db/types.js';
import { Nullable, NullableEnum } from '../http/typebox.js';

/** Schemas of the notification calls (they also feed the OpenAPI document). */
const text = () => Nullable(Type.String());
const id = () => Nullable(Type.Integer());

export const TIPOS_NOTIFICACAO = [
  'ABAIXO_ESTOQUE',
  'VENCIMENTO_ENTRADA_ESTOQUE',
  'CONTAS_RECEBER',
  'CONTAS_PAGAR',
  'PACIENTE_CHEGOU',
] as const satisfies readonly TipoNotificacao[];

/** Every field is sent (absent data as null); idNotificacao, tipoNotificacao and criadoEm lead the keys, as they always did. */
const notificacaoProperties = {
  idNotificacao: Type.Integer(),
  tipoNotificacao: NullableEnum(TIPOS_NOTIFICACAO),
  criadoEm: Type.String(),
  nomePaciente: text(),
  pacienteChegou: Nullable(Type.Boolean()),
  idPaciente: id(),
  idProcedimento: id(),
  nomeProcedimento: text(),
  dataAgendamento: text(),
  idAgendamento: id(),
  produtoId: id(),
  nomeProdutoEstoque: text(),
  descricao: text(),
  vencimento: text(),
  cor: text(),
  cabecalho: text(),
  corpo: text(),
};

export const notificacaoSchema = Type.Object(notificacaoProperties, {
  $id: 'Notificacao',
  description: 'Notificação (spec 01 §3); tipoNotificacao null: lembrete de agendamento',
});
/** What a message and an answer carry (spec 01 §3, Notification); absent fields are null. */
export type Notificacao = Static<typeof notificacaoSchema>;

export const notificacaoListSchema = Type.Array(notificacaoSchema);

export const quantidadeSchema = Type.Object({ quantidade: Type.Integer() });
