import { DateTime } from 'luxon';
import { STATUS_AGENDAMENTO, type StatusAgendamento } from './agendamento.resource.ts';

export const MODOS = ['calendario', 'lista'] as const;
export type Modo = (typeof MODOS)[number];
export const VISOES = ['mes', 'semana', 'dia'] as const;
export type Visao = (typeof VISOES)[number];

/** What the agenda shows; kept in the address so a reload or 'back' returns to the same place. */
export interface AgendaParams {
  modo: Modo;
  visao: Visao;
  /** a day of the period shown, 'YYYY-MM-DD' */
  data: string;
  medicoId?: number;
  salaId?: number;
  /** empty: every status */
  status: StatusAgendamento[];
  busca: string;
  /** list mode: 0 opens on today's appointments, -1 the page before them (lista-paginas.ts) */
  pagina: number;
}

/** Cancelled appointments free their slot: hidden until the user asks for them. */
export const DEFAULT_STATUS: StatusAgendamento[] = STATUS_AGENDAMENTO.filter((status) => status !== 'CANCELADO');

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T => values.find((candidate) => candidate === value) ?? fallback;
const positiveInt = (text: string | null): number | undefined => {
  const value = Number(text);
  return text && Number.isInteger(value) && value > 0 ? value : undefined;
};

const wholeNumber = (text: string | null): number | undefined => {
  const value = Number(text);
  return text && Number.isSafeInteger(value) ? value : undefined;
};

export interface AgendaDefaults {
  today: string;
  /** doctors see their own agenda first */
  medicoId?: number;
}

/**
 * Reads the address. An absent filter takes its default; a present but empty one means "all", so a
 * doctor who clears the professional filter keeps seeing everyone's agenda.
 */
export function parseAgendaParams(search: URLSearchParams, defaults: AgendaDefaults): AgendaParams {
  const data = search.get('data') ?? '';
  const status = search.get('status');
  return {
    modo: oneOf(MODOS, search.get('modo'), 'calendario'),
    visao: oneOf(VISOES, search.get('visao'), 'semana'),
    data: DAY.test(data) ? data : defaults.today,
    medicoId: search.has('medico') ? positiveInt(search.get('medico')) : defaults.medicoId,
    salaId: positiveInt(search.get('sala')),
    status: status === null ? DEFAULT_STATUS : STATUS_AGENDAMENTO.filter((candidate) => status.split(',').includes(candidate)),
    busca: search.get('busca') ?? '',
    pagina: wholeNumber(search.get('pagina')) ?? 0,
  };
}

/** The address after some changes; defaults are written too, so they stay explicit once touched. */
export function writeAgendaParams(search: URLSearchParams, changes: Partial<AgendaParams>): URLSearchParams {
  const next = new URLSearchParams(search);
  const set = (key: string, value: string | undefined): void => {
    if (value === undefined) next.delete(key);
    else next.set(key, value);
  };
  if ('modo' in changes) set('modo', changes.modo);
  if ('visao' in changes) set('visao', changes.visao);
  if ('data' in changes) set('data', changes.data);
  if ('medicoId' in changes) set('medico', changes.medicoId === undefined ? '' : String(changes.medicoId));
  if ('salaId' in changes) set('sala', changes.salaId === undefined ? undefined : String(changes.salaId));
  if ('status' in changes) set('status', changes.status?.join(','));
  if ('busca' in changes) set('busca', changes.busca || undefined);
  if ('pagina' in changes) set('pagina', changes.pagina ? String(changes.pagina) : undefined);
  return next;
}

const STEP: Record<Visao, 'months' | 'weeks' | 'days'> = { mes: 'months', semana: 'weeks', dia: 'days' };

/** The day shown after moving one period back (-1) or forward (+1) in a view. */
export const shiftData = (data: string, visao: Visao, direction: -1 | 1): string =>
  DateTime.fromISO(data, { zone: 'UTC' })
    .plus({ [STEP[visao]]: direction })
    .toISODate()!;

/** The days a view shows around a day, both included ('YYYY-MM-DD'): weeks from Monday, as the calendar. */
export interface Periodo {
  inicio: string;
  fim: string;
}

const UNIT: Record<Visao, 'month' | 'week' | 'day'> = { mes: 'month', semana: 'week', dia: 'day' };

export function periodoDaVisao(data: string, visao: Visao): Periodo {
  // luxon's weeks are ISO weeks: Monday to Sunday
  const day = DateTime.fromISO(data, { zone: 'UTC' });
  return { inicio: day.startOf(UNIT[visao]).toISODate()!, fim: day.endOf(UNIT[visao]).toISODate()! };
}

/** Weeks the month view draws, whatever the month (FullCalendar's fixedWeekCount). */
const SEMANAS_NO_MES = 6;

/**
 * The days the calendar draws for a view around a day, [inicio, fim) ('YYYY-MM-DD'): the week from
 * Monday, the day, or the month's six weeks from the Monday on or before its first day, leading and
 * trailing days included. Known from the address, so the appointments are asked for before the
 * calendar has laid the period out.
 */
export function periodoNaGrade(data: string, visao: Visao): { inicio: string; fim: string } {
  const day = DateTime.fromISO(data, { zone: 'UTC' });
  const inicio = visao === 'mes' ? day.startOf('month').startOf('week') : day.startOf(UNIT[visao]);
  const fim = visao === 'mes' ? inicio.plus({ weeks: SEMANAS_NO_MES }) : inicio.plus({ [STEP[visao]]: 1 });
  return { inicio: inicio.toISODate()!, fim: fim.toISODate()! };
}
