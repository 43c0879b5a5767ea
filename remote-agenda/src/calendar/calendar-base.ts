import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import classicTheme from '@fullcalendar/react/themes/classic';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import ptBr from '@fullcalendar/react/locales/pt-br';
import es from '@fullcalendar/react/locales/es';
import { CLINIC_ZONE } from '@clinica/shared';

const TIME_FORMAT = { hour: '2-digit', minute: '2-digit', hour12: false } as const;

/** FullCalendar's locale for each portal language (English is the library's default). */
const LOCALES = { pt: ptBr, es, en: undefined } as const;

/**
 * Options every agenda calendar shares (spec 01 section 9): the clinic's zone whatever the browser's,
 * weeks from Monday, 24-hour times, the portal's language.
 */
export function calendarBase(language: string) {
  const locale = LOCALES[language as keyof typeof LOCALES];
  return {
    plugins: [classicTheme, dayGridPlugin, timeGridPlugin, interactionPlugin, listPlugin],
    timeZone: CLINIC_ZONE,
    firstDay: 1,
    ...(locale ? { locale } : {}),
    eventTimeFormat: TIME_FORMAT,
    slotHeaderFormat: TIME_FORMAT,
    nowIndicator: true,
    height: 'auto' as const,
  };
}
