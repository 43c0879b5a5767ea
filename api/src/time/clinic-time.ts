/**
 * The clinic's clock: days, clock times and weekdays as the clinic sees them (America/Sao_Paulo),
 * with Intl only (the zone's rules come with Node's ICU, daylight saving of older years included).
 */
export const CLINIC_ZONE = 'America/Sao_Paulo';

/** Weekdays as the agenda spells them, Sunday first (Date#getUTCDay order). */
export const DIAS_SEMANA = ['DOM', 'SEG', 'TER', 'QUA', 'QUI', 'SEX', 'SAB'] as const;
export type DiaSemana = (typeof DIAS_SEMANA)[number];

/** A clock interval of one day, in minutes since midnight ([inicio, fim)). */
export interface Intervalo {
  inicio: number;
  fim: number;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: CLINIC_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function clinicParts(instant: Date): { day: string; minutes: number; utcOfWallClock: number } {
  const part: Record<string, string> = {};
  for (const p of partsFormat.formatToParts(instant)) part[p.type] = p.value;
  const [y, mo, d, h, mi, s] = [part.year, part.month, part.day, part.hour, part.minute, part.second].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return { day: `${part.year}-${part.month}-${part.day}`, minutes: h * 60 + mi, utcOfWallClock: Date.UTC(y, mo - 1, d, h, mi, s) };
}

/** 'dd/MM/yyyy' of a 'YYYY-MM-DD' day, as the clinic writes it. */
export const diaBr = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** 'YYYY-MM-DD' of an instant in the clinic's zone. */
export const clinicDay = (instant: Date): string => clinicParts(instant).day;

/** Minutes since the clinic's midnight (0…1439) of an instant. */
export const clinicMinutes = (instant: Date): number => clinicParts(instant).minutes;

/** 'HH:mm' of minutes since midnight (1440 → '24:00'). */
export const clockOf = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Minutes since midnight of 'HH:mm' or 'HH:mm:ss' (undefined when not a clock time). */
export function minutesOf(clock: string): number | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(:00)?$/.exec(clock);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** Is 'YYYY-MM-DD' a day of the calendar? */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).toISOString().slice(0, 10) === text;
}

const utcMidnight = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** The day `days` after 'YYYY-MM-DD' (negative: before). */
export const addDays = (day: string, days: number): string => new Date(utcMidnight(day) + days * DAY).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'). */
export const daysBetween = (from: string, to: string): number => Math.round((utcMidnight(to) - utcMidnight(from)) / DAY);

export const weekdayOf = (day: string): DiaSemana => DIAS_SEMANA[new Date(utcMidnight(day)).getUTCDay()]!;

/** The instant the clinic's wall clock shows `minutes` past midnight on `day`. */
export function clinicInstant(day: string, minutes: number): Date {
  const wall = utcMidnight(day) + minutes * MINUTE;
  // the zone's offset at a guess, then again at the result (they differ only across a DST change)
  let instant = wall - (clinicParts(new Date(wall)).utcOfWallClock - wall);
  const offset = clinicParts(new Date(instant)).utcOfWallClock - instant;
  instant = wall - offset;
  return new Date(instant);
}

/**
 * A date-time as the booking dialog sends it: the clinic's local time without offset
 * ('2026-03-10T14:30:00'), or ISO with an offset ('…-03:00', '…Z'). Undefined when it is neither.
 */
export function parseClinicDateTime(text: string): Date | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})?$/.exec(text);
  if (!match || !isCalendarDay(match[1]!)) return undefined;
  const [hour, minute, second] = [Number(match[2]), Number(match[3]), Number(match[4] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  if (match[6]) {
    const instant = new Date(text);
    return Number.isNaN(instant.getTime()) ? undefined : instant;
  }
  const fraction = match[5] ? Number(`0.${match[5]}`) * 1000 : 0;
  return new Date(clinicInstant(match[1]!, hour * 60 + minute).getTime() + second * 1000 + fraction);
}
