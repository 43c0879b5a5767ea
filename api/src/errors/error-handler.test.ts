import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { localFileStore } from '../storage/file-store.js';
import { bearer, createTestApp, expectErrorList, type TestApp } from '../test-support/test-app.js';
import { toErrorResponse } from './error-handler.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@clinica.dev');
});
afterAll(async () => {
  await t.close();
});

const login = (payload: string | object, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': contentType }, payload });

describe('bad input always gets a 4xx list body in Portuguese', () => {
  it('malformed JSON → 400', async () => {
    expect(expectErrorList(await login('{"email": "a@b",'), 400)).toBe('Requisição inválida: o JSON enviado está malformado.');
  });

  it('empty JSON body → 400', async () => {
    expect(expectErrorList(await login(''), 400)).toBe('Requisição inválida: o corpo JSON está vazio.');
  });

  it('JSON that is not an object → 400', async () => {
    expect(expectErrorList(await login('[]'), 400)).toBe('Requisição inválida: o corpo deve ser um objeto JSON.');
    expect(expectErrorList(await login('null'), 400)).toMatch(/^Requisição inválida/);
    expect(expectErrorList(await login('"texto"'), 400)).toMatch(/^Requisição inválida/);
  });

  it('unknown fields are refused, not stripped', async () => {
    expect(expectErrorList(await login({ email: 'a@b.c', senha: 'x', admin: true }), 400)).toBe("O campo 'admin' não é permitido.");
  });

  it('wrong types are refused, not coerced, naming the field', async () => {
    expect(expectErrorList(await login({ email: 'a@b.c', senha: 12345678 }), 400)).toBe("O campo 'senha' deve ser do tipo texto.");
    expect(expectErrorList(await login({ email: { $gt: '' }, senha: 'x' }), 400)).toBe("O campo 'email' deve ser do tipo texto.");
    const perfil = await t.app.inject({
      method: 'POST',
      url: '/api/gerenciar/perfil/cadastro',
      headers: bearer(admin),
      payload: { nome: 'X', authorities: 'ROLE_LOG' },
    });
    expect(expectErrorList(perfil, 400)).toBe("O campo 'authorities' deve ser do tipo lista.");
  });

  it('another content type → 415', async () => {
    expect(expectErrorList(await login('email=a&senha=b', 'application/x-www-form-urlencoded'), 415)).toBe('Tipo de conteúdo não suportado. Envie JSON.');
  });

  it('a body over the limit → 413', async () => {
    const res = await login({ email: 'a@b.c', senha: 'x'.repeat(2 * 1024 * 1024 + 10) });
    expect(expectErrorList(res, 413)).toBe('O conteúdo enviado é maior que o permitido.');
  });

  it('a body-less POST where the body is optional works', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/gerenciar/perfil/listar', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
  });

  it('unknown routes → 404 list body', async () => {
    expect(expectErrorList(await t.app.inject({ method: 'GET', url: '/api/nao/existe' }), 404)).toBe('Recurso não encontrado.');
    expect(expectErrorList(await t.app.inject({ method: 'DELETE', url: '/api/auth/login' }), 404)).toBe('Recurso não encontrado.');
  });

  it('a bad path parameter → 400, not 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/arquivos/white-label/script' });
    expect(expectErrorList(res, 400)).toBe("O campo 'tipo' (caminho) tem um valor não permitido.");
  });
});

describe('server errors', () => {
  it('answer the generic list body without stack or internals', async () => {
    const database = await openDatabase({});
    await migrateToLatest(database.db);
    const logs: string[] = [];
    const app = await buildApp({
      events: database.events,
      db: database.db,
      jwtKey: randomBytes(32),
      files: localFileStore(join(tmpdir(), 'clinica-nao-usado')),
      printMail: () => undefined,
      logger: { level: 'error', stream: { write: (line: string) => logs.push(line) } },
    });
    await database.close(); // every query now fails inside the server
    const res = await app.inject({ method: 'GET', url: '/api/obterConfiguracoes' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual([{ mensagemUsuario: 'Algo deu errado em nossos servidores.', mensagemDesenvolvedor: 'Erro interno' }]);
    expect(res.body).not.toMatch(/at |destroy|kysely|stack/i);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(logs.join('')).toMatch(/erro interno/);
    await app.close();
  });

  it('never copy an internal error message into the answer', () => {
    const { status, body } = toErrorResponse(new Error('senha do banco: segredo'));
    expect(status).toBe(500);
    expect(JSON.stringify(body)).not.toContain('segredo');
  });
});

describe('database refusals no route mapped', () => {
  const dbError = (code: string): Error => Object.assign(new Error(`detalhe interno ${code} tabela x`), { code });

  it.each([
    ['22021 (bytes the encoding refuses)', '22021', 400, 'Requisição inválida: um dos valores enviados está fora do formato aceito.'],
    ['22003 (number out of range)', '22003', 400, 'Requisição inválida: um dos valores enviados está fora do formato aceito.'],
    ['23505 (unique)', '23505', 409, 'Não foi possível salvar: os dados conflitam com um registro existente.'],
    ['40P01 (deadlock after the retries)', '40P01', 503, 'O sistema está ocupado com outras alterações neste momento. Tente novamente em instantes.'],
    ['40001 (serialisation)', '40001', 503, 'O sistema está ocupado com outras alterações neste momento. Tente novamente em instantes.'],
  ])("%s → %s in Portuguese, without the database's text", (_label, code, status, message) => {
    const answer = toErrorResponse(dbError(code));
    expect(answer).toEqual({ status, body: [{ mensagemUsuario: message, mensagemDesenvolvedor: `SQLSTATE ${code}` }] });
  });

  it('an unknown error code stays a 500 without internals', () => {
    expect(toErrorResponse(dbError('XX000')).status).toBe(500);
    expect(JSON.stringify(toErrorResponse(dbError('EPIPE')).body)).not.toContain('detalhe interno');
  });
});

describe("the router's own refusals", () => {
  it('a malformed or too long path parameter answers the list body in Portuguese', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/gerenciar/paciente/pesquisar/%ED%A0%80', headers: bearer(admin) });
    expect(expectErrorList(bad, 400)).toBe('Requisição inválida: o endereço contém caracteres malformados.');
    const long = await t.app.inject({ method: 'GET', url: `/api/gerenciar/paciente/pesquisar/${'x'.repeat(5000)}`, headers: bearer(admin) });
    expect(expectErrorList(long, 414)).toBe('Requisição inválida: um parâmetro do endereço é longo demais.');
  });
});
