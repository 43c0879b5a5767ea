import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { sql, type UpdateObject } from 'kysely';
import { auditContextOf, auditedWrite } from '../audit/audit.js';
import type { Trx } from '../db/database.js';
import type { Database } from '../db/types.js';
import { badRequest, conflict, notFound } from '../errors/api-error.js';
import { bearerSecurity } from '../http/schemas.js';
import { avisarChegada } from '../notificacao/agendamento-notificacoes.js';
import { assertEditavel } from './agendamento.booking.js';
import { findAgendamento, lockAgendamento, type AgendamentoRow } from './agendamento.repository.js';
import { AGENDAMENTO_ACCESS, AGENDAMENTO_EDITAR, TAGS, autorDe } from './agendamento.routes.js';
import { AGENDAMENTO_MSG } from './agendamento.rules.js';
import {
  agendamentoIdQuerySchema,
  agendamentoSchema,
  cancelarBodySchema,
  chegadaBodySchema,
  chegadaQuerySchema,
  confirmacaoQuerySchema,
  confirmacaoSchema,
} from './agendamento.schemas.js';

/** Who changed an appointment through the patient's public link. */
export const AUTOR_LINK_CONFIRMACAO = 'Paciente (link de confirmação)';

type Mudanca = Pick<UpdateObject<Database, 'agendamento'>, 'status' | 'motivo_cancelamento' | 'chegada_do_paciente'>;

/** Sets the change on the locked row with a new versao and who did it. */
const mudar = (trx: Trx, id: number, set: Mudanca, autor: string | null) =>
  trx
    .updateTable('agendamento')
    .set((eb) => ({ ...set, usuario_alteracao: autor, horario_alteracao: sql<Date>`now()`, versao: eb('versao', '+', 1) }))
    .where('id', '=', id)
    .execute();

/** These calls' bodies may be left out. */
const bodyOrEmpty: preValidationHookHandler = (request, _reply, done) => {
  request.body ??= {};
  done();
};

/** Confirmation (staff or the patient's link), cancellation and the patient's arrival (spec 01 §7, Appointments). */
export function agendamentoStatusRoutes(app: FastifyInstance): void {
  const locked = async (trx: Trx, where: { id: number } | { codigo: string }): Promise<AgendamentoRow> => {
    const row = await lockAgendamento(trx, where);
    if (!row) throw notFound(AGENDAMENTO_MSG.naoEncontrado);
    return row;
  };

  app.get<{ Querystring: { agendamentoId: string } }>(
    '/gerenciar/agendamento/confirmarAgendamento',
    {
      // public with the confirmation code (the patient's link); the numeric id needs the agenda (checked below)
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: `PENDENTE → CONFIRMADO. Público com o código de confirmação (uuid do link); com o id numérico exige ${AGENDAMENTO_ACCESS}`,
        querystring: confirmacaoQuerySchema,
        response: { 200: confirmacaoSchema },
      },
    },
    async (request) => {
      const chave = request.query.agendamentoId;
      const porCodigo = chave.includes('-');
      if (!porCodigo) await app.checkAccess(request, AGENDAMENTO_ACCESS);
      const autor = porCodigo ? AUTOR_LINK_CONFIRMACAO : autorDe(request).nome;
      return auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        const row = await locked(trx, porCodigo ? { codigo: chave.toLowerCase() } : { id: Number(chave) });
        if (row.status === 'CANCELADO') throw conflict(AGENDAMENTO_MSG.cancelado);
        if (row.status === 'PENDENTE') {
          await mudar(trx, row.id, { status: 'CONFIRMADO' }, autor);
          await audit({ acao: 'AGENDAMENTO_CONFIRMADO', entidade: 'agendamento', entidadeId: row.id, detalhes: { via: porCodigo ? 'link' : 'equipe' } });
        }
        const a = (await findAgendamento(trx, row.id))!;
        return {
          id: a.id,
          statusAgendamento: a.statusAgendamento,
          dataAgendamento: a.dataAgendamento,
          horaFinal: a.horaFinal,
          // the link may be forwarded: it names the patient by first name only
          nomePaciente: porCodigo ? a.infoPaciente.nome.split(' ')[0]! : a.infoPaciente.nome,
          nomeProcedimento: a.nomeProcedimento,
          nomeMedico: a.nomeMedico,
        };
      });
    },
  );

  app.post<{ Querystring: { agendamentoId: string }; Body: { motivoCancelamento?: string | null } }>(
    '/gerenciar/agendamento/cancelarAgendamento',
    {
      config: { access: AGENDAMENTO_EDITAR },
      preValidation: bodyOrEmpty,
      schema: {
        tags: TAGS,
        summary: 'Cancelar (PENDENTE ou CONFIRMADO) com o motivo',
        security: bearerSecurity,
        querystring: agendamentoIdQuerySchema,
        body: cancelarBodySchema,
        response: { 200: agendamentoSchema },
      },
    },
    async (request) => {
      const motivo = request.body.motivoCancelamento?.trim() ?? '';
      if (!motivo) throw badRequest(AGENDAMENTO_MSG.motivo, 'Campo inválido: motivoCancelamento');
      return auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        const row = await locked(trx, { id: Number(request.query.agendamentoId) });
        assertEditavel(row.status);
        if (row.status === 'EM_ATENDIMENTO') throw conflict(AGENDAMENTO_MSG.emAtendimento);
        await mudar(trx, row.id, { status: 'CANCELADO', motivo_cancelamento: motivo }, autorDe(request).nome);
        await audit({ acao: 'AGENDAMENTO_CANCELADO', entidade: 'agendamento', entidadeId: row.id, detalhes: { motivo } });
        return (await findAgendamento(trx, row.id))!;
      });
    },
  );

  app.post<{ Querystring: { id: string; chegou: 'true' | 'false' } }>(
    '/gerenciar/agendamento/pacienteChegou',
    {
      config: { access: AGENDAMENTO_ACCESS },
      preValidation: bodyOrEmpty,
      schema: {
        tags: TAGS,
        summary: 'Marca (chegou=true) ou desmarca a chegada do paciente; a chegada avisa o médico (notificação PACIENTE_CHEGOU)',
        security: bearerSecurity,
        querystring: chegadaQuerySchema,
        body: chegadaBodySchema,
        response: { 200: agendamentoSchema },
      },
    },
    async (request) => {
      const chegou = request.query.chegou === 'true';
      return auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        const row = await locked(trx, { id: Number(request.query.id) });
        assertEditavel(row.status);
        // again with the same answer: nothing changes (the first arrival time stays, no second notice)
        if (chegou !== (row.chegada_do_paciente !== null)) {
          await mudar(trx, row.id, { chegada_do_paciente: chegou ? sql<Date>`now()` : null }, autorDe(request).nome);
          await audit({ acao: chegou ? 'PACIENTE_CHEGOU' : 'CHEGADA_DESMARCADA', entidade: 'agendamento', entidadeId: row.id });
          if (chegou) await avisarChegada(trx, (await findAgendamento(trx, row.id))!);
        }
        return (await findAgendamento(trx, row.id))!;
      });
    },
  );
}
