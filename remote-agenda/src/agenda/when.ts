import { DateTime } from 'luxon';
import { CLINIC_ZONE, formatTime } from '@clinica/shared';

const LOCALES: Record<string, string> = { pt: 'pt-BR', es: 'es', en: 'en-GB' };

/** 'quarta-feira, 11 de março de 2026, 10:00 – 10:30' on the clinic's clock, in the user's language. */
export function quandoTexto(inicio: string, fim: string, language: string): string {
  const day = DateTime.fromISO(inicio)
    .setZone(CLINIC_ZONE)
    .setLocale(LOCALES[language] ?? 'pt-BR')
    .toLocaleString(DateTime.DATE_HUGE);
  return `${day}, ${formatTime(inicio)} – ${formatTime(fim)}`;
}

/** 'novembro de 2026' for a day of the month ('YYYY-MM-DD'), in the user's language. */
export const mesTexto = (data: string, language: string): string =>
  DateTime.fromISO(data, { zone: 'UTC' })
    .setLocale(LOCALES[language] ?? 'pt-BR')
    .toLocaleString({ month: 'long', year: 'numeric' });
