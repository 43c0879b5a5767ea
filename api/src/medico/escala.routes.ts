import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { auditContextOf, auditedWrite } from '../audit/audit.js';
import type { Trx } from '../db/database.js';
import { isExclusionViolation, isForeignKeyViolation } from '../db/pg-errors.js';
import { ApiErrorList, badRequest, conflict, notFound } from '../errors/api-error.js';
import { emptyObjectSchema, idParamsSchema } from '../http/schemas.js';
import type { TypedApp } from '../http/typebox.js';
import { isCalendarDay } from '../time/clinic-time.js';
import {
  deleteEscala,
  findBloqueio,
  findDisponibilidade,
  listBloqueios,
  listDisponibilidades,
  saveBloqueio,
  saveDisponibilidade,
} from './escala.repository.js';
import { ESCALA_MSG, validateBloqueio, validateDisponibilidade } from './escala.validation.js';
import { findMedico, lockMedico } from './medico.repository.js';
import { AGENDA_READ, MEDICO_WRITE, TAGS } from './medico.routes.js';
import {
  bloqueioBodySchema,
  bloqueioSchema,
  bloqueiosDoDiaQuerySchema,
  disponibilidadeBodySchema,
  disponibilidadeSchema,
  medicoIdParamsSchema,
} from './medico.schemas.js';
import { MEDICO_MSG } from './medico.validation.js';

const actorName = (request: FastifyRequest) => request.auth?.user.nome ?? null;

/** 'DD-MM-YYYY' (as the booking dialog sends it) or 'YYYY-MM-DD' → 'YYYY-MM-DD'. */
const isoDay = (text: string): string => (/^\d{2}-\d{2}-\d{4}$/.test(text) ? text.split('-').reverse().join('-') : text);

