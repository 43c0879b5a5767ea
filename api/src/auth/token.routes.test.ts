import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { toJson } from '../db/database.js';
import { DEMO_PASSWORD } from '../seed/demo-users.js';
import { eventually } from '../test-support/eventually.js';
import { bearer, createTestApp, decodeClaims, expectErrorList, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const loggedUser = (token: string) => t.app.inject({ method: 'GET', url: '/api/UsuarioManager/loggedUser', headers: bearer(token) });

describe('GET /api/update/token/logout/{id}', () => {
  it('revokes the current session only, and is audited', async () => {
    const first = await t.login('recepcao@clinica.dev');
    const second = await t.login('recepcao@clinica.dev');
    const id = decodeClaims(first).jti;
    const res = await t.app.inject({ method: 'GET', url: `/api/update/token/logout/${id}`, headers: bearer(first) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    expect(expectErrorList(await loggedUser(first), 401)).toBe('Sessão encerrada');
    expect((await loggedUser(second)).statusCode).toBe(200);
    expect(await t.auditCount('LOGOUT')).toBe(1);
  });

  it("is only for one's own id", async () => {
    const token = await t.login('recepcao@clinica.dev');
    const res = await t.app.inject({ method: 'GET', url: '/api/update/token/logout/1', headers: bearer(token) });
    expect(expectErrorList(res, 403)).toBe('Usuário sem permissão para esta operação.');
  });
});

describe('POST /api/update/token/reset/{id}', () => {
  it("changes one's own password with the current one and revokes the other sessions", async () => {
    const user = await t.createUser(['ROLE_LOG']);
    const current = await t.login(user.email);
    const other = await t.login(user.email);
    const url = `/api/update/token/reset/${user.id}`;

    const noCurrent = await t.app.inject({ method: 'POST', url, headers: bearer(current), payload: { novaSenha: 'Nova12345' } });
    expect(expectErrorList(noCurrent, 400)).toBe('Informe a senha atual.');
    const wrongCurrent = await t.app.inject({ method: 'POST', url, headers: bearer(current), payload: { senhaAtual: 'Errada123', novaSenha: 'Nova12345' } });
    expect(expectErrorList(wrongCurrent, 400)).toBe('Senha atual incorreta.');
    const weak = await t.app.inject({ method: 'POST', url, headers: bearer(current), payload: { senhaAtual: DEMO_PASSWORD, novaSenha: 'curta' } });
    expect(expectErrorList(weak, 400)).toBe('A senha deve ter no mínimo 8 caracteres, com letras e números.');

    const ok = await t.app.inject({ method: 'POST', url, headers: bearer(current), payload: { senhaAtual: DEMO_PASSWORD, novaSenha: 'Nova12345' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({});
    expect((await loggedUser(current)).statusCode).toBe(200);
    expect(expectErrorList(await loggedUser(other), 401)).toBe('Sessão encerrada');
    expect((await t.loginRaw({ email: user.email, senha: DEMO_PASSWORD })).statusCode).toBe(401);
    expect((await t.loginRaw({ email: user.email, senha: 'Nova12345' })).statusCode).toBe(200);
    const audit = await t.db
      .selectFrom('auditoria')
      .selectAll()
      .where('acao', '=', 'SENHA_ALTERADA')
      .where('entidade_id', '=', String(user.id))
      .executeTakeFirstOrThrow();
    // the session createUser opened and `other`
    expect(audit.detalhes).toMatchObject({ propria: true, sessoesRevogadas: 2 });
  });

  it("lets a user manager set someone else's password without the current one, revoking all their sessions", async () => {
    const target = await t.createUser(['ROLE_LOG']);
    const targetToken = await t.login(target.email);
    const adminToken = await t.login('admin@clinica.dev');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/update/token/reset/${target.id}`,
      headers: bearer(adminToken),
      payload: { novaSenha: 'Trocada123' },
    });
    expect(res.statusCode).toBe(200);
    expect((await loggedUser(targetToken)).statusCode).toBe(401);
    expect((await loggedUser(adminToken)).statusCode).toBe(200);
    expect((await t.loginRaw({ email: target.email, senha: 'Trocada123' })).statusCode).toBe(200);
  });

  it('does not let others change a password', async () => {
    const target = await t.createUser(['ROLE_LOG']);
    const someone = await t.createUser(['ROLE_USUARIOS']);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/update/token/reset/${target.id}`,
      headers: bearer(someone.token),
      payload: { novaSenha: 'Trocada123' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/update/token/jwt', () => {
  it('returns a fresh token with the current authorities after the profile changes', async () => {
    const user = await t.createUser(['ROLE_ESTOQUE']);
    const token = await t.login(user.email);
    expect(decodeClaims(token).authorities).toEqual(['ROLE_ESTOQUE']);
    await t.db
      .updateTable('perfil')
      .set({ authorities: toJson(['ROLE_ESTOQUE', 'EDITAR_ESTOQUE']) })
      .where('id', '=', user.perfilId)
      .execute();
    const refresh = () => t.app.inject({ method: 'GET', url: '/api/update/token/jwt', headers: bearer(token) });
    const res = await eventually(refresh, (answer) => decodeClaims(answer.json<{ token: string }>().token).authorities.length === 2);
    expect(res.statusCode).toBe(200);
    const fresh = decodeClaims(res.json<{ token: string }>().token);
    expect(fresh.authorities).toEqual(['ROLE_ESTOQUE', 'EDITAR_ESTOQUE']);
    expect(fresh.sid).toBe(decodeClaims(token).sid);
    expect(fresh.exp).toBe(decodeClaims(token).exp);
  });

  it('enforces permissions from the database as soon as they change, before any refresh', async () => {
    const user = await t.createUser(['ROLE_USUARIOS']);
    expect((await t.app.inject({ method: 'POST', url: '/api/gerenciar/perfil/listar', headers: bearer(user.token), payload: {} })).statusCode).toBe(200);
    await t.db
      .updateTable('perfil')
      .set({ authorities: toJson([]) })
      .where('id', '=', user.perfilId)
      .execute();
    // the sessions this api keeps in memory are dropped by the database's event, a moment after the commit
    const listar = () => t.app.inject({ method: 'POST', url: '/api/gerenciar/perfil/listar', headers: bearer(user.token), payload: {} });
    expect((await eventually(listar, (res) => res.statusCode === 403)).statusCode).toBe(403);
  });
});

describe('UsuarioManager', () => {
  it('returns the logged user with the profile as perfilId', async () => {
    const token = await t.login('financeiro@clinica.dev');
    const res = await loggedUser(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: Number(decodeClaims(token).jti),
      nome: 'Financeiro',
      email: 'financeiro@clinica.dev',
      cpf: '98765432100',
      ehMedico: false,
      foto: null,
      idioma: 'pt',
      authorities: expect.arrayContaining(['ROLE_FINANCEIRO', 'CRIAR_RECEITA']),
      perfilId: { id: expect.any(Number), nome: 'Financeiro', defaultHome: 'home.financeiro', perfilEquipe: 'COMERCIAL' },
      impersonador: null,
    });
    expect(res.json<{ authorities: string[] }>().authorities).not.toContain('ORCAMENTO');
    expect(JSON.stringify(res.json())).not.toContain('argon2');
  });

  it('lets an administrator log in as another user (audited), and no one else', async () => {
    const adminToken = await t.login('admin@clinica.dev');
    const medico = await t.db.selectFrom('usuario').select('id').where('email', '=', 'medico@clinica.dev').executeTakeFirstOrThrow();
    const res = await t.app.inject({ method: 'GET', url: `/api/UsuarioManager/loginAs/${medico.id}`, headers: bearer(adminToken) });
    expect(res.statusCode).toBe(200);
    const asToken = res.json<{ token: string }>().token;
    expect(decodeClaims(asToken)).toMatchObject({ jti: String(medico.id), nome: 'Dra. Helena Prado', ehMedico: true });
    expect((await loggedUser(asToken)).json<{ email: string }>().email).toBe('medico@clinica.dev');
    const audit = await t.db.selectFrom('auditoria').selectAll().where('acao', '=', 'LOGIN_COMO').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ usuario_nome: 'Administrador', entidade_id: String(medico.id) });

    const recepcao = await t.login('recepcao@clinica.dev');
    const denied = await t.app.inject({ method: 'GET', url: `/api/UsuarioManager/loginAs/${medico.id}`, headers: bearer(recepcao) });
    expect(expectErrorList(denied, 403)).toBe('Usuário sem permissão para esta operação.');
    const missing = await t.app.inject({ method: 'GET', url: '/api/UsuarioManager/loginAs/999999', headers: bearer(adminToken) });
    expect(expectErrorList(missing, 404)).toBe('Usuário não encontrado.');
  });

  it('names the administrator in the session it opens: token, logged user, refreshed token and every audit row', async () => {
    const adminToken = await t.login('admin@clinica.dev');
    const admin = decodeClaims(adminToken);
    const medico = await t.db.selectFrom('usuario').select(['id', 'nome']).where('email', '=', 'medico@clinica.dev').executeTakeFirstOrThrow();
    const loginAs = (token: string, id: number | string) => t.app.inject({ method: 'GET', url: `/api/UsuarioManager/loginAs/${id}`, headers: bearer(token) });
    const asToken = (await loginAs(adminToken, medico.id)).json<{ token: string }>().token;
    expect(decodeClaims(asToken)).toMatchObject({ jti: String(medico.id), imp: 'Administrador' });
    expect(decodeClaims(adminToken)).not.toHaveProperty('imp');
    expect((await loggedUser(asToken)).json()).toMatchObject({ nome: medico.nome, impersonador: { id: Number(admin.jti), nome: 'Administrador' } });

    const refreshed = await t.app.inject({ method: 'GET', url: '/api/update/token/jwt', headers: bearer(asToken) });
    expect(decodeClaims(refreshed.json<{ token: string }>().token)).toMatchObject({ jti: String(medico.id), imp: 'Administrador' });

    // returning: the impersonated session ends, audited with both users; the administrator's own goes on
    const logout = await t.app.inject({ method: 'GET', url: `/api/update/token/logout/${medico.id}`, headers: bearer(asToken) });
    expect(logout.statusCode).toBe(200);
    const row = await t.db.selectFrom('auditoria').selectAll().where('acao', '=', 'LOGOUT').where('usuario_id', '=', medico.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ usuario_nome: medico.nome, impersonador_id: Number(admin.jti), impersonador_nome: 'Administrador' });
    expect(expectErrorList(await loggedUser(asToken), 401)).toBe('Sessão encerrada');
    expect((await loggedUser(adminToken)).json()).toMatchObject({ email: 'admin@clinica.dev', impersonador: null });
  });

  it('ends an "Entrar como" session with the administrator\'s own: logout or password change, and never outlives it', async () => {
    const medico = await t.db.selectFrom('usuario').select('id').where('email', '=', 'medico@clinica.dev').executeTakeFirstOrThrow();
    const loginAs = async (token: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/UsuarioManager/loginAs/${medico.id}`, headers: bearer(token) })).json<{ token: string }>().token;

    const adminToken = await t.login('admin@clinica.dev');
    const adminId = decodeClaims(adminToken).jti;
    const otherAdminSession = await t.login('admin@clinica.dev');
    const asMedico = await loginAs(adminToken);
    const fromOther = await loginAs(otherAdminSession);
    // its session (and token) expire no later than the administrator's
    expect(decodeClaims(asMedico).exp).toBeLessThanOrEqual(decodeClaims(adminToken).exp);
    expect((await loggedUser(asMedico)).statusCode).toBe(200);

    const logout = await t.app.inject({ method: 'GET', url: `/api/update/token/logout/${adminId}`, headers: bearer(adminToken) });
    expect(logout.statusCode).toBe(200);
    expect(expectErrorList(await loggedUser(asMedico), 401)).toBe('Sessão encerrada');
    const write = await t.app.inject({ method: 'GET', url: '/api/update/token/jwt', headers: bearer(asMedico) });
    expect(expectErrorList(write, 401)).toBe('Sessão encerrada');
    // one started from another of the administrator's sessions goes on, and so does the doctor's own
    expect((await loggedUser(fromOther)).statusCode).toBe(200);
    const medicoOwn = await t.login('medico@clinica.dev');
    expect((await loggedUser(medicoOwn)).statusCode).toBe(200);

    // the administrator's sessions revoked at once (a password change elsewhere): theirs end too
    const changer = await t.login('admin@clinica.dev');
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/update/token/reset/${adminId}`,
      headers: bearer(changer),
      payload: { senhaAtual: DEMO_PASSWORD, novaSenha: DEMO_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    expect(expectErrorList(await loggedUser(fromOther), 401)).toBe('Sessão encerrada');
    expect((await loggedUser(medicoOwn)).statusCode).toBe(200);
  });

  it('refuses "Entrar como" for oneself and from inside another "Entrar como" session', async () => {
    const adminToken = await t.login('admin@clinica.dev');
    const adminId = decodeClaims(adminToken).jti;
    const self = await t.app.inject({ method: 'GET', url: `/api/UsuarioManager/loginAs/${adminId}`, headers: bearer(adminToken) });
    expect(expectErrorList(self, 400)).toBe('Você já está na sua própria sessão.');
    const other = await t.createUser(['ROLE_USUARIOS', 'GERENCIAR_USUARIOS_DO_SISTEMA']);
    const asOther = (await t.app.inject({ method: 'GET', url: `/api/UsuarioManager/loginAs/${other.id}`, headers: bearer(adminToken) })).json<{
      token: string;
    }>().token;
    const nested = await t.app.inject({ method: 'GET', url: `/api/UsuarioManager/loginAs/${adminId}`, headers: bearer(asOther) });
    expect(expectErrorList(nested, 400)).toBe('Volte à sua própria sessão antes de entrar como outro usuário.');
  });
});
