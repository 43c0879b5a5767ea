import { MASKS, applyMask } from '@clinica/shared/forms';
import type { Agendamento } from '../agenda/agendamento.resource.ts';
import { disponibilidadeFixture } from '../test-support/fixtures.ts';
import {
  BOOKING_REQUIRED,
  bookingErrors,
  emptyBooking,
  formFromAgendamento,
  payloadFromForm,
  scheduleChanged,
  type BookingFormValues,
  type BookingRulesContext,
} from './booking-form.ts';

const context: BookingRulesContext = { today: '2026-03-10', scheduleChanged: true, lastEditedTime: 'horaFinal', pacienteNaoEncontrado: false };
const valid: BookingFormValues = emptyBooking({
  pacienteId: 1,
  pacienteNome: 'Ana',
  celular: '(11) 98765-4321',
  procedimentoId: 2,
  medicoId: 3,
  tipoCompromissoId: 4,
  data: '2026-03-11',
  horaInicial: '09:00',
  horaFinal: '09:30',
});
const messages = (values: BookingFormValues, extra: Partial<BookingRulesContext> = {}): Record<string, string> =>
  Object.fromEntries([...bookingErrors(values, { ...context, ...extra })].map(([field, key]) => [field, key.replace('agendamento.booking.erros.', '')]));

describe('booking form rules', () => {
  it('accepts a complete booking', () => {
    expect(messages(valid)).toEqual({});
  });

  it('marks exactly the fields an empty booking is refused for', () => {
    expect(new Set(Object.keys(messages(emptyBooking())))).toEqual(BOOKING_REQUIRED);
  });

  it('names every required field at once', () => {
    expect(messages(emptyBooking())).toEqual({
      pacienteId: 'paciente',
      celular: 'celular',
      procedimentoId: 'procedimento',
      medicoId: 'medico',
      tipoCompromissoId: 'compromisso',
      data: 'data',
      horaInicial: 'hora',
      horaFinal: 'hora',
    });
  });

  it("says 'PACIENTE NÃO ENCONTRADO.' after a search that found no one", () => {
    expect(messages({ ...valid, pacienteId: null }, { pacienteNaoEncontrado: true })).toEqual({ pacienteId: 'pacienteNaoEncontrado' });
  });

  it('wants whole Brazilian phones', () => {
    expect(messages({ ...valid, celular: '(11) 9876' })).toEqual({ celular: 'celularInvalido' });
    // a foreign patient's mobile (dial code 351) is any number, as the patient form takes it
    expect(messages({ ...valid, ddi: '351', celular: '912345678' })).toEqual({});
    expect(messages({ ...valid, ddi: '351', celular: '' })).toEqual({ celular: 'celular' });
    expect(messages({ ...valid, ddi: '55', celular: '912345678' })).toEqual({ celular: 'celularInvalido' });
    expect(messages({ ...valid, telefone: '(11) 3333-444' })).toEqual({ telefone: 'telefoneInvalido' });
    expect(messages({ ...valid, telefone: '(11) 3333-4444' })).toEqual({});
  });

  it('refuses a day before today only for new or moved bookings, and days off', () => {
    expect(messages({ ...valid, data: '2026-03-09' })).toEqual({ data: 'dataPassada' });
    expect(messages({ ...valid, data: '2026-03-09' }, { scheduleChanged: false })).toEqual({});
    const quintas = [disponibilidadeFixture({ dia: 'QUI' })];
    expect(messages(valid, { disponibilidades: quintas })).toEqual({ data: 'diaSemDisponibilidade' });
  });

  it('checks the times and their order', () => {
    expect(messages({ ...valid, horaInicial: '25:00' })).toEqual({ horaInicial: 'horaInvalida' });
    expect(messages({ ...valid, horaFinal: '09:00' })).toEqual({ horaFinal: 'horaFinal' });
    expect(messages({ ...valid, horaInicial: '10:00' }, { lastEditedTime: 'horaInicial' })).toEqual({ horaInicial: 'horaInicial' });
  });
});

describe('booking payload', () => {
  it("sends the clinic's wall clock as local text and phones as digits", () => {
    expect(payloadFromForm({ ...valid, telefone: '(11) 3333-4444', observacao: '  ', salaId: 5 })).toEqual({
      procedimentoId: 2,
      medicoId: 3,
      tipoCompromissoId: 4,
      tipoAgendamento: 'NOVO',
      ecirurgia: false,
      salaId: 5,
      etapaId: null,
      dataAgendamento: '2026-03-11T09:00:00',
      horaFinal: '2026-03-11T09:30:00',
      pacienteId: 1,
      observacao: null,
      infoPaciente: { celular: '11987654321', telefone: '1133334444' },
    });
  });

  it('carries id and versao when editing, and reads an appointment back in the clinic zone', () => {
    const agendamento = {
      id: 9,
      versao: 4,
      pacienteId: 1,
      infoPaciente: { id: 1, nome: 'Ana', celular: '11987654321', telefone: null, email: null, ddi: '55' },
      procedimentoId: 2,
      medicoId: 3,
      tipoCompromissoId: 4,
      salaId: null,
      etapaId: null,
      tipoAgendamento: 'RETORNO',
      ecirurgia: true,
      dataAgendamento: '2026-03-11T12:00:00Z',
      horaFinal: '2026-03-11T12:45:00Z',
      observacao: 'x',
    } as Agendamento;
    const form = formFromAgendamento(agendamento);
    expect(form).toMatchObject({
      data: '2026-03-11',
      horaInicial: '09:00',
      horaFinal: '09:45',
      celular: '(11) 98765-4321',
      tipoAgendamento: 'RETORNO',
      ecirurgia: true,
    });
    expect(payloadFromForm(form, agendamento)).toMatchObject({ id: 9, versao: 4, dataAgendamento: '2026-03-11T09:00:00' });
    expect(scheduleChanged(form, form)).toBe(false);
    expect(scheduleChanged({ ...form, observacao: 'y' }, form)).toBe(false);
    expect(scheduleChanged({ ...form, horaFinal: '10:00' }, form)).toBe(true);
    expect(scheduleChanged(form, undefined)).toBe(true);

    // a foreign patient's appointment keeps their dial code: the mobile stays whole and unmasked, and valid
    const estrangeiro = formFromAgendamento({ ...agendamento, infoPaciente: { ...agendamento.infoPaciente, celular: '912345678901', ddi: '351' } });
    expect(estrangeiro).toMatchObject({ ddi: '351', celular: '912345678901' });
    expect(bookingErrors(estrangeiro, { ...context, scheduleChanged: false }).has('celular')).toBe(false);
    expect(payloadFromForm(estrangeiro, agendamento).infoPaciente).toEqual({ celular: '912345678901', telefone: null });
  });
});

describe('masks of the booking dialog', () => {
  it('keeps times to digits and a colon put after two digits, 5 characters at most', () => {
    expect(applyMask('time', '0930')).toBe('09:30');
    expect(applyMask('time', '09')).toBe('09');
    expect(applyMask('time', 'a9b3c0')).toBe('93:0');
    expect(applyMask('time', '093015')).toBe('09:30');
    expect(MASKS.time.mask).toBe('00:00');
  });
});
