import { describe, expect, it } from '@jest/globals';
import {
  addDays,
  clinicDay,
  clinicInstant,
  clinicMinutes,
  clockOf,
  daysBetween,
  isCalendarDay,
  minutesOf,
  parseClinicDateTime,
  weekdayOf,
} from './clinic-time.js';

describe('clinic time (America/Sao_Paulo)', () => {
  it('reads local wall-clock text in the clinic zone and ISO text with its own offset', () => {
    expect(parseClinicDateTime('2026-03-10T14:30:00')?.toISOString()).toBe('2026-03-10T17:30:00.000Z');
    expect(parseClinicDateTime('2026-03-10T14:30')?.toISOString()).toBe('2026-03-10T17:30:00.000Z');
    expect(parseClinicDateTime('2026-03-10T14:30:00-03:00')?.toISOString()).toBe('2026-03-10T17:30:00.000Z');
    expect(parseClinicDateTime('2026-03-10T17:30:00.000Z')?.toISOString()).toBe('2026-03-10T17:30:00.000Z');
    for (const bad of ['2026-02-30T10:00:00', '2026-03-10T24:00:00', '2026-03-10 10:00', '10:00', '2026-03-10', 'x'])
      expect(parseClinicDateTime(bad)).toBeUndefined();
  });

  it('follows the zone rules of older years (daylight saving until 2019)', () => {
    // 2018-12-10 was under daylight saving (UTC-2)
    expect(clinicInstant('2018-12-10', 9 * 60).toISOString()).toBe('2018-12-10T11:00:00.000Z');
    expect(clinicInstant('2026-12-10', 9 * 60).toISOString()).toBe('2026-12-10T12:00:00.000Z');
  });

  it('gives the clinic day, clock and weekday of an instant', () => {
    const lateEvening = new Date('2026-03-11T02:30:00Z'); // 23:30 on the 10th in the clinic
    expect(clinicDay(lateEvening)).toBe('2026-03-10');
    expect(clockOf(clinicMinutes(lateEvening))).toBe('23:30');
    expect(weekdayOf('2026-03-10')).toBe('TER');
    expect(weekdayOf('2026-11-22')).toBe('DOM');
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(daysBetween('2026-02-27', '2026-03-01')).toBe(2);
    expect(minutesOf('08:15')).toBe(495);
    expect(minutesOf('08:15:00')).toBe(495);
    expect(minutesOf('8:15')).toBeUndefined();
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
  });
});
