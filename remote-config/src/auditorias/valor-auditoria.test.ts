import type { TFunction } from 'i18next';
import { momentoEm, valorEm } from './valor-auditoria.ts';
import type { AuditoriaLinha } from './auditorias.resource.ts';

type Alteracao = AuditoriaLinha['alteracoes'][number];

const SIM_NAO: Record<string, string> = { 'auditorias.sim': 'Yes', 'auditorias.nao': 'No' };
const t = ((key: string) => SIM_NAO[key] ?? key) as unknown as TFunction;
const alteracao = (antes: string | null, depois: string | null, bruto?: Alteracao['bruto']): Alteracao => ({
  campo: 'x',
  rotulo: 'X',
  antes,
  depois,
  oculto: false,
  ...(bruto ? { bruto } : {}),
});

describe('audit values in the language in use (issue 36 item 20)', () => {
  it('writes when a row was written as each language writes a moment, in the clinic zone', () => {
    expect(momentoEm('2026-11-26T17:30:00Z', 'pt')).toBe('26/11/2026 14:30');
    expect(momentoEm('2026-11-26T17:30:00Z', 'en')).toBe('26 Nov 2026, 14:30');
    expect(momentoEm('2026-11-26T17:30:00Z', 'es')).toBe('26 nov 2026, 14:30');
  });

  it('writes yes/no, numbers and days in English and Spanish from the stored values', () => {
    const ativo = alteracao('Sim', 'Não', { tipo: 'booleano', antes: true, depois: false });
    expect([valorEm(ativo, 'antes', 'en', t), valorEm(ativo, 'depois', 'en', t)]).toEqual(['Yes', 'No']);
    const valor = alteracao('12500,75', '3,5', { tipo: 'numero', antes: 12500.75, depois: 3.5 });
    expect([valorEm(valor, 'antes', 'en', t), valorEm(valor, 'depois', 'en', t)]).toEqual(['12,500.75', '3.5']);
    expect(valorEm(valor, 'antes', 'es', t)).toBe('12.500,75');
    const nascimento = alteracao('14/03/1988', null, { tipo: 'data', antes: '1988-03-14', depois: null });
    expect(valorEm(nascimento, 'antes', 'en', t)).toBe('14 Mar 1988');
    expect(valorEm(nascimento, 'antes', 'es', t)).toBe('14 mar 1988');
    expect(valorEm(nascimento, 'depois', 'en', t)).toBeNull();
  });

  it("keeps Portuguese as the api writes it, and text that has no stored value's kind as it is", () => {
    const valor = alteracao('12500,75', '3,5', { tipo: 'numero', antes: 12500.75, depois: 3.5 });
    expect(valorEm(valor, 'antes', 'pt', t)).toBe('12500,75');
    expect(valorEm(alteracao('Recepção', 'Médico'), 'depois', 'en', t)).toBe('Médico');
  });

  it('writes a moment value in every language, never as the raw ISO text', () => {
    const chegada = alteracao('2026-11-26T17:30:00.000Z', null, { tipo: 'dataHora', antes: '2026-11-26T17:30:00.000Z', depois: null });
    expect(valorEm(chegada, 'antes', 'pt', t)).toBe('26/11/2026 14:30');
    expect(valorEm(chegada, 'antes', 'en', t)).toBe('26 Nov 2026, 14:30');
  });
});