/** The doctor's schedule (spec 01 §7 Doctors): availability (Escala) and blocks (Bloqueios). */
export function escalaRoutes(app: TypedApp): void {
  const medicoOr404 = async (id: number) => {
    if (!(await findMedico(app.deps.db, id))) throw notFound(MEDICO_MSG.naoEncontrado);
  };

  /** Saves in one audited transaction on the locked doctor; maps what the database refuses. */
  const save = async <T>(
    request: FastifyRequest,
    medicoId: number,
    write: (trx: Trx) => Promise<number | undefined>,
    after: { missing: string; acao: string; entidade: string; read: (trx: Trx, id: number) => Promise<T | undefined> },
  ): Promise<T> =>
    auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
      if (!(await lockMedico(trx, medicoId))) throw notFound(MEDICO_MSG.naoEncontrado);
      const id = await write(trx).catch((error: unknown) => {
        if (isExclusionViolation(error)) throw conflict(ESCALA_MSG.disponibilidadeSobreposta, 'disponibilidade sobreposta do mesmo médico');
        if (isForeignKeyViolation(error)) throw badRequest(ESCALA_MSG.compromissoNaoEncontrado, 'tipo de compromisso inexistente');
        throw error;
      });
      if (id === undefined) throw notFound(after.missing);
      await audit({ acao: after.acao, entidade: after.entidade, entidadeId: id, detalhes: { medicoId } });
      return (await after.read(trx, id))!;
    });

  const remove = (table: 'disponibilidade' | 'bloqueio_medico', missing: string, acao: string) => async (request: FastifyRequest<{ Params: { id: string } }>) =>
    auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
      const id = Number(request.params.id);
      const medicoId = await deleteEscala(trx, table, id);
      if (medicoId === undefined) throw notFound(missing);
      await audit({ acao, entidade: table, entidadeId: id, detalhes: { medicoId } });
      return {};
    });

  // ── availability ─────────────────────────────────────────────────────────────────────────
  app.get(
    '/gerenciar/medico/listarDisponibilidade/:medicoId',
    {
      config: { access: AGENDA_READ },
      schema: {
        tags: TAGS,
        summary: 'Disponibilidades do médico (semanais, depois os períodos)',
        params: medicoIdParamsSchema,
        response: { 200: Type.Array(disponibilidadeSchema) },
      },
    },
    async (request) => {
      const medicoId = Number(request.params.medicoId);
      await medicoOr404(medicoId);
      return listDisponibilidades(app.deps.db, medicoId);
    },
  );

  app.post(
    '/gerenciar/medico/cadastroDisponibilidade',
    {
      config: { access: MEDICO_WRITE },
      schema: {
        tags: TAGS,
        summary: 'Cadastrar (sem id, 201) ou editar (com id) uma disponibilidade; 409 se sobrepõe outra do médico',
        body: disponibilidadeBodySchema,
        response: { 200: disponibilidadeSchema, 201: disponibilidadeSchema },
      },
    },
    async (request, reply) => {
      const { dados, errors } = validateDisponibilidade(request.body);
      if (!dados) throw new ApiErrorList(400, errors);
      const id = request.body.id ?? undefined;
      const saved = await save(request, dados.medico, (trx) => saveDisponibilidade(trx, id, dados, actorName(request)), {
        missing: ESCALA_MSG.disponibilidadeNaoEncontrada,
        acao: id ? 'DISPONIBILIDADE_EDITADA' : 'DISPONIBILIDADE_CRIADA',
        entidade: 'disponibilidade',
        read: findDisponibilidade,
      });
      return reply.code(id ? 200 : 201).send(saved);
    },
  );

  app.delete(
    '/gerenciar/medico/deletarDisponibilidade/:id',
    {
      config: { access: MEDICO_WRITE },
      schema: { tags: TAGS, summary: 'Excluir uma disponibilidade', params: idParamsSchema, response: { 200: emptyObjectSchema } },
    },
    remove('disponibilidade', ESCALA_MSG.disponibilidadeNaoEncontrada, 'DISPONIBILIDADE_EXCLUIDA'),
  );

  // ── blocks ───────────────────────────────────────────────────────────────────────────────
  app.get(
    '/gerenciar/medico/listarBloqueioMedico/:medicoId',
    {
      config: { access: AGENDA_READ },
      schema: {
        tags: TAGS,
        summary: 'Bloqueios do médico',
        params: medicoIdParamsSchema,
        response: { 200: Type.Array(bloqueioSchema) },
      },
    },
    async (request) => {
      const medicoId = Number(request.params.medicoId);
      await medicoOr404(medicoId);
      return listBloqueios(app.deps.db, medicoId);
    },
  );

  app.get(
    '/gerenciar/medico/listarBloqueioMedico',
    {
      config: { access: AGENDA_READ },
      schema: {
        tags: TAGS,
        summary: 'Bloqueios do médico que valem num dia (diaEspecifico=DD-MM-YYYY; o dia da semana sai da data)',
        querystring: bloqueiosDoDiaQuerySchema,
        response: { 200: Type.Array(bloqueioSchema) },
      },
    },
    async (request) => {
      const medicoId = Number(request.query.medicoId);
      const day = request.query.diaEspecifico ? isoDay(request.query.diaEspecifico) : undefined;
      if (day !== undefined && !isCalendarDay(day)) throw badRequest(ESCALA_MSG.dataInvalida, 'diaEspecifico');
      await medicoOr404(medicoId);
      return listBloqueios(app.deps.db, medicoId, { day, diaSemana: request.query.diaSemana || undefined });
    },
  );

  app.post(
    '/gerenciar/medico/criarBloqueioMedico',
    {
      config: { access: MEDICO_WRITE },
      schema: {
        tags: TAGS,
        summary: 'Cadastrar (sem id, 201) ou editar (com id) um bloqueio',
        body: bloqueioBodySchema,
        response: { 200: bloqueioSchema, 201: bloqueioSchema },
      },
    },
    async (request, reply) => {
      const { dados, errors } = validateBloqueio(request.body);
      if (!dados) throw new ApiErrorList(400, errors);
      const id = request.body.id ?? undefined;
      const saved = await save(request, dados.medicoId, (trx) => saveBloqueio(trx, id, dados, actorName(request)), {
        missing: ESCALA_MSG.bloqueioNaoEncontrado,
        acao: id ? 'BLOQUEIO_EDITADO' : 'BLOQUEIO_CRIADO',
        entidade: 'bloqueio_medico',
        read: findBloqueio,
      });
      return reply.code(id ? 200 : 201).send(saved);
    },
  );

  app.delete(
    '/gerenciar/medico/deletaBloqueioMedico/:id',
    {
      config: { access: MEDICO_WRITE },
      schema: { tags: TAGS, summary: 'Excluir um bloqueio', params: idParamsSchema, response: { 200: emptyObjectSchema } },
    },
    remove('bloqueio_medico', ESCALA_MSG.bloqueioNaoEncontrado, 'BLOQUEIO_EXCLUIDO'),
  );
}
