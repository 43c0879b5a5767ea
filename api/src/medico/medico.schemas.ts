import { idParamsSchemaOf } from '../http/schemas.js';
import { DIAS_SEMANA, type DiaSemana } from '../time/clinic-time.js';

/** JSON schemas and types of the doctor's calls (docs/api-contract.md, "Doctors"). */
export const ID = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const text = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
/** 'YYYY-MM-DD' ('' or null: none); the calendar is checked by the validation */
export const dateText = { type: ['string', 'null'], pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' } as const;
/** 'HH:mm' or 'HH:mm:00' ('' or null: none) */
export const clockText = { type: ['string', 'null'], pattern: '^(([01]\\d|2[0-3]):[0-5]\\d(:00)?)?$' } as const;
export const diaSemana = { type: ['string', 'null'], enum: [...DIAS_SEMANA, '', null] } as const;
const auditFields = {
  usuarioCadastro: text(200),
  horarioCadastro: text(40),
  usuarioAlteracao: text(200),
  horarioAlteracao: text(40),
} as const;

export const medicoIdParamsSchema = idParamsSchemaOf('medicoId');

// ── Medico ──────────────────────────────────────────────────────────────────────────────────
export const MEDICO_TEXT_FIELDS = ['registroProfissional', 'rg', 'telefone', 'celular', 'cep', 'logradouro', 'numero', 'complemento', 'bairro', 'cidade', 'estado', 'pais'] as const;

/** The doctor's record beyond the user's name, e-mail and CPF: optional text each. */
export type MedicoTexto = { [K in (typeof MEDICO_TEXT_FIELDS)[number]]: string | null };

export interface Medico extends MedicoTexto {
  id: number;
  nome: string;
  email: string;
  cpf: string;
  nascimento: string | null;
  /** '1'…'59', or null: no reminder */
  minutosParaOAlerta: string | null;
}

/** What PUT editar changes (fields left out keep their stored values). */
export type MedicoDados = Omit<Medico, 'id' | 'minutosParaOAlerta'>;
export type MedicoInput = { id: number } & { [K in keyof MedicoDados]?: string | null } & { minutosParaOAlerta?: string | number | null };

const medicoProperties = {
  id: { type: 'integer' },
  nome: { type: 'string' },
  email: { type: 'string' },
  cpf: { type: 'string' },
  ...Object.fromEntries(MEDICO_TEXT_FIELDS.map((f) => [f, { type: ['string', 'null'] }])),
  nascimento: { type: ['string', 'null'], description: 'YYYY-MM-DD' },
  minutosParaOAlerta: { type: ['string', 'null'], description: "'1'…'59', ou null (lembrete desligado)" },
};
export const medicoSchema = { type: 'object', properties: medicoProperties, required: Object.keys(medicoProperties) } as const;

export const medicoEditSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: ID,
    nome: text(200),
    email: text(200),
    cpf: text(20),
    ...Object.fromEntries(MEDICO_TEXT_FIELDS.map((f) => [f, text(200)])),
    nascimento: dateText,
    minutosParaOAlerta: { anyOf: [{ type: 'string', maxLength: 2 }, { type: 'integer' }, { type: 'null' }], description: 'ignorado aqui (cadastrarGatilhoLembrete)' },
  },
  required: ['id'],
} as const;

export interface Lembrete {
  medicoId: number;
  horarioGatilho: string | null;
}
export const lembreteSchema = {
  type: 'object',
  properties: { medicoId: { type: 'integer' }, horarioGatilho: { type: ['string', 'null'] } },
  required: ['medicoId', 'horarioGatilho'],
} as const;
export const lembreteBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { medicoId: ID, horarioGatilho: { anyOf: [{ type: 'string', maxLength: 3 }, { type: 'integer' }, { type: 'null' }] } },
  required: ['medicoId'],
} as const;

// ── Disponibilidade ─────────────────────────────────────────────────────────────────────────
export interface Disponibilidade {
  id: number;
  medico: number;
  dia: DiaSemana | null;
  horaInicio: string;
  horaFim: string;
  tipoCompromisso: number | null;
  nomeCompromisso: string | null;
  periodo: boolean;
  dataInicial: string | null;
  dataFinal: string | null;
}

export interface DisponibilidadeInput {
  id?: number | null;
  medico: number;
  dia?: DiaSemana | '' | null;
  horaInicio?: string | null;
  horaFim?: string | null;
  tipoCompromisso?: number | null;
  nomeCompromisso?: string | null;
  periodo?: boolean | null;
  dataInicial?: string | null;
  dataFinal?: string | null;
}

