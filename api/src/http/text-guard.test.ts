import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bearer, createTestApp, type TestApp } from '../test-support/test-app.js';
import Fastify from 'fastify';
import { Type } from 'typebox';
import { errorHandlerPlugin } from '../errors/error-handler.js';
import { Nullable } from './typebox.js';
import { TextoLinha, TextoLinhas } from './schemas.js';
import { ANINHAMENTO_EXCESSIVO, badInputIn, TEXTO_INVALIDO, textoKeyword } from './text-guard.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@clinica.dev');
});
afterAll(async () => {
  await t.close();
});

const json = { 'content-type': 'application/json' };

describe('text PostgreSQL cannot store (NUL, lone surrogates)', () => {
  it.each([
    ['a NUL in the login e-mail', 'POST', '/api/auth/login', '{"email":"a\\u0000b","senha":"x"}', false],
    ['a lone high surrogate in the login e-mail', 'POST', '/api/auth/login', '{"email":"\\ud800","senha":"x"}', false],
    ['a lone low surrogate in a key', 'POST', '/api/auth/login', '{"\\udc00":"x","senha":"x"}', false],
    ['a NUL in a patient search body', 'POST', '/api/gerenciar/paciente/pesquisar', '{"nome":"a\\u0000b"}', true],
    ['a NUL in a path parameter', 'GET', '/api/gerenciar/paciente/pesquisar/a%00b', undefined, true],
    ['a NUL in the query', 'GET', '/api/gerenciar/agendamento/confirmarAgendamento?agendamentoId=a%00-b', undefined, false],
  ])('%s → 400 with the Portuguese message', async (_label, method, url, payload, authenticated) => {
    const answer = await t.app.inject({ method: method as 'GET' | 'POST', url, payload, headers: { ...json, ...(authenticated ? bearer(admin) : {}) } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual([{ mensagemUsuario: TEXTO_INVALIDO, mensagemDesenvolvedor: expect.stringContaining('NUL ou surrogate') }]);
  });

  it('lets well-formed text through, emoji (surrogate pairs) and accents included', async () => {
    const answer = await t.app.inject({ method: 'POST', url: '/api/gerenciar/paciente/pesquisar', payload: { nome: 'Conceição 😀' }, headers: bearer(admin) });
    expect(answer.statusCode).toBe(200);
    expect(badInputIn({ a: [{ b: 'ok 😀' }] })).toBeUndefined();
  });

  it('refuses a body nested deeper than 32 levels (code that recurses over it would overflow the stack)', async () => {
    let deep: unknown = 'a';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(badInputIn(deep)).toEqual({ problem: 'aninhamento', where: expect.stringMatching(/^(\[0\]){32}$/) });
    // raw text: JSON.stringify itself cannot write 10,000 levels
    const payload = `{"a":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    const answer = await t.app.inject({
      method: 'DELETE',
      url: '/api/gerenciar/sala/excluir/1',
      payload,
      headers: { ...json, ...bearer(admin), 'idempotency-key': 'chave-profunda-1' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual([{ mensagemUsuario: ANINHAMENTO_EXCESSIVO, mensagemDesenvolvedor: expect.stringContaining('níveis') }]);
  });
});

describe('plain text fields (TextoLinha, TextoLinhas)', () => {
  it('trims both, keeps tab and line breaks only on several lines, and refuses other control characters naming the field', async () => {
    const app = Fastify({ ajv: { customOptions: { coerceTypes: false }, plugins: [textoKeyword] } });
    await app.register(errorHandlerPlugin);
    app.post(
      '/eco',
      { schema: { body: Type.Object({ titulo: Type.Optional(TextoLinha({ maxLength: 50 })), notas: Type.Optional(Nullable(TextoLinhas())) }) } },
      (request, reply) => reply.send(request.body),
    );
    const eco = (payload: object) => app.inject({ method: 'POST', url: '/eco', payload });
    try {
      expect((await eco({ titulo: '  Título\u00a0', notas: ' a\tb\r\nc \n' })).json()).toEqual({ titulo: 'Título', notas: 'a\tb\r\nc' });
      expect((await eco({ notas: null })).json()).toEqual({ notas: null });
      for (const [campo, value, message] of [
        ['titulo', 'a\tb', "O campo 'titulo' não pode conter caracteres de controle nem quebras de linha."],
        ['titulo', 'a\nb', "O campo 'titulo' não pode conter caracteres de controle nem quebras de linha."],
        ['notas', 'a\u001bb', "O campo 'notas' não pode conter caracteres de controle."],
        ['notas', 'a\u0085b', "O campo 'notas' não pode conter caracteres de controle."],
      ] as const) {
        const refused = await eco({ [campo]: value });
        expect([value, refused.statusCode, refused.json()]).toEqual([value, 400, [expect.objectContaining({ campo, mensagemUsuario: message })]]);
      }
    } finally {
      await app.close();
    }
  });
});
