import { applyMask } from './masks.ts';
import { formatCpf, isCpf, isEmail, loginIdentifier } from './documents.ts';

describe('Brazilian documents', () => {
  it('checks CPF check digits, masked or not', () => {
    expect(isCpf('529.982.247-25')).toBe(true);
    expect(isCpf('52998224725')).toBe(true);
    expect(isCpf('529.982.247-24')).toBe(false);
    expect(isCpf('111.111.111-11')).toBe(false);
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
  });

  it('uses the spec e-mail pattern (2-4 letter ending)', () => {
    expect(isEmail('ana@clinica.com.br')).toBe(true);
    expect(isEmail('ana@clinica')).toBe(false);
    expect(isEmail('ana@clinica.museums')).toBe(false);
  });

  it('sends a CPF-looking login as CPF and anything else as e-mail', () => {
    expect(loginIdentifier(' 529.982.247-25 ')).toEqual({ cpf: '52998224725' });
    expect(loginIdentifier('Ana@Clinica.dev')).toEqual({ email: 'ana@clinica.dev' });
  });

  it('masks typed values', () => {
    expect(applyMask('cpf', '52998224725')).toBe('529.982.247-25');
    expect(applyMask('time', '0930')).toBe('09:30');
    expect(applyMask('date', '01022026')).toBe('01/02/2026');
    expect(applyMask('cep', '01310100')).toBe('01310-100');
    expect(applyMask('phoneBR', '11987654321')).toBe('(11) 98765-4321');
  });
});
