import { inSeconds, makeToken, userToken } from '@clinica/tooling/test-tokens';
import { decodeToken, isTokenValid, withBearer, withoutBearer } from './token.ts';

describe('token', () => {
  it('reads the claims the portal uses, with or without the Bearer prefix', () => {
    const token = userToken();
    for (const value of [token, withBearer(token)]) {
      expect(decodeToken(value)).toMatchObject({ nome: 'Ana Souza', jti: '7', ehMedico: true, foto: null });
    }
    expect(withoutBearer(withBearer(token))).toBe(token);
    expect(withBearer(withBearer(token))).toBe(`Bearer ${token}`);
  });

  it('treats unreadable tokens as absent', () => {
    expect(decodeToken('lixo')).toBeUndefined();
    expect(decodeToken(makeToken({ nome: 'sem exp', jti: '1', authorities: [] }))).toBeUndefined();
    expect(decodeToken(null)).toBeUndefined();
  });

  it('is valid only while its expiry is in the future', () => {
    expect(isTokenValid(decodeToken(userToken()))).toBe(true);
    expect(isTokenValid(decodeToken(userToken({ exp: inSeconds(-1) })))).toBe(false);
  });
});
