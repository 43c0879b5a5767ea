import { DEFAULT_STATUS, parseAgendaParams, periodoDaVisao, periodoNaGrade, shiftData, writeAgendaParams } from './agenda-params.ts';
import { mesTexto } from './when.ts';

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
    expect(parse('pagina=1.5').pagina).toBe(0);
    // the list's pages count from today's: earlier ones are negative
    expect(parse('modo=lista&pagina=-2').pagina).toBe(-2);
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

  it('gives the days a view shows: the month, the week from Monday to Sunday, the day', () => {
    expect(periodoDaVisao('2026-02-11', 'mes')).toEqual({ inicio: '2026-02-01', fim: '2026-02-28' });
    // a Sunday belongs to the week that began on the Monday before
    expect(periodoDaVisao('2026-11-29', 'semana')).toEqual({ inicio: '2026-11-23', fim: '2026-11-29' });
    expect(periodoDaVisao('2026-11-23', 'semana')).toEqual({ inicio: '2026-11-23', fim: '2026-11-29' });
    expect(periodoDaVisao('2026-12-31', 'dia')).toEqual({ inicio: '2026-12-31', fim: '2026-12-31' });
  });

  it('knows the days the calendar draws, so the read need not wait for it', () => {
    // February 2026 starts on a Sunday: the grid opens on the Monday before and runs six weeks
    expect(periodoNaGrade('2026-02-11', 'mes')).toEqual({ inicio: '2026-01-26', fim: '2026-03-09' });
    // a month starting on a Monday opens on its first day
    expect(periodoNaGrade('2026-06-30', 'mes')).toEqual({ inicio: '2026-06-01', fim: '2026-07-13' });
    expect(periodoNaGrade('2026-11-29', 'semana')).toEqual({ inicio: '2026-11-23', fim: '2026-11-30' });
    expect(periodoNaGrade('2026-12-31', 'dia')).toEqual({ inicio: '2026-12-31', fim: '2027-01-01' });
  });

  it('names a month in the language of the user', () => {
    expect(mesTexto('2026-11-23', 'pt')).toBe('novembro de 2026');
    expect(mesTexto('2026-11-23', 'es')).toBe('noviembre de 2026');
    expect(mesTexto('2026-11-23', 'en')).toBe('November 2026');
  });
});
