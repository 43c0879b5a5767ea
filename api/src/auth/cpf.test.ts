import { describe, expect, it } from '@jest/globals';
import { cpfFromBase, formatCpf, isValidCpf, looksLikeCpf } from './cpf.js';

describe('cpf', () => {
  it('computes check digits of known CPFs', () => {
    expect(cpfFromBase('529982247')).toBe('52998224725');
    expect(cpfFromBase('111444777')).toBe('11144477735');
  });
  it('validates masked and unmasked CPFs', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224726')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
    expect(isValidCpf('123')).toBe(false);
  });
  it('tells CPF-looking login input from e-mail', () => {
    expect(looksLikeCpf('529.982.247-25')).toBe(true);
    expect(looksLikeCpf('admin@clinica.dev')).toBe(false);
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
  });
});
