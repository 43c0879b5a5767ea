import { DateTime } from 'luxon';
import { CLINIC_ZONE, type ApiAnswer } from '@clinica/shared';
import { DIAS, type Bloqueio, type Dia, type Disponibilidade } from '../detalhe-medico/medico.resource.ts';

/**
 * The booking rules of spec 02 section 5 (Booking) as pure functions, in the order the api checks them
 * (docs/api-contract.md, Booking rules): the dialog shows their verdict as the user types, the api
 * repeats them. Dates are 'YYYY-MM-DD' and times 'HH:mm', both on the clinic's clock.
 */

/** Times step by 15 minutes (spec 02 section 9). */
export const STEP_MINUTES = 15;

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of a complete 'HH:mm', else undefined. */
export function minutesOf(clock: string | null | undefined): number | undefined {
  const match = CLOCK.exec(clock ?? '');
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** 'HH:mm' of minutes since midnight. */
export const clockOf = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Rounds a typed time down to the 15-minute step ('09:37' → '09:30'); anything else stays as typed. */
export function roundDownToStep(clock: string): string {
  const minutes = minutesOf(clock);
  return minutes === undefined ? clock : clockOf(minutes - (minutes % STEP_MINUTES));
}

/** Today on the clinic's clock, whatever the browser's zone. */
export const clinicToday = (now: Date = new Date()): string => DateTime.fromJSDate(now, { zone: CLINIC_ZONE }).toISODate()!;

/** The clinic's day ('YYYY-MM-DD') of an instant the api sent. */
export const clinicDayOf = (instant: string): string => DateTime.fromISO(instant, { zone: CLINIC_ZONE }).toISODate()!;

/** The weekday key of a date ('2026-03-11' → 'QUA'). */
export function diaSemanaOf(date: string): Dia {
  const weekday = DateTime.fromISO(date, { zone: 'UTC' }).weekday; // 1 = Monday … 7 = Sunday
  return DIAS[weekday % 7]!;
}

/** The clinic's wall clock as the api reads it: 'YYYY-MM-DDTHH:mm:00'. */
export const localDateTime = (date: string, clock: string): string => `${date}T${clock}:00`;

/** Date and 'HH:mm' of an instant on the clinic's clock. */
export function clinicParts(instant: string | Date): { date: string; clock: string } {
  const zoned = (typeof instant === 'string' ? DateTime.fromISO(instant) : DateTime.fromJSDate(instant)).setZone(CLINIC_ZONE);
  return { date: zoned.toISODate()!, clock: zoned.toFormat('HH:mm') };
}

const inRange = (date: string, from: string | null, to: string | null): boolean => !!from && !!to && from <= date && date <= to;

/** Does this availability entry cover the date (weekly on its weekday, or every day of its period)? */
export function disponibilidadeApplies(entry: Disponibilidade, date: string): boolean {
  return entry.periodo ? inRange(date, entry.dataInicial, entry.dataFinal) : entry.dia === diaSemanaOf(date);
}

/** Does the professional work on that date at all? */
export const worksOn = (date: string, disponibilidades: readonly Disponibilidade[]): boolean =>
  disponibilidades.some((entry) => disponibilidadeApplies(entry, date));

/**
 * A whole date typed in the picker's 'DD/MM/YYYY' as 'YYYY-MM-DD'; undefined while half typed or when
 * no such day exists. The picker drops a typed day it does not offer without a word: the dialog takes
 * it instead, and the field says why it cannot be booked (issue 36 item 20).
 */
export function diaDigitado(text: string): string | undefined {
  const day = DateTime.fromFormat(text.trim(), 'dd/MM/yyyy', { zone: 'UTC' });
  return day.isValid ? day.toISODate() : undefined;
}

/**
 * Dates the date picker offers: from today on, and only days the professional works. `undefined`
 * availability (none chosen yet, or still loading) limits by today only.
 */
export function isDateSelectable(date: string, today: string, disponibilidades: readonly Disponibilidade[] | undefined): boolean {
  if (date < today) return false;
  return disponibilidades === undefined || worksOn(date, disponibilidades);
}

export interface Faixa {
  inicio: number;
  fim: number;
}

/** The professional's working hours on a date, contiguous entries merged (08–12 and 12–18 are one 08–18). */
export function workingHours(date: string, disponibilidades: readonly Disponibilidade[]): Faixa[] {
  const faixas = disponibilidades
    .filter((entry) => disponibilidadeApplies(entry, date))
    .map((entry) => ({ inicio: minutesOf(entry.horaInicio), fim: minutesOf(entry.horaFim) }))
    .filter((f): f is Faixa => f.inicio !== undefined && f.fim !== undefined && f.fim > f.inicio)
    .sort((a, b) => a.inicio - b.inicio);
  const merged: Faixa[] = [];
  for (const faixa of faixas) {
    const last = merged.at(-1);
    if (last && faixa.inicio <= last.fim) last.fim = Math.max(last.fim, faixa.fim);
    else merged.push({ ...faixa });
  }
  return merged;
}

export const insideWorkingHours = (faixas: readonly Faixa[], inicio: number, fim: number): boolean =>
  faixas.some((faixa) => faixa.inicio <= inicio && fim <= faixa.fim);

const overlaps = (a: Faixa, b: Faixa): boolean => a.inicio < b.fim && b.inicio < a.fim;

/** A block's weekday counts only on its weekday; its date range only inside the range (spec 02 section 5). */
export function bloqueioApplies(bloqueio: Bloqueio, date: string): boolean {
  if (bloqueio.bloqueioRecorrente) {
    return bloqueio.diaSemana === diaSemanaOf(date) && (!bloqueio.periodo || inRange(date, bloqueio.dataInicial, bloqueio.dataFinal));
  }
  if (bloqueio.periodo) return inRange(date, bloqueio.dataInicial, bloqueio.dataFinal);
  return bloqueio.diaEspecifico === date;
}

/** A block's hours; without them it takes the whole day. */
export function bloqueioFaixa(bloqueio: Bloqueio): Faixa {
  return { inicio: minutesOf(bloqueio.horaInicial) ?? 0, fim: minutesOf(bloqueio.horaFinal) ?? 24 * 60 };
}

/** A taken slot of the day ('HH:mm'). */
export type Ocupado = ApiAnswer<'gerenciar/agendamento/verificarHorarioDisponivel', 'post'>[number];

/** Why the chosen times cannot be booked, the api's order: hours, then blocks, then overlap. */
export type HorarioConflito = { tipo: 'foraDisponibilidade' } | { tipo: 'bloqueio'; inicio: string; fim: string } | { tipo: 'ocupado'; ocupado: Ocupado };

export interface HorarioInput {
  date: string;
  inicio: number;
  fim: number;
  disponibilidades: readonly Disponibilidade[];
  bloqueios: readonly Bloqueio[];
  ocupados: readonly Ocupado[];
  /** the 'Exceção' switch: overlapping another appointment is allowed */
  excecao: boolean;
  /** the booking being edited never collides with itself */
  ignorarId?: number;
}

export function checkHorario(input: HorarioInput): HorarioConflito | undefined {
  const wanted = { inicio: input.inicio, fim: input.fim };
  if (!insideWorkingHours(workingHours(input.date, input.disponibilidades), wanted.inicio, wanted.fim)) return { tipo: 'foraDisponibilidade' };
  const bloqueio = input.bloqueios.find((b) => bloqueioApplies(b, input.date) && overlaps(bloqueioFaixa(b), wanted));
  if (bloqueio) {
    const faixa = bloqueioFaixa(bloqueio);
    return { tipo: 'bloqueio', inicio: clockOf(faixa.inicio), fim: faixa.fim === 24 * 60 ? '23:59' : clockOf(faixa.fim) };
  }
  if (!input.excecao) {
    const ocupado = input.ocupados.find((o) => {
      const faixa = { inicio: minutesOf(o.horaInicial), fim: minutesOf(o.horaFinal) };
      return o.id !== input.ignorarId && faixa.inicio !== undefined && faixa.fim !== undefined && overlaps(faixa as Faixa, wanted);
    });
    if (ocupado) return { tipo: 'ocupado', ocupado };
  }
  return undefined;
}

export type CampoHora = 'horaInicial' | 'horaFinal';

/** The start/end order rule: the message goes on the time the user changed last (spec 02 section 5). */
export function timeOrderError(inicio: number | undefined, fim: number | undefined, lastEdited: CampoHora): CampoHora | undefined {
  if (inicio === undefined || fim === undefined || fim > inicio) return undefined;
  return lastEdited;
}
