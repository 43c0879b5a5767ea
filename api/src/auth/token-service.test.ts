import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { TokenService } from './token-service.js';

const subject = (expiresAt: Date) => ({ userId: 7, nome: 'Ana', ehMedico: false, foto: null, authorities: ['ROLE_AGENDAMENTOS'], sessionId: 's-1', expiresAt });

afterEach(() => {
  jest.useRealTimers();
});

describe('tokens', () => {
  it('verifies a token as often as asked, and refuses any other text, even after the good one was verified', async () => {
    const tokens = new TokenService(randomBytes(32));
    const token = await tokens.sign(subject(new Date(Date.now() + 60_000)));
    expect((await tokens.verify(token)).sid).toBe('s-1');
    expect((await tokens.verify(token)).authorities).toEqual(['ROLE_AGENDAMENTOS']);
    const last = token.at(-2) === 'A' ? 'B' : 'A';
    await expect(tokens.verify(`${token.slice(0, -2)}${last}${token.at(-1)}`)).rejects.toThrow();
    await expect(new TokenService(randomBytes(32)).verify(token)).rejects.toThrow();
  });

  it('refuses a token once it expired, though it was verified before', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-24T12:00:00Z') });
    const tokens = new TokenService(randomBytes(32));
    const token = await tokens.sign(subject(new Date('2026-11-24T12:01:00Z')));
    expect((await tokens.verify(token)).jti).toBe('7');
    jest.setSystemTime(new Date('2026-11-24T12:01:01Z'));
    await expect(tokens.verify(token)).rejects.toThrow();
  });
});
