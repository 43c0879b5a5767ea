import { invalidField as item, type ErrorItem } from '../errors/api-error.js';
import { isCalendarDay, minutesOf, type DiaSemana } from '../time/clinic-time.js';
import type { Bloqueio, BloqueioInput, Disponibilidade, DisponibilidadeInput } from './medico.schemas.js';

/**
 * Rules of the doctor's schedule (spec 01 §2 Doctor detail: Escala and Bloqueios; spec 02 §3
 * Professional availability entry / block). Messages the spec leaves open are marked.
 */
export const ESCALA_MSG = {
  dia: 'DIA É OBRIGATÓRIO.',
  hora: 'HORA É OBRIGATÓRIA.',
  horaFinal: 'HORÁRIO FINAL MENOR OU IGUAL QUE O INICIAL',
  data: 'DATA É OBRIGATÓRIO.',
  /** not in the spec: a day that is not in the calendar (2026-02-30) */
  dataInvalida: 'DATA INVÁLIDA.',
  dataFinal: 'DATA FINAL ANTERIOR À INICIAL.',
  disponibilidadeSobreposta: 'Já existe uma disponibilidade neste horário.',
  /** not in the spec */
  disponibilidadeNaoEncontrada: 'Disponibilidade não encontrada.',
  bloqueioNaoEncontrado: 'Bloqueio não encontrado.',
  compromissoNaoEncontrado: 'COMPROMISSO NÃO ENCONTRADO.',
} as const;

/** An availability entry as saved (the id and the type's name are the database's). */
export type DisponibilidadeDados = Omit<Disponibilidade, 'id' | 'nomeCompromisso'>;
/** A block as saved (kind, id and audit fields are the database's). */
export type BloqueioDados = Omit<Bloqueio, 'id' | 'tipoCompromissoEnum' | 'usuarioCadastro' | 'horarioCadastro' | 'usuarioAlteracao' | 'horarioAlteracao'>;

type Result<T> = { dados: T; errors: [] } | { dados?: undefined; errors: ErrorItem[] };
const blank = (value: string | null | undefined): value is '' | null | undefined => value === null || value === undefined || value.trim() === '';
/** 'HH:mm' of an accepted clock text ('08:00:00' → '08:00'). */
const clock = (value: string): string => value.slice(0, 5);

/** A required day (or undefined after pushing its message). */
function day(value: string | null | undefined, campo: string, errors: ErrorItem[]): string | undefined {
  if (blank(value)) errors.push(item(ESCALA_MSG.data, campo));
  else if (!isCalendarDay(value)) errors.push(item(ESCALA_MSG.dataInvalida, campo));
  else return value;
  return undefined;
}

/** Both days of a date range, in order. */
function dateRange(input: { dataInicial?: string | null; dataFinal?: string | null }, errors: ErrorItem[]): [string, string] | undefined {
  const inicial = day(input.dataInicial, 'dataInicial', errors);
  const final = day(input.dataFinal, 'dataFinal', errors);
  if (inicial === undefined || final === undefined) return undefined;
  if (final < inicial) {
    errors.push(item(ESCALA_MSG.dataFinal, 'dataFinal'));
    return undefined;
  }
  return [inicial, final];
}

/** Start and end times: both required (or both absent when `optional`), end after start. */
function times(
  inicio: string | null | undefined,
  fim: string | null | undefined,
  campos: [string, string],
  optional: boolean,
  errors: ErrorItem[],
): [string, string] | null | undefined {
  if (optional && blank(inicio) && blank(fim)) return null;
  if (blank(inicio)) errors.push(item(ESCALA_MSG.hora, campos[0]));
  if (blank(fim)) errors.push(item(ESCALA_MSG.hora, campos[1]));
  if (blank(inicio) || blank(fim)) return undefined;
  if (minutesOf(fim)! <= minutesOf(inicio)!) {
    errors.push(item(ESCALA_MSG.horaFinal, campos[1]));
    return undefined;
  }
  return [clock(inicio), clock(fim)];
}

/** Weekly on `dia` (dates dropped), or every day of a date range (`periodo`, weekday dropped). */
export function validateDisponibilidade(input: DisponibilidadeInput): Result<DisponibilidadeDados> {
  const errors: ErrorItem[] = [];
  const periodo = input.periodo === true;
  const range = periodo ? dateRange(input, errors) : undefined;
  if (!periodo && blank(input.dia)) errors.push(item(ESCALA_MSG.dia, 'dia'));
  const hours = times(input.horaInicio, input.horaFim, ['horaInicio', 'horaFim'], false, errors);
  if (errors.length > 0 || !hours) return { errors };
  return {
    dados: {
      medico: input.medico,
      dia: periodo ? null : (input.dia as DiaSemana),
      horaInicio: hours[0],
      horaFim: hours[1],
      tipoCompromisso: input.tipoCompromisso ?? null,
      periodo,
      dataInicial: range?.[0] ?? null,
      dataFinal: range?.[1] ?? null,
    },
    errors: [],
  };
}

/**
 * Three kinds: one day (`diaEspecifico`); recurring (`bloqueioRecorrente`, weekly on `diaSemana`,
 * only between the dates when `periodo`); a date range (`periodo` alone). Fields of the other kinds
 * are dropped. No times: the whole day.
 */
export function validateBloqueio(input: BloqueioInput): Result<BloqueioDados> {
  const errors: ErrorItem[] = [];
  const recorrente = input.bloqueioRecorrente === true;
  const periodo = input.periodo === true;
  let diaEspecifico: string | undefined;
  if (recorrente && blank(input.diaSemana)) errors.push(item(ESCALA_MSG.dia, 'diaSemana'));
  if (!recorrente && !periodo) diaEspecifico = day(input.diaEspecifico, 'diaEspecifico', errors);
  const range = periodo ? dateRange(input, errors) : undefined;
  const hours = times(input.horaInicial, input.horaFinal, ['horaInicial', 'horaFinal'], true, errors);
  if (errors.length > 0 || hours === undefined) return { errors };
  const observacao = input.observacao?.trim() ? input.observacao.trim() : null;
  return {
    dados: {
      medicoId: input.medicoId,
      observacao,
      diaEspecifico: diaEspecifico ?? null,
      horaInicial: hours?.[0] ?? null,
      horaFinal: hours?.[1] ?? null,
      bloqueioRecorrente: recorrente,
      diaSemana: recorrente ? (input.diaSemana as DiaSemana) : null,
      periodo,
      dataInicial: range?.[0] ?? null,
      dataFinal: range?.[1] ?? null,
    },
    errors: [],
  };
}
