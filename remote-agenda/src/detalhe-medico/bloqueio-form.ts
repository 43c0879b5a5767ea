import { formatDate, parseDate } from '@clinica/shared';
import type { Bloqueio, BloqueioPayload, Dia } from './medico.resource.ts';

/**
 * The block dialog (spec 01 section 3, Blocked interval): one day, weekly on a weekday (optionally only
 * between two dates) or every day of a date range; a time range or the whole day. Dates as typed
 * (dd/MM/yyyy), times HH:mm. Messages are i18n keys under medico.erros.
 */
export type TipoBloqueio = 'dia' | 'recorrente' | 'periodo';

export interface BloqueioFormValues {
  tipo: TipoBloqueio;
  diaEspecifico: string;
  diaSemana: Dia | null;
  /** recurring: limit to a date range */
  limitarPeriodo: boolean;
  dataInicial: string;
  dataFinal: string;
  diaInteiro: boolean;
  horaInicial: string;
  horaFinal: string;
  observacao: string;
}

export const emptyBloqueio = (): BloqueioFormValues => ({
  tipo: 'dia',
  diaEspecifico: '',
  diaSemana: null,
  limitarPeriodo: false,
  dataInicial: '',
  dataFinal: '',
  diaInteiro: false,
  horaInicial: '',
  horaFinal: '',
  observacao: '',
});

const HORA = /^([01]\d|2[0-3]):[0-5]\d$/;
export const validHora = (text: string): boolean => HORA.test(text);

export const tipoOf = (b: Bloqueio): TipoBloqueio => (b.bloqueioRecorrente ? 'recorrente' : b.periodo ? 'periodo' : 'dia');

export function formFromBloqueio(b: Bloqueio): BloqueioFormValues {
  return {
    tipo: tipoOf(b),
    diaEspecifico: formatDate(b.diaEspecifico),
    diaSemana: b.diaSemana,
    limitarPeriodo: b.bloqueioRecorrente && b.periodo,
    dataInicial: formatDate(b.dataInicial),
    dataFinal: formatDate(b.dataFinal),
    diaInteiro: b.horaInicial === null,
    horaInicial: b.horaInicial ?? '',
    horaFinal: b.horaFinal ?? '',
    observacao: b.observacao ?? '',
  };
}

const usaPeriodo = (v: BloqueioFormValues): boolean => v.tipo === 'periodo' || (v.tipo === 'recorrente' && v.limitarPeriodo);

export function bloqueioErrors(v: BloqueioFormValues): Partial<Record<keyof BloqueioFormValues, string>> {
  const errors: Partial<Record<keyof BloqueioFormValues, string>> = {};
  if (v.tipo === 'dia' && !parseDate(v.diaEspecifico)) errors.diaEspecifico = 'medico.erros.data';
  if (v.tipo === 'recorrente' && !v.diaSemana) errors.diaSemana = 'medico.erros.dia';
  if (usaPeriodo(v)) {
    const inicio = parseDate(v.dataInicial);
    const fim = parseDate(v.dataFinal);
    if (!inicio) errors.dataInicial = 'medico.erros.data';
    if (!fim) errors.dataFinal = 'medico.erros.data';
    else if (inicio && fim < inicio) errors.dataFinal = 'medico.erros.dataFinal';
  }
  if (!v.diaInteiro) {
    if (!validHora(v.horaInicial)) errors.horaInicial = 'medico.erros.hora';
    if (!validHora(v.horaFinal)) errors.horaFinal = 'medico.erros.hora';
    else if (validHora(v.horaInicial) && v.horaFinal <= v.horaInicial) errors.horaFinal = 'medico.erros.horaFinal';
  }
  return errors;
}

/** The fields the dialog marks required for what is chosen: those its rules refuse when blank. */
export const bloqueioRequired = (v: BloqueioFormValues): ReadonlySet<keyof BloqueioFormValues> =>
  new Set<keyof BloqueioFormValues>([
    ...(v.tipo === 'dia' ? (['diaEspecifico'] as const) : []),
    ...(v.tipo === 'recorrente' ? (['diaSemana'] as const) : []),
    ...(usaPeriodo(v) ? (['dataInicial', 'dataFinal'] as const) : []),
    ...(v.diaInteiro ? [] : (['horaInicial', 'horaFinal'] as const)),
  ]);

const isoDate = (text: string): string | null => parseDate(text)?.toISODate() ?? null;

export function payloadFromBloqueio(medicoId: number, v: BloqueioFormValues, id?: number): BloqueioPayload {
  const periodo = usaPeriodo(v);
  return {
    ...(id ? { id } : {}),
    medicoId,
    tipoCompromissoEnum: 'AVULSO',
    observacao: v.observacao.trim() || null,
    diaEspecifico: v.tipo === 'dia' ? isoDate(v.diaEspecifico) : null,
    horaInicial: v.diaInteiro ? null : v.horaInicial,
    horaFinal: v.diaInteiro ? null : v.horaFinal,
    bloqueioRecorrente: v.tipo === 'recorrente',
    diaSemana: v.tipo === 'recorrente' ? v.diaSemana : null,
    periodo,
    dataInicial: periodo ? isoDate(v.dataInicial) : null,
    dataFinal: periodo ? isoDate(v.dataFinal) : null,
  };
}

/** The table's date column and its sort key: the day, the range, or nothing for a plain weekly block. */
export function bloqueioData(b: Bloqueio): { text: string; sortKey: string } {
  if (b.diaEspecifico) return { text: formatDate(b.diaEspecifico), sortKey: b.diaEspecifico };
  if (b.periodo && b.dataInicial) return { text: `${formatDate(b.dataInicial)} – ${formatDate(b.dataFinal)}`, sortKey: b.dataInicial };
  return { text: '—', sortKey: '' };
}
