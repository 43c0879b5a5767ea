import { Type } from 'typebox';
import { auditContextOf, auditedWrite } from '../audit/audit.js';
import { constraintOf, isUniqueViolation } from '../db/pg-errors.js';
import { ApiErrorList, badRequest, conflict, notFound } from '../errors/api-error.js';
import { idParamsSchema } from '../http/schemas.js';
import type { TypedApp } from '../http/typebox.js';
import { linkFoto } from '../storage/foto.js';
import { clinicDay } from '../time/clinic-time.js';
import { findMedico, listMedicos, lockMedico, saveLembrete, saveMedico } from './medico.repository.js';
import { lembreteBodySchema, lembreteSchema, medicoEditSchema, medicoSchema, type Lembrete } from './medico.schemas.js';
import { MEDICO_MSG, minutosDoLembrete, normalizeMedico, validateMedico } from './medico.validation.js';

export const TAGS = ['Agenda — médicos'];
/** The agenda, user management and whoever may see the professionals' schedules read doctors. */
export const AGENDA_READ = 'ROLE_AGENDAMENTOS || ROLE_USUARIOS || VISUALIZAR_AGENDAMENTOS_PROFISSIONAIS';
/** Changing a doctor (data, availability, blocks) is user management (spec 01 §2: the edit button). */
export const MEDICO_WRITE = 'GERENCIAR_USUARIOS_DO_SISTEMA';

const actorName = (request: { auth: { user: { nome: string } } | null }) => request.auth?.user.nome ?? null;

/** Doctors (spec 01 §7: listar, listar/{id}, editar) and the reminder trigger (cadastrarGatilhoLembrete, notificacaoMedico). */
export function medicoRoutes(app: TypedApp): void {
  const medicoOr404 = async (id: number) => {
    const medico = await findMedico(app.deps.db, id);
    if (!medico) throw notFound(MEDICO_MSG.naoEncontrado);
    return medico;
  };

  app.get(
    '/gerenciar/medico/listar',
    {
      config: { access: AGENDA_READ },
      schema: { tags: TAGS, summary: 'Médicos ativos, por nome', response: { 200: Type.Array(medicoSchema) } },
    },
    async () => listMedicos(app.deps.db),
  );

  app.get(
    '/gerenciar/medico/listar/:id',
    {
      config: { access: AGENDA_READ },
      schema: { tags: TAGS, summary: 'Um médico', params: idParamsSchema, response: { 200: medicoSchema } },
    },
    async (request) => medicoOr404(Number(request.params.id)),
  );

  app.put(
    '/gerenciar/medico/editar',
    {
      config: { access: MEDICO_WRITE },
      schema: {
        tags: TAGS,
        summary: 'Editar os dados do médico (nome, e-mail e CPF são os do usuário; campos ausentes ficam como estão)',
        body: medicoEditSchema,
        response: { 200: medicoSchema },
      },
    },
    async (request) => {
      const id = request.body.id;
      let fotoSubstituida: string | undefined;
      const saved = await auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        if (!(await lockMedico(trx, id))) throw notFound(MEDICO_MSG.naoEncontrado);
        const before = (await findMedico(trx, id))!;
        const dados = normalizeMedico(request.body, before);
        const errors = validateMedico(dados, clinicDay(new Date()));
        if (errors.length > 0) throw new ApiErrorList(400, errors);
        fotoSubstituida = await linkFoto(trx, 'usuario', dados.foto, before.foto);
        await saveMedico(trx, id, dados, actorName(request)).catch((error: unknown) => {
          if (isUniqueViolation(error))
            throw conflict(constraintOf(error) === 'usuario_cpf_unico' ? MEDICO_MSG.cpfEmUso : MEDICO_MSG.emailEmUso, constraintOf(error));
          throw error;
        });
        await audit({ acao: 'MEDICO_EDITADO', entidade: 'usuario', entidadeId: id, detalhes: { nome: dados.nome, foto: dados.foto } });
        return (await findMedico(trx, id))!;
      });
      // the file goes once the commit no longer points at it
      if (fotoSubstituida) await app.deps.files.delete(fotoSubstituida);
      return saved;
    },
  );

  app.post(
    '/gerenciar/medico/cadastrarGatilhoLembrete',
    {
      // the doctor himself, or MEDICO_WRITE: the id is in the body, so the handler checks the second part
      config: { access: 'authenticated' },
      schema: {
        tags: TAGS,
        summary: 'Minutos antes dos agendamentos para avisar o médico (1 a 59; vazio desliga). O próprio médico, ou GERENCIAR_USUARIOS_DO_SISTEMA',
        body: lembreteBodySchema,
        response: { 200: lembreteSchema },
      },
    },
    async (request): Promise<Lembrete> => {
      const { medicoId } = request.body;
      if (request.auth!.user.id !== medicoId) await app.checkAccess(request, MEDICO_WRITE);
      const minutos = minutosDoLembrete(request.body.horarioGatilho);
      if (minutos === undefined) throw badRequest(MEDICO_MSG.lembrete, 'horarioGatilho fora de 1…59');
      return auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        if (!(await lockMedico(trx, medicoId))) throw notFound(MEDICO_MSG.naoEncontrado);
        await saveLembrete(trx, medicoId, minutos, actorName(request));
        await audit({ acao: 'MEDICO_LEMBRETE', entidade: 'usuario', entidadeId: medicoId, detalhes: { minutos } });
        return { medicoId, horarioGatilho: minutos === null ? null : String(minutos) };
      });
    },
  );

  app.get(
    '/gerenciar/medico/notificacaoMedico/:id',
    {
      config: { access: AGENDA_READ },
      schema: { tags: TAGS, summary: 'O lembrete do médico', params: idParamsSchema, response: { 200: lembreteSchema } },
    },
    async (request): Promise<Lembrete> => {
      const medico = await medicoOr404(Number(request.params.id));
      return { medicoId: medico.id, horarioGatilho: medico.minutosParaOAlerta };
    },
  );
}
