import type { Disponibilidade } from '../detalhe-medico/medico.resource.ts';
import { bloqueioFixture, disponibilidadeFixture } from '../test-support/fixtures.ts';
import {
  checkHorario,
  clinicParts,
  clinicToday,
  diaSemanaOf,
  diaDigitado,
  isDateSelectable,
  minutesOf,
  roundDownToStep,
  timeOrderError,
  workingHours,
  type HorarioInput,
} from './booking-rules.ts';

// 2026-03-09 is a Monday (SEG); 2026-03-11 a Wednesday (QUA).
const semanal = (dia: Disponibilidade['dia'], horaInicio: string, horaFim: string): Disponibilidade => disponibilidadeFixture({ dia, horaInicio, horaFim });
const periodo = (dataInicial: string, dataFinal: string, horaInicio = '08:00', horaFim = '12:00'): Disponibilidade =>
  disponibilidadeFixture({ dia: null, horaInicio, horaFim, periodo: true, dataInicial, dataFinal });
const bloqueio = bloqueioFixture;

describe('times', () => {
  it('reads only complete 24-hour clock times', () => {
    expect(minutesOf('09:30')).toBe(570);
    expect(minutesOf('23:59')).toBe(1439);
    expect(minutesOf('24:00')).toBeUndefined();
    expect(minutesOf('9:30')).toBeUndefined();
    expect(minutesOf('09:60')).toBeUndefined();
    expect(minutesOf('')).toBeUndefined();
  });

  it('rounds down to the 15-minute step and leaves incomplete text alone', () => {
    expect(roundDownToStep('09:37')).toBe('09:30');
    expect(roundDownToStep('09:44')).toBe('09:30');
    expect(roundDownToStep('09:45')).toBe('09:45');
    expect(roundDownToStep('00:14')).toBe('00:00');
    expect(roundDownToStep('23:59')).toBe('23:45');
    expect(roundDownToStep('09:')).toBe('09:');
  });

  it('puts the order message on the time changed last', () => {
    expect(timeOrderError(600, 630, 'horaFinal')).toBeUndefined();
    expect(timeOrderError(600, 600, 'horaFinal')).toBe('horaFinal');
    expect(timeOrderError(660, 600, 'horaInicial')).toBe('horaInicial');
    expect(timeOrderError(undefined, 600, 'horaInicial')).toBeUndefined();
  });
});

describe('the clinic clock', () => {
  it('takes today and instants in America/Sao_Paulo, whatever the browser zone', () => {
    expect(clinicToday(new Date('2026-03-11T02:30:00Z'))).toBe('2026-03-10');
    expect(clinicToday(new Date('2026-03-11T03:00:00Z'))).toBe('2026-03-11');
    expect(clinicParts('2026-03-11T13:00:00Z')).toEqual({ date: '2026-03-11', clock: '10:00' });
  });

  it('names weekdays as the api does', () => {
    expect(diaSemanaOf('2026-03-08')).toBe('DOM');
    expect(diaSemanaOf('2026-03-09')).toBe('SEG');
    expect(diaSemanaOf('2026-03-14')).toBe('SAB');
  });
});

describe('a date typed in the picker', () => {
  it('is a day once whole and real', () => {
    expect(diaDigitado('09/03/2026')).toBe('2026-03-09');
    expect(diaDigitado(' 09/03/2026 ')).toBe('2026-03-09');
    expect(diaDigitado('09/03/202')).toBeUndefined();
    expect(diaDigitado('31/02/2026')).toBeUndefined();
    expect(diaDigitado('')).toBeUndefined();
  });
});

describe('which dates the picker offers', () => {
  const disponibilidades = [semanal('SEG', '08:00', '12:00'), periodo('2026-03-20', '2026-03-22')];

  it('never a day before today', () => {
    expect(isDateSelectable('2026-03-08', '2026-03-09', undefined)).toBe(false);
    expect(isDateSelectable('2026-03-09', '2026-03-09', undefined)).toBe(true);
  });

  it("only the professional's weekdays, and every day of a period", () => {
    expect(isDateSelectable('2026-03-16', '2026-03-09', disponibilidades)).toBe(true); // Monday
    expect(isDateSelectable('2026-03-17', '2026-03-09', disponibilidades)).toBe(false); // Tuesday
    expect(isDateSelectable('2026-03-21', '2026-03-09', disponibilidades)).toBe(true); // Saturday inside the period
    expect(isDateSelectable('2026-03-23', '2026-03-09', disponibilidades)).toBe(true); // Monday again
    expect(isDateSelectable('2026-03-24', '2026-03-09', disponibilidades)).toBe(false);
  });

  it('nothing when the professional has no availability at all', () => {
    expect(isDateSelectable('2026-03-16', '2026-03-09', [])).toBe(false);
  });
});

