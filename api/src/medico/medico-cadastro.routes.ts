import type { FastifyRequest } from 'fastify';
import { auditContextOf, auditedWrite } from '../audit/audit.js';
import { hashPassword, isPasswordAcceptable, PASSWORD_RULE_MESSAGE } from '../auth/password.js';
import { revokeUserSessions } from '../auth/sessions.js';
import { constraintOf, isForeignKeyViolation, isRestrictViolation, isUniqueViolation } from '../db/pg-errors.js';
import { ApiErrorList, conflict, invalidField, notFound } from '../errors/api-error.js';
import { perfilExiste } from '../funcionario/funcionario.repository.js';
import { perfilIdOf } from '../funcionario/funcionario.schemas.js';
import { emptyObjectSchema, idParamsSchema } from '../http/schemas.js';
import type { TypedApp } from '../http/typebox.js';
import { linkFoto } from '../storage/foto.js';
import { clinicDay } from '../time/clinic-time.js';
import { deleteMedico, findMedico, insertMedico, lockMedico, vinculosDoMedico } from './medico.repository.js';
import { MEDICO_WRITE, TAGS } from './medico.routes.js';
import { medicoCriarSchema, medicoSchema, type Medico } from './medico.schemas.js';
import { MEDICO_MSG, medicoEmUso, medicoVazio, normalizeMedico, validateMedico } from './medico.validation.js';

const rethrowUnique = (error: unknown): never => {
  if (isUniqueViolation(error)) {
    const cpf = constraintOf(error) === 'usuario_cpf_unico';
    throw new ApiErrorList(409, [invalidField(cpf ? MEDICO_MSG.cpfEmUso : MEDICO_MSG.emailEmUso, cpf ? 'cpf' : 'email')]);
  }
  // the profile deleted meanwhile
  if (isForeignKeyViolation(error)) throw new ApiErrorList(400, [invalidField(MEDICO_MSG.perfilNaoEncontrado, 'perfilId')]);
  throw error;
};

/** What the audit keeps of a doctor (never the password). */
const resumo = (m: Medico) => ({ nome: m.nome, email: m.email, cpf: m.cpf, registroProfissional: m.registroProfissional });

const excluirSchema = (summary: string) => ({ tags: TAGS, summary, params: idParamsSchema, response: { 200: emptyObjectSchema } });

/** Registering and deleting doctors (spec 01 §7: POST cadastro, DELETE excluir/{id}, GET deletar{id}), as employees are. */
export function medicoCadastroRoutes(app: TypedApp): void {
  app.post(
    '/gerenciar/medico/cadastro',
    {
      config: { access: MEDICO_WRITE },
      schema: {
        tags: TAGS,
        summary: 'Cadastrar médico (um usuário com ehMedico) com perfil e senha inicial; responde como listar/{id}',
        body: medicoCriarSchema,
        response: { 201: medicoSchema },
      },
    },
    async (request, reply) => {
      const dados = normalizeMedico(request.body, medicoVazio());
      const errors = validateMedico(dados, clinicDay(new Date()));
      const perfilId = perfilIdOf(request.body.perfilId);
      if (perfilId === undefined || perfilId === null) errors.push(invalidField(MEDICO_MSG.perfil, 'perfilId'));
      const senha = request.body.senha ?? '';
      if (!isPasswordAcceptable(senha)) errors.push(invalidField(PASSWORD_RULE_MESSAGE, 'senha'));
      if (errors.length > 0 || !perfilId) throw new ApiErrorList(400, errors);
      const senhaHash = await hashPassword(senha);
      const login = { perfilId, idioma: request.body.idioma ?? 'pt', senhaHash };
      const created = await auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        if (!(await perfilExiste(trx, perfilId))) throw new ApiErrorList(400, [invalidField(MEDICO_MSG.perfilNaoEncontrado, 'perfilId')]);
        await linkFoto(trx, 'usuario', dados.foto, null);
        const id = await insertMedico(trx, dados, login, request.auth?.user.nome ?? null).catch(rethrowUnique);
        const medico = (await findMedico(trx, id))!;
        await audit({ acao: 'MEDICO_CRIADO', entidade: 'usuario', entidadeId: id, detalhes: { depois: resumo(medico) } });
        return medico;
      });
      return reply.code(201).send(created);
    },
  );

  const excluir = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const id = Number(request.params.id);
    if (request.auth!.user.id === id) throw conflict(MEDICO_MSG.excluirProprio);
    const fotoRemovida = await auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
      // the lock makes new appointments, availability and blocks of this doctor wait (their foreign keys)
      if (!(await lockMedico(trx, id))) throw notFound(MEDICO_MSG.naoEncontrado);
      const emUso = medicoEmUso(await vinculosDoMedico(trx, id));
      if (emUso) throw conflict(emUso, 'médico com agendamentos, disponibilidades ou bloqueios');
      const before = (await findMedico(trx, id))!;
      // announced before the rows go (the sessions are deleted with the user)
      const sessoesEncerradas = await revokeUserSessions(trx, id);
      await deleteMedico(trx, id).catch((error: unknown) => {
        if (isForeignKeyViolation(error) || isRestrictViolation(error)) throw conflict(MEDICO_MSG.emUso, 'usuario referenciado');
        throw error;
      });
      await audit({ acao: 'MEDICO_EXCLUIDO', entidade: 'usuario', entidadeId: id, detalhes: { antes: resumo(before), sessoesEncerradas } });
      return linkFoto(trx, 'usuario', null, before.foto);
    });
    if (fotoRemovida) await app.deps.files.delete(fotoRemovida);
    // this process forgets at once (the database's event reaches the others)
    app.deps.authCache.clear();
    return {};
  };

  app.delete(
    '/gerenciar/medico/excluir/:id',
    {
      config: { access: MEDICO_WRITE },
      schema: excluirSchema('Excluir médico (suas sessões terminam na hora); 409 se ele tem agendamentos, disponibilidades ou bloqueios'),
    },
    excluir,
  );

  app.get(
    '/gerenciar/medico/deletar:id',
    {
      config: { access: MEDICO_WRITE },
      schema: excluirSchema('O mesmo que DELETE excluir/{id}: spec 01 §7 cita GET /deletar{id}, sem barra (ex.: /gerenciar/medico/deletar42)'),
    },
    excluir,
  );
}
