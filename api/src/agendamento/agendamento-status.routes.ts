import type { FastifyRequest, preValidationHookHandler } from 'fastify';
import { auditContextOf, auditedWrite } from '../audit/audit.js';
import type { Trx } from '../db/database.js';
import { ApiError, badRequest, conflict, notFound } from '../errors/api-error.js';
import type { TypedApp } from '../http/typebox.js';
import { avisarChegada } from '../notificacao/agendamento-notificacoes.js';
import { assertEditavel } from './agendamento.booking.js';
import { findAgendamento, lockAgendamento, marcarChegada, mudarAgendamento, type AgendamentoRow } from './agendamento.repository.js';
import { AGENDAMENTO_ACCESS, AGENDAMENTO_EDITAR, TAGS, autorDe } from './agendamento.routes.js';
import { AGENDAMENTO_MSG, chegadaNoDia } from './agendamento.rules.js';
import {
  agendamentoIdQuerySchema,
  agendamentoSchema,
  cancelarBodySchema,
  chegadaBodySchema,
  chegadaQuerySchema,
  codigoConfirmacaoQuerySchema,
  confirmacaoQuerySchema,
  confirmacaoSchema,
  type Agendamento,
} from './agendamento.schemas.js';

/** Who changed an appointment through the patient's public link. */
export const AUTOR_LINK_CONFIRMACAO = 'Paciente (link de confirmação)';

/** The patient's link; the staff's call uses the numeric id. */
const ehCodigo = (chave: unknown): boolean => typeof chave === 'string' && chave.includes('-');

/** Per client address: the link's calls are public (no session to hold to account). */
const LIMITE_LINK = { max: 20, timeWindow: 60_000 };
/** The GET is also the staff's call with the numeric id, which keeps no limit. */
const LIMITE_LINK_GET = { ...LIMITE_LINK, allowList: (request: FastifyRequest) => !ehCodigo((request.query as { agendamentoId?: unknown }).agendamentoId) };

/**
 * The link works until the appointment starts: afterwards (or cancelled) it answers 410 with no names,
 * procedure or doctor, since an old link may have been forwarded or leaked.
 */
const assertLinkValido = (status: AgendamentoRow['status'], inicio: Date): void => {
  const aberto = status === 'PENDENTE' || status === 'CONFIRMADO';
  if (!aberto || inicio.getTime() <= Date.now()) throw new ApiError(410, AGENDAMENTO_MSG.linkInvalido);
};

/** The confirmation's answer; the link may be forwarded, so it names the patient by first name only. */
const confirmacao = (a: Agendamento, porLink: boolean) => ({
  id: a.id,
  statusAgendamento: a.statusAgendamento,
  dataAgendamento: a.dataAgendamento,
  horaFinal: a.horaFinal,
  nomePaciente: porLink ? a.infoPaciente.nome.split(' ')[0]! : a.infoPaciente.nome,
  nomeProcedimento: a.nomeProcedimento,
  nomeMedico: a.nomeMedico,
});

/** These calls' bodies may be left out. */
const bodyOrEmpty: preValidationHookHandler = (request, _reply, done) => {
  request.body ??= {};
  done();
};

