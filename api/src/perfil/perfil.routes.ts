import { Type } from 'typebox';
import { auditContextOf, auditedWrite } from '../audit/audit.js';
import { isForeignKeyViolation, isUniqueViolation } from '../db/pg-errors.js';
import { badRequest, conflict, notFound } from '../errors/api-error.js';
import { emptyObjectSchema, idParamsSchema } from '../http/schemas.js';
import type { TypedApp } from '../http/typebox.js';
import { countUsersWithPerfil, deletePerfil, findPerfil, insertPerfil, listPerfis, updatePerfil, versaoDoPerfil } from './perfil.repository.js';
import { recusaDeAtualizacao } from '../errors/registro-desatualizado.js';
import { perfilCreateSchema, perfilFilterSchema, perfilSchema, perfilUpdateSchema, type Perfil } from './perfil.schemas.js';

const TAGS = ['Perfis'];
const MANAGE = 'GERENCIAR_USUARIOS_DO_SISTEMA';
const NOME_EM_USO = 'Já existe um perfil com este nome.';
const PERFIL_NAO_ENCONTRADO = 'Perfil não encontrado.';
const PERFIL_EM_USO = 'Não é possível excluir o perfil: há usuários vinculados a ele.';

/** A profile as the trail keeps it: its version is bookkeeping, changed by every save, never listed as a change. */
const noTrail = ({ versao: _versao, ...perfil }: Perfil): Omit<Perfil, 'versao'> => perfil;

const rethrowConflicts = (error: unknown): never => {
  if (isUniqueViolation(error)) throw conflict(NOME_EM_USO, 'perfil_nome_unico');
  if (isForeignKeyViolation(error)) throw conflict(PERFIL_EM_USO, 'usuario.perfil_id');
  throw error;
};

/** Profile (perfil) management: list, create, edit, delete. */
export function perfilRoutes(app: TypedApp): void {
  app.post(
    '/gerenciar/perfil/listar',
    {
      config: { access: 'ROLE_USUARIOS' },
      // the filter is optional: a POST without a body lists everything
      preValidation: (request, _reply, done) => {
        request.body ??= {};
        done();
      },
      schema: {
        tags: TAGS,
        summary: 'Listar perfis (filtro opcional por parte do nome)',
        body: perfilFilterSchema,
        response: { 200: Type.Array(perfilSchema) },
      },
    },
    async (request) => listPerfis(app.deps.db, request.body?.nome),
  );

  app.post(
    '/gerenciar/perfil/cadastro',
    {
      config: { access: MANAGE },
      schema: {
        tags: TAGS,
        summary: 'Criar perfil',
        body: perfilCreateSchema,
        response: { 201: perfilSchema },
      },
    },
    async (request, reply) => {
      const perfil = await auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        const created = await insertPerfil(trx, request.body).catch(rethrowConflicts);
        await audit({ acao: 'PERFIL_CRIADO', entidade: 'perfil', entidadeId: created.id, detalhes: { depois: noTrail(created) } });
        return created;
      });
      return reply.code(201).send(perfil);
    },
  );

  app.put(
    '/gerenciar/perfil/editar/:id',
    {
      config: { access: MANAGE },
      schema: {
        tags: TAGS,
        summary: 'Editar perfil',
        params: idParamsSchema,
        body: perfilUpdateSchema,
        response: { 200: perfilSchema },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      if (request.body.id !== undefined && request.body.id !== id) throw badRequest('O id do perfil não confere com o endereço.');
      const perfil = await auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        const before = await findPerfil(trx, id);
        if (!before) throw notFound(PERFIL_NAO_ENCONTRADO);
        const after = await updatePerfil(trx, id, request.body).catch(rethrowConflicts);
        // someone else saved it since it was read: 409 with what to do, nothing written
        if (!after) return recusaDeAtualizacao(await versaoDoPerfil(trx, id), request.body.versao, () => notFound(PERFIL_NAO_ENCONTRADO));
        await audit({ acao: 'PERFIL_EDITADO', entidade: 'perfil', entidadeId: id, detalhes: { antes: noTrail(before), depois: noTrail(after) } });
        return after;
      });
      // this process forgets at once (the database's event reaches the others, and this one again, a moment later)
      app.deps.authCache.clear();
      return perfil;
    },
  );

  app.delete(
    '/gerenciar/perfil/deletarPerfil/:id',
    {
      config: { access: MANAGE },
      schema: {
        tags: TAGS,
        summary: 'Excluir perfil (409 se houver usuários com ele)',
        params: idParamsSchema,
        response: { 200: emptyObjectSchema },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      await auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        const before = await findPerfil(trx, id);
        if (!before) throw notFound(PERFIL_NAO_ENCONTRADO);
        if ((await countUsersWithPerfil(trx, id)) > 0) throw conflict(PERFIL_EM_USO);
        await deletePerfil(trx, id).catch(rethrowConflicts);
        await audit({ acao: 'PERFIL_EXCLUIDO', entidade: 'perfil', entidadeId: id, detalhes: { antes: noTrail(before) } });
      });
      return {};
    },
  );
}
