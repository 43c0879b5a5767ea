import { sql } from 'kysely';
import { notifyEvent, toJson, type Executor } from '../db/database.js';
import type { PapelDeAlerta, TipoNotificacao } from '../db/types.js';
import { dadosLimpos, toNotificacao, type DadosNotificacao, type Notificacao } from './notificacao.message.js';

/** A user's own notification (arrival, reminder). */
export interface NovaNotificacao {
  usuarioId: number;
  /** null: an appointment reminder */
  tipo: TipoNotificacao | null;
  agendamentoId?: number;
  pacienteId?: number;
  dados: DadosNotificacao;
}

/** What api processes tell each other after a commit: a stored notification and who sees it. */
export type EventoNotificacao = { id: number; usuarioId: number } | { id: number; papel: PapelDeAlerta };

/**
 * Stores a notification in the caller's transaction and announces it to every api process (the
 * announcement goes out only if that transaction commits; each process pushes to the sockets it holds).
 */
export async function notificar(trx: Executor, n: NovaNotificacao): Promise<void> {
  const { id } = await trx
    .insertInto('notificacao')
    .values({
      usuario_id: n.usuarioId,
      tipo: n.tipo,
      agendamento_id: n.agendamentoId ?? null,
      paciente_id: n.pacienteId ?? null,
      dados: toJson(dadosLimpos(n.dados)),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await anunciar(trx, { id, usuarioId: n.usuarioId });
}

export const anunciar = (trx: Executor, evento: EventoNotificacao): Promise<void> => notifyEvent(trx, JSON.stringify(evento));

export async function findNotificacao(
  db: Executor,
  id: number,
): Promise<(Notificacao & { usuarioId: number | null; papel: PapelDeAlerta | null }) | undefined> {
  const row = await db.selectFrom('notificacao').selectAll().where('id', '=', id).executeTakeFirst();
  return row && { ...toNotificacao(row), usuarioId: row.usuario_id, papel: row.papel };
}

/** Unread: the user's own, then the open alerts of `papeis`, oldest first. */
export async function naoLidas(db: Executor, usuarioId: number, papeis: readonly PapelDeAlerta[] = []): Promise<Notificacao[]> {
  const rows = await db
    .selectFrom('notificacao')
    .selectAll()
    .where('lida', '=', false)
    .where((eb) => {
      const own = eb('usuario_id', '=', usuarioId);
      return papeis.length > 0 ? eb.or([own, eb('papel', 'in', papeis)]) : own;
    })
    .orderBy((eb) => eb.case().when('usuario_id', 'is not', null).then(0).else(1).end())
    .orderBy('criado_em')
    .orderBy('id')
    .execute();
  return rows.map(toNotificacao);
}

/** Marks one of the user's own notifications read; undefined when it is not theirs (or an alert). */
export async function marcarComoLida(db: Executor, usuarioId: number, id: number): Promise<Notificacao | undefined> {
  const row = await db
    .updateTable('notificacao')
    .set({ lida: true })
    .where('id', '=', id)
    .where('usuario_id', '=', usuarioId)
    .returningAll()
    .executeTakeFirst();
  return row && toNotificacao(row);
}

/** Marks every own notification of the user read; answers how many were unread. */
export async function limparNotificacoes(db: Executor, usuarioId: number): Promise<number> {
  const rows = await db.updateTable('notificacao').set({ lida: true }).where('usuario_id', '=', usuarioId).where('lida', '=', false).returning('id').execute();
  return rows.length;
}

/** Opens the role's alert of a subject, or refreshes its data while it is still open; answers its id. */
export async function upsertAlerta(trx: Executor, alerta: { papel: PapelDeAlerta; tipo: TipoNotificacao; chave: string; dados: string }): Promise<number> {
  const { id } = await trx
    .insertInto('notificacao')
    .values({ usuario_id: null, papel: alerta.papel, chave: alerta.chave, tipo: alerta.tipo, dados: alerta.dados })
    .onConflict((oc) =>
      oc
        .columns(['papel', 'tipo', 'chave'])
        .where('papel', 'is not', null)
        .where('lida', '=', false)
        .doUpdateSet({ dados: sql`excluded.dados` }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Marks the role's open alert of a subject read; false when none was open. */
export async function fecharAlerta(trx: Executor, papel: PapelDeAlerta, tipo: TipoNotificacao, chave: string): Promise<boolean> {
  const rows = await trx
    .updateTable('notificacao')
    .set({ lida: true })
    .where('papel', '=', papel)
    .where('tipo', '=', tipo)
    .where('chave', '=', chave)
    .where('lida', '=', false)
    .returning('id')
    .execute();
  return rows.length > 0;
}
