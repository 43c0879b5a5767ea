import { useEffect, useState } from 'react';
import { formatDate } from '../format/format.ts';

/**
 * When the front desk may act on an appointment (spec 02 §4); the api holds the same lines and
 * answers 409 otherwise, so a control shown here is one the server accepts.
 */

/** The consultation may start once the appointment's start time has passed. */
export const inicioPassou = (dataAgendamento: string, agora: Date): boolean => Date.parse(dataAgendamento) <= agora.getTime();

/** The patient's arrival belongs to the appointment's day, in the clinic's zone. */
export const noDiaDoAgendamento = (dataAgendamento: string, agora: Date): boolean => formatDate(dataAgendamento) === formatDate(agora);

/** The current time, read again every `intervalMs`: controls that depend on the clock appear when their time comes. */
export function useNow(intervalMs = 15_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
