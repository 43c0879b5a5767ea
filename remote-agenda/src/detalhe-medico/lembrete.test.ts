import { horarioGatilho, lembreteFrom, naoSalvo, toggle } from './lembrete.ts';

describe('doctor reminder setting', () => {
  it('reads the stored minutes; empty or null is off', () => {
    expect(lembreteFrom('15')).toEqual({ ativo: true, minutos: '15' });
    expect(lembreteFrom('05')).toEqual({ ativo: true, minutos: '5' });
    expect(lembreteFrom(null)).toEqual({ ativo: false, minutos: '' });
    expect(lembreteFrom('')).toEqual({ ativo: false, minutos: '' });
  });

  it('turning on starts at 1 minute, turning off clears', () => {
    expect(toggle(true)).toEqual({ ativo: true, minutos: '1' });
    expect(toggle(false)).toEqual({ ativo: false, minutos: '' });
  });

  it('sends 1 to 59, null when off, nothing (Save disabled) otherwise', () => {
    expect(horarioGatilho({ ativo: true, minutos: '1' })).toBe('1');
    expect(horarioGatilho({ ativo: true, minutos: '59' })).toBe('59');
    expect(horarioGatilho({ ativo: false, minutos: '' })).toBeNull();
    for (const bad of ['', '0', '60', '00']) expect(horarioGatilho({ ativo: true, minutos: bad })).toBeUndefined();
  });

  it('marks Não salvo only when the value differs from the saved one', () => {
    const salvo = lembreteFrom('10');
    expect(naoSalvo({ ativo: true, minutos: '10' }, salvo)).toBe(false);
    expect(naoSalvo({ ativo: true, minutos: '12' }, salvo)).toBe(true);
    expect(naoSalvo(toggle(false), salvo)).toBe(true);
    expect(naoSalvo(toggle(false), lembreteFrom(null))).toBe(false);
  });
});
