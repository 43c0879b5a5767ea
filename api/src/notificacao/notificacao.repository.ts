import { toJson, type Executor } from '../db/database.js';
import type { TipoNotificacao } from '../db/types.js';

/** A notification for one user (spec 01 §3, Notification); `dados` holds what its toast shows. */
export interface NovaNotificacao {
  usuarioId: number;
  /** null: an appointment reminder */
  tipo: TipoNotificacao | null;
  agendamentoId?: number;
  pacienteId?: number;
  dados: Record<string, unknown>;
}

/**
 * Records a notification in the caller's transaction (it exists only if the change that causes it
 * commits). Delivery (the live channel, marking as read) comes with the notifications issue.
 */
export async function notificar(trx: Executor, n: NovaNotificacao): Promise<void> {
  await trx
    .insertInto('notificacao')
    .values({ usuario_id: n.usuarioId, tipo: n.tipo, agendamento_id: n.agendamentoId ?? null, paciente_id: n.pacienteId ?? null, dados: toJson(n.dados) })
    .execute();
}
