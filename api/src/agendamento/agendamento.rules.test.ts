import { describe, expect, it } from '@jest/globals';
import {
  AGENDAMENTO_MSG,
  bloqueioSobreposto,
  camposObrigatorios,
  dentroDaDisponibilidade,
  intervaloDoHorario,
  mensagemBloqueio,
  regrasDeHorario,
} from './agendamento.rules.js';

const completo = {
  procedimentoId: 1,
  medicoId: 2,
  tipoCompromissoId: 3,
  pacienteId: 4,
  dataAgendamento: '2026-03-10T14:00:00',
  horaFinal: '2026-03-10T15:00:00',
};
const messages = (items: { mensagemUsuario: string }[]) => items.map((e) => e.mensagemUsuario);
const h = (inicio: string, fim: string) => ({ inicio: new Date(inicio), fim: new Date(fim) });

describe('rule 1: the fields', () => {
  it('names every missing field at once, one item each, in the dialog order', () => {
    expect(messages(camposObrigatorios({}).errors)).toEqual([
      AGENDAMENTO_MSG.procedimento,
      AGENDAMENTO_MSG.profissional,
      AGENDAMENTO_MSG.compromisso,
      AGENDAMENTO_MSG.data,
      AGENDAMENTO_MSG.hora,
      AGENDAMENTO_MSG.paciente,
    ]);
    expect(messages(camposObrigatorios({ ...completo, dataAgendamento: '2026-03-10', horaFinal: null }).errors)).toEqual([AGENDAMENTO_MSG.hora]);
    expect(messages(camposObrigatorios({ ...completo, infoPaciente: { celular: ' ' } }).errors)).toEqual([AGENDAMENTO_MSG.celular]);
  });

  it('reads the times in the clinic zone, an end given as HH:mm on the start day, and refuses non-dates', () => {
    expect(camposObrigatorios(completo).horario).toEqual(h('2026-03-10T17:00:00Z', '2026-03-10T18:00:00Z'));
    expect(camposObrigatorios({ ...completo, horaFinal: '15:30' }).horario).toEqual(h('2026-03-10T17:00:00Z', '2026-03-10T18:30:00Z'));
    expect(camposObrigatorios({ ...completo, dataAgendamento: '2026-03-10T17:00:00Z' }).horario?.inicio).toEqual(new Date('2026-03-10T17:00:00Z'));
    expect(messages(camposObrigatorios({ ...completo, dataAgendamento: '2026-02-30T10:00:00' }).errors)).toEqual([AGENDAMENTO_MSG.dataInvalida]);
  });
});

describe('rule 2: the times', () => {
  it('wants 15-minute steps, an end after the start on the same day, and not a past day when new or moved', () => {
    expect(regrasDeHorario(h('2026-03-10T17:00:00Z', '2026-03-10T18:00:00Z'), '2026-03-10', true)).toEqual([]);
    expect(messages(regrasDeHorario(h('2026-03-10T17:10:00Z', '2026-03-10T18:00:00Z'), '2026-03-01', true))).toEqual([AGENDAMENTO_MSG.intervalo]);
    expect(messages(regrasDeHorario(h('2026-03-10T18:00:00Z', '2026-03-10T18:00:00Z'), '2026-03-01', true))).toEqual([AGENDAMENTO_MSG.horaFinal]);
    expect(messages(regrasDeHorario(h('2026-03-10T18:00:00Z', '2026-03-10T17:00:00Z'), '2026-03-01', true))).toEqual([AGENDAMENTO_MSG.horaFinal]);
    // 22:00 to 01:00 in the clinic crosses midnight; 22:00 to 24:00 does not
    expect(messages(regrasDeHorario(h('2026-03-11T01:00:00Z', '2026-03-11T04:00:00Z'), '2026-03-01', true))).toEqual([AGENDAMENTO_MSG.mesmoDia]);
    expect(regrasDeHorario(h('2026-03-11T01:00:00Z', '2026-03-11T03:00:00Z'), '2026-03-01', true)).toEqual([]);
    expect(messages(regrasDeHorario(h('2026-03-10T17:00:00Z', '2026-03-10T18:00:00Z'), '2026-03-11', true))).toEqual([AGENDAMENTO_MSG.passado]);
    // an edit that keeps a past slot is not judged by the day
    expect(regrasDeHorario(h('2026-03-10T17:00:00Z', '2026-03-10T18:00:00Z'), '2026-03-11', false)).toEqual([]);
  });

  it('turns the times into the clock interval of the day', () => {
    expect(intervaloDoHorario(h('2026-03-10T11:00:00Z', '2026-03-10T12:30:00Z'))).toEqual({ inicio: 8 * 60, fim: 9 * 60 + 30 });
    expect(intervaloDoHorario(h('2026-03-11T01:00:00Z', '2026-03-11T03:00:00Z'))).toEqual({ inicio: 22 * 60, fim: 24 * 60 });
  });
});

describe('rules 3 and 4: availability and blocks', () => {
  const manha = { inicio: 8 * 60, fim: 12 * 60 };
  const tarde = { inicio: 12 * 60, fim: 18 * 60 };
  it('accepts an interval inside the hours of the day, adjacent entries joined', () => {
    expect(dentroDaDisponibilidade([manha], { inicio: 8 * 60, fim: 12 * 60 })).toBe(true);
    expect(dentroDaDisponibilidade([tarde, manha], { inicio: 11 * 60, fim: 13 * 60 })).toBe(true);
    expect(dentroDaDisponibilidade([manha], { inicio: 11 * 60, fim: 13 * 60 })).toBe(false);
    expect(dentroDaDisponibilidade([manha, { inicio: 13 * 60, fim: 18 * 60 }], { inicio: 11 * 60, fim: 14 * 60 })).toBe(false);
    expect(dentroDaDisponibilidade([], { inicio: 9 * 60, fim: 10 * 60 })).toBe(false);
  });

  it('finds the first overlapping block and words it as the dialog does', () => {
    const almoco = { inicio: 12 * 60, fim: 13 * 60 };
    expect(bloqueioSobreposto([almoco], { inicio: 11 * 60, fim: 12 * 60 })).toBeUndefined();
    expect(bloqueioSobreposto([{ inicio: 15 * 60, fim: 16 * 60 }, almoco], { inicio: 11 * 60, fim: 17 * 60 })).toEqual(almoco);
    expect(mensagemBloqueio(almoco)).toBe('Existe um bloqueio nesse dia de 12:00h as 13:00h');
    expect(mensagemBloqueio({ inicio: 0, fim: 24 * 60 })).toBe('Existe um bloqueio nesse dia de 00:00h as 23:59h');
  });
});
