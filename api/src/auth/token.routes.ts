import { Type } from 'typebox';
import { auditContextOf, auditedWrite } from '../audit/audit.js';
import { badRequest, notFound } from '../errors/api-error.js';
import { MSG } from '../errors/messages.js';
import { emptyObjectSchema, idParamsSchema, tokenResponseSchema } from '../http/schemas.js';
import type { TypedApp } from '../http/typebox.js';
import { issueToken } from './issue-token.js';
import { hashPassword, isPasswordAcceptable, verifyPassword } from './password.js';
import { findSessaoExpiracao } from './sessao.repository.js';
import { revokeSession, revokeUserSessions } from './sessions.js';
import { findSenhaHash, updateSenha } from './usuario.repository.js';

const TAGS = ['Token'];

/** Token refresh, password change and logout (all need a session). */
export function tokenRoutes(app: TypedApp): void {
  app.get(
    '/update/token/jwt',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: TAGS,
        summary: 'Novo token com as autoridades atuais do usuário',
        description: 'Mesma sessão (mesmo sid) e mesma expiração da sessão.',
        response: { 200: tokenResponseSchema },
      },
    },
    async (request) => {
      const { db, tokens } = app.deps;
      const auth = request.auth!;
      const session = await findSessaoExpiracao(db, auth.sessionId);
      return { token: await issueToken(tokens, auth.user, { id: session.id, expiresAt: session.expires_at }, auth.impersonador?.nome) };
    },
  );

  app.post(
    '/update/token/reset/:id',
    {
      config: { access: 'self || GERENCIAR_USUARIOS_DO_SISTEMA' },
      schema: {
        tags: TAGS,
        summary: 'Trocar a senha (a própria, com a senha atual, ou a de outro usuário por um administrador)',
        description: 'Revoga as outras sessões do usuário.',
        params: idParamsSchema,
        body: Type.Object(
          { senhaAtual: Type.Optional(Type.String({ maxLength: 256 })), novaSenha: Type.String({ maxLength: 256 }) },
          { additionalProperties: false },
        ),
        response: { 200: emptyObjectSchema },
      },
    },
    async (request) => {
      const { db } = app.deps;
      const auth = request.auth!;
      const targetId = Number(request.params.id);
      const isSelf = targetId === auth.user.id;
      const senhaAtual = await findSenhaHash(db, targetId);
      if (senhaAtual === undefined) throw notFound(MSG.usuarioNaoEncontrado);
      if (isSelf) {
        if (!request.body.senhaAtual) throw badRequest('Informe a senha atual.', 'senhaAtual obrigatória para a própria senha');
        if (!(await verifyPassword(senhaAtual, request.body.senhaAtual))) throw badRequest('Senha atual incorreta.');
      }
      if (!isPasswordAcceptable(request.body.novaSenha)) throw badRequest(MSG.regraSenha, 'Senha fora da regra');
      const senhaHash = await hashPassword(request.body.novaSenha);
      await auditedWrite(db, auditContextOf(request), async (trx, audit) => {
        await updateSenha(trx, targetId, senhaHash);
        const revoked = await revokeUserSessions(trx, targetId, isSelf ? auth.sessionId : undefined);
        await audit({ acao: 'SENHA_ALTERADA', entidade: 'usuario', entidadeId: targetId, detalhes: { propria: isSelf, sessoesRevogadas: revoked } });
      });
      // this process forgets the revoked sessions at once; the database's event tells the others
      app.deps.authCache.clear();
      return {};
    },
  );

  app.get(
    '/update/token/logout/:id',
    {
      config: { access: 'self' },
      schema: {
        tags: TAGS,
        summary: 'Sair: revoga a sessão atual',
        params: idParamsSchema,
        response: { 200: emptyObjectSchema },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const ended = await auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        const ids = await revokeSession(trx, auth.sessionId);
        await audit({ acao: 'LOGOUT', entidade: 'sessao', entidadeId: auth.sessionId });
        return ids;
      });
      // at once, with the "Entrar como" sessions started from it: the database's event may come later
      app.deps.authCache.forget([auth.sessionId, ...ended]);
      return {};
    },
  );
}
