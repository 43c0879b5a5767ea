import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/database.js';
import type { StatusAgendamento } from '../db/types.js';
import { bearerSecurity } from '../http/schemas.js';
import { valorDoProcedimento } from '../procedimento/procedimento.repository.js';
import { historicoAgendamento, statusDasAvaliacoes } from './historico-agendamento.repository.js';

const TAGS = ['Pacientes'];
/** The record's Agendamentos tab (spec 02 §6). */
export const HISTORICO_AGENDAMENTO_READ = 'ROLE_PACIENTES && AGENDAMENTOS_FICHA_PACIENTE';

const ID = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const bodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { procedimento: ID, idPaciente: ID },
  required: ['procedimento', 'idPaciente'],
} as const;
interface Body {
  procedimento: number;
  idPaciente: number;
}

const dateTime = { type: ['string', 'null'], format: 'date-time' } as const;
const historicoSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    status: { type: 'string', enum: ['PENDENTE', 'CONFIRMADO', 'CANCELADO', 'EM_ATENDIMENTO', 'FINALIZADO'] },
    statusConsulta: { type: 'string', enum: ['NAO_INICIADA', 'EM_ATENDIMENTO', 'FINALIZADA'] },
    dataAgendamento: { type: 'string', format: 'date-time' },
    horaFinal: { type: 'string', format: 'date-time' },
    medico: { type: 'string' },
    procedimento: { type: 'string' },
    valor: { type: ['number', 'null'] },
    etapa: { type: ['string', 'null'] },
    motivoCancelamento: { type: ['string', 'null'] },
    observacao: { type: ['string', 'null'] },
    chegadaDoPaciente: dateTime,
    inicioConsulta: dateTime,
    fimConsulta: dateTime,
    usuarioCadastro: { type: 'string' },
    horarioCadastro: { type: 'string', format: 'date-time' },
    usuarioAlteracao: { type: 'string' },
    horarioAlteracao: { type: 'string', format: 'date-time' },
  },
} as const;

const aptidaoSchema = {
  type: 'object',
  properties: {
    status: { type: 'string', description: "'apto', 'Exame(s) pendente(s)' ou '' (sem avaliação)" },
    apto: { type: ['boolean', 'null'] },
    valor: { type: ['number', 'null'] },
  },
  required: ['status', 'apto', 'valor'],
} as const;

export interface Aptidao {
  /** 'apto', 'Exame(s) pendente(s)' or '' (no evaluation yet) */
  status: '' | 'apto' | 'Exame(s) pendente(s)';
  apto: boolean | null;
}

/**
 * The fitness rule (spec 02 §4, Appointment row status), given the states of the patient's
 * 'Avaliação' appointments for the procedure: none (or only cancelled ones) → no answer yet; one
 * finished → 'apto'; booked but not finished → 'Exame(s) pendente(s)'.
 * The exams issue adds its condition here: apto only when the requested exams are also conferred
 * (conferenciaExame REALIZADA), 'Exame(s) pendente(s)' otherwise.
 */
export function regraAptidao(avaliacoes: readonly StatusAgendamento[]): Aptidao {
  const validas = avaliacoes.filter((status) => status !== 'CANCELADO');
  if (validas.length === 0) return { status: '', apto: null };
  return validas.includes('FINALIZADO') ? { status: 'apto', apto: true } : { status: 'Exame(s) pendente(s)', apto: false };
}

/** Fitness for the procedure (the rule above) and its price (`valor`, null for an unknown procedure). */
export async function verificarAptidao(db: Executor, pacienteId: number, procedimentoId: number): Promise<Aptidao & { valor: number | null }> {
  const [avaliacoes, valor] = await Promise.all([statusDasAvaliacoes(db, pacienteId, procedimentoId), valorDoProcedimento(db, procedimentoId)]);
  return { ...regraAptidao(avaliacoes), valor: valor ?? null };
}

/** The record's appointment history and fitness check (spec 02 §7, Patients). */
export function historicoAgendamentoRoutes(app: FastifyInstance): void {
  app.post<{ Body: Body }>(
    '/gerenciar/paciente/historicoAgendamento',
    {
      config: { access: HISTORICO_AGENDAMENTO_READ },
      schema: { tags: TAGS, summary: 'Histórico de agendamentos do paciente num procedimento, o mais recente primeiro', security: bearerSecurity, body: bodySchema, response: { 200: { type: 'array', items: historicoSchema } } },
    },
    async (request) => historicoAgendamento(app.deps.db, request.body.idPaciente, request.body.procedimento),
  );

  app.post<{ Body: Body }>(
    '/gerenciar/paciente/verificarAptidaoParaAgendamento',
    {
      config: { access: HISTORICO_AGENDAMENTO_READ },
      schema: { tags: TAGS, summary: 'Aptidão do paciente para o procedimento (avaliação)', security: bearerSecurity, body: bodySchema, response: { 200: aptidaoSchema } },
    },
    async (request) => verificarAptidao(app.deps.db, request.body.idPaciente, request.body.procedimento),
  );
}
