import * as v from 'valibot';
import { isStrongPassword, newPasswordSchema } from './password-rules.ts';

const issues = (senha: string, confirmacao: string): string[] => {
  const result = v.safeParse(newPasswordSchema, { senha, confirmacao });
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('password rules', () => {
  it('needs 8 characters with letters and numbers', () => {
    expect(isStrongPassword('abc12345')).toBe(true);
    expect(isStrongPassword('abcdefgh')).toBe(false);
    expect(isStrongPassword('12345678')).toBe(false);
    expect(isStrongPassword('ab1')).toBe(false);
  });

  it('reports mismatch and emptiness with the spec messages (as i18n keys)', () => {
    expect(issues('Senha2026', 'Senha2026')).toEqual([]);
    expect(issues('Senha2026', 'Senha2027')).toEqual(['novaSenha.naoConferem']);
    expect(issues('', '')).toEqual(expect.arrayContaining(['novaSenha.obrigatoria']));
    expect(issues('curta', 'curta')).toEqual(['novaSenha.regra']);
  });
});
