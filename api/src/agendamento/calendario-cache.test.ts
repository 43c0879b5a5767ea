import { describe, expect, it } from '@jest/globals';
import { WriteClock } from '../db/write-clock.js';
import { CalendarioCache } from './calendario-cache.js';

const kept = () => {
  const clock = new WriteClock();
  const cache = new CalendarioCache(clock);
  cache.listening(true);
  return { clock, cache };
};

describe('calendar answers kept in memory', () => {
  it('keeps an answer until the write clock moves', () => {
    const { clock, cache } = kept();
    cache.set(cache.ticket(), 'semana', '[1]');
    expect(cache.get('semana')).toBe('[1]');
    expect(cache.get('outra')).toBeUndefined();
    clock.tick();
    expect(cache.get('semana')).toBeUndefined();
  });

  it('keeps nothing read while something changed, nor while the database is not heard', () => {
    const { clock, cache } = kept();
    const ticket = cache.ticket();
    clock.tick(); // a write ended during the read
    cache.set(ticket, 'semana', '[old]');
    expect(cache.get('semana')).toBeUndefined();

    cache.set(cache.ticket(), 'semana', '[1]');
    cache.listening(false);
    expect(cache.get('semana')).toBeUndefined();
    cache.set(cache.ticket(), 'semana', '[2]');
    cache.listening(true);
    expect(cache.get('semana')).toBeUndefined();
  });

  it('lets the least recently read go first when full', () => {
    const { cache } = kept();
    const week = 'x'.repeat(12 * 1024 * 1024);
    cache.set(cache.ticket(), 'a', week);
    cache.set(cache.ticket(), 'b', week);
    expect(cache.get('a')).toBe(week); // now b is the least recently read
    cache.set(cache.ticket(), 'c', week);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(week);
    expect(cache.get('c')).toBe(week);
  });
});
