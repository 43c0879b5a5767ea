import { describe, expect, it } from '@jest/globals';
import { hashPassword, isPasswordAcceptable, verifyPassword } from './password.js';

describe('password', () => {
  it('accepts 8+ characters with letters and numbers only', () => {
    expect(isPasswordAcceptable('Demo@1234')).toBe(true);
    expect(isPasswordAcceptable('abc12345')).toBe(true);
    expect(isPasswordAcceptable('abc1234')).toBe(false);
    expect(isPasswordAcceptable('abcdefgh')).toBe(false);
    expect(isPasswordAcceptable('12345678')).toBe(false);
  });
  it('hashes with argon2id and verifies', async () => {
    const h = await hashPassword('Demo@1234');
    expect(h.startsWith('$argon2id$')).toBe(true);
    await expect(verifyPassword(h, 'Demo@1234')).resolves.toBe(true);
    await expect(verifyPassword(h, 'Demo@12345')).resolves.toBe(false);
    await expect(verifyPassword('lixo', 'Demo@1234')).resolves.toBe(false);
  });
});
