import { Type } from 'typebox';
import { auditContextOf, auditedWrite } from '../audit/audit.js';
import { isValidCpf, onlyDigits } from '../auth/cpf.js';
import { hashPassword, isPasswordAcceptable, PASSWORD_RULE_MESSAGE } from '../auth/password.js';
import { revokeUserSessions } from '../auth/sessions.js';
import { constraintOf, isForeignKeyViolation, isRestrictViolation, isUniqueViolation } from '../db/pg-errors.js';
import { ApiErrorList, conflict, invalidField, notFound, type ErrorItem } from '../errors/api-error.js';
import { MSG } from '../errors/messages.js';
import { emptyObjectSchema, idParamsSchema } from '../http/schemas.js';
import { Nullable, type TypedApp } from '../http/typebox.js';
import { fotoRoutes, linkFoto } from '../storage/foto.js';
import { EMAIL_PATTERN } from '../paciente/paciente.validation.js';
import {
  deleteFuncionario,
  findFuncionario,
  insertFuncionario,
  listFuncionarios,
  listUsuariosSistema,
  lockFuncionario,
  lockUsuarioFoto,
  perfilExiste,
  updateFuncionario,
  updateUsuarioFoto,
  type FuncionarioDados,
} from './funcionario.repository.js';
import {
  funcionarioCriarSchema,
  funcionarioEditarSchema,
  funcionarioSchema,
  perfilIdOf,
  usuarioSistemaSchema,
  type Funcionario,
  type FuncionarioCriar,
} from './funcionario.schemas.js';

const TAGS = ['Funcionários'];
/** The users screen reads them (spec 01 §2 /usuarios: role USUARIOS). */
export const FUNCIONARIO_READ = 'ROLE_USUARIOS';
/** Changing users is user management (as the doctors' data: medico/medico.routes.ts). */
export const FUNCIONARIO_WRITE = 'GERENCIAR_USUARIOS_DO_SISTEMA';

export const FUNCIONARIO_MSG = {
  naoEncontrado: 'Funcionário não encontrado.',
  nome: 'NOME É OBRIGATÓRIO.',
  cpf: 'CPF INVÁLIDO.',
  email: 'Informe um email válido.',
  perfil: 'PERFIL É OBRIGATÓRIO.',
  perfilNaoEncontrado: 'Perfil não encontrado.',
  emailEmUso: 'Já existe um usuário com este e-mail.',
  cpfEmUso: 'Já existe um usuário com este CPF.',
  desativarProprio: 'Você não pode desativar o próprio usuário.',
  excluirProprio: 'Você não pode excluir o próprio usuário.',
  emUso: 'Não é possível excluir: o usuário tem registros vinculados. Desative-o.',
} as const;

type Input = Omit<FuncionarioCriar, 'id' | 'senha'>;

/** The employee as it will be saved: fields left out keep `base` (the stored one, on edits). */
function dadosDe(input: Input, base: Partial<FuncionarioDados>): { dados: FuncionarioDados; errors: ErrorItem[] } {
  const pick = <K extends keyof FuncionarioDados>(key: K, value: FuncionarioDados[K] | null | undefined) =>
    value === undefined ? base[key] : (value ?? undefined);
  const nome = pick('nome', input.nome)?.trim().replace(/\s+/g, ' ') ?? '';
  const email = pick('email', input.email)?.trim() ?? '';
  const cpf = onlyDigits(pick('cpf', input.cpf) ?? '');
  const perfilId = pick('perfilId', perfilIdOf(input.perfilId));
  const errors: ErrorItem[] = [];
  if (!nome) errors.push(invalidField(FUNCIONARIO_MSG.nome, 'nome'));
  if (!isValidCpf(cpf)) errors.push(invalidField(FUNCIONARIO_MSG.cpf, 'cpf'));
  if (!EMAIL_PATTERN.test(email)) errors.push(invalidField(FUNCIONARIO_MSG.email, 'email'));
  if (perfilId === undefined) errors.push(invalidField(FUNCIONARIO_MSG.perfil, 'perfilId'));
  const dados = {
    nome,
    email,
    cpf,
    perfilId: perfilId ?? 0,
    ativo: pick('ativo', input.ativo) ?? true,
    idioma: pick('idioma', input.idioma) ?? 'pt',
    foto: pick('foto', input.foto) ?? null,
  };
  return { dados, errors };
}