describe('booking a time', () => {
  const base: HorarioInput = {
    date: '2026-03-11',
    inicio: 9 * 60,
    fim: 9 * 60 + 30,
    disponibilidades: [semanal('QUA', '08:00', '12:00'), semanal('QUA', '12:00', '18:00'), semanal('QUI', '08:00', '20:00')],
    bloqueios: [],
    ocupados: [],
    excecao: false,
  };

  it('merges contiguous hours, so a booking across them fits', () => {
    expect(workingHours('2026-03-11', base.disponibilidades)).toEqual([{ inicio: 480, fim: 1080 }]);
    expect(checkHorario({ ...base, inicio: 11 * 60 + 30, fim: 12 * 60 + 30 })).toBeUndefined();
  });

  it('refuses times outside the hours of that weekday', () => {
    expect(checkHorario({ ...base, inicio: 17 * 60 + 45, fim: 18 * 60 + 15 })).toEqual({ tipo: 'foraDisponibilidade' });
    expect(checkHorario({ ...base, date: '2026-03-10' })).toEqual({ tipo: 'foraDisponibilidade' });
  });

  it('names the block that overlaps, the whole day when it has no hours', () => {
    const almoco = bloqueio({ diaEspecifico: '2026-03-11', horaInicial: '09:15', horaFinal: '10:00' });
    expect(checkHorario({ ...base, bloqueios: [almoco] })).toEqual({ tipo: 'bloqueio', inicio: '09:15', fim: '10:00' });
    expect(checkHorario({ ...base, bloqueios: [bloqueio({ diaEspecifico: '2026-03-11' })] })).toEqual({ tipo: 'bloqueio', inicio: '00:00', fim: '23:59' });
    // touching is not overlapping
    expect(checkHorario({ ...base, bloqueios: [bloqueio({ diaEspecifico: '2026-03-11', horaInicial: '09:30', horaFinal: '10:00' })] })).toBeUndefined();
  });

  it('applies recurring blocks only on their weekday and inside their period', () => {
    const quartas = bloqueio({ bloqueioRecorrente: true, diaSemana: 'QUA', horaInicial: '08:00', horaFinal: '10:00' });
    expect(checkHorario({ ...base, bloqueios: [quartas] })?.tipo).toBe('bloqueio');
    expect(checkHorario({ ...base, date: '2026-03-12', bloqueios: [quartas] })).toBeUndefined();
    const marcoApenas = { ...quartas, periodo: true, dataInicial: '2026-03-01', dataFinal: '2026-03-10' };
    expect(checkHorario({ ...base, bloqueios: [marcoApenas] })).toBeUndefined();
    const ferias = bloqueio({ periodo: true, dataInicial: '2026-03-10', dataFinal: '2026-03-12' });
    expect(checkHorario({ ...base, bloqueios: [ferias] })?.tipo).toBe('bloqueio');
  });

  it('checks hours before blocks and blocks before overlaps (the api order)', () => {
    const all = {
      ...base,
      inicio: 7 * 60,
      fim: 8 * 60,
      bloqueios: [bloqueio({ diaEspecifico: '2026-03-11' })],
      ocupados: [{ id: 1, horaInicial: '07:00', horaFinal: '08:00' }],
    };
    expect(checkHorario(all)?.tipo).toBe('foraDisponibilidade');
    expect(checkHorario({ ...all, inicio: 9 * 60, fim: 10 * 60 })?.tipo).toBe('bloqueio');
  });

  it("refuses another appointment's time unless 'Exceção', and never collides with itself", () => {
    const ocupados = [{ id: 7, horaInicial: '09:15', horaFinal: '09:45' }];
    expect(checkHorario({ ...base, ocupados })).toEqual({ tipo: 'ocupado', ocupado: ocupados[0] });
    expect(checkHorario({ ...base, ocupados, excecao: true })).toBeUndefined();
    expect(checkHorario({ ...base, ocupados, ignorarId: 7 })).toBeUndefined();
    expect(checkHorario({ ...base, ocupados: [{ id: 8, horaInicial: '09:30', horaFinal: '10:00' }] })).toBeUndefined();
  });
});
