import { invalidField as item, type ErrorItem } from '../errors/api-error.js';
import { clinicDay, clinicMinutes, clockOf, isCalendarDay, parseClinicDateTime, type Intervalo } from '../time/clinic-time.js';

/**
 * Booking rules (docs/api-contract.md, "Booking rules"; spec 02 §5 Booking), as pure functions over
 * what the route read: the caller runs them in the contract's order. Messages the contract leaves
 * open are marked.
 */
export const AGENDAMENTO_MSG = {
  procedimento: 'PROCEDIMENTO É OBRIGATÓRIO.',
  profissional: 'PROFISSIONAL É OBRIGATÓRIO.',
  compromisso: 'COMPROMISSO É OBRIGATÓRIO.',
  data: 'DATA É OBRIGATÓRIO.',
  hora: 'HORA É OBRIGATÓRIA.',
  paciente: 'PACIENTE É OBRIGATÓRIO.',
  pacienteNaoEncontrado: 'PACIENTE NÃO ENCONTRADO.',
  celular: 'CELULAR É OBRIGATÓRIO.',
  /** not in the contract: a date-time that is not one ('2026-02-30T10:00:00') */
  dataInvalida: 'DATA INVÁLIDA.',
  /** not in the contract: ids of things that do not exist (or are inactive, for new choices) */
  procedimentoNaoEncontrado: 'PROCEDIMENTO NÃO ENCONTRADO.',
  profissionalNaoEncontrado: 'PROFISSIONAL NÃO ENCONTRADO.',
  compromissoNaoEncontrado: 'COMPROMISSO NÃO ENCONTRADO.',
  salaNaoEncontrada: 'SALA NÃO ENCONTRADA.',
  etapaNaoEncontrada: 'ETAPA NÃO ENCONTRADA.',
  intervalo: 'HORÁRIO INVÁLIDO: USE INTERVALOS DE 15 MINUTOS.',
  horaFinal: 'HORÁRIO FINAL MENOR OU IGUAL QUE O INICIAL',
  /** not in the contract (it says "same day") */
  mesmoDia: 'O AGENDAMENTO DEVE TERMINAR NO MESMO DIA EM QUE COMEÇA.',
  passado: 'A DATA NÃO PODE SER ANTERIOR A HOJE.',
  foraDaDisponibilidade: 'Horário fora da disponibilidade do médico',
  semPermissaoExcecao: 'Você não tem permissão para agendar como exceção.',
  ocupado: 'HORÁRIO OCUPADO',
  naoEncontrado: 'Agendamento não encontrado.',
  desatualizado: 'Este agendamento foi alterado por outra pessoa. Recarregue e tente novamente.',
  cancelado: 'Agendamento cancelado não pode ser alterado.',
  finalizado: 'Agendamento finalizado não pode ser alterado.',
  motivo: 'MOTIVO É OBRIGATÓRIO.',
  /** not in the contract: cancelling a consultation under way */
  emAtendimento: 'Agendamento em atendimento não pode ser cancelado.',
  /** not in the contract: the patient's link once the appointment started, finished or was cancelled */
  linkInvalido: 'Este link de confirmação não é mais válido.',
  /** not in the contract: arrival belongs to the appointment's day (spec 02 §4) */
  chegadaForaDoDia: 'A chegada do paciente só pode ser registrada no dia do agendamento.',
} as const;

/** Arrival is flagged on the appointment's own day in the clinic (spec 02 §4), not days before or after. */
export const chegadaNoDia = (inicio: Date, agora: Date): boolean => clinicDay(inicio) === clinicDay(agora);

export const mensagemBloqueio = (b: Intervalo): string => `Existe um bloqueio nesse dia de ${clockOf(b.inicio)}h as ${clockOf(Math.min(b.fim, 24 * 60 - 1))}h`;

export const PASSO_MINUTOS = 15;

/** The fields rule 1 requires (ids, and the two date-times as the dialog sends them). */
export interface CamposAgendamento {
  procedimentoId?: number | null;
  medicoId?: number | null;
  tipoCompromissoId?: number | null;
  pacienteId?: number | null;
  dataAgendamento?: string | null;
  horaFinal?: string | null;
  infoPaciente?: { celular?: string | null } | null;
}

export interface Horario {
  inicio: Date;
  fim: Date;
}

const blank = (value: string | null | undefined): boolean => value === null || value === undefined || value.trim() === '';

