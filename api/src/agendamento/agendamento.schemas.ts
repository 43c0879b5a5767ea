import type { StatusAgendamento } from '../db/types.js';

/** JSON schemas and types of the appointment calls (docs/api-contract.md, "Appointments"). */
export const STATUS_AGENDAMENTO: readonly StatusAgendamento[] = ['PENDENTE', 'CONFIRMADO', 'EM_ATENDIMENTO', 'FINALIZADO', 'CANCELADO'];

const ID = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const optionalId = { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 } as const;
const text = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
const dateTime = { type: ['string', 'null'], format: 'date-time' } as const;
/** a day or a date-time as text; read by the rules (time/clinic-time.ts) */
const dateTimeText = { type: ['string', 'null'], maxLength: 40 } as const;
const status = { type: 'string', enum: STATUS_AGENDAMENTO } as const;

export interface InfoPaciente {
  id: number;
  nome: string;
  celular: string | null;
  telefone: string | null;
  email: string | null;
}

export interface Agendamento {
  id: number;
  pacienteId: number;
  infoPaciente: InfoPaciente;
  procedimentoId: number;
  nomeProcedimento: string;
  medicoId: number;
  nomeMedico: string;
  tipoCompromissoId: number | null;
  nomeCompromisso: string | null;
  cor: string | null;
  salaId: number | null;
  nomeSala: string | null;
  etapaId: number | null;
  nomeEtapa: string | null;
  tipoAgendamento: 'NOVO' | 'RETORNO';
  ecirurgia: boolean;
  statusAgendamento: StatusAgendamento;
  dataAgendamento: string;
  horaFinal: string;
  observacao: string | null;
  motivoCancelamento: string | null;
  chegadaDoPaciente: string | null;
  inicioConsulta: string | null;
  fimConsulta: string | null;
  versao: number;
  usuarioCadastro: string | null;
  horarioCadastro: string;
  usuarioAlteracao: string | null;
  horarioAlteracao: string;
}

const agendamentoProperties = {
  id: { type: 'integer' },
  pacienteId: { type: 'integer' },
  infoPaciente: {
    type: 'object',
    properties: { id: { type: 'integer' }, nome: { type: 'string' }, celular: { type: ['string', 'null'] }, telefone: { type: ['string', 'null'] }, email: { type: ['string', 'null'] } },
    required: ['id', 'nome', 'celular', 'telefone', 'email'],
  },
  procedimentoId: { type: 'integer' },
  nomeProcedimento: { type: 'string' },
  medicoId: { type: 'integer' },
  nomeMedico: { type: 'string' },
  tipoCompromissoId: { type: ['integer', 'null'] },
  nomeCompromisso: { type: ['string', 'null'] },
  cor: { type: ['string', 'null'], description: 'cor do tipo de compromisso' },
  salaId: { type: ['integer', 'null'] },
  nomeSala: { type: ['string', 'null'] },
  etapaId: { type: ['integer', 'null'] },
  nomeEtapa: { type: ['string', 'null'] },
  tipoAgendamento: { type: 'string', enum: ['NOVO', 'RETORNO'] },
  ecirurgia: { type: 'boolean', description: "agendado como exceção (o switch 'Exceção')" },
  statusAgendamento: status,
  dataAgendamento: { type: 'string', format: 'date-time' },
  horaFinal: { type: 'string', format: 'date-time' },
  observacao: { type: ['string', 'null'] },
  motivoCancelamento: { type: ['string', 'null'] },
  chegadaDoPaciente: dateTime,
  inicioConsulta: dateTime,
  fimConsulta: dateTime,
  versao: { type: 'integer' },
  usuarioCadastro: { type: ['string', 'null'] },
  horarioCadastro: { type: 'string', format: 'date-time' },
  usuarioAlteracao: { type: ['string', 'null'] },
  horarioAlteracao: { type: 'string', format: 'date-time' },
};
export const agendamentoSchema = { type: 'object', properties: agendamentoProperties, required: Object.keys(agendamentoProperties) } as const;
export const agendamentoComLinkSchema = {
  type: 'object',
  properties: { ...agendamentoProperties, linkConfirmacao: { type: 'string', description: 'link público de confirmação para o paciente' } },
  required: [...Object.keys(agendamentoProperties), 'linkConfirmacao'],
} as const;

/** The booking dialog's model (spec 02 §3 Booking); answers' read-only fields are accepted and ignored. */
export interface AgendamentoInput {
  id?: number | null;
  versao?: number | null;
  procedimentoId?: number | null;
  medicoId?: number | null;
  tipoCompromissoId?: number | null;
  tipoAgendamento?: 'NOVO' | 'RETORNO' | null;
  ecirurgia?: boolean | null;
  salaId?: number | null;
  etapaId?: number | null;
  dataAgendamento?: string | null;
  horaFinal?: string | null;
  pacienteId?: number | null;
  observacao?: string | null;
  infoPaciente?: { id?: number | null; nome?: string | null; celular?: string | null; telefone?: string | null; email?: string | null } | null;
}

