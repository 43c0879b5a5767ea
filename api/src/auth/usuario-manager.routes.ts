import { Type } from 'typebox';
import { auditContextOf, auditedWrite } from '../audit/audit.js';
import { badRequest, notFound } from '../errors/api-error.js';
import { MSG } from '../errors/messages.js';
import { emptyObjectSchema, idParamsSchema, tokenResponseSchema } from '../http/schemas.js';
import { Nullable, StringEnum, type TypedApp } from '../http/typebox.js';
import { perfilSchema } from '../perfil/perfil.schemas.js';
import { emailBodySchema } from './auth.schemas.js';
import { loadAuthUser } from './usuario.repository.js';
import { issueToken } from './issue-token.js';
import { sendPasswordReset } from './password-reset.js';
import { findSessaoExpiracao } from './sessao.repository.js';
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
  /** the administrator behind an "Entrar como" session, else null */
  impersonador: Nullable(Type.Object({ id: Type.Integer(), nome: Type.String() })),
});

const JA_COMO_OUTRO = 'Volte à sua própria sessão antes de entrar como outro usuário.';
const COMO_SI_MESMO = 'Você já está na sua própria sessão.';

/** The logged user, "login as" and the admin-triggered reset e-mail. */
export function usuarioManagerRoutes(app: TypedApp): void {
  app.get(
    '/UsuarioManager/loggedUser',
    {
      config: { access: 'authenticated' },
      schema: { tags: TAGS, summary: 'Dados do usuário logado', response: { 200: loggedUserSchema } },
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
        impersonador: request.auth!.impersonador,
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
        description:
          'Abre uma sessão do usuário que lembra o administrador: o token traz `imp` (nome do administrador) e cada ' +
          'escrita dessa sessão é auditada com os dois. Recusado dentro de outra sessão "entrar como" e para si mesmo.',
        params: idParamsSchema,
        response: { 200: tokenResponseSchema },
      },
    },
    async (request) => {
      const { db, tokens } = app.deps;
      const target = await loadAuthUser(db, Number(request.params.id));
      if (!target?.ativo) throw notFound(MSG.usuarioNaoEncontrado);
      const { user: admin, impersonador } = request.auth!;
      // one level only: the audit names one administrator behind each session
      if (impersonador) throw badRequest(JA_COMO_OUTRO);
      if (target.id === admin.id) throw badRequest(COMO_SI_MESMO);
      const context = auditContextOf(request);
      const session = await auditedWrite(db, context, async (trx, audit) => {
        // ends with the administrator's own session (logout, password change, revocation)
        const origem = await findSessaoExpiracao(trx, request.auth!.sessionId);
        const created = await createSession(trx, target.id, context.origin, {
          impersonadorId: admin.id,
          origem: { id: origem.id, expiresAt: origem.expires_at },
        });
        await audit({
          acao: 'LOGIN_COMO',
          entidade: 'usuario',
          entidadeId: target.id,
          detalhes: { administradorId: admin.id, usuarioAlvo: target.email, sessao: created.id },
        });
        return created;
      });
      return { token: await issueToken(tokens, target, session, admin.nome) };
    },
  );

  app.post(
    '/UsuarioManager/resetPwd',
    {
      config: { access: 'GERENCIAR_USUARIOS_DO_SISTEMA' },
      schema: {
        tags: TAGS,
        summary: 'Enviar ao usuário o e-mail de redefinição de senha',
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