const rethrowUnique = (error: unknown): never => {
  if (isUniqueViolation(error)) {
    const cpf = constraintOf(error) === 'usuario_cpf_unico';
    throw new ApiErrorList(409, [invalidField(cpf ? FUNCIONARIO_MSG.cpfEmUso : FUNCIONARIO_MSG.emailEmUso, cpf ? 'cpf' : 'email')]);
  }
  if (isForeignKeyViolation(error)) throw new ApiErrorList(400, [invalidField(FUNCIONARIO_MSG.perfilNaoEncontrado, 'perfilId')]);
  throw error;
};

/** What the audit keeps of an employee (never the password). */
const resumo = (f: Funcionario) => ({ nome: f.nome, email: f.email, cpf: f.cpf, ativo: f.ativo, idioma: f.idioma, perfilId: f.perfilId.id, foto: f.foto });

/** Employees (spec 01 §7: /gerenciar/funcionario listar, listar/{id}, excluir/{id}, cadastro, editar, obterUsuariosSistema). */
export function funcionarioRoutes(app: TypedApp): void {
  // a user's photo: sent by who manages users or by the user (Minha conta), seen by every colleague (the top bar, who did what);
  // saving it with a user is what the writes below check
  fotoRoutes(app, { dono: 'usuario', tags: TAGS, de: 'um usuário', access: { upload: 'authenticated', read: 'authenticated' } });

  app.put(
    '/gerenciar/usuario/minhaFoto',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: TAGS,
        summary: 'A própria foto (Minha conta): o endereço que POST /gerenciar/usuario/foto respondeu, ou null para tirá-la',
        body: Type.Object(
          { foto: Nullable(Type.String({ maxLength: 200, description: 'o endereço que POST /gerenciar/usuario/foto respondeu (null: sem foto)' })) },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ foto: Nullable(Type.String()) }) },
      },
    },
    async (request) => {
      const id = request.auth!.user.id;
      const { foto } = request.body;
      let fotoSubstituida: string | undefined;
      await auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        const before = await lockUsuarioFoto(trx, id);
        if (!before) throw notFound(MSG.usuarioNaoEncontrado);
        fotoSubstituida = await linkFoto(trx, 'usuario', foto, before.foto);
        await updateUsuarioFoto(trx, id, foto);
        await audit({
          acao: before.eh_medico ? 'MEDICO_EDITADO' : 'FUNCIONARIO_EDITADO',
          entidade: 'usuario',
          entidadeId: id,
          detalhes: { nome: before.nome, propria: true, antes: { foto: before.foto }, depois: { foto } },
        });
      });
      if (fotoSubstituida) await app.deps.files.delete(fotoSubstituida);
      return { foto };
    },
  );

  app.get(
    '/gerenciar/funcionario/listar',
    {
      config: { access: FUNCIONARIO_READ },
      schema: {
        tags: TAGS,
        summary: 'Funcionários (usuários que não são médicos), ativos primeiro, por nome',
        response: { 200: Type.Array(funcionarioSchema) },
      },
    },
    async () => listFuncionarios(app.deps.db),
  );

  app.get(
    '/gerenciar/funcionario/listar/:id',
    {
      config: { access: FUNCIONARIO_READ },
      schema: { tags: TAGS, summary: 'Um funcionário', params: idParamsSchema, response: { 200: funcionarioSchema } },
    },
    async (request) => {
      const found = await findFuncionario(app.deps.db, Number(request.params.id));
      if (!found) throw notFound(FUNCIONARIO_MSG.naoEncontrado);
      return found;
    },
  );

  app.get(
    '/gerenciar/funcionario/obterUsuariosSistema',
    {
      // every screen that shows who did what reads it (spec 02: local storage 'usuarios (id, nome)'): names only
      config: { access: 'authenticated' },
      schema: {
        tags: TAGS,
        summary: 'Todos os usuários do sistema (médicos também), por nome: id, nome, ehMedico, ativo',
        response: { 200: Type.Array(usuarioSistemaSchema) },
      },
    },
    async () => listUsuariosSistema(app.deps.db),
  );

  app.post(
    '/gerenciar/funcionario/cadastro',
    {
      config: { access: FUNCIONARIO_WRITE },
      schema: {
        tags: TAGS,
        summary: 'Cadastrar funcionário (usuário não médico) com sua senha inicial',
        body: funcionarioCriarSchema,
        response: { 201: funcionarioSchema },
      },
    },
    async (request, reply) => {
      const { dados, errors } = dadosDe(request.body, {});
      const senha = request.body.senha ?? '';
      if (!isPasswordAcceptable(senha)) errors.push(invalidField(PASSWORD_RULE_MESSAGE, 'senha'));
      if (errors.length > 0) throw new ApiErrorList(400, errors);
      const senhaHash = await hashPassword(senha);
      const created = await auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        if (!(await perfilExiste(trx, dados.perfilId))) throw new ApiErrorList(400, [invalidField(FUNCIONARIO_MSG.perfilNaoEncontrado, 'perfilId')]);
        await linkFoto(trx, 'usuario', dados.foto, null);
        const id = await insertFuncionario(trx, dados, senhaHash).catch(rethrowUnique);
        const funcionario = (await findFuncionario(trx, id))!;
        await audit({ acao: 'FUNCIONARIO_CRIADO', entidade: 'usuario', entidadeId: id, detalhes: { depois: resumo(funcionario) } });
        return funcionario;
      });
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/gerenciar/funcionario/editar',
    {
      config: { access: FUNCIONARIO_WRITE },
      schema: {
        tags: TAGS,
        summary: 'Editar funcionário (campos ausentes ficam como estão); desativar encerra as sessões dele na hora',
        body: funcionarioEditarSchema,
        response: { 200: funcionarioSchema },
      },
    },
    async (request) => {
      const id = request.body.id;
      const self = request.auth!.user.id === id;
      let fotoSubstituida: string | undefined;
      const saved = await auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        if (!(await lockFuncionario(trx, id))) throw notFound(FUNCIONARIO_MSG.naoEncontrado);
        const before = (await findFuncionario(trx, id))!;
        const { dados, errors } = dadosDe(request.body, { ...before, perfilId: before.perfilId.id });
        if (errors.length > 0) throw new ApiErrorList(400, errors);
        if (self && !dados.ativo) throw conflict(FUNCIONARIO_MSG.desativarProprio);
        if (dados.perfilId !== before.perfilId.id && !(await perfilExiste(trx, dados.perfilId)))
          throw new ApiErrorList(400, [invalidField(FUNCIONARIO_MSG.perfilNaoEncontrado, 'perfilId')]);
        fotoSubstituida = await linkFoto(trx, 'usuario', dados.foto, before.foto);
        await updateFuncionario(trx, id, dados).catch(rethrowUnique);
        // an inactive user is refused at once by every api process; its sockets close too
        const sessoesEncerradas = before.ativo && !dados.ativo ? await revokeUserSessions(trx, id, undefined, 'desativado') : 0;
        const after = (await findFuncionario(trx, id))!;
        await audit({
          acao: 'FUNCIONARIO_EDITADO',
          entidade: 'usuario',
          entidadeId: id,
          detalhes: { antes: resumo(before), depois: resumo(after), sessoesEncerradas },
        });
        return after;
      });
      // this process forgets at once (the database's event reaches the others, and this one again, a moment later)
      app.deps.authCache.clear();
      // the file goes once the commit no longer points at it
      if (fotoSubstituida) await app.deps.files.delete(fotoSubstituida);
      return saved;
    },
  );

  app.delete(
    '/gerenciar/funcionario/excluir/:id',
    {
      config: { access: FUNCIONARIO_WRITE },
      schema: {
        tags: TAGS,
        summary: 'Excluir funcionário (suas sessões terminam na hora)',
        params: idParamsSchema,
        response: { 200: emptyObjectSchema },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      if (request.auth!.user.id === id) throw conflict(FUNCIONARIO_MSG.excluirProprio);
      const fotoRemovida = await auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        if (!(await lockFuncionario(trx, id))) throw notFound(FUNCIONARIO_MSG.naoEncontrado);
        const before = (await findFuncionario(trx, id))!;
        // announced before the rows go (the sessions are deleted with the user)
        const sessoesEncerradas = await revokeUserSessions(trx, id);
        await deleteFuncionario(trx, id).catch((error: unknown) => {
          if (isForeignKeyViolation(error) || isRestrictViolation(error)) throw conflict(FUNCIONARIO_MSG.emUso, 'usuario referenciado');
          throw error;
        });
        await audit({ acao: 'FUNCIONARIO_EXCLUIDO', entidade: 'usuario', entidadeId: id, detalhes: { antes: resumo(before), sessoesEncerradas } });
        return linkFoto(trx, 'usuario', null, before.foto);
      });
      app.deps.authCache.clear();
      if (fotoRemovida) await app.deps.files.delete(fotoRemovida);
      return {};
    },
  );
}
