import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/database.js';
import type { StatusAgendamento } from '../db/types.js';
import { bearerSecurity } from '../http/schemas.js';

const TAGS = ['Pacientes'];
/** The record's Agendamentos tab (spec 02 §6). */
export const HISTORICO_AGENDAMENTO_READ = 'ROLE_PACIENTES && AGENDAMENTOS_FICHA_PACIENTE';
/** The evaluation stage whose appointment decides fitness (spec 02 §4, Appointment row status). */
export const ETAPA_AVALIACAO = 'Avaliação';
const NAO_LISTADO = 'Não listado';

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

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);
const num = (value: string | number | null): number | null => (value === null ? null : Number(value));

export async function historicoAgendamento(db: Executor, pacienteId: number, procedimentoId: number) {
  const rows = await db
    .selectFrom('agendamento as a')
    .innerJoin('procedimento as p', 'p.id', 'a.procedimento_id')
    .leftJoin('usuario as m', 'm.id', 'a.medico_id')
    .leftJoin('configuracao_etapa as e', 'e.id', 'a.etapa_id')
    .select([
      'a.id',
      'a.status',
      'a.data_agendamento',
      'a.hora_final',
      'm.nome as medico',
      'p.nome as procedimento',
      'a.valor',
      'e.nome_etapa as etapa',
      'a.motivo_cancelamento',
      'a.observacao',
      'a.chegada_do_paciente',
      'a.inicio_consulta',
      'a.fim_consulta',
      'a.usuario_cadastro',
      'a.horario_cadastro',
      'a.usuario_alteracao',
      'a.horario_alteracao',
    ])
    .where('a.paciente_id', '=', pacienteId)
    .where('a.procedimento_id', '=', procedimentoId)
    .orderBy('a.data_agendamento', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    statusConsulta: r.fim_consulta ? 'FINALIZADA' : r.inicio_consulta ? 'EM_ATENDIMENTO' : 'NAO_INICIADA',
    dataAgendamento: r.data_agendamento.toISOString(),
    horaFinal: r.hora_final.toISOString(),
    medico: r.medico ?? NAO_LISTADO,
    procedimento: r.procedimento,
    valor: num(r.valor),
    etapa: r.etapa,
    motivoCancelamento: r.motivo_cancelamento,
    observacao: r.observacao,
    chegadaDoPaciente: iso(r.chegada_do_paciente),
    inicioConsulta: iso(r.inicio_consulta),
    fimConsulta: iso(r.fim_consulta),
    usuarioCadastro: r.usuario_cadastro ?? NAO_LISTADO,
    horarioCadastro: r.horario_cadastro.toISOString(),
    usuarioAlteracao: r.usuario_alteracao ?? NAO_LISTADO,
    horarioAlteracao: r.horario_alteracao.toISOString(),
  }));
}

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
  const [avaliacoes, procedimento] = await Promise.all([
    db
      .selectFrom('agendamento as a')
      .innerJoin('configuracao_etapa as e', 'e.id', 'a.etapa_id')
      .select(['a.status'])
      .where('a.paciente_id', '=', pacienteId)
      .where('a.procedimento_id', '=', procedimentoId)
      .where('e.nome_etapa', '=', ETAPA_AVALIACAO)
      .execute(),
    db.selectFrom('procedimento').select('valor').where('id', '=', procedimentoId).executeTakeFirst(),
  ]);
  return { ...regraAptidao(avaliacoes.map((a) => a.status)), valor: procedimento ? Number(procedimento.valor) : null };
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
