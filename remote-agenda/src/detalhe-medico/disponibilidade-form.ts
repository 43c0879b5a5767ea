import { formatDate, parseDate } from '@clinica/shared';
import type { Dia, Disponibilidade, DisponibilidadePayload } from './medico.resource.ts';
import { validHora } from './bloqueio-form.ts';

/**
 * The schedule dialog (the Escala tab's custom button, and an entry's Editar): weekly hours on one or
 * more weekdays (one entry each), or a 'Período customizado' date range. Messages: i18n keys.
 */
export interface DisponibilidadeFormValues {
  periodo: boolean;
  /** weekly: the days to create (an edit holds exactly one) */
  dias: Dia[];
  dataInicial: string;
  dataFinal: string;
  horaInicio: string;
  horaFim: string;
  tipoCompromisso: number | null;
}

export const emptyDisponibilidade = (): DisponibilidadeFormValues => ({
  periodo: false,
  dias: [],
  dataInicial: '',
  dataFinal: '',
  horaInicio: '',
  horaFim: '',
  tipoCompromisso: null,
});

export const formFromDisponibilidade = (d: Disponibilidade): DisponibilidadeFormValues => ({
  periodo: d.periodo,
  dias: d.dia ? [d.dia] : [],
  dataInicial: formatDate(d.dataInicial),
  dataFinal: formatDate(d.dataFinal),
  horaInicio: d.horaInicio,
  horaFim: d.horaFim,
  tipoCompromisso: d.tipoCompromisso,
});

export function disponibilidadeErrors(v: DisponibilidadeFormValues, editing = false): Partial<Record<keyof DisponibilidadeFormValues, string>> {
  const errors: Partial<Record<keyof DisponibilidadeFormValues, string>> = {};
  if (v.periodo) {
    const inicio = parseDate(v.dataInicial);
    const fim = parseDate(v.dataFinal);
    if (!inicio) errors.dataInicial = 'medico.erros.data';
    if (!fim) errors.dataFinal = 'medico.erros.data';
    else if (inicio && fim < inicio) errors.dataFinal = 'medico.erros.dataFinal';
  } else if (v.dias.length === 0 || (editing && v.dias.length > 1)) errors.dias = 'medico.erros.dia';
  if (!validHora(v.horaInicio)) errors.horaInicio = 'medico.erros.hora';
  if (!validHora(v.horaFim)) errors.horaFim = 'medico.erros.hora';
  else if (validHora(v.horaInicio) && v.horaFim <= v.horaInicio) errors.horaFim = 'medico.erros.horaFinal';
  return errors;
}

/** The fields the dialog marks required for what is chosen: those its rules refuse when blank. */
export function disponibilidadeRequired(v: Pick<DisponibilidadeFormValues, 'periodo'>): ReadonlySet<keyof DisponibilidadeFormValues> {
  return new Set<keyof DisponibilidadeFormValues>([...(v.periodo ? (['dataInicial', 'dataFinal'] as const) : (['dias'] as const)), 'horaInicio', 'horaFim']);
}

/** One entry per weekday chosen, or the one range; an edit keeps its id. */
export function payloadsFromForm(medicoId: number, v: DisponibilidadeFormValues, id?: number): DisponibilidadePayload[] {
  const common = { medico: medicoId, horaInicio: v.horaInicio, horaFim: v.horaFim, tipoCompromisso: v.tipoCompromisso, ...(id ? { id } : {}) };
  if (v.periodo) {
    return [
      {
        ...common,
        periodo: true,
        dia: null,
        dataInicial: parseDate(v.dataInicial)?.toISODate() ?? null,
        dataFinal: parseDate(v.dataFinal)?.toISODate() ?? null,
      },
    ];
  }
  return v.dias.map((dia) => ({ ...common, periodo: false, dia, dataInicial: null, dataFinal: null }));
}