const bookingProperties = {
  id: optionalId,
  versao: { type: ['integer', 'null'], minimum: 0, maximum: 2147483647 },
  procedimentoId: optionalId,
  medicoId: optionalId,
  tipoCompromissoId: optionalId,
  tipoAgendamento: { type: ['string', 'null'], enum: ['NOVO', 'RETORNO', null] },
  ecirurgia: { type: ['boolean', 'null'] },
  salaId: optionalId,
  etapaId: optionalId,
  dataAgendamento: dateTimeText,
  horaFinal: dateTimeText,
  pacienteId: optionalId,
  observacao: text(2000),
  infoPaciente: {
    type: ['object', 'null'],
    additionalProperties: false,
    properties: { id: optionalId, nome: text(200), celular: text(30), telefone: text(30), email: text(200) },
  },
  // read-only in the dialog's model: the state changes through its own calls
  statusAgendamento: { type: ['string', 'null'], enum: [...STATUS_AGENDAMENTO, null] },
} as const;
export const criarBodySchema = { type: 'object', additionalProperties: false, properties: bookingProperties } as const;
export const atualizarBodySchema = { type: 'object', additionalProperties: false, properties: { ...bookingProperties, id: ID, versao: { type: 'integer', minimum: 0, maximum: 2147483647 } }, required: ['id', 'versao'] } as const;

export interface CalendarioFiltro {
  inicio: string;
  fim: string;
  medicoId?: number | null;
  salaId?: number | null;
  status?: StatusAgendamento[] | null;
}
export const calendarioBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    inicio: { type: 'string', maxLength: 40, description: 'YYYY-MM-DD (meia-noite na clínica) ou data-hora ISO' },
    fim: { type: 'string', maxLength: 40, description: 'exclusivo; no máximo 62 dias depois do início' },
    medicoId: optionalId,
    salaId: optionalId,
    status: { type: ['array', 'null'], maxItems: 5, uniqueItems: true, items: status },
  },
  required: ['inicio', 'fim'],
} as const;

export interface PesquisaFiltro {
  nomePaciente?: string | null;
  medicoId?: number | null;
  salaId?: number | null;
  status?: StatusAgendamento | StatusAgendamento[] | null;
  dataInicio?: string | null;
  dataFim?: string | null;
}
const day = { type: ['string', 'null'], pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' } as const;
export const pesquisaBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    nomePaciente: text(200),
    medicoId: optionalId,
    salaId: optionalId,
    status: { anyOf: [{ type: 'null' }, status, { type: 'array', maxItems: 5, uniqueItems: true, items: status }] },
    dataInicio: day,
    dataFim: day,
  },
} as const;
export const paginaAgendamentosSchema = {
  type: 'object',
  properties: {
    content: { type: 'array', items: agendamentoSchema },
    totalElements: { type: 'integer' },
    totalPages: { type: 'integer' },
    number: { type: 'integer', description: 'a página (a partir de 0)' },
    size: { type: 'integer' },
  },
  required: ['content', 'totalElements', 'totalPages', 'number', 'size'],
} as const;

export const horarioOcupadoBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    medico: ID,
    inicio: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'o dia (YYYY-MM-DD)' },
    procedimento: optionalId,
    ignorarId: optionalId,
  },
  required: ['medico', 'inicio'],
} as const;
export const horarioOcupadoSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, horaInicial: { type: 'string', description: 'HH:mm' }, horaFinal: { type: 'string', description: "HH:mm ('24:00': meia-noite)" } },
  required: ['id', 'horaInicial', 'horaFinal'],
} as const;

/** ?agendamentoId: the numeric id (staff) or the confirmation code (the patient's link). */
const CODIGO_CONFIRMACAO = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
/** The staff's numeric id or the patient's confirmation code (uuid). */
export const confirmacaoQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { agendamentoId: { type: 'string', pattern: `^([0-9]{1,9}|${CODIGO_CONFIRMACAO})$` } },
  required: ['agendamentoId'],
} as const;
/** The patient's confirmation code only. */
export const codigoConfirmacaoQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { agendamentoId: { type: 'string', pattern: `^${CODIGO_CONFIRMACAO}$` } },
  required: ['agendamentoId'],
} as const;
export const confirmacaoSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    statusAgendamento: status,
    dataAgendamento: { type: 'string', format: 'date-time' },
    horaFinal: { type: 'string', format: 'date-time' },
    nomePaciente: { type: 'string', description: 'só o primeiro nome no link público' },
    nomeProcedimento: { type: 'string' },
    nomeMedico: { type: 'string' },
  },
  required: ['id', 'statusAgendamento', 'dataAgendamento', 'horaFinal', 'nomePaciente', 'nomeProcedimento', 'nomeMedico'],
} as const;

export const agendamentoIdQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { agendamentoId: { type: 'string', pattern: '^[0-9]{1,9}$' } },
  required: ['agendamentoId'],
} as const;
export const cancelarBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { motivoCancelamento: text(1000) },
} as const;

export const chegadaQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { id: { type: 'string', pattern: '^[0-9]{1,9}$' }, chegou: { type: 'string', enum: ['true', 'false'] } },
  required: ['id', 'chegou'],
} as const;
/** The appointment as the screen holds it; only its presence matters (the id is in the query). */
export const chegadaBodySchema = { type: ['object', 'null'], maxProperties: 60 } as const;
