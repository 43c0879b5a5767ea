import { eventTime } from './calendar-base.ts';

describe('event times on the calendar', () => {
  it('shows start and end on the 24-hour clock, as the range', () => {
    expect(eventTime({ start: { hour: 9, minute: 0 }, end: { hour: 11, minute: 30 } })).toBe('09:00 – 11:30');
    expect(eventTime({ start: { hour: 23, minute: 45 }, end: { hour: 0, minute: 5 } })).toBe('23:45 – 00:05');
  });

  it('shows the start alone where the view leaves the end out (month)', () => {
    expect(eventTime({ start: { hour: 7, minute: 5 }, end: null })).toBe('07:05');
  });
});
