import { disponibilidadeFixture } from '../test-support/fixtures.ts';
import type { Disponibilidade } from './medico.resource.ts';
import { disponibilidadeErrors, disponibilidadeRequired, emptyDisponibilidade, formFromDisponibilidade, payloadsFromForm } from './disponibilidade-form.ts';

describe('schedule form', () => {
  it('weekly hours need at least one weekday and an ordered time range', () => {
    expect(disponibilidadeErrors(emptyDisponibilidade())).toEqual({ dias: 'medico.erros.dia', horaInicio: 'medico.erros.hora', horaFim: 'medico.erros.hora' });
    expect(disponibilidadeErrors({ ...emptyDisponibilidade(), dias: ['SEG'], horaInicio: '18:00', horaFim: '08:00' })).toEqual({
      horaFim: 'medico.erros.horaFinal',
    });
    expect(disponibilidadeErrors({ ...emptyDisponibilidade(), dias: ['SEG', 'TER'], horaInicio: '08:00', horaFim: '18:00' }, true)).toEqual({
      dias: 'medico.erros.dia',
    });
  });

  it('a custom period needs both dates in order', () => {
    const periodo = { ...emptyDisponibilidade(), periodo: true, horaInicio: '08:00', horaFim: '12:00' };
    expect(disponibilidadeErrors({ ...periodo, dataInicial: '10/01/2027' })).toEqual({ dataFinal: 'medico.erros.data' });
    expect(disponibilidadeErrors({ ...periodo, dataInicial: '10/01/2027', dataFinal: '09/01/2027' })).toEqual({ dataFinal: 'medico.erros.dataFinal' });
  });

  it('creates one weekly entry per chosen day, or one range; an edit keeps its id', () => {
    const semanal = payloadsFromForm(2, { ...emptyDisponibilidade(), dias: ['SEG', 'QUA'], horaInicio: '08:00', horaFim: '12:00', tipoCompromisso: 3 });
    expect(semanal.map((d) => d.dia)).toEqual(['SEG', 'QUA']);
    expect(semanal[0]).toEqual({
      medico: 2,
      horaInicio: '08:00',
      horaFim: '12:00',
      tipoCompromisso: 3,
      periodo: false,
      dia: 'SEG',
      dataInicial: null,
      dataFinal: null,
    });
    const [range] = payloadsFromForm(
      2,
      { ...emptyDisponibilidade(), periodo: true, dataInicial: '10/01/2027', dataFinal: '20/01/2027', horaInicio: '08:00', horaFim: '12:00' },
      7,
    );
    expect(range).toMatchObject({ id: 7, periodo: true, dia: null, dataInicial: '2027-01-10', dataFinal: '2027-01-20' });
    expect(formFromDisponibilidade(disponibilidadeFixture(range as Partial<Disponibilidade>))).toMatchObject({
      periodo: true,
      dataInicial: '10/01/2027',
      dataFinal: '20/01/2027',
    });
  });
});

describe('schedule form: required marks', () => {
  it.each([false, true])('custom period %s: marks exactly the fields its rules refuse when blank', (periodo) => {
    const blank = { ...emptyDisponibilidade(), periodo };
    expect(new Set(Object.keys(disponibilidadeErrors(blank)))).toEqual(disponibilidadeRequired(blank));
  });
});
