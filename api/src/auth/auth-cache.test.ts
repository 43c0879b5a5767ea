import { describe, expect, it } from '@jest/globals';
import type { AuthState } from '../app-deps.js';
import { AuthCache } from './auth-cache.js';

const auth = (sessionId: string, userId = 7): AuthState => ({ sessionId, impersonador: null, user: { id: userId, nome: 'Ana' } as AuthState['user'] });
const HOUR = 3_600_000;

function cacheAt(start = 1_000_000): { cache: AuthCache; advance: (ms: number) => void } {
  let now = start;
  const cache = new AuthCache(() => now);
  return { cache, advance: (ms) => (now += ms) };
}

describe('sessions kept in memory', () => {
  it('keeps nothing until the database events are heard, and nothing once they stop', () => {
    const { cache } = cacheAt();
    cache.set(cache.ticket(), auth('s1'), new Date(2_000_000 + HOUR));
    expect(cache.get('s1', 7)).toBeUndefined();
    cache.listening(true);
    cache.set(cache.ticket(), auth('s1'), new Date(2_000_000 + HOUR));
    expect(cache.get('s1', 7)).toEqual(auth('s1'));
    cache.listening(false);
    expect(cache.get('s1', 7)).toBeUndefined();
  });

  it('answers a session only for its own user, until it ends or a minute has passed', () => {
    const { cache, advance } = cacheAt();
    cache.listening(true);
    cache.set(cache.ticket(), auth('s1'), new Date(1_000_000 + 30_000));
    expect(cache.get('s1', 8)).toBeUndefined();
    cache.set(cache.ticket(), auth('s1'), new Date(1_000_000 + 30_000));
    advance(30_000);
    expect(cache.get('s1', 7)).toBeUndefined();
    cache.set(cache.ticket(), auth('s2'), new Date(1_000_000 + HOUR));
    advance(59_000);
    expect(cache.get('s2', 7)).toBeDefined();
    advance(1_000);
    expect(cache.get('s2', 7)).toBeUndefined();
  });

  it('forgets ended sessions, everything on a change of users or profiles, and never stores a read older than a drop', () => {
    const { cache } = cacheAt();
    cache.listening(true);
    const until = new Date(1_000_000 + HOUR);
    cache.set(cache.ticket(), auth('s1'), until);
    cache.set(cache.ticket(), auth('s2'), until);
    cache.forget(['s1']);
    expect(cache.get('s1', 7)).toBeUndefined();
    expect(cache.get('s2', 7)).toBeDefined();
    cache.clear();
    expect(cache.get('s2', 7)).toBeUndefined();
    // a read began, then a profile changed: what it read is already old
    const ticket = cache.ticket();
    cache.clear();
    cache.set(ticket, auth('s3'), until);
    expect(cache.get('s3', 7)).toBeUndefined();
  });
});
