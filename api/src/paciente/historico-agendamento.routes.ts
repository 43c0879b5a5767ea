import { Type } from 'typebox';
import type { Executor } from '../db/database.js';
import type { StatusAgendamento } from '../db/types.js';
import { Id } from '../http/schemas.js';
import { Nullable, StringEnum, type TypedApp } from '../http/typebox.js';
import { valorDoProcedimento } from '../procedimento/procedimento.repository.js';
import { historicoAgendamento, statusDasAvaliacoes } from './historico-agendamento.repository.js';

const TAGS = ['Pacientes'];
/** The record's Agendamentos tab (spec 02 §6). */
export const HISTORICO_AGENDAMENTO_READ = 'ROLE_PACIENTES && AGENDAMENTOS_FICHA_PACIENTE';

const bodySchema = Type.Object({ procedimento: Id(), idPaciente: Id() }, { additionalProperties: false });

const dateTime = () => Nullable(Type.String({ format: 'date-time' }));
const historicoSchema = Type.Object({
  id: Type.Integer(),
  status: StringEnum(['PENDENTE', 'CONFIRMADO', 'CANCELADO', 'EM_ATENDIMENTO', 'FINALIZADO']),
  // the repository derives it as text
  statusConsulta: Type.Unsafe<string>({ type: 'string', enum: ['NAO_INICIADA', 'EM_ATENDIMENTO', 'FINALIZADA'] }),
  dataAgendamento: Type.String({ format: 'date-time' }),
  horaFinal: Type.String({ format: 'date-time' }),
  medicoId: Type.Integer({ description: 'o médico do agendamento: só ele inicia o atendimento' }),
  medico: Type.String(),
  procedimento: Type.String(),
  valor: Nullable(Type.Number()),
  etapa: Nullable(Type.String()),
  motivoCancelamento: Nullable(Type.String()),
  observacao: Nullable(Type.String()),
  chegadaDoPaciente: dateTime(),
  inicioConsulta: dateTime(),
  fimConsulta: dateTime(),
  usuarioCadastro: Type.String(),
  horarioCadastro: Type.String({ format: 'date-time' }),
  usuarioAlteracao: Type.String(),
  horarioAlteracao: Type.String({ format: 'date-time' }),
});

const aptidaoSchema = Type.Object({
  status: StringEnum(['apto', 'Exame(s) pendente(s)', ''], { description: "'apto', 'Exame(s) pendente(s)' ou '' (sem avaliação)" }),
  apto: Nullable(Type.Boolean()),
  valor: Nullable(Type.Number()),
});

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
export function historicoAgendamentoRoutes(app: TypedApp): void {
  app.post(
    '/gerenciar/paciente/historicoAgendamento',
    {
      config: { access: HISTORICO_AGENDAMENTO_READ },
      schema: {
        tags: TAGS,
        summary: 'Histórico de agendamentos do paciente num procedimento, o mais recente primeiro',
        body: bodySchema,
        response: { 200: Type.Array(historicoSchema) },
      },
    },
    async (request) => historicoAgendamento(app.deps.db, request.body.idPaciente, request.body.procedimento),
  );

  app.post(
    '/gerenciar/paciente/verificarAptidaoParaAgendamento',
    {
      config: { access: HISTORICO_AGENDAMENTO_READ },
      schema: {
        tags: TAGS,
        summary: 'Aptidão do paciente para o procedimento (avaliação)',
        body: bodySchema,
        response: { 200: aptidaoSchema },
      },
    },
    async (request) => verificarAptidao(app.deps.db, request.body.idPaciente, request.body.procedimento),
  );
}
