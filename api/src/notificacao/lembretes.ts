import { inTransaction } from '../db/transaction.js';
import { findAgendamento, reservarLembretesDevidos } from '../agendamento/agendamento.repository.js';
import type { Db } from '../db/database.js';
import { lembrarAgendamento } from './agendamento-notificacoes.js';
import { repeatWithoutOverlap } from '../time/repeat.js';

/** Reminders claimed per run (the next run takes the rest). */
const LOTE = 200;

/**
 * Sends the reminders due at `agora`: each PENDENTE/CONFIRMADO appointment starting within its
 * doctor's `minutosParaOAlerta`, once. The rows are claimed with FOR UPDATE SKIP LOCKED and marked in
 * the same transaction as the notifications, so api processes running this together never send one
 * twice (a row another process holds is skipped; one it marked no longer matches). Answers how many.
 */
export async function dispararLembretes(db: Db, agora: Date = new Date()): Promise<number> {
  return inTransaction(db, async (trx) => {
    const ids = await reservarLembretesDevidos(trx, agora, LOTE);
    for (const id of ids) await lembrarAgendamento(trx, (await findAgendamento(trx, id))!);
    return ids.length;
  });
}

/** dispararLembretes every `intervalMs`, one run at a time; the answer stops it. */
export function agendarLembretes(db: Db, intervalMs: number, onError: (error: unknown) => void): () => Promise<void> {
  return repeatWithoutOverlap(() => dispararLembretes(db), intervalMs, onError);
}
