import { DateTime } from 'luxon';
import type { Agendamento } from './agendamento.resource.ts';
import { bloqueioFixture, disponibilidadeFixture } from '../test-support/fixtures.ts';
import { agendamentoEvent, clinicWallTime, daysOf, escalaBackground, inicioDoExpediente, movedPayload } from './agenda-events.ts';

const agendamento = {
  id: 9,
  versao: 2,
  pacienteId: 1,
  infoPaciente: { id: 1, nome: 'Ana', celular: '11987654321', telefone: null, email: null },
  procedimentoId: 2,
  medicoId: 3,
  tipoCompromissoId: 4,
  salaId: 5,
  etapaId: null,
  tipoAgendamento: 'NOVO',
  ecirurgia: false,
  statusAgendamento: 'CONFIRMADO',
  dataAgendamento: '2026-03-11T12:00:00Z',
  horaFinal: '2026-03-11T12:30:00Z',
  observacao: null,
} as Agendamento;

describe('calendar events', () => {
  it('colours by status and lets only open appointments move', () => {
    expect(agendamentoEvent(agendamento, true)).toMatchObject({ id: '9', title: 'Ana', color: '#0958d9', editable: true });
    expect(agendamentoEvent({ ...agendamento, statusAgendamento: 'CANCELADO' }, true).editable).toBe(false);
    expect(agendamentoEvent(agendamento, false).editable).toBe(false);
  });

  it("puts an appointment at its time on the clinic's clock, whatever the offset of the instant", () => {
    expect(agendamentoEvent({ ...agendamento, dataAgendamento: '2026-03-11T13:00:00.000Z', horaFinal: '2026-03-11T10:30:00-03:00' }, true)).toMatchObject({
      start: '2026-03-11T10:00:00',
      end: '2026-03-11T10:30:00',
      extendedProps: { hora: '10:00 – 10:30', inicio: '10:00', minutos: 30 },
    });
  });

  it('reads the clinic clock as the zone does, summer time included, every 20 minutes across two years', () => {
    // Brazil last had summer time from 2018-11-04 to 2019-02-17: offsets -02:00 and -03:00 both occur
    for (let ms = Date.parse('2018-06-01T00:00:00Z'); ms < Date.parse('2020-06-01T00:00:00Z'); ms += 20 * 60_000) {
      const instant = new Date(ms).toISOString();
      expect(clinicWallTime(instant)).toBe(DateTime.fromMillis(ms, { zone: 'America/Sao_Paulo' }).toFormat("yyyy-MM-dd'T'HH:mm:ss"));
    }
  });

  it("moves a booking to the new times on the clinic's clock, with its versao", () => {
    expect(movedPayload(agendamento, new Date('2026-03-12T17:15:00Z'), new Date('2026-03-12T18:00:00Z'))).toMatchObject({
      id: 9,
      versao: 2,
      dataAgendamento: '2026-03-12T14:15:00',
      horaFinal: '2026-03-12T15:00:00',
      salaId: 5,
      infoPaciente: { celular: '11987654321', telefone: null },
    });
  });

  it('draws working hours and blocks per day of the range', () => {
    expect(daysOf('2026-03-09T00:00:00-03:00', '2026-03-11T00:00:00-03:00')).toEqual(['2026-03-09', '2026-03-10']);
    const background = escalaBackground(
      '2026-03-09T00:00:00-03:00',
      '2026-03-11T00:00:00-03:00',
      [disponibilidadeFixture()],
      [bloqueioFixture({ observacao: 'Congresso', diaEspecifico: '2026-03-10' })],
    );
    expect(background).toEqual([
      expect.objectContaining({ start: '2026-03-09T08:00:00.000-03:00', end: '2026-03-09T12:00:00.000-03:00', display: 'background' }),
      expect.objectContaining({ start: '2026-03-10T00:00:00.000-03:00', end: '2026-03-11T00:00:00.000-03:00', title: 'Congresso' }),
    ]);
  });

  it('opens week and day views at the professional’s first working hour of the range, else at 07:00', () => {
    const semana = ['2026-03-09T00:00:00-03:00', '2026-03-16T00:00:00-03:00'] as const;
    expect(
      inicioDoExpediente(...semana, [disponibilidadeFixture(), disponibilidadeFixture({ id: 2, dia: 'QUA', horaInicio: '06:30', horaFim: '09:00' })]),
    ).toBe('06:30');
    expect(inicioDoExpediente(...semana, [disponibilidadeFixture()])).toBe('08:00');
    // hours on a day outside the range do not count
    expect(
      inicioDoExpediente('2026-03-09T00:00:00-03:00', '2026-03-10T00:00:00-03:00', [
        disponibilidadeFixture({ id: 2, dia: 'QUA', horaInicio: '06:30', horaFim: '09:00' }),
      ]),
    ).toBe('07:00');
    expect(inicioDoExpediente(...semana, undefined)).toBe('07:00');
  });
});
