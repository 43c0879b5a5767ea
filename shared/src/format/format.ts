import { DateTime } from 'luxon';

/** Every date and time is shown in the clinic's zone, whatever the browser's zone is. */
export const CLINIC_ZONE = 'America/Sao_Paulo';

const moneyDigits = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** BRL as the spec writes it: 'R$ 1.234,56' (plain space, dot thousands, comma decimals). */
export function formatBRL(value: number | null | undefined): string {
  const amount = value ?? 0;
  const text = `R$ ${moneyDigits.format(Math.abs(amount))}`;
  return amount < 0 ? `-${text}` : text;
}

type DateInput = string | number | Date | DateTime;

function toDateTime(value: DateInput): DateTime {
  if (DateTime.isDateTime(value)) return value.setZone(CLINIC_ZONE);
  if (value instanceof Date) return DateTime.fromJSDate(value, { zone: CLINIC_ZONE });
  if (typeof value === 'number') return DateTime.fromMillis(value, { zone: CLINIC_ZONE });
  return DateTime.fromISO(value, { zone: CLINIC_ZONE });
}

const format = (value: DateInput | null | undefined, pattern: string): string => {
  if (value === null || value === undefined || value === '') return '';
  const dateTime = toDateTime(value);
  return dateTime.isValid ? dateTime.toFormat(pattern) : '';
};

/** dd/MM/yyyy in America/Sao_Paulo. */
export const formatDate = (value: DateInput | null | undefined): string => format(value, 'dd/MM/yyyy');
/** HH:mm in America/Sao_Paulo. */
export const formatTime = (value: DateInput | null | undefined): string => format(value, 'HH:mm');
/** dd/MM/yyyy HH:mm in America/Sao_Paulo. */
export const formatDateTime = (value: DateInput | null | undefined): string => format(value, 'dd/MM/yyyy HH:mm');

/** Parses a dd/MM/yyyy text typed by the user (clinic zone); undefined when it is not a real date. */
export function parseDate(text: string): DateTime | undefined {
  const parsed = DateTime.fromFormat(text, 'dd/MM/yyyy', { zone: CLINIC_ZONE });
  return parsed.isValid ? parsed : undefined;
}
/** dd-MM-yyyy HH:mm in America/Sao_Paulo: the history lines' format (spec 02 section 9). */
export const formatHistoryDateTime = (value: DateInput | null | undefined): string => format(value, 'dd-MM-yyyy HH:mm');

/** The locale luxon and Intl write dates in for each portal language. */
const DATE_LOCALES: Record<string, string> = { pt: 'pt-BR', es: 'es', en: 'en-GB' };

/**
 * A month as each language writes it in running text, in the clinic's zone: 'novembro de 2026',
 * 'noviembre de 2026', 'November 2026' (Portuguese and Spanish write month names in lower case).
 */
export function formatMonthYear(value: DateInput | null | undefined, language: string): string {
  if (value === null || value === undefined || value === '') return '';
  const dateTime = toDateTime(value);
  return dateTime.isValid ? dateTime.setLocale(DATE_LOCALES[language] ?? 'pt-BR').toLocaleString({ month: 'long', year: 'numeric' }) : '';
}

/**
 * A calendar's period title ('novembro de 2026', as the calendar's locale writes it) made a heading as
 * the language does: Portuguese raises the first letter ('Novembro de 2026'); Spanish keeps month names
 * in lower case, as Spanish calendars head a month ('noviembre de 2026'); English ones are capitalised already.
 */
export function periodHeading(title: string, language: string): string {
  return language === 'es' ? title : title.charAt(0).toLocaleUpperCase() + title.slice(1);
}
