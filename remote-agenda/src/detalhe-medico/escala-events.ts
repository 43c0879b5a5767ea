import { DateTime } from 'luxon';
import { DIAS, type Disponibilidade } from './medico.resource.ts';

/** What the Escala calendar draws for one availability entry (FullCalendar's simple recurrence). */
export interface EscalaEvent {
  id: string;
  title: string;
  startTime: string;
  endTime: string;
  /** weekly entries: their weekday (0 = Sunday); ranges: every day */
  daysOfWeek?: number[];
  startRecur?: string;
  /** exclusive, so the last day of the range is drawn */
  endRecur?: string;
  extendedProps: { disponibilidade: Disponibilidade };
}

/**
 * Weekly entries repeat on their weekday; 'Período customizado' ranges show on each day of the range
 * (spec 01 section 3, Availability).
 */
export function escalaEvents(entries: readonly Disponibilidade[], periodoTitle: string): EscalaEvent[] {
  return entries.map((d) => {
    const base = { id: String(d.id), startTime: d.horaInicio, endTime: d.horaFim, extendedProps: { disponibilidade: d } };
    if (d.periodo && d.dataInicial && d.dataFinal) {
      return { ...base, title: periodoTitle, startRecur: d.dataInicial, endRecur: DateTime.fromISO(d.dataFinal).plus({ days: 1 }).toISODate()! };
    }
    return { ...base, title: d.nomeCompromisso ?? '', daysOfWeek: [DIAS.indexOf(d.dia ?? 'DOM')] };
  });
}
