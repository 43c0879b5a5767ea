import { bloqueioFixture } from '../test-support/fixtures.ts';
import type { Bloqueio } from './medico.resource.ts';
import {
  bloqueioData,
  bloqueioErrors,
  bloqueioRequired,
  emptyBloqueio,
  formFromBloqueio,
  payloadFromBloqueio,
  type BloqueioFormValues,
} from './bloqueio-form.ts';

const dia = (over: Partial<BloqueioFormValues>): BloqueioFormValues => ({ ...emptyBloqueio(), ...over });
/** The block as the api answers it once this payload is saved. */
const salvo = (payload: ReturnType<typeof payloadFromBloqueio>): Bloqueio => bloqueioFixture(payload as Partial<Bloqueio>);

describe('block form', () => {
  it('a one-day block needs a real date and, unless the whole day, an ordered time range', () => {
    expect(bloqueioErrors(dia({}))).toEqual({ diaEspecifico: 'medico.erros.data', horaInicial: 'medico.erros.hora', horaFinal: 'medico.erros.hora' });
    expect(bloqueioErrors(dia({ diaEspecifico: '31/02/2027', diaInteiro: true }))).toEqual({ diaEspecifico: 'medico.erros.data' });
    expect(bloqueioErrors(dia({ diaEspecifico: '10/03/2027', horaInicial: '12:00', horaFinal: '12:00' }))).toEqual({ horaFinal: 'medico.erros.horaFinal' });
    expect(bloqueioErrors(dia({ diaEspecifico: '10/03/2027', horaInicial: '12:00', horaFinal: '13:00' }))).toEqual({});
  });

  it('a weekly block needs its weekday; a limited one, an ordered date range', () => {
    expect(bloqueioErrors(dia({ tipo: 'recorrente', diaInteiro: true }))).toEqual({ diaSemana: 'medico.erros.dia' });
    expect(
      bloqueioErrors(dia({ tipo: 'recorrente', diaSemana: 'SEG', diaInteiro: true, limitarPeriodo: true, dataInicial: '10/03/2027', dataFinal: '01/03/2027' })),
    ).toEqual({
      dataFinal: 'medico.erros.dataFinal',
    });
  });

  it('sends only the fields of its kind, dates as ISO, null times for the whole day', () => {
    const recorrente = payloadFromBloqueio(
      2,
      dia({ tipo: 'recorrente', diaSemana: 'SEG', horaInicial: '12:00', horaFinal: '13:00', diaEspecifico: '10/03/2027', observacao: ' Almoço ' }),
    );
    expect(recorrente).toEqual({
      medicoId: 2,
      tipoCompromissoEnum: 'AVULSO',
      observacao: 'Almoço',
      diaEspecifico: null,
      horaInicial: '12:00',
      horaFinal: '13:00',
      bloqueioRecorrente: true,
      diaSemana: 'SEG',
      periodo: false,
      dataInicial: null,
      dataFinal: null,
    });
    const periodo = payloadFromBloqueio(2, dia({ tipo: 'periodo', dataInicial: '01/07/2027', dataFinal: '15/07/2027', diaInteiro: true }), 9);
    expect(periodo).toMatchObject({
      id: 9,
      periodo: true,
      bloqueioRecorrente: false,
      dataInicial: '2027-07-01',
      dataFinal: '2027-07-15',
      horaInicial: null,
      horaFinal: null,
    });
    expect(formFromBloqueio(salvo(periodo))).toMatchObject({ tipo: 'periodo', dataInicial: '01/07/2027', dataFinal: '15/07/2027', diaInteiro: true });
  });

  it('shows the day or the range in the table, sorted by its first date', () => {
    const base = salvo(payloadFromBloqueio(2, dia({ diaEspecifico: '10/03/2027', diaInteiro: true })));
    expect(bloqueioData(base)).toEqual({ text: '10/03/2027', sortKey: '2027-03-10' });
    expect(bloqueioData({ ...base, diaEspecifico: null, periodo: true, dataInicial: '2027-07-01', dataFinal: '2027-07-15' }).text).toBe(
      '01/07/2027 – 15/07/2027',
    );
    expect(bloqueioData({ ...base, diaEspecifico: null, bloqueioRecorrente: true, diaSemana: 'SEG' }).text).toBe('—');
  });
});

describe('block form: required marks', () => {
  it.each([
    ['dia', false, false],
    ['dia', false, true],
    ['recorrente', false, false],
    ['recorrente', true, true],
    ['periodo', false, false],
    ['periodo', false, true],
  ] as const)('%s (limited %s, whole day %s): marks exactly the fields its rules refuse when blank', (tipo, limitarPeriodo, diaInteiro) => {
    const blank = dia({ tipo, limitarPeriodo, diaInteiro });
    expect(new Set(Object.keys(bloqueioErrors(blank)))).toEqual(bloqueioRequired(blank));
  });
});
