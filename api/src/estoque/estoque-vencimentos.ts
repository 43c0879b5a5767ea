import type { Db } from '../db/database.js';
import { inTransaction } from '../db/transaction.js';
import { publicarAlerta } from '../notificacao/alertas.js';
import { addDays, clinicDay, diaBr } from '../time/clinic-time.js';
import { JANELA_VENCIMENTO_DIAS, lotesAVencer, reservarTarefaDoDia } from './estoque-movimentacao.repository.js';
import { repeatWithoutOverlap } from '../time/repeat.js';

const TAREFA = 'estoque-vencimentos';
/** How often a serving process looks whether today's check has run (the day turns at midnight in São Paulo). */
export const VENCIMENTOS_INTERVALO_MS = 10 * 60_000;

/**
 * VENCIMENTO_ENTRADA_ESTOQUE (spec 01 §3, §9): once per clinic day, whichever api process claims the
 * day, one alert per lot with stock whose validade falls within the 6-day window (or has passed).
 * The alert closes when the lot is used up (movimentar). Answers how many lots, or undefined when
 * the day had been claimed already.
 */
export async function conferirVencimentos(db: Db, agora: Date = new Date()): Promise<number | undefined> {
  const hoje = clinicDay(agora);
  return inTransaction(db, async (trx) => {
    if (!(await reservarTarefaDoDia(trx, TAREFA, hoje))) return undefined;
    const lotes = await lotesAVencer(trx, addDays(hoje, JANELA_VENCIMENTO_DIAS));
    for (const l of lotes)
      await publicarAlerta(trx, {
        tipo: 'VENCIMENTO_ENTRADA_ESTOQUE',
        chave: String(l.id),
        dados: {
          produtoId: l.produto_id,
          nomeProdutoEstoque: l.nome_produto,
          vencimento: l.validade,
          descricao: `Lote ${l.lote}: ${l.saldo} ${l.unidade}, ${l.validade <= hoje ? 'vencido em' : 'vence em'} ${diaBr(l.validade)}.`,
        },
      });
    return lotes.length;
  });
}

/** conferirVencimentos every `intervalMs` and at once, one run at a time; the answer stops it. */
export function agendarVencimentos(db: Db, intervalMs: number, onError: (error: unknown) => void): () => Promise<void> {
  return repeatWithoutOverlap(() => conferirVencimentos(db), intervalMs, onError, { now: true });
}
