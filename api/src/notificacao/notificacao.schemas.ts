import { Type, type Static, type TObject } from 'typebox';
import type { TipoNotificacao } from '../db/types.js';
import { Nullable, NullableEnum, partialExcept } from '../http/typebox.js';

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

const notificacaoProperties = {
  idNotificacao: Type.Integer(),
  tipoNotificacao: NullableEnum(TIPOS_NOTIFICACAO),
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
  criadoEm: Type.String(),
};

export const notificacaoSchema = Type.Object(partialExcept(notificacaoProperties, ['idNotificacao', 'tipoNotificacao', 'criadoEm']), {
  description: 'Notificação (spec 01 §3); tipoNotificacao null: lembrete de agendamento',
});
/** What a message and an answer carry (spec 01 §3, Notification); absent fields are null. */
export type Notificacao = Static<TObject<typeof notificacaoProperties>>;

export const notificacaoListSchema = Type.Array(notificacaoSchema);

export const quantidadeSchema = Type.Object({ quantidade: Type.Integer() });
