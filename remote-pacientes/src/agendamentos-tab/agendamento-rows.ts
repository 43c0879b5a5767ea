import type { Aptidao, HistoricoAgendamento } from '../paciente-record/record.resource.ts';

/** The evaluation stage, whose row takes status and value from the fitness check (spec 02 section 4). */
export const ETAPA_AVALIACAO = 'Avaliação';

export interface AgendamentoRow extends HistoricoAgendamento {
  avaliacao: boolean;
  /** fitness status for the Avaliação row ('' when none yet) */
  aptidaoStatus: string;
  apto: boolean | null;
  /** value shown: the fitness check's for Avaliação, the appointment's otherwise */
  valorExibido: number | null;
}

/** History rows for the table: Avaliação rows first (their status and value from the fitness check), then newest first. */
export function agendamentoRows(historico: HistoricoAgendamento[], aptidao: Aptidao): AgendamentoRow[] {
  const rows = historico.map((row): AgendamentoRow => {
    const avaliacao = row.etapa === ETAPA_AVALIACAO;
    return {
      ...row,
      avaliacao,
      aptidaoStatus: avaliacao ? aptidao.status : '',
      apto: avaliacao ? aptidao.apto : null,
      valorExibido: avaliacao ? aptidao.valor : row.valor,
    };
  });
  return rows.sort((a, b) => Number(b.avaliacao) - Number(a.avaliacao) || b.dataAgendamento.localeCompare(a.dataAgendamento));
}