/** Confirmation (staff, or the patient's link: read with GET, confirm with POST), cancellation and the patient's arrival (spec 01 §7, Appointments). */
export function agendamentoStatusRoutes(app: TypedApp): void {
  const locked = async (trx: Trx, where: { id: number } | { codigo: string }): Promise<AgendamentoRow> => {
    const row = await lockAgendamento(trx, where);
    if (!row) throw notFound(AGENDAMENTO_MSG.naoEncontrado);
    return row;
  };

  app.get(
    '/gerenciar/agendamento/confirmarAgendamento',
    {
      // public with the confirmation code (the patient's link); the numeric id needs the agenda (checked below)
      config: { access: 'public', rateLimit: LIMITE_LINK_GET },
      schema: {
        tags: TAGS,
        summary: `Com o código de confirmação (uuid do link, público): só lê o agendamento (410 depois do início, cancelado ou finalizado). Com o id numérico (exige ${AGENDAMENTO_ACCESS}): PENDENTE → CONFIRMADO`,
        querystring: confirmacaoQuerySchema,
        response: { 200: confirmacaoSchema },
      },
    },
    async (request) => {
      const chave = request.query.agendamentoId;
      if (ehCodigo(chave)) {
        // reads only: mail and chat link scanners open the link by themselves; the patient confirms with the POST
        const a = await findAgendamento(app.deps.db, { codigo: chave.toLowerCase() });
        if (!a) throw notFound(AGENDAMENTO_MSG.naoEncontrado);
        assertLinkValido(a.statusAgendamento, new Date(a.dataAgendamento));
        return confirmacao(a, true);
      }
      await app.checkAccess(request, AGENDAMENTO_ACCESS);
      return auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        const row = await locked(trx, { id: Number(chave) });
        if (row.status === 'CANCELADO') throw conflict(AGENDAMENTO_MSG.cancelado);
        if (row.status === 'PENDENTE') {
          await mudarAgendamento(trx, row.id, { status: 'CONFIRMADO' }, autorDe(request).nome);
          await audit({
            acao: 'AGENDAMENTO_CONFIRMADO',
            entidade: 'agendamento',
            entidadeId: row.id,
            pacienteId: row.paciente_id,
            detalhes: { via: 'equipe' },
          });
        }
        return confirmacao((await findAgendamento(trx, row.id))!, false);
      });
    },
  );

  app.post(
    '/gerenciar/agendamento/confirmarAgendamento',
    {
      config: { access: 'public', rateLimit: LIMITE_LINK },
      schema: {
        tags: TAGS,
        summary: 'O paciente confirma pelo link (código de confirmação): PENDENTE → CONFIRMADO; 410 depois do início, cancelado ou finalizado',
        querystring: codigoConfirmacaoQuerySchema,
        response: { 200: confirmacaoSchema },
      },
    },
    async (request) =>
      auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        const row = await locked(trx, { codigo: request.query.agendamentoId.toLowerCase() });
        assertLinkValido(row.status, row.data_agendamento);
        if (row.status === 'PENDENTE') {
          await mudarAgendamento(trx, row.id, { status: 'CONFIRMADO' }, AUTOR_LINK_CONFIRMACAO);
          await audit({ acao: 'AGENDAMENTO_CONFIRMADO', entidade: 'agendamento', entidadeId: row.id, pacienteId: row.paciente_id, detalhes: { via: 'link' } });
        }
        return confirmacao((await findAgendamento(trx, row.id))!, true);
      }),
  );

  app.post(
    '/gerenciar/agendamento/cancelarAgendamento',
    {
      config: { access: AGENDAMENTO_EDITAR },
      preValidation: bodyOrEmpty,
      schema: {
        tags: TAGS,
        summary: 'Cancelar (PENDENTE ou CONFIRMADO) com o motivo',
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
        await mudarAgendamento(trx, row.id, { status: 'CANCELADO', motivo_cancelamento: motivo }, autorDe(request).nome);
        await audit({ acao: 'AGENDAMENTO_CANCELADO', entidade: 'agendamento', entidadeId: row.id, pacienteId: row.paciente_id, detalhes: { motivo } });
        return (await findAgendamento(trx, row.id))!;
      });
    },
  );

  app.post(
    '/gerenciar/agendamento/pacienteChegou',
    {
      config: { access: AGENDAMENTO_ACCESS },
      preValidation: bodyOrEmpty,
      schema: {
        tags: TAGS,
        summary: 'Marca (chegou=true) ou desmarca a chegada do paciente; a chegada avisa o médico (notificação PACIENTE_CHEGOU)',
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
        if (chegou && row.chegada_do_paciente === null && !chegadaNoDia(row.data_agendamento, new Date())) throw conflict(AGENDAMENTO_MSG.chegadaForaDoDia);
        // again with the same answer: nothing changes (the first arrival time stays, no second notice)
        if (chegou !== (row.chegada_do_paciente !== null)) {
          await marcarChegada(trx, row.id, chegou, autorDe(request).nome);
          await audit({ acao: chegou ? 'PACIENTE_CHEGOU' : 'CHEGADA_DESMARCADA', entidade: 'agendamento', entidadeId: row.id, pacienteId: row.paciente_id });
          if (chegou) await avisarChegada(trx, (await findAgendamento(trx, row.id))!);
        }
        return (await findAgendamento(trx, row.id))!;
      });
    },
  );
}
