import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SMTPServer } from 'smtp-server';
import { DEMO_PASSWORD } from '../seed/demo-users.js';
import { bearer, createTestApp, expectErrorList, type TestApp } from '../test-support/test-app.js';
import { hashResetToken } from './password-reset.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** Quoted-printable and base64 bodies → text the link can be read from. */
function decodeBody(raw: string): string {
  const qp = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(qp, 'latin1').toString('utf8');
}

const received: Received[] = [];
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, portalUrl: 'https://portal.clinica.test' });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

function lastLinkHash(to: string): string {
  const mail = [...received].reverse().find((m) => m.to.includes(to));
  if (!mail) throw new Error(`nenhum e-mail para ${to}`);
  const text = decodeBody(mail.raw);
  const match = /https:\/\/portal\.clinica\.test\/#\/mudarSenha\?hash=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`link não encontrado em:\n${text}`);
  return match[1]!;
}

describe('password reset by e-mail (real SMTP listener)', () => {
  it('sends the link by SMTP; the token validates once and sets the new password', async () => {
    const user = await t.createUser(['ROLE_LOG']);
    const oldSession = await t.login(user.email);
    const ask = await post('/api/auth/esqueciSenha', { email: user.email.toUpperCase() });
    expect(ask.statusCode).toBe(200);
    expect(ask.json()).toEqual({});

    const mail = received.find((m) => m.to.includes(user.email))!;
    expect(mail.from).toBe('nao-responda@clinica.dev');
    expect(mail.raw).toMatch(/^Subject: /m);
    expect(decodeBody(mail.raw)).toContain('Recebemos um pedido para redefinir a senha');
    const hash = lastLinkHash(user.email);

    // only the SHA-256 is stored; the outbox row is marked sent
    const stored = await t.db.selectFrom('reset_senha').selectAll().where('usuario_id', '=', user.id).execute();
    expect(stored.map((r) => r.token_hash)).toEqual([hashResetToken(hash)]);
    expect(JSON.stringify(stored)).not.toContain(hash);
    const outbox = await t.db.selectFrom('email_outbox').selectAll().where('destinatario', '=', user.email).executeTakeFirstOrThrow();
    expect(outbox.sent_at).toBeInstanceOf(Date);

    const valid = await post('/api/auth/validarUsuarioReset', { hash });
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toEqual({ nome: expect.stringMatching(/^Teste /), email: user.email });

    const weak = await post(`/api/auth/reset/${hash}`, { novaSenha: 'semnumero', hash });
    expect(expectErrorList(weak, 400)).toBe('A senha deve ter no mínimo 8 caracteres, com letras e números.');

    const reset = await post(`/api/auth/reset/${hash}`, { novaSenha: 'Recuperada1', hash });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({});

    expect((await t.loginRaw({ email: user.email, senha: 'Recuperada1' })).statusCode).toBe(200);
    expect((await t.loginRaw({ email: user.email, senha: DEMO_PASSWORD })).statusCode).toBe(401);
    // sessions opened before the reset are revoked
    expect((await t.app.inject({ method: 'GET', url: '/api/UsuarioManager/loggedUser', headers: bearer(oldSession) })).statusCode).toBe(401);
    // the token cannot be used again
    expect(expectErrorList(await post('/api/auth/validarUsuarioReset', { hash }), 404)).toBe('Token inválido, favor revalidar seu email.');
    expect(expectErrorList(await post(`/api/auth/reset/${hash}`, { novaSenha: 'Outra12345', hash }), 404)).toBe('Token inválido, favor revalidar seu email.');
    expect(await t.auditCount('SENHA_REDEFINIDA')).toBe(1);
    expect(await t.auditCount('RESET_SENHA_SOLICITADO')).toBeGreaterThanOrEqual(1);
  });

  it('accepts the token from the path when the body has no hash', async () => {
    const user = await t.createUser(['ROLE_LOG']);
    await post('/api/auth/esqueciSenha', { email: user.email });
    const hash = lastLinkHash(user.email);
    expect((await post(`/api/auth/reset/${hash}`, { novaSenha: 'PeloCaminho1' })).statusCode).toBe(200);
    expect((await t.loginRaw({ email: user.email, senha: 'PeloCaminho1' })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown e-mail and sends nothing', async () => {
    const before = received.length;
    const res = await post('/api/auth/esqueciSenha', { email: 'ninguem@clinica.dev' });
    expect(expectErrorList(res, 404)).toBe('E-mail não encontrado na base de dados.');
    expect(received.length).toBe(before);
  });

  it('refuses expired tokens and tokens replaced by a newer request', async () => {
    const user = await t.createUser(['ROLE_LOG']);
    await post('/api/auth/esqueciSenha', { email: user.email });
    const first = lastLinkHash(user.email);
    await post('/api/auth/esqueciSenha', { email: user.email });
    const second = lastLinkHash(user.email);
    expect(second).not.toBe(first);
    expect((await post('/api/auth/validarUsuarioReset', { hash: first })).statusCode).toBe(404);
    expect((await post('/api/auth/validarUsuarioReset', { hash: second })).statusCode).toBe(200);
    await t.db
      .updateTable('reset_senha')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashResetToken(second))
      .execute();
    expect((await post('/api/auth/validarUsuarioReset', { hash: second })).statusCode).toBe(404);
    expect((await post(`/api/auth/reset/${second}`, { novaSenha: 'Expirada123', hash: second })).statusCode).toBe(404);
  });

  it('lets a user manager send the reset e-mail (resetPwd), audited with the manager as actor', async () => {
    const user = await t.createUser(['ROLE_LOG']);
    const admin = await t.login('admin@clinica.dev');
    const res = await post('/api/UsuarioManager/resetPwd', { email: user.email }, bearer(admin));
    expect(res.statusCode).toBe(200);
    expect(lastLinkHash(user.email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const audit = await t.db
      .selectFrom('auditoria')
      .selectAll()
      .where('acao', '=', 'RESET_SENHA_SOLICITADO')
      .where('entidade_id', '=', String(user.id))
      .executeTakeFirstOrThrow();
    expect(audit.usuario_nome).toBe('Administrador');
    const unknown = await post('/api/UsuarioManager/resetPwd', { email: 'ninguem@clinica.dev' }, bearer(admin));
    expect(expectErrorList(unknown, 404)).toBe('E-mail não encontrado na base de dados.');
  });
});
