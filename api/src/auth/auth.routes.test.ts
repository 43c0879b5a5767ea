import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_PASSWORD, DEMO_USERS } from '../seed/demo-users.js';
import { eventually } from '../test-support/eventually.js';
import { bearer, createTestApp, decodeClaims, expectErrorList, nextIp, type TestApp } from '../test-support/test-app.js';
import { formatCpf } from './cpf.js';

const admin = DEMO_USERS.find((u) => u.email === 'admin@clinica.dev')!;
const medico = DEMO_USERS.find((u) => u.email === 'medico@clinica.dev')!;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ limits: { loginPerMinute: 10 } });
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/auth/login', () => {
  it('logs in by e-mail (any case) and by CPF (digits or masked)', async () => {
    for (const body of [
      { email: admin.email, senha: DEMO_PASSWORD },
      { email: '  ADMIN@Clinica.DEV ', senha: DEMO_PASSWORD },
      { cpf: admin.cpf, senha: DEMO_PASSWORD },
      { cpf: formatCpf(admin.cpf), senha: DEMO_PASSWORD },
      { email: formatCpf(admin.cpf), senha: DEMO_PASSWORD },
    ]) {
      const res = await t.loginRaw(body);
      expect({ body, status: res.statusCode }).toEqual({ body, status: 200 });
      expect(decodeClaims(res.json<{ token: string }>().token).nome).toBe('Administrador');
    }
  });

  it('puts the contract claims in an HS256 token that lasts 8 hours', async () => {
    const token = await t.login(medico.email);
    const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as { alg: string };
    expect(header.alg).toBe('HS256');
    const claims = decodeClaims(token);
    const user = await t.db.selectFrom('usuario').select('id').where('email', '=', medico.email).executeTakeFirstOrThrow();
    expect(claims).toEqual({
      nome: 'Dra. Helena Prado',
      jti: String(user.id),
      ehMedico: true,
      foto: null,
      authorities: [...medico.perfil.authorities],
      sid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      iat: expect.any(Number),
      exp: expect.any(Number),
    });
    expect(claims.exp - claims.iat).toBe(8 * 60 * 60);
    const session = await t.db.selectFrom('sessao').selectAll().where('id', '=', claims.sid).executeTakeFirstOrThrow();
    expect(session.usuario_id).toBe(user.id);
    expect(session.user_agent).toBe('jest');
  });

  it('answers the same 401 for a wrong password and an unknown user, and audits both', async () => {
    const before = await t.auditCount('LOGIN_FALHOU');
    const wrong = await t.loginRaw({ email: medico.email, senha: 'Errada123' });
    expect(expectErrorList(wrong, 401)).toBe('Usuário ou senha inválidos.');
    const unknown = await t.loginRaw({ email: 'ninguem@clinica.dev', senha: 'Errada123' });
    expect(expectErrorList(unknown, 401)).toBe('Usuário ou senha inválidos.');
    const unknownCpf = await t.loginRaw({ cpf: '000.000.001-91', senha: 'Errada123' });
    expect(expectErrorList(unknownCpf, 401)).toBe('Usuário ou senha inválidos.');
    expect(await t.auditCount('LOGIN_FALHOU')).toBe(before + 3);
    const row = await t.db.selectFrom('auditoria').selectAll().where('acao', '=', 'LOGIN_FALHOU').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.stringify(row.detalhes)).not.toContain('Errada123');
  });

  it('audits a successful login with address and user agent', async () => {
    const ip = nextIp();
    const res = await t.loginRaw({ email: medico.email, senha: DEMO_PASSWORD }, ip);
    expect(res.statusCode).toBe(200);
    const row = await t.db.selectFrom('auditoria').selectAll().where('acao', '=', 'LOGIN').where('ip', '=', ip).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ usuario_nome: 'Dra. Helena Prado', entidade: 'sessao', user_agent: 'jest' });
  });

  it('refuses an inactive user with the same 401', async () => {
    const inactive = await t.createUser(['ROLE_LOG'], { ativo: false });
    const res = await t.loginRaw({ email: inactive.email, senha: DEMO_PASSWORD });
    expect(expectErrorList(res, 401)).toBe('Usuário ou senha inválidos.');
  });

  it('asks for e-mail or CPF and rejects unknown fields', async () => {
    expect(expectErrorList(await t.loginRaw({ senha: 'x' }), 400)).toBe('Informe o e-mail ou o CPF.');
    expect(expectErrorList(await t.loginRaw({ email: admin.email, senha: 'x', lembrar: true }), 400)).toBe("O campo 'lembrar' não é permitido.");
    expect(expectErrorList(await t.loginRaw({ email: admin.email }), 400)).toBe("O campo 'senha' é obrigatório.");
  });

  it('limits logins per client address (429 after 10 a minute)', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await t.loginRaw({ email: `x${i}@clinica.dev`, senha: 'Errada123' }, ip)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const limited = await t.loginRaw({ email: admin.email, senha: DEMO_PASSWORD }, ip);
    expect(expectErrorList(limited, 429)).toBe('Muitas tentativas de login. Aguarde alguns minutos e tente novamente.');
    expect(limited.headers['retry-after']).toBeDefined();
    // another address is not affected
    expect((await t.loginRaw({ email: admin.email, senha: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it('5 failures from one address lock that address out of the account for 15 minutes, not the owner elsewhere', async () => {
    const user = await t.createUser(['ROLE_LOG']);
    const attacker = nextIp();
    for (let i = 0; i < 5; i++) expect((await t.loginRaw({ email: user.email, senha: 'Errada123' }, attacker)).statusCode).toBe(401);
    const locked = await t.loginRaw({ email: user.email, senha: DEMO_PASSWORD }, attacker);
    expect(expectErrorList(locked, 429)).toBe('Muitas tentativas de login. Aguarde alguns minutos e tente novamente.');
    expect(await t.auditCount('LOGIN_BLOQUEADO')).toBeGreaterThanOrEqual(1);
    // the owner, from another address, still logs in (the administrator cannot be locked out by anyone)
    expect((await t.loginRaw({ email: user.email, senha: DEMO_PASSWORD })).statusCode).toBe(200);
    // and the owner's success does not forgive the attacker's failures
    expect((await t.loginRaw({ email: user.email, senha: DEMO_PASSWORD }, attacker)).statusCode).toBe(429);
    // once the failures are older than the window, the address may try again
    await t.db
      .updateTable('login_tentativa')
      .set({ criado_em: new Date(Date.now() - 16 * 60 * 1000) })
      .where('chave', '=', `u:${user.id}`)
      .execute();
    expect((await t.loginRaw({ email: user.email, senha: DEMO_PASSWORD }, attacker)).statusCode).toBe(200);
  });

  it("password spraying from many addresses is slowed to one try per 30 s, except from the owner's known addresses", async () => {
    const user = await t.createUser(['ROLE_LOG']);
    const casa = nextIp();
    expect((await t.loginRaw({ email: user.email, senha: DEMO_PASSWORD }, casa)).statusCode).toBe(200);
    // 20 failures, each from a new address: none is locked per address
    for (let i = 0; i < 20; i++) expect((await t.loginRaw({ email: user.email, senha: `Errada${i}` })).statusCode).toBe(401);
    // a 21st new address is refused (the last failure was under 30 s ago), even with the right password
    const spray = await t.loginRaw({ email: user.email, senha: DEMO_PASSWORD });
    expect(expectErrorList(spray, 429)).toBe('Muitas tentativas de login. Aguarde alguns minutos e tente novamente.');
    // the owner's address where the account logged in before is not slowed
    expect((await t.loginRaw({ email: user.email, senha: DEMO_PASSWORD }, casa)).statusCode).toBe(200);
    // 30 s after the last failure a new address may try once
    await t.db
      .updateTable('login_tentativa')
      .set({ criado_em: new Date(Date.now() - 31_000) })
      .where('chave', '=', `u:${user.id}`)
      .execute();
    expect((await t.loginRaw({ email: user.email, senha: 'Errada99' })).statusCode).toBe(401);
    expect((await t.loginRaw({ email: user.email, senha: 'Errada98' })).statusCode).toBe(429);
  });

  it('a successful login clears earlier failures of its address', async () => {
    const user = await t.createUser(['ROLE_LOG']);
    const ip = nextIp();
    for (let i = 0; i < 4; i++) await t.loginRaw({ email: user.email, senha: 'Errada123' }, ip);
    expect((await t.loginRaw({ email: user.email, senha: DEMO_PASSWORD }, ip)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await t.loginRaw({ email: user.email, senha: 'Errada123' }, ip);
    expect((await t.loginRaw({ email: user.email, senha: DEMO_PASSWORD }, ip)).statusCode).toBe(200);
  });
});

describe('token checks', () => {
  it('refuses an expired token (past exp) with 401', async () => {
    const token = await t.login(admin.email);
    const claims = decodeClaims(token);
    const user = (await t.db.selectFrom('usuario').select('id').where('email', '=', admin.email).executeTakeFirstOrThrow()).id;
    const expired = await t.app.deps.tokens.sign(
      {
        userId: user,
        nome: claims.nome,
        ehMedico: false,
        foto: null,
        authorities: claims.authorities,
        sessionId: claims.sid,
        expiresAt: new Date(Date.now() - 1000),
      },
      new Date(Date.now() - 9 * 60 * 60 * 1000),
    );
    const res = await t.app.inject({ method: 'GET', url: '/api/UsuarioManager/loggedUser', headers: bearer(expired) });
    expect(expectErrorList(res, 401)).toBe('Sessão encerrada');
  });

  it('refuses a token whose session expired in the database', async () => {
    const token = await t.login(admin.email);
    await t.db
      .updateTable('sessao')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', decodeClaims(token).sid)
      .execute();
    expect((await t.app.inject({ method: 'GET', url: '/api/UsuarioManager/loggedUser', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('refuses a token with a changed payload or another algorithm', async () => {
    const token = await t.login(medico.email);
    const [h, , s] = token.split('.');
    const payload = { ...decodeClaims(token), authorities: ['ROLE_USUARIOS', 'GERENCIAR_USUARIOS_DO_SISTEMA'] };
    const tampered = `${h}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${s}`;
    expect((await t.app.inject({ method: 'GET', url: '/api/UsuarioManager/loggedUser', headers: bearer(tampered) })).statusCode).toBe(401);
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${token.split('.')[1]}.`;
    expect((await t.app.inject({ method: 'GET', url: '/api/UsuarioManager/loggedUser', headers: bearer(none) })).statusCode).toBe(401);
  });

  it('refuses the token of a user who was deactivated', async () => {
    const user = await t.createUser(['ROLE_LOG']);
    expect((await t.app.inject({ method: 'GET', url: '/api/UsuarioManager/loggedUser', headers: bearer(user.token) })).statusCode).toBe(200);
    await t.db.updateTable('usuario').set({ ativo: false }).where('id', '=', user.id).execute();
    const loggedUser = () => t.app.inject({ method: 'GET', url: '/api/UsuarioManager/loggedUser', headers: bearer(user.token) });
    expect((await eventually(loggedUser, (res) => res.statusCode === 401)).statusCode).toBe(401);
  });
});
