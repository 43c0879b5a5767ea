import { Type } from 'typebox';
import { auditContextOf, auditedWrite } from '../audit/audit.js';
import { revokeUserSessions } from '../auth/sessions.js';
import { constraintOf, isUniqueViolation } from '../db/pg-errors.js';
import { ApiErrorList, badRequest, conflict, invalidField, notFound } from '../errors/api-error.js';
import { perfilExiste } from '../funcionario/funcionario.repository.js';
import { perfilIdOf } from '../funcionario/funcionario.schemas.js';
import { StringEnum } from '../http/typebox.js';
import { idParamsSchema } from '../http/schemas.js';
import type { TypedApp } from '../http/typebox.js';
import { linkFoto } from '../storage/foto.js';
import { clinicDay } from '../time/clinic-time.js';
import { findMedico, listMedicos, lockMedico, saveLembrete, saveMedico } from './medico.repository.js';
import { lembreteBodySchema, lembreteSchema, medicoEditSchema, medicoSchema, type Lembrete, type Medico } from './medico.schemas.js';
import { MEDICO_MSG, minutosDoLembrete, normalizeMedico, validateMedico } from './medico.validation.js';

export const TAGS = ['Agenda — médicos'];
/** The agenda, user management and whoever may see the professionals' schedules read doctors. */
export const AGENDA_READ = 'ROLE_AGENDAMENTOS || ROLE_USUARIOS || VISUALIZAR_AGENDAMENTOS_PROFISSIONAIS';
/** Changing a doctor (data, availability, blocks) is user management (spec 01 §2: the edit button). */
export const MEDICO_WRITE = 'GERENCIAR_USUARIOS_DO_SISTEMA';

const actorName = (request: { auth: { user: { nome: string } } | null }) => request.auth?.user.nome ?? null;

/** What the audit keeps of a doctor's edit (never the password). */
const resumo = (m: Medico) => ({
  nome: m.nome,
  email: m.email,
  cpf: m.cpf,
  registroProfissional: m.registroProfissional,
  ativo: m.ativo,
  perfilId: m.perfilId.id,
});

const listarQuerySchema = Type.Object(
  { situacao: Type.Optional(StringEnum(['ativos', 'todos'], { description: 'todos: os inativos também, depois dos ativos (a tela de usuários)' })) },
  { additionalProperties: false },
);

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
      schema: {
        tags: TAGS,
        summary: 'Médicos ativos, por nome (os que a agenda oferece); ?situacao=todos: os inativos também, depois',
        querystring: listarQuerySchema,
        response: { 200: Type.Array(medicoSchema) },
      },
    },
    async (request) => listMedicos(app.deps.db, { todos: request.query.situacao === 'todos' }),
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
        summary:
          'Editar o médico: seus dados, o perfil e a situação do login (campos ausentes ficam como estão); desativar encerra as sessões dele na hora e o tira da agenda',
        body: medicoEditSchema,
        response: { 200: medicoSchema },
      },
    },
    async (request) => {
      const id = request.body.id;
      const self = request.auth!.user.id === id;
      let fotoSubstituida: string | undefined;
      const saved = await auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        if (!(await lockMedico(trx, id))) throw notFound(MEDICO_MSG.naoEncontrado);
        const before = (await findMedico(trx, id))!;
        const dados = normalizeMedico(request.body, before);
        const errors = validateMedico(dados, clinicDay(new Date()));
        const perfilPedido = perfilIdOf(request.body.perfilId);
        if (perfilPedido === null) errors.push(invalidField(MEDICO_MSG.perfil, 'perfilId'));
        if (errors.length > 0) throw new ApiErrorList(400, errors);
        const login = { perfilId: perfilPedido ?? before.perfilId.id, ativo: request.body.ativo ?? before.ativo };
        if (self && !login.ativo) throw conflict(MEDICO_MSG.desativarProprio);
        if (login.perfilId !== before.perfilId.id && !(await perfilExiste(trx, login.perfilId)))
          throw new ApiErrorList(400, [invalidField(MEDICO_MSG.perfilNaoEncontrado, 'perfilId')]);
        fotoSubstituida = await linkFoto(trx, 'usuario', dados.foto, before.foto);
        await saveMedico(trx, id, dados, login, actorName(request)).catch((error: unknown) => {
          if (isUniqueViolation(error))
            throw conflict(constraintOf(error) === 'usuario_cpf_unico' ? MEDICO_MSG.cpfEmUso : MEDICO_MSG.emailEmUso, constraintOf(error));
          throw error;
        });
        // an inactive user is refused at once by every api process; his open screens are told and close
        const sessoesEncerradas = before.ativo && !login.ativo ? await revokeUserSessions(trx, id, undefined, 'desativado') : 0;
        const after = (await findMedico(trx, id))!;
        await audit({
          acao: 'MEDICO_EDITADO',
          entidade: 'usuario',
          entidadeId: id,
          detalhes: { nome: dados.nome, foto: dados.foto, antes: resumo(before), depois: resumo(after), sessoesEncerradas },
        });
        return after;
      });
      // this process forgets at once (the database's event reaches the others)
      app.deps.authCache.clear();
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
