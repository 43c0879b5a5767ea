import type { HistoricoAgendamento } from './record.resource.ts';

const sameDay = (a: Date, b: Date): boolean =>
  a.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' }) === b.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
const open = (row: HistoricoAgendamento): boolean => row.status !== 'CANCELADO' && row.status !== 'FINALIZADO' && !row.fimConsulta;

/**
 * The appointment the start/finish control acts on (spec 02 §4): the one in its time window
 * (start <= now < end, not finished), else one of today's started but unfinished; and when the
 * next of today's appointments starts, for a timer.
 */
export function consultaAtual(rows: HistoricoAgendamento[], now: Date): { row?: HistoricoAgendamento; proximaEm?: number } {
  const t = now.getTime();
  const inWindow = rows.find((r) => open(r) && Date.parse(r.dataAgendamento) <= t && t < Date.parse(r.horaFinal));
  const started = rows.find((r) => open(r) && r.inicioConsulta && sameDay(new Date(r.dataAgendamento), now));
  const next = rows
    .filter((r) => open(r) && Date.parse(r.dataAgendamento) > t && sameDay(new Date(r.dataAgendamento), now))
    .map((r) => Date.parse(r.dataAgendamento))
    .sort((a, b) => a - b)[0];
  return { row: inWindow ?? started, proximaEm: next === undefined ? undefined : next - t };
}
