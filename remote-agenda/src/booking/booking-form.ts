import { formatPhone, onlyDigits } from '@clinica/shared';
import type { Disponibilidade } from '../detalhe-medico/medico.resource.ts';
import type { Agendamento, BookingPayload, TipoAgendamento } from '../agenda/agendamento.resource.ts';
import { clinicParts, localDateTime, minutesOf, timeOrderError, worksOn, type CampoHora } from './booking-rules.ts';

/** The booking dialog's fields (spec 02 section 3, Booking); phones as shown (masked), date 'YYYY-MM-DD'. */
export interface BookingFormValues {
  pacienteId: number | null;
  pacienteNome: string;
  celular: string;
  telefone: string;
  /** the chosen patient's dial code ('55': Brazil); a foreign mobile is checked as the patient form does */
  ddi: string;
  procedimentoId: number | null;
  etapaId: number | null;
  medicoId: number | null;
  tipoCompromissoId: number | null;
  salaId: number | null;
  data: string;
  horaInicial: string;
  horaFinal: string;
  tipoAgendamento: TipoAgendamento;
  ecirurgia: boolean;
  observacao: string;
}

export const emptyBooking = (prefill: Partial<BookingFormValues> = {}): BookingFormValues => ({
  pacienteId: null,
  pacienteNome: '',
  celular: '',
  telefone: '',
  ddi: '55',
  procedimentoId: null,
  etapaId: null,
  medicoId: null,
  tipoCompromissoId: null,
  salaId: null,
  data: '',
  horaInicial: '',
  horaFinal: '',
  tipoAgendamento: 'NOVO',
  ecirurgia: false,
  observacao: '',
  ...prefill,
});

/** A mobile as its input shows it: a Brazilian one masked, a foreign one as its digits (the Brazilian mask would cut it). */
export const celularDoCampo = (celular: string | null | undefined, ddi: string): string =>
  ddiBrasileiro(ddi) ? formatPhone(celular) : onlyDigits(celular ?? '');

export function formFromAgendamento(agendamento: Agendamento): BookingFormValues {
  const inicio = clinicParts(agendamento.dataAgendamento);
  // the patient's own dial code: a foreign mobile stays foreign when the appointment is edited
  const ddi = agendamento.infoPaciente.ddi || '55';
  return {
    pacienteId: agendamento.pacienteId,
    pacienteNome: agendamento.infoPaciente.nome,
    celular: celularDoCampo(agendamento.infoPaciente.celular, ddi),
    telefone: formatPhone(agendamento.infoPaciente.telefone),
    ddi,
    procedimentoId: agendamento.procedimentoId,
    etapaId: agendamento.etapaId,
    medicoId: agendamento.medicoId,
    tipoCompromissoId: agendamento.tipoCompromissoId,
    salaId: agendamento.salaId,
    data: inicio.date,
    horaInicial: inicio.clock,
    horaFinal: clinicParts(agendamento.horaFinal).clock,
    tipoAgendamento: agendamento.tipoAgendamento,
    ecirurgia: agendamento.ecirurgia,
    observacao: agendamento.observacao ?? '',
  };
}

/** Fields whose change moves the appointment (then the date may not be before today). */
const SCHEDULE: readonly (keyof BookingFormValues)[] = ['data', 'horaInicial', 'horaFinal', 'medicoId'];

export const scheduleChanged = (values: BookingFormValues, original: BookingFormValues | undefined): boolean =>
  !original || SCHEDULE.some((field) => values[field] !== original[field]);

export interface BookingRulesContext {
  /** today on the clinic's clock */
  today: string;
  /** a new booking, or one moved to another day, time or professional */
  scheduleChanged: boolean;
  /** the time changed last carries the order message */
  lastEditedTime: CampoHora;
  /** the last patient search found no active patient */
  pacienteNaoEncontrado: boolean;
  /** the professional's availability, once loaded */
  disponibilidades?: readonly Disponibilidade[];
}

const KEY = 'agendamento.booking.erros.';
const phoneOk = (masked: string): boolean => [10, 11].includes(onlyDigits(masked).length);
/** A Brazilian dial code (or none): the number is checked and masked as a Brazilian one. */
export const ddiBrasileiro = (ddi: string): boolean => ['', '55'].includes(onlyDigits(ddi));

