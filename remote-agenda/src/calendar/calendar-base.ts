import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import classicTheme from '@fullcalendar/react/themes/classic';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import ptBr from '@fullcalendar/react/locales/pt-br';
import es from '@fullcalendar/react/locales/es';
import { CLINIC_ZONE } from '@clinica/shared';

type ClockParts = { hour: number; minute: number };
const clock = (time: ClockParts): string => `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;

/** Two clock times ('HH:mm') as the agenda writes a range: '09:00 – 11:00'. */
export const faixaHoraria = (inicio: string, fim: string): string => `${inicio} – ${fim}`;

/**
 * An event's times ('09:00 – 11:00'), or a time alone ('09:00': the hours down week and day views), on
 * the clinic's clock in every language. Written out, not left to Intl: FullCalendar's range formatting
 * through Intl cost about 40 ms for a week of 1,000 appointments.
 */
export const eventTime = ({ start, end }: { start: ClockParts; end?: ClockParts | null }): string =>
  end ? faixaHoraria(clock(start), clock(end)) : clock(start);

/** FullCalendar's locale for each portal language (English is the library's default). */
const LOCALES = { pt: ptBr, es, en: undefined } as const;

/**
 * Options every agenda calendar shares (spec 01 section 9): the clinic's zone whatever the browser's,
 * weeks from Monday, 24-hour times, the portal's language.
 */
export function calendarBase(language: string) {
  const locale = LOCALES[language as keyof typeof LOCALES];
  return {
    plugins: [classicTheme, dayGridPlugin, timeGridPlugin, interactionPlugin],
    timeZone: CLINIC_ZONE,
    firstDay: 1,
    ...(locale ? { locale } : {}),
    eventTimeFormat: eventTime,
    // the hours down the side of week and day views, written out too: through Intl they cost about
    // 12 ms at every draw of a week
    slotHeaderFormat: eventTime,
    nowIndicator: true,
    height: 'auto' as const,
  };
}
