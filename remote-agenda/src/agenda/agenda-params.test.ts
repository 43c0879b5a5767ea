import { DEFAULT_STATUS, parseAgendaParams, shiftData, writeAgendaParams } from './agenda-params.ts';

const parse = (search: string, medicoId?: number) => parseAgendaParams(new URLSearchParams(search), { today: '2026-03-11', medicoId });

describe('agenda address', () => {
  it('starts on this week, without cancelled appointments', () => {
    expect(parse('')).toEqual({
      modo: 'calendario',
      visao: 'semana',
      data: '2026-03-11',
      medicoId: undefined,
      salaId: undefined,
      status: DEFAULT_STATUS,
      busca: '',
      pagina: 0,
    });
    expect(DEFAULT_STATUS).not.toContain('CANCELADO');
  });

  it("opens a doctor's own agenda, and everyone's once the filter is cleared", () => {
    expect(parse('', 7).medicoId).toBe(7);
    expect(parse('medico=', 7).medicoId).toBeUndefined();
    expect(parse('medico=3', 7).medicoId).toBe(3);
  });

  it('ignores what it does not understand', () => {
    expect(parse('modo=x&visao=ano&data=11/03/2026&sala=-1&pagina=abc')).toMatchObject({
      modo: 'calendario',
      visao: 'semana',
      data: '2026-03-11',
      salaId: undefined,
      pagina: 0,
    });
    expect(parse('status=CONFIRMADO,NADA').status).toEqual(['CONFIRMADO']);
    expect(parse('status=').status).toEqual([]);
  });

  it('writes changes back, keeping a cleared filter explicit', () => {
    const written = writeAgendaParams(new URLSearchParams('visao=dia'), { medicoId: undefined, status: [], busca: '', pagina: 0, data: '2026-03-12' });
    expect(written.toString()).toBe('visao=dia&data=2026-03-12&medico=&status=');
    expect(parse(written.toString(), 7)).toMatchObject({ medicoId: undefined, status: [], visao: 'dia' });
  });

  it('moves one month, week or day', () => {
    expect(shiftData('2026-03-31', 'mes', 1)).toBe('2026-04-30');
    expect(shiftData('2026-03-11', 'semana', -1)).toBe('2026-03-04');
    expect(shiftData('2026-03-01', 'dia', -1)).toBe('2026-02-28');
  });
});