function timeError(clock: string): string | undefined {
  if (!clock) return `${KEY}hora`;
  return minutesOf(clock) === undefined ? `${KEY}horaInvalida` : undefined;
}

/** Fields a booking cannot go without (the form marks them); each is refused when left blank. */
export const BOOKING_REQUIRED: ReadonlySet<string> = new Set([
  'pacienteId',
  'celular',
  'procedimentoId',
  'medicoId',
  'tipoCompromissoId',
  'data',
  'horaInicial',
  'horaFinal',
]);

/** The api's field → the form's (a refused save's message goes under the field it names). */
export const BOOKING_SERVER_FIELDS: Readonly<Record<string, keyof BookingFormValues>> = {
  pacienteId: 'pacienteId',
  'infoPaciente.celular': 'celular',
  'infoPaciente.telefone': 'telefone',
  procedimentoId: 'procedimentoId',
  etapaId: 'etapaId',
  medicoId: 'medicoId',
  tipoCompromissoId: 'tipoCompromissoId',
  salaId: 'salaId',
  dataAgendamento: 'data',
  horaFinal: 'horaFinal',
  observacao: 'observacao',
};

/** Field path → message key, for every rule the dialog checks without the api (spec 02 section 5). */
export function bookingErrors(values: BookingFormValues, context: BookingRulesContext): Map<string, string> {
  const errors = new Map<string, string>();
  if (values.pacienteId === null) errors.set('pacienteId', `${KEY}${context.pacienteNaoEncontrado ? 'pacienteNaoEncontrado' : 'paciente'}`);
  if (!values.celular) errors.set('celular', `${KEY}celular`);
  // a foreign patient's mobile (other dial code) is any number, as the patient form takes it
  else if (ddiBrasileiro(values.ddi) && !phoneOk(values.celular)) errors.set('celular', `${KEY}celularInvalido`);
  if (values.telefone && !phoneOk(values.telefone)) errors.set('telefone', `${KEY}telefoneInvalido`);
  if (values.procedimentoId === null) errors.set('procedimentoId', `${KEY}procedimento`);
  if (values.medicoId === null) errors.set('medicoId', `${KEY}medico`);
  if (values.tipoCompromissoId === null) errors.set('tipoCompromissoId', `${KEY}compromisso`);

  if (!values.data) errors.set('data', `${KEY}data`);
  else if (context.scheduleChanged && values.data < context.today) errors.set('data', `${KEY}dataPassada`);
  else if (context.scheduleChanged && context.disponibilidades && !worksOn(values.data, context.disponibilidades))
    errors.set('data', `${KEY}diaSemDisponibilidade`);

  const inicioError = timeError(values.horaInicial);
  const fimError = timeError(values.horaFinal);
  if (inicioError) errors.set('horaInicial', inicioError);
  if (fimError) errors.set('horaFinal', fimError);
  const order = timeOrderError(minutesOf(values.horaInicial), minutesOf(values.horaFinal), context.lastEditedTime);
  if (order) errors.set(order, `${KEY}${order}`);
  return errors;
}

const optionalText = (text: string): string | null => text.trim() || null;

/** The body of criar / atualizar; call only with a valid form. */
export function payloadFromForm(values: BookingFormValues, editing?: Pick<Agendamento, 'id' | 'versao'>): BookingPayload {
  return {
    ...(editing ? { id: editing.id, versao: editing.versao } : {}),
    procedimentoId: values.procedimentoId!,
    medicoId: values.medicoId!,
    tipoCompromissoId: values.tipoCompromissoId!,
    tipoAgendamento: values.tipoAgendamento,
    ecirurgia: values.ecirurgia,
    salaId: values.salaId,
    etapaId: values.etapaId,
    dataAgendamento: localDateTime(values.data, values.horaInicial),
    horaFinal: localDateTime(values.data, values.horaFinal),
    pacienteId: values.pacienteId!,
    observacao: optionalText(values.observacao),
    infoPaciente: { celular: onlyDigits(values.celular) || null, telefone: onlyDigits(values.telefone) || null },
  };
}
