import { inicioPassou, noDiaDoAgendamento } from '@clinica/shared';
import type { HistoricoAgendamento } from './record.resource.ts';

const open = (row: HistoricoAgendamento): boolean => row.status !== 'CANCELADO' && row.status !== 'FINALIZADO' && !row.fimConsulta;

/**
 * The appointment the start/finish control acts on (spec 02 §4): the one in its time window
 * (start <= now < end, not finished), else one of today's started but unfinished; and when the
 * next of today's appointments starts, for a timer.
 */
export function consultaAtual(rows: HistoricoAgendamento[], now: Date): { row?: HistoricoAgendamento; proximaEm?: number } {
  const t = now.getTime();
  const inWindow = rows.find((r) => open(r) && inicioPassou(r.dataAgendamento, now) && t < Date.parse(r.horaFinal));
  const started = rows.find((r) => open(r) && r.inicioConsulta && noDiaDoAgendamento(r.dataAgendamento, now));
  const next = rows
    .filter((r) => open(r) && !inicioPassou(r.dataAgendamento, now) && noDiaDoAgendamento(r.dataAgendamento, now))
    .map((r) => Date.parse(r.dataAgendamento))
    .sort((a, b) => a - b)[0];
  return { row: inWindow ?? started, proximaEm: next === undefined ? undefined : next - t };
}

/**
 * Whether the user may act on the appointment the control shows: a consultation in progress may be
 * finished by the agenda's people; one not started yet is started only by its doctor (the api refuses
 * anyone else: 'Somente o médico do agendamento pode iniciar o atendimento.').
 */
export const podeAgir = (row: Pick<HistoricoAgendamento, 'status' | 'medicoId'>, usuarioId: number | undefined): boolean =>
  row.status === 'EM_ATENDIMENTO' || (usuarioId !== undefined && row.medicoId === usuarioId);
