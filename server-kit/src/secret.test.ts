import { describe, expect, it } from '@jest/globals';
import { carriesSecret } from './secret.js';

describe('carriesSecret', () => {
  it('only the same text carries the secret; absent, other or longer texts do not', () => {
    const secret = 'chave-compartilhada-com-mais-de-32-caracteres';
    expect(carriesSecret(secret, secret)).toBe(true);
    for (const sent of [undefined, ['x'], '', 'outra', `${secret}x`]) expect(carriesSecret(sent, secret)).toBe(false);
  });
});
