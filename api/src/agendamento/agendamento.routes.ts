import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { auditContextOf, auditedWrite } from '../audit/audit.js';
import { badRequest, conflict, notFound } from '../errors/api-error.js';
import { pageOf } from '../http/pagination.js';
import { idParamsSchema } from '../http/schemas.js';
import type { TypedApp } from '../http/typebox.js';
import { atualizarContato } from '../paciente/paciente-contato.js';
import { addDays, clinicInstant, isCalendarDay, parseClinicDateTime } from '../time/clinic-time.js';
import { assertEditavel, prepararReserva, rethrowOcupado, travarAgendas } from './agendamento.booking.js';
import {
  findAgendamento,
  horariosOcupados,
  insertAgendamento,
  listCalendario,
  lockAgendamento,
  naoFinalizados,
  searchAgendamentos,
  updateAgendamento,
} from './agendamento.repository.js';
import { AGENDAMENTO_MSG } from './agendamento.rules.js';
import {
  agendamentoComLinkSchema,
  agendamentoSchema,
  atualizarBodySchema,
  calendarioBodySchema,
  criarBodySchema,
  horarioOcupadoBodySchema,
  horarioOcupadoSchema,
  paginaAgendamentosSchema,
  pesquisaBodySchema,
  pesquisaQuerySchema,
} from './agendamento.schemas.js';
import { CONSULTA_ACCESS } from './agendamento-consulta.routes.js';

export const TAGS = ['Agendamentos'];
/** The agenda's people (reception and doctors) read it; booking and editing need their permissions. */
export const AGENDAMENTO_ACCESS = CONSULTA_ACCESS;
export const AGENDAMENTO_CRIAR = 'ROLE_AGENDAMENTOS && CRIAR_AGENDAMENTOS';
export const AGENDAMENTO_EDITAR = 'ROLE_AGENDAMENTOS && EDITAR_AGENDAMENTOS';
/** The calendar reads at most this many days at once (a month view shows up to six weeks). */
export const MAX_DIAS_CALENDARIO = 62;

const CALENDARIO_MSG = {
  periodo: 'PERÍODO INVÁLIDO.',
  periodoLongo: `O PERÍODO DEVE TER NO MÁXIMO ${MAX_DIAS_CALENDARIO} DIAS.`,
} as const;

/** A filter bound: a day ('YYYY-MM-DD', the clinic's midnight) or a date-time. */
const instanteDoFiltro = (text: string): Date | undefined => (isCalendarDay(text) ? clinicInstant(text, 0) : parseClinicDateTime(text));
/** [the clinic's midnight of `first`, the one after `last`) */
const dias = (first: string, last: string): { inicio: Date; fim: Date } => ({ inicio: clinicInstant(first, 0), fim: clinicInstant(addDays(last, 1), 0) });
const dayOr400 = (day: string, campo: string): string => {
  if (!isCalendarDay(day)) throw badRequest(AGENDAMENTO_MSG.dataInvalida, `Campo inválido: ${campo}`);
  return day;
};

export const autorDe = (request: FastifyRequest) => ({ id: request.auth?.user.id ?? null, nome: request.auth?.user.nome ?? null });

