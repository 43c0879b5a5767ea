import type { Db } from '../db/database.js';
import { inTransaction } from '../db/transaction.js';
import { reservarTarefaDoDia } from '../estoque/estoque-movimentacao.repository.js';
import { addDays, clinicDay } from '../time/clinic-time.js';
import { parcelasAVencer } from './receita-consultas.repository.js';
import { JANELA_ALERTA_FINANCEIRO_DIAS, publicarAlertaDoDetalhe } from './receita.repository.js';
import { repeatWithoutOverlap } from '../time/repeat.js';

const TAREFA = 'financeiro-vencimentos';
/** How often a serving process looks whether today's check has run (the day turns at midnight in São Paulo). */
export const VENCIMENTOS_FINANCEIRO_INTERVALO_MS = 10 * 60_000;

/**
 * CONTAS_RECEBER / CONTAS_PAGAR (spec 01 §3 Notification, §4): once per clinic day, whichever api
 * process claims the day, one alert per pending instalment due within JANELA_ALERTA_FINANCEIRO_DIAS
 * days or overdue, for everyone holding ROLE_FINANCEIRO (refreshed, not doubled, on the next days: its
 * text turns from 'vence em' to 'venceu em'). Paying or cancelling closes it. Answers how many
 * instalments, or undefined when the day had been claimed already.
 */
export async function conferirVencimentosFinanceiros(db: Db, agora: Date = new Date()): Promise<number | undefined> {
  const hoje = clinicDay(agora);
  return inTransaction(db, async (trx) => {
    if (!(await reservarTarefaDoDia(trx, TAREFA, hoje))) return undefined;
    const parcelas = await parcelasAVencer(trx, addDays(hoje, JANELA_ALERTA_FINANCEIRO_DIAS));
    for (const p of parcelas)
      await publicarAlertaDoDetalhe(
        trx,
        {
          id: p.id,
          parcela: p.parcela,
          valor: p.valor,
          vencimento: p.vencimento,
          tipo: p.tipo,
          nomeReceita: p.nome_receita,
          pacienteId: p.paciente_id,
          nomePaciente: p.nome_paciente,
        },
        hoje,
      );
    return parcelas.length;
  });
}

/** conferirVencimentosFinanceiros every `intervalMs` and at once, one run at a time; the answer stops it. */
export function agendarVencimentosFinanceiros(db: Db, intervalMs: number, onError: (error: unknown) => void): () => Promise<void> {
  return repeatWithoutOverlap(() => conferirVencimentosFinanceiros(db), intervalMs, onError, { now: true });
}
