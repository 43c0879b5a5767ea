import type { EventInput } from '@fullcalendar/react';
import { DateTime } from 'luxon';
import { CLINIC_ZONE } from '@clinica/shared';
import type { Bloqueio, Disponibilidade } from '../detalhe-medico/medico.resource.ts';
import { formFromAgendamento, payloadFromForm } from '../booking/booking-form.ts';
import { faixaHoraria } from '../calendar/calendar-base.ts';
import { bloqueioApplies, bloqueioFaixa, clinicParts, clockOf, workingHours } from '../booking/booking-rules.ts';
import type { Agendamento, BookingPayload } from './agendamento.resource.ts';
import { STATUS_COLORS, isReadOnly } from './status.ts';

const HOUR_MS = 3_600_000;
/** The clinic's UTC offset in minutes, by UTC hour: a zone changes its offset only on the hour. */
const offsetByHour = new Map<number, number>();

/**
 * An instant as the clinic's wall-clock time, without offset ('2031-03-03T08:00:00'). FullCalendar takes
 * such a time as it is, in its zone; an instant cost it a time-zone conversion each (about 40 ms for a
 * week of 1,000 appointments), where this asks the zone once per hour of the week.
 */
export function clinicWallTime(instant: string): string {
  const ms = Date.parse(instant);
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    offset = DateTime.fromMillis(hour * HOUR_MS, { zone: CLINIC_ZONE }).offset;
    offsetByHour.set(hour, offset);
  }
  return new Date(ms + offset * 60_000).toISOString().slice(0, 19);
}

/**
 * What an appointment's box shows besides the appointment, worked out once as the week is read:
 * FullCalendar's own time text converted each box's times through the zone again (about 12 ms of a
 * week with 1,000 appointments).
 */
export interface AgendaEventProps {
  agendamento: Agendamento;
  /** '09:00 – 09:30', on the clinic's clock */
  hora: string;
  /** '09:00' (the month view shows the start alone) */
  inicio: string;
  minutos: number;
}

/** One appointment on the calendar: coloured by status, draggable while it can still change. */
export function agendamentoEvent(agendamento: Agendamento, canEdit: boolean): EventInput {
  const start = clinicWallTime(agendamento.dataAgendamento);
  const end = clinicWallTime(agendamento.horaFinal);
  const extendedProps: AgendaEventProps = {
    agendamento,
    hora: faixaHoraria(start.slice(11, 16), end.slice(11, 16)),
    inicio: start.slice(11, 16),
    minutos: (Date.parse(agendamento.horaFinal) - Date.parse(agendamento.dataAgendamento)) / 60_000,
  };
  return {
    id: String(agendamento.id),
    title: agendamento.infoPaciente.nome,
    start,
    end,
    color: STATUS_COLORS[agendamento.statusAgendamento],
    contrastColor: '#fff',
    editable: canEdit && !isReadOnly(agendamento),
    className: `agenda-event agenda-event--${agendamento.statusAgendamento.toLowerCase()}`,
    extendedProps,
  };
}

/** The body of atualizar after a drag or resize: the same booking at the new times. */
export function movedPayload(agendamento: Agendamento, start: Date, end: Date): BookingPayload {
  const inicio = clinicParts(start);
  return payloadFromForm({ ...formFromAgendamento(agendamento), data: inicio.date, horaInicial: inicio.clock, horaFinal: clinicParts(end).clock }, agendamento);
}

/** Every day of [inicio, fim) on the clinic's clock. */
export function daysOf(inicio: string, fim: string): string[] {
  const days: string[] = [];
  const end = DateTime.fromISO(fim, { zone: CLINIC_ZONE });
  for (let day = DateTime.fromISO(inicio, { zone: CLINIC_ZONE }).startOf('day'); day < end; day = day.plus({ days: 1 })) days.push(day.toISODate()!);
  return days;
}

const at = (date: string, minutes: number): string => DateTime.fromISO(date, { zone: CLINIC_ZONE }).plus({ minutes }).toISO()!;

/**
 * The chosen professional's working hours and blocks behind the appointments (week and day views), so
 * a free slot inside the hours is visible before anyone clicks it.
 */
export function escalaBackground(inicio: string, fim: string, disponibilidades: readonly Disponibilidade[], bloqueios: readonly Bloqueio[]): EventInput[] {
  return daysOf(inicio, fim).flatMap((date) => [
    ...workingHours(date, disponibilidades).map((faixa) => ({
      start: at(date, faixa.inicio),
      end: at(date, faixa.fim),
      display: 'background',
      className: 'agenda-bg agenda-bg--disponivel',
    })),
    ...bloqueios
      .filter((bloqueio) => bloqueioApplies(bloqueio, date))
      .map((bloqueio) => {
        const faixa = bloqueioFaixa(bloqueio);
        return {
          start: at(date, faixa.inicio),
          end: at(date, faixa.fim),
          display: 'background',
          title: bloqueio.observacao ?? `${clockOf(faixa.inicio)}–${clockOf(Math.min(faixa.fim, 24 * 60 - 1))}`,
          className: 'agenda-bg agenda-bg--bloqueio',
        };
      }),
  ]);
}

/** Where week and day views open when no professional is chosen, or one without hours: the clinic's morning. */
export const ABERTURA_PADRAO = '07:00';

/**
 * The time week and day views scroll to: the chosen professional's first working hour in the range
 * (HH:mm), so the day opens on the hours that matter rather than at midnight.
 */
export function inicioDoExpediente(inicio: string, fim: string, disponibilidades: readonly Disponibilidade[] | undefined): string {
  const primeiras = daysOf(inicio, fim).flatMap((date) => workingHours(date, disponibilidades ?? []).map((faixa) => faixa.inicio));
  return primeiras.length > 0 ? clockOf(Math.min(...primeiras)) : ABERTURA_PADRAO;
}
