import { afterAll, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import { FRAMEWORK_MSG, HttpError, toErrorResponse, type ErrorMapping } from './error-body.js';
import { setErrorHandlers } from './error-handler.js';

const INTERNAL = [{ mensagemUsuario: 'Algo deu errado.', mensagemDesenvolvedor: 'Erro interno' }];
const mapping: ErrorMapping = { internal: INTERNAL };

describe('toErrorResponse', () => {
  it('an HttpError goes out as it is, every item', () => {
    const items = [
      { mensagemUsuario: 'Nome obrigatório.', mensagemDesenvolvedor: 'Campo inválido: nome', campo: 'nome' },
      { mensagemUsuario: 'E-mail obrigatório.', mensagemDesenvolvedor: 'Campo inválido: email', campo: 'email' },
    ] as const;
    expect(toErrorResponse(new HttpError(422, [items[0], items[1]]), mapping)).toEqual({ status: 422, body: items });
  });

  it("a server's own refusal comes before the framework's mapping", () => {
    const refusal = () => ({ status: 409, body: [{ mensagemUsuario: 'Conflito.', mensagemDesenvolvedor: 'x' }] });
    expect(toErrorResponse(new Error('boom'), { ...mapping, refusal }).status).toBe(409);
  });

  it('framework codes and 429 in Portuguese, anything else 5xx with the internal body only', () => {
    const tooLarge = Object.assign(new Error('big'), { statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
    expect(toErrorResponse(tooLarge, mapping).body[0]!.mensagemUsuario).toBe(FRAMEWORK_MSG.corpoGrande);
    expect(toErrorResponse(Object.assign(new Error('x'), { statusCode: 429 }), mapping).body[0]!.mensagemUsuario).toBe(FRAMEWORK_MSG.muitasRequisicoes);
    expect(toErrorResponse(new TypeError('secret internals'), mapping)).toEqual({ status: 500, body: INTERNAL });
    expect(toErrorResponse(Object.assign(new Error('x'), { statusCode: 503 }), mapping).status).toBe(503);
  });
});

// over a real socket: fastify's inject loads an ESM-only `cookie` that jest's CommonJS loader cannot
describe('setErrorHandlers', () => {
  const servers: FastifyInstance[] = [];
  afterAll(() => Promise.all(servers.map((server) => server.close())));
  const post = (base: string, body: unknown) =>
    fetch(`${base}/x`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const app = async (fieldMessage?: ErrorMapping['fieldMessage']): Promise<string> => {
    const server = Fastify({ ajv: { customOptions: { coerceTypes: false } } });
    setErrorHandlers(server, { ...mapping, ...(fieldMessage && { fieldMessage }), log: () => undefined });
    server.post('/x', { schema: { body: { type: 'object', required: ['nome'], properties: { nome: { type: 'string' } } } } }, () => ({ ok: true }));
    servers.push(server);
    return server.listen({ port: 0, host: '127.0.0.1' });
  };

  it('a schema refusal names its field, in the generic message or the server’s own', async () => {
    const answer = await post(await app(), { nome: 1 });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual([expect.objectContaining({ campo: 'nome', mensagemUsuario: "O campo 'nome' deve ser do tipo texto." })]);
    const own = await app((error) => (error.instancePath === '/nome' ? 'Informe o nome (nome) como texto.' : undefined));
    expect(await (await post(own, { nome: 1 })).json()).toEqual([
      expect.objectContaining({ campo: 'nome', mensagemUsuario: 'Informe o nome (nome) como texto.' }),
    ]);
  });

  it('an unknown route → 404 in the list body', async () => {
    const answer = await fetch(`${await app()}/nada?x=1`);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual([{ mensagemUsuario: FRAMEWORK_MSG.naoEncontrado, mensagemDesenvolvedor: 'Rota GET /nada não existe' }]);
  });
});