/** Appointments: calendar, search, one, occupied slots, booking and editing, the doctor's unfinished ones. */
export function agendamentoRoutes(app: TypedApp): void {
  app.post(
    '/gerenciar/agendamento/popularCalendario',
    {
      config: { access: AGENDAMENTO_ACCESS },
      schema: {
        tags: TAGS,
        summary: `Agendamentos que começam em [inicio, fim), por início (no máximo ${MAX_DIAS_CALENDARIO} dias)`,
        body: calendarioBodySchema,
        response: { 200: Type.Array(agendamentoSchema) },
      },
    },
    async (request, reply) => {
      const inicio = instanteDoFiltro(request.body.inicio);
      const fim = instanteDoFiltro(request.body.fim);
      if (!inicio || !fim || fim <= inicio) throw badRequest(CALENDARIO_MSG.periodo, 'inicio/fim: dia YYYY-MM-DD ou data-hora, fim depois do início');
      if (fim.getTime() - inicio.getTime() > MAX_DIAS_CALENDARIO * 86_400_000) throw badRequest(CALENDARIO_MSG.periodoLongo);
      const { medicoId, salaId, status } = request.body;
      // the same filter, however written, is the same answer
      const key = JSON.stringify([inicio.getTime(), fim.getTime(), medicoId ?? null, salaId ?? null, [...(status ?? [])].sort()]);
      const cache = app.deps.calendarioCache;
      let body = cache.get(key);
      if (body === undefined) {
        const ticket = cache.ticket();
        body = reply.serialize(await listCalendario(app.deps.db, { medicoId, salaId, status, inicio, fim })) as string;
        cache.set(ticket, key, body);
      }
      // already the schema's JSON: sent as text, not serialized again
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(body);
    },
  );

  app.post(
    '/gerenciar/agendamento/pesquisarAgendamentos',
    {
      config: { access: AGENDAMENTO_ACCESS },
      preValidation: (request, _reply, done) => {
        request.body ??= {};
        done();
      },
      schema: {
        tags: TAGS,
        summary:
          'Pesquisa paginada, mais recentes primeiro ou, com sort=dataAgendamento,asc, mais antigos (nome do paciente sem acentos/maiúsculas, médico, sala, situação, dias)',
        querystring: pesquisaQuerySchema,
        body: pesquisaBodySchema,
        response: { 200: paginaAgendamentosSchema },
      },
    },
    async (request) => {
      const { page, size } = pageOf(request.query);
      const f = request.body ?? {};
      const primeiro = f.dataInicio ? dayOr400(f.dataInicio, 'dataInicio') : undefined;
      const ultimo = f.dataFim ? dayOr400(f.dataFim, 'dataFim') : undefined;
      const { content, totalElements } = await searchAgendamentos(
        app.deps.db,
        {
          nomePaciente: f.nomePaciente?.trim().replace(/\s+/g, ' ') || undefined,
          medicoId: f.medicoId,
          salaId: f.salaId,
          status: f.status ? [f.status].flat() : [],
          inicio: primeiro ? clinicInstant(primeiro, 0) : undefined,
          fim: ultimo ? dias(ultimo, ultimo).fim : undefined,
          ordem: request.query.sort === 'dataAgendamento,asc' ? 'asc' : 'desc',
        },
        page,
        size,
      );
      return { content, totalElements, totalPages: Math.ceil(totalElements / size), number: page, size };
    },
  );

  app.get(
    '/gerenciar/agendamento/listar/:id',
    {
      config: { access: AGENDAMENTO_ACCESS },
      schema: {
        tags: TAGS,
        summary: 'Um agendamento, com o link público de confirmação para o paciente',
        params: idParamsSchema,
        response: { 200: agendamentoComLinkSchema },
      },
    },
    async (request) => {
      const agendamento = await findAgendamento(app.deps.db, Number(request.params.id));
      if (!agendamento) throw notFound(AGENDAMENTO_MSG.naoEncontrado);
      return { ...agendamento, linkConfirmacao: `${app.deps.portalUrl}/#/confirmar-agendamento?agendamentoId=${agendamento.codigoConfirmacao}` };
    },
  );

  app.post(
    '/gerenciar/agendamento/verificarHorarioDisponivel',
    {
      config: { access: AGENDAMENTO_ACCESS },
      schema: {
        tags: TAGS,
        summary: 'Horários ocupados do médico no dia (agendamentos não cancelados; ignorarId: o que está sendo editado)',
        body: horarioOcupadoBodySchema,
        response: { 200: Type.Array(horarioOcupadoSchema) },
      },
    },
    async (request) => {
      const day = dayOr400(request.body.inicio, 'inicio');
      const { inicio, fim } = dias(day, day);
      return horariosOcupados(app.deps.db, request.body.medico, inicio, fim, request.body.ignorarId);
    },
  );

  app.post(
    '/gerenciar/agendamento/criar',
    {
      config: { access: AGENDAMENTO_CRIAR },
      schema: {
        tags: TAGS,
        summary: 'Agendar (PENDENTE). Regras na ordem do contrato; 409 HORÁRIO OCUPADO se o médico ou a sala já tem agendamento no horário',
        body: criarBodySchema,
        response: { 201: agendamentoSchema },
      },
    },
    async (request, reply) => {
      const autor = autorDe(request);
      const saved = await auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        const reserva = await prepararReserva(trx, request.body, undefined, request.auth!.user);
        if (request.body.infoPaciente) await atualizarContato(trx, reserva.paciente_id, request.body.infoPaciente, autor, audit);
        await travarAgendas(trx, [reserva]);
        const id = await insertAgendamento(trx, reserva, autor.nome).catch(rethrowOcupado);
        await audit({
          acao: 'AGENDAMENTO_CRIADO',
          entidade: 'agendamento',
          entidadeId: id,
          pacienteId: reserva.paciente_id,
          detalhes: { medicoId: reserva.medico_id, inicio: reserva.data_agendamento },
        });
        return (await findAgendamento(trx, id))!;
      });
      return reply.code(201).send(saved);
    },
  );

  app.put(
    '/gerenciar/agendamento/atualizar',
    {
      config: { access: AGENDAMENTO_EDITAR },
      schema: {
        tags: TAGS,
        summary: 'Editar um agendamento (id e versao; campos ausentes ficam como estão). 409: versão desatualizada, cancelado/finalizado, horário ocupado',
        body: atualizarBodySchema,
        response: { 200: agendamentoSchema },
      },
    },
    async (request) => {
      const { id, versao } = request.body;
      const autor = autorDe(request);
      return auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        const antes = await lockAgendamento(trx, { id });
        if (!antes) throw notFound(AGENDAMENTO_MSG.naoEncontrado);
        assertEditavel(antes.status);
        if (antes.versao !== versao) throw conflict(AGENDAMENTO_MSG.desatualizado, `versão enviada ${versao}, atual ${antes.versao}`);
        const reserva = await prepararReserva(trx, request.body, antes, request.auth!.user);
        if (request.body.infoPaciente) await atualizarContato(trx, reserva.paciente_id, request.body.infoPaciente, autor, audit);
        // a new start or another doctor: the reminder is due again
        await travarAgendas(trx, [antes, reserva]);
        const rearmar = antes.data_agendamento.getTime() !== new Date(reserva.data_agendamento).getTime() || antes.medico_id !== reserva.medico_id;
        await updateAgendamento(trx, id, reserva, rearmar, autor.nome).catch(rethrowOcupado);
        // moved to another patient: the row names the new one, and the one it was taken from
        await audit({
          acao: 'AGENDAMENTO_EDITADO',
          entidade: 'agendamento',
          entidadeId: id,
          pacienteId: reserva.paciente_id,
          detalhes: { versao: versao + 1, ...(antes.paciente_id !== reserva.paciente_id && { pacienteAnteriorId: antes.paciente_id }) },
        });
        return (await findAgendamento(trx, id))!;
      });
    },
  );

  app.get(
    '/gerenciar/agendamento/naoFinalizados',
    {
      config: { access: AGENDAMENTO_ACCESS },
      schema: {
        tags: TAGS,
        summary: "Atendimentos do médico logado iniciados e não finalizados cujo horário já terminou ('Aviso de agendamento não finalizado')",
        response: { 200: Type.Array(agendamentoSchema) },
      },
    },
    async (request) => naoFinalizados(app.deps.db, request.auth!.user.id),
  );
}
