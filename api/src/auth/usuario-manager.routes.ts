import { Type } from 'typebox';
import { auditContextOf, auditedWrite } from '../audit/audit.js';
import { notFound } from '../errors/api-error.js';
import { MSG } from '../errors/messages.js';
import { bearerSecurity, emptyObjectSchema, idParamsSchema, tokenResponseSchema } from '../http/schemas.js';
import { Nullable, StringEnum, type TypedApp } from '../http/typebox.js';
import { perfilSchema } from '../perfil/perfil.schemas.js';
import { emailBodySchema } from './auth.schemas.js';
import { loadAuthUser } from './usuario.repository.js';
import { issueToken } from './issue-token.js';
import { sendPasswordReset } from './password-reset.js';
import { createSession } from './sessions.js';

const TAGS = ['Usuários'];

const loggedUserSchema = Type.Object({
  id: Type.Integer(),
  nome: Type.String(),
  email: Type.String(),
  cpf: Type.String(),
  ehMedico: Type.Boolean(),
  foto: Nullable(Type.String()),
  idioma: StringEnum(['pt', 'es', 'en']),
  authorities: Type.Array(Type.String()),
  perfilId: Type.Object({
    id: perfilSchema.properties.id,
    nome: perfilSchema.properties.nome,
    defaultHome: perfilSchema.properties.defaultHome,
    perfilEquipe: perfilSchema.properties.perfilEquipe,
  }),
});

/** The logged user, "login as" and the admin-triggered reset e-mail. */
export function usuarioManagerRoutes(app: TypedApp): void {
  app.get(
    '/UsuarioManager/loggedUser',
    {
      config: { access: 'authenticated' },
      schema: { tags: TAGS, summary: 'Dados do usuário logado', security: bearerSecurity, response: { 200: loggedUserSchema } },
    },
    (request) => {
      const user = request.auth!.user;
      const { perfil } = user;
      return {
        id: user.id,
        nome: user.nome,
        email: user.email,
        cpf: user.cpf,
        ehMedico: user.ehMedico,
        foto: user.foto,
        idioma: user.idioma,
        authorities: perfil.authorities,
        perfilId: { id: perfil.id, nome: perfil.nome, defaultHome: perfil.defaultHome, perfilEquipe: perfil.perfilEquipe },
      };
    },
  );

  app.get(
    '/UsuarioManager/loginAs/:id',
    {
      config: { access: 'GERENCIAR_USUARIOS_DO_SISTEMA' },
      schema: {
        tags: TAGS,
        summary: 'Entrar como outro usuário (administradores; auditado)',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: tokenResponseSchema },
      },
    },
    async (request) => {
      const { db, tokens } = app.deps;
      const target = await loadAuthUser(db, Number(request.params.id));
      if (!target?.ativo) throw notFound(MSG.usuarioNaoEncontrado);
      const admin = request.auth!.user;
      const context = auditContextOf(request);
      const session = await auditedWrite(db, context, async (trx, audit) => {
        const created = await createSession(trx, target.id, context.origin);
        await audit({
          acao: 'LOGIN_COMO',
          entidade: 'usuario',
          entidadeId: target.id,
          detalhes: { administradorId: admin.id, usuarioAlvo: target.email, sessao: created.id },
        });
        return created;
      });
      return { token: await issueToken(tokens, target, session) };
    },
  );

  app.post(
    '/UsuarioManager/resetPwd',
    {
      config: { access: 'GERENCIAR_USUARIOS_DO_SISTEMA' },
      schema: {
        tags: TAGS,
        summary: 'Enviar ao usuário o e-mail de redefinição de senha',
        security: bearerSecurity,
        body: emailBodySchema,
        response: { 200: emptyObjectSchema },
      },
    },
    async (request) => {
      await sendPasswordReset(app.deps, auditContextOf(request), request.body.email);
      return {};
    },
  );
}