/**
 * Rule 1 (the fields) and the reading of the times: one item per missing field, all at once.
 * `dataAgendamento` carries the day and the start ('YYYY-MM-DD' alone: the start is missing);
 * `horaFinal` the end, as a date-time or as 'HH:mm' on the start's day.
 */
export function camposObrigatorios(c: CamposAgendamento): { horario?: Horario; errors: ErrorItem[] } {
  const errors: ErrorItem[] = [];
  if (!c.procedimentoId) errors.push(item(AGENDAMENTO_MSG.procedimento, 'procedimentoId'));
  if (!c.medicoId) errors.push(item(AGENDAMENTO_MSG.profissional, 'medicoId'));
  if (!c.tipoCompromissoId) errors.push(item(AGENDAMENTO_MSG.compromisso, 'tipoCompromissoId'));
  const data = c.dataAgendamento?.trim() ?? '';
  const fimText = c.horaFinal?.trim() ?? '';
  const semHoraInicial = isCalendarDay(data);
  if (data === '') errors.push(item(AGENDAMENTO_MSG.data, 'dataAgendamento'));
  if (semHoraInicial || fimText === '') errors.push(item(AGENDAMENTO_MSG.hora, fimText === '' ? 'horaFinal' : 'dataAgendamento'));
  if (!c.pacienteId) errors.push(item(AGENDAMENTO_MSG.paciente, 'pacienteId'));
  if (c.infoPaciente && blank(c.infoPaciente.celular)) errors.push(item(AGENDAMENTO_MSG.celular, 'infoPaciente.celular'));
  if (errors.length > 0) return { errors };

  const inicio = parseClinicDateTime(data);
  const fim = /^\d{2}:\d{2}(:\d{2})?$/.test(fimText) && inicio ? parseClinicDateTime(`${clinicDay(inicio)}T${fimText}`) : parseClinicDateTime(fimText);
  if (!inicio) errors.push(item(AGENDAMENTO_MSG.dataInvalida, 'dataAgendamento'));
  if (!fim) errors.push(item(AGENDAMENTO_MSG.dataInvalida, 'horaFinal'));
  return inicio && fim ? { horario: { inicio, fim }, errors } : { errors };
}

const onStep = (instant: Date): boolean => instant.getTime() % 60_000 === 0 && clinicMinutes(instant) % PASSO_MINUTOS === 0;

/**
 * Rule 2: 15-minute steps, end after start, one day; not before today (`today`, the clinic's
 * 'YYYY-MM-DD') when the booking is new or moved.
 */
export function regrasDeHorario(h: Horario, today: string, novaOuMovida: boolean): ErrorItem[] {
  const errors: ErrorItem[] = [];
  if (!onStep(h.inicio) || !onStep(h.fim)) errors.push(item(AGENDAMENTO_MSG.intervalo, 'dataAgendamento'));
  if (h.fim <= h.inicio) errors.push(item(AGENDAMENTO_MSG.horaFinal, 'horaFinal'));
  // an end at the next midnight still ends the day it starts
  else if (clinicDay(h.inicio) !== clinicDay(new Date(h.fim.getTime() - 1))) errors.push(item(AGENDAMENTO_MSG.mesmoDia, 'horaFinal'));
  if (novaOuMovida && clinicDay(h.inicio) < today) errors.push(item(AGENDAMENTO_MSG.passado, 'dataAgendamento'));
  return errors;
}

/** The booking's clock interval on its day (an end at midnight is 24:00). */
export const intervaloDoHorario = (h: Horario): Intervalo => {
  const inicio = clinicMinutes(h.inicio);
  const duration = Math.round((h.fim.getTime() - h.inicio.getTime()) / 60_000);
  return { inicio, fim: inicio + duration };
};

/** Rule 3: the interval lies inside the doctor's hours of the day (adjacent entries join). */
export function dentroDaDisponibilidade(disponiveis: Intervalo[], wanted: Intervalo): boolean {
  let reached = wanted.inicio;
  for (const d of [...disponiveis].sort((a, b) => a.inicio - b.inicio)) {
    if (d.inicio > reached) break;
    reached = Math.max(reached, d.fim);
    if (reached >= wanted.fim) return true;
  }
  return false;
}

/** Rule 4: the first block of the day (by start) that overlaps the interval. */
export function bloqueioSobreposto(bloqueios: Intervalo[], wanted: Intervalo): Intervalo | undefined {
  return [...bloqueios].sort((a, b) => a.inicio - b.inicio || a.fim - b.fim).find((b) => b.inicio < wanted.fim && wanted.inicio < b.fim);
}
