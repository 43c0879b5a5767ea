import { Type } from 'typebox';
import { auditContextOf, auditedWrite } from '../audit/audit.js';
import { ApiError, conflict, notFound } from '../errors/api-error.js';
import { idParamsSchema } from '../http/schemas.js';
import { Nullable, type TypedApp } from '../http/typebox.js';
import { finalizarConsultas, iniciarConsulta, lockConsulta, lockStatus } from './agendamento.repository.js';

const TAGS = ['Agendamentos'];
/** Starting and finishing a consultation: the agenda's people; starting, only the appointment's own doctor. */
export const CONSULTA_ACCESS = 'ROLE_AGENDAMENTOS';

export const CONSULTA_MSG = {
  naoEncontrado: 'Agendamento não encontrado.',
  cancelado: 'Agendamento cancelado não pode ser iniciado.',
  finalizado: 'Agendamento já finalizado.',
  naoIniciado: 'Só é possível finalizar agendamentos em atendimento.',
  /** spec 02 §4: the control appears once the start time has passed; the server holds the same line */
  antesDoHorario: 'O atendimento só pode ser iniciado a partir do horário do agendamento.',
  /** issue 36 item 19: starting is the appointment's doctor's action, not reception's nor another doctor's */
  outroMedico: 'Somente o médico do agendamento pode iniciar o atendimento.',
} as const;

const consultaSchema = Type.Object({
  id: Type.Integer(),
  status: Type.String(),
  inicioConsulta: Nullable(Type.String({ format: 'date-time' })),
  fimConsulta: Nullable(Type.String({ format: 'date-time' })),
});

type Row = { id: number; status: string; inicio_consulta: Date | null; fim_consulta: Date | null };
const toConsulta = (r: Row) => ({
  id: r.id,
  status: r.status,
  inicioConsulta: r.inicio_consulta?.toISOString() ?? null,
  fimConsulta: r.fim_consulta?.toISOString() ?? null,
});

/**
 * Consultation start and finish (spec 01 §7, Appointments: iniciarAgendamento, finalizarAgendamento).
 * Start (the appointment's doctor only): PENDENTE/CONFIRMADO → EM_ATENDIMENTO with inicioConsulta (again on a started one: no change).
 * Finish: every listed appointment must be EM_ATENDIMENTO; all or none become FINALIZADO.
 */
export function agendamentoConsultaRoutes(app: TypedApp): void {
  app.post(
    '/gerenciar/agendamento/iniciarAgendamento/:id',
    {
      config: { access: CONSULTA_ACCESS },
      schema: { tags: TAGS, summary: 'Iniciar o atendimento (somente o médico do agendamento)', params: idParamsSchema, response: { 200: consultaSchema } },
    },
    async (request) => {
      const id = Number(request.params.id);
      const nome = request.auth?.user.nome ?? null;
      return auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        const row = await lockConsulta(trx, id);
        if (!row) throw notFound(CONSULTA_MSG.naoEncontrado);
        if (row.medico_id !== request.auth?.user.id) throw new ApiError(403, CONSULTA_MSG.outroMedico, 'Requer: o médico do agendamento');
        if (row.status === 'CANCELADO') throw conflict(CONSULTA_MSG.cancelado);
        if (row.status === 'FINALIZADO') throw conflict(CONSULTA_MSG.finalizado);
        if (row.status === 'EM_ATENDIMENTO') return toConsulta(row);
        if (row.data_agendamento.getTime() > Date.now()) throw conflict(CONSULTA_MSG.antesDoHorario);
        const started = await iniciarConsulta(trx, id, nome);
        await audit({ acao: 'ATENDIMENTO_INICIADO', entidade: 'agendamento', entidadeId: id, pacienteId: row.paciente_id });
        return toConsulta(started);
      });
    },
  );

  app.post(
    '/gerenciar/agendamento/finalizarAgendamento',
    {
      config: { access: CONSULTA_ACCESS },
      schema: {
        tags: TAGS,
        summary: 'Finalizar atendimentos (lista de ids; todos ou nenhum)',
        body: Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { minItems: 1, maxItems: 50, uniqueItems: true }),
        response: { 200: Type.Array(consultaSchema) },
      },
    },
    async (request) => {
      const ids = request.body;
      const nome = request.auth?.user.nome ?? null;
      return auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        const rows = await lockStatus(trx, ids);
        if (rows.length !== ids.length) throw notFound(CONSULTA_MSG.naoEncontrado);
        if (rows.some((r) => r.status !== 'EM_ATENDIMENTO')) throw new ApiError(409, CONSULTA_MSG.naoIniciado);
        const finished = await finalizarConsultas(trx, ids, nome);
        // one row per appointment: each names its patient (detalhes.ids: the ones finished together)
        for (const row of rows)
          await audit({ acao: 'ATENDIMENTO_FINALIZADO', entidade: 'agendamento', entidadeId: row.id, pacienteId: row.paciente_id, detalhes: { ids } });
        return finished.map(toConsulta);
      });
    },
  );
}