export const disponibilidadeSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    medico: { type: 'integer' },
    dia: { type: ['string', 'null'] },
    horaInicio: { type: 'string' },
    horaFim: { type: 'string' },
    tipoCompromisso: { type: ['integer', 'null'] },
    nomeCompromisso: { type: ['string', 'null'], description: 'nome do tipo de compromisso' },
    periodo: { type: 'boolean' },
    dataInicial: { type: ['string', 'null'] },
    dataFinal: { type: ['string', 'null'] },
  },
  required: ['id', 'medico', 'dia', 'horaInicio', 'horaFim', 'tipoCompromisso', 'nomeCompromisso', 'periodo', 'dataInicial', 'dataFinal'],
} as const;

export const disponibilidadeBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
    medico: ID,
    dia: diaSemana,
    horaInicio: clockText,
    horaFim: clockText,
    tipoCompromisso: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
    nomeCompromisso: text(200),
    periodo: { type: ['boolean', 'null'] },
    dataInicial: dateText,
    dataFinal: dateText,
  },
  required: ['medico'],
} as const;

// ── Bloqueio ────────────────────────────────────────────────────────────────────────────────
export interface Bloqueio {
  id: number;
  medicoId: number;
  tipoCompromissoEnum: 'AVULSO';
  observacao: string | null;
  diaEspecifico: string | null;
  horaInicial: string | null;
  horaFinal: string | null;
  bloqueioRecorrente: boolean;
  diaSemana: DiaSemana | null;
  periodo: boolean;
  dataInicial: string | null;
  dataFinal: string | null;
  usuarioCadastro: string | null;
  horarioCadastro: string;
  usuarioAlteracao: string | null;
  horarioAlteracao: string;
}

export interface BloqueioInput {
  id?: number | null;
  medicoId: number;
  tipoCompromissoEnum?: 'AVULSO' | null;
  observacao?: string | null;
  diaEspecifico?: string | null;
  horaInicial?: string | null;
  horaFinal?: string | null;
  bloqueioRecorrente?: boolean | null;
  diaSemana?: DiaSemana | '' | null;
  periodo?: boolean | null;
  dataInicial?: string | null;
  dataFinal?: string | null;
}

const bloqueioProperties = {
  id: { type: 'integer' },
  medicoId: { type: 'integer' },
  tipoCompromissoEnum: { type: 'string' },
  observacao: { type: ['string', 'null'] },
  diaEspecifico: { type: ['string', 'null'] },
  horaInicial: { type: ['string', 'null'] },
  horaFinal: { type: ['string', 'null'] },
  bloqueioRecorrente: { type: 'boolean' },
  diaSemana: { type: ['string', 'null'] },
  periodo: { type: 'boolean' },
  dataInicial: { type: ['string', 'null'] },
  dataFinal: { type: ['string', 'null'] },
  usuarioCadastro: { type: ['string', 'null'] },
  horarioCadastro: { type: 'string', format: 'date-time' },
  usuarioAlteracao: { type: ['string', 'null'] },
  horarioAlteracao: { type: 'string', format: 'date-time' },
};
export const bloqueioSchema = { type: 'object', properties: bloqueioProperties, required: Object.keys(bloqueioProperties) } as const;

export const bloqueioBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
    medicoId: ID,
    tipoCompromissoEnum: { type: ['string', 'null'], enum: ['AVULSO', null] },
    observacao: text(500),
    diaEspecifico: dateText,
    horaInicial: clockText,
    horaFinal: clockText,
    bloqueioRecorrente: { type: ['boolean', 'null'] },
    diaSemana,
    periodo: { type: ['boolean', 'null'] },
    dataInicial: dateText,
    dataFinal: dateText,
    // sent back as read; the server keeps its own
    ...auditFields,
  },
  required: ['medicoId'],
} as const;

/** GET listarBloqueioMedico?medicoId&diaEspecifico=DD-MM-YYYY&diaSemana */
export const bloqueiosDoDiaQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    medicoId: { type: 'string', pattern: '^[0-9]{1,9}$' },
    diaEspecifico: { type: 'string', pattern: '^(\\d{2}-\\d{2}-\\d{4}|\\d{4}-\\d{2}-\\d{2})$', description: 'DD-MM-YYYY (ou YYYY-MM-DD)' },
    diaSemana: { type: 'string', enum: [...DIAS_SEMANA, ''], description: 'sem diaEspecifico: os recorrentes deste dia da semana' },
  },
  required: ['medicoId'],
} as const;
