import { Type } from 'typebox';
import { auditContextOf, auditedWrite, recordAudit } from '../audit/audit.js';
import { ApiError, badRequest, notFound } from '../errors/api-error.js';
import { MSG } from '../errors/messages.js';
import { emptyObjectSchema, tokenResponseSchema } from '../http/schemas.js';
import type { TypedApp } from '../http/typebox.js';
import { emailBodySchema } from './auth.schemas.js';
import { looksLikeCpf, onlyDigits } from './cpf.js';
import { issueToken } from './issue-token.js';
import { accountKey, clearLoginFailures, identifierKey, lockoutOf, recordLoginFailure } from './login-lockout.js';
import { burnPasswordCheck, hashPassword, isPasswordAcceptable, verifyPassword } from './password.js';
import { consumeReset, findValidReset, sendPasswordReset } from './password-reset.js';
import { createSession, revokeUserSessions } from './sessions.js';
import { findUserForLogin, updateSenha } from './usuario.repository.js';

const loginBodySchema = Type.Object(
  {
    email: Type.Optional(Type.String({ maxLength: 254 })),
    cpf: Type.Optional(Type.String({ maxLength: 20 })),
    senha: Type.String({ minLength: 1, maxLength: 256 }),
  },
  { additionalProperties: false },
);

const TAGS = ['Autenticação'];

/** The public authentication calls: login and the e-mailed password reset. */
export function authRoutes(app: TypedApp): void {
  const { limits } = app.deps;
  const resetRateLimit = { max: limits.resetPerMinute, timeWindow: 60_000 };

  app.post(
    '/auth/login',
    {
      config: { access: 'public', rateLimit: { max: limits.loginPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: TAGS,
        summary: 'Entrar com e-mail ou CPF e senha',
        body: loginBodySchema,
        response: { 200: tokenResponseSchema },
      },
    },
    async (request) => {
      const { db, tokens } = app.deps;
      const body = request.body;
      const typed = (body.cpf ?? body.email ?? '').trim();
      if (!typed) throw badRequest('Informe o e-mail ou o CPF.', 'email ou cpf obrigatório');
      const by: { cpf: string } | { email: string } =
        body.cpf !== undefined || looksLikeCpf(typed) ? { cpf: onlyDigits(typed) } : { email: typed.toLowerCase() };
      const identifier = 'cpf' in by ? by.cpf : by.email;

      const found = await findUserForLogin(db, by);
      const key = found ? accountKey(found.user.id) : identifierKey(identifier);
      const context = auditContextOf(request, found ? { id: found.user.id, nome: found.user.nome } : null);
      const policy = {
        maxFailures: limits.accountFailures,
        windowMs: limits.accountWindowMs,
        sprayFailures: limits.sprayFailures,
        sprayIntervalMs: limits.sprayIntervalMs,
      };
      const ip = context.origin.ip;

      const lockout = await lockoutOf(db, key, ip, policy, found?.user.id);
      if (lockout) {
        await recordAudit(db, context, {
          acao: 'LOGIN_BLOQUEADO',
          entidade: 'usuario',
          entidadeId: found?.user.id,
          detalhes: { identificador: identifier, motivo: lockout },
        });
        throw new ApiError(
          429,
          MSG.loginBloqueado,
          lockout === 'endereco'
            ? 'Conta bloqueada temporariamente para este endereço por tentativas falhas'
            : 'Tentativas de muitos endereços: um a cada poucos segundos',
        );
      }

      let ok = false;
      if (found) ok = (await verifyPassword(found.senhaHash, body.senha)) && found.user.ativo;
      else await burnPasswordCheck(body.senha);

      if (!found || !ok) {
        await auditedWrite(db, context, async (trx, audit) => {
          await recordLoginFailure(trx, key, ip);
          await audit({
            acao: 'LOGIN_FALHOU',
            entidade: 'usuario',
            entidadeId: found?.user.id,
            detalhes: { identificador: identifier, motivo: !found ? 'usuario_inexistente' : found.user.ativo ? 'senha_incorreta' : 'usuario_inativo' },
          });
        });
        throw new ApiError(401, MSG.loginInvalido, 'Credenciais inválidas');
      }

      const user = found.user;
      const session = await auditedWrite(db, context, async (trx, audit) => {
        await clearLoginFailures(trx, key, ip);
        const created = await createSession(trx, user.id, context.origin);
        await audit({ acao: 'LOGIN', entidade: 'sessao', entidadeId: created.id, detalhes: { via: 'cpf' in by ? 'cpf' : 'email' } });
        return created;
      });
      return { token: await issueToken(tokens, user, session) };
    },
  );

  app.post(
    '/auth/esqueciSenha',
    {
      config: { access: 'public', rateLimit: resetRateLimit },
      schema: {
        tags: TAGS,
        summary: 'Pedir o e-mail de redefinição de senha',
        body: emailBodySchema,
        response: { 200: emptyObjectSchema },
      },
    },
    async (request) => {
      await sendPasswordReset(app.deps, auditContextOf(request), request.body.email);
      return {};
    },
  );

  app.post(
    '/auth/validarUsuarioReset',
    {
      config: { access: 'public', rateLimit: resetRateLimit },
      schema: {
        tags: TAGS,
        summary: 'Validar o token do e-mail de redefinição',
        body: Type.Object({ hash: Type.String({ maxLength: 200 }) }, { additionalProperties: false }),
        response: { 200: Type.Object({ nome: Type.String(), email: Type.String() }) },
      },
    },
    async (request) => {
      const reset = await findValidReset(app.deps.db, request.body.hash);
      if (!reset) throw notFound(MSG.tokenInvalido, 'Token inexistente, usado ou expirado');
      return { nome: reset.user.nome, email: reset.user.email };
    },
  );

  app.post(
    '/auth/reset/:token',
    {
      config: { access: 'public', rateLimit: resetRateLimit },
      schema: {
        tags: TAGS,
        summary: 'Definir a nova senha com o token do e-mail',
        description: 'O token é o `hash` do corpo; sem ele, o do caminho.',
        params: Type.Object({ token: Type.String({ maxLength: 200 }) }, { additionalProperties: false }),
        body: Type.Object(
          { novaSenha: Type.String({ maxLength: 256 }), hash: Type.Optional(Type.String({ maxLength: 200 })) },
          { additionalProperties: false },
        ),
        response: { 200: emptyObjectSchema },
      },
    },
    async (request) => {
      const { db } = app.deps;
      const token = request.body.hash ?? request.params.token;
      const reset = await findValidReset(db, token);
      if (!reset) throw notFound(MSG.tokenInvalido, 'Token inexistente, usado ou expirado');
      if (!isPasswordAcceptable(request.body.novaSenha)) throw badRequest(MSG.regraSenha, 'Senha fora da regra');
      const senhaHash = await hashPassword(request.body.novaSenha);
      await auditedWrite(db, auditContextOf(request, { id: reset.user.id, nome: reset.user.nome }), async (trx, audit) => {
        if (!(await consumeReset(trx, reset.resetId))) throw notFound(MSG.tokenInvalido, 'Token já usado');
        await updateSenha(trx, reset.user.id, senhaHash);
        const revoked = await revokeUserSessions(trx, reset.user.id);
        await clearLoginFailures(trx, accountKey(reset.user.id));
        await audit({ acao: 'SENHA_REDEFINIDA', entidade: 'usuario', entidadeId: reset.user.id, detalhes: { sessoesRevogadas: revoked } });
      });
      // this process forgets the revoked sessions at once; the database's event tells the others
      app.deps.authCache.clear();
      return {};
    },
  );
}
