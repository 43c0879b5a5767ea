import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bearer, createTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let recepcao: { id: number; token: string };
let outra: { id: number; token: string };
let atracaoId: number;
beforeAll(async () => {
  t = await createTestApp();
  recepcao = await t.createUser(['ROLE_PACIENTES', 'CRIAR_NOVO_PACIENTE']);
  outra = await t.createUser(['ROLE_PACIENTES', 'CRIAR_NOVO_PACIENTE']);
  atracaoId = (await t.db.selectFrom('pesquisa_atracao').select('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
/** A foreign patient (no CPF): nothing in the data stops a second copy, only the key does. */
const estrangeiro = (nome: string) => ({ nome, estrangeiro: true, nascimento: '1990-01-02', celular: '(11) 9 8765-4321', ddi: '55', nomeMae: 'Mãe Teste', email: 'estrangeiro@exemplo.com', pesquisaAtracao: atracaoId });
const criar = (body: object, key: string | undefined, token = recepcao.token) =>
  t.app.inject({ method: 'POST', url: '/api/gerenciar/paciente/cadastro', headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) }, payload: body });
const newKey = () => `chave-teste-${process.pid}-${++counter}`;
const pacientes = async (nome: string) => Number((await t.db.selectFrom('paciente').select((eb) => eb.fn.countAll<number>().as('n')).where('nome', '=', nome).executeTakeFirstOrThrow()).n);

describe('Idempotency-Key on writes', () => {
  it('a retried create replays the first answer and writes once', async () => {
    const key = newKey();
    const body = estrangeiro('Ana Retentativa');
    const first = await criar(body, key);
    expect(first.statusCode).toBe(201);
    const again = await criar(body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await pacientes('Ana Retentativa')).toBe(1);
    expect(await t.auditCount('PACIENTE_CRIADO')).toBeGreaterThan(0);
    // without a key each call is its own action
    expect((await criar(body, undefined)).statusCode).toBe(201);
    expect(await pacientes('Ana Retentativa')).toBe(2);
  });

  it('a double click (two at once with one key) writes once', async () => {
    const key = newKey();
    const body = estrangeiro('Bruno Clique Duplo');
    const answers = await Promise.all([criar(body, key), criar(body, key)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual(expect.arrayContaining([201]));
    for (const a of answers) expect([201, 409]).toContain(a.statusCode);
    expect(await pacientes('Bruno Clique Duplo')).toBe(1);
  });

  it('the same key with another body → 409 and nothing written', async () => {
    const key = newKey();
    expect((await criar(estrangeiro('Carla Primeira'), key)).statusCode).toBe(201);
    const other = await criar(estrangeiro('Carla Outra'), key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual([{ mensagemUsuario: 'Esta chave de idempotência já foi usada em outra operação.', mensagemDesenvolvedor: expect.any(String) }]);
    expect(await pacientes('Carla Outra')).toBe(0);
  });

  it('keys belong to their user', async () => {
    const key = newKey();
    expect((await criar(estrangeiro('Dora Usuária'), key)).statusCode).toBe(201);
    const hers = await criar(estrangeiro('Dora Usuária'), key, outra.token);
    expect(hers.statusCode).toBe(201);
    expect(hers.headers['idempotent-replayed']).toBeUndefined();
    expect(await pacientes('Dora Usuária')).toBe(2);
  });

  it('a write that committed but lost its answer (a crash) is never run again', async () => {
    const key = newKey();
    const body = estrangeiro('Eva Sem Resposta');
    expect((await criar(body, key)).statusCode).toBe(201);
    // as if the process died after the commit, before storing the answer, long ago
    await t.db.updateTable('idempotencia').set({ status: null, resposta: null, criado_em: new Date(Date.now() - 10 * 60_000) }).where('chave', '=', key).execute();
    const retry = await criar(body, key);
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toEqual([{ mensagemUsuario: 'Esta operação já foi registrada. Atualize a tela para ver o resultado.', mensagemDesenvolvedor: expect.any(String) }]);
    expect(await pacientes('Eva Sem Resposta')).toBe(1);
  });

  it('a claim that never committed is taken over after a minute; a fresh one is still in progress', async () => {
    const key = newKey();
    const body = estrangeiro('Fábio Perdido');
    const criacao = await criar(body, key);
    const digest = (await t.db.selectFrom('idempotencia').select('requisicao').where('chave', '=', key).executeTakeFirstOrThrow()).requisicao;
    await t.db.deleteFrom('paciente').where('id', '=', criacao.json<{ id: number }>().id).execute();
    // in progress, not committed, just now
    await t.db.updateTable('idempotencia').set({ status: null, resposta: null, efetivada: false, criado_em: new Date() }).where('chave', '=', key).execute();
    const busy = await criar(body, key);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual([{ mensagemUsuario: 'Esta operação ainda está sendo processada. Aguarde um instante e atualize a tela.', mensagemDesenvolvedor: expect.any(String) }]);
    // the same, two minutes old: lost with its request; the retry runs
    await t.db.updateTable('idempotencia').set({ criado_em: new Date(Date.now() - 2 * 60_000) }).where('chave', '=', key).execute();
    expect((await criar(body, key)).statusCode).toBe(201);
    expect(await pacientes('Fábio Perdido')).toBe(1);
    expect((await t.db.selectFrom('idempotencia').select('requisicao').where('chave', '=', key).executeTakeFirstOrThrow()).requisicao).toBe(digest);
  });

  it('answers are kept 24 hours; afterwards the key is new again', async () => {
    const key = newKey();
    const body = estrangeiro('Gil Antigo');
    expect((await criar(body, key)).statusCode).toBe(201);
    await t.db.updateTable('idempotencia').set({ criado_em: new Date(Date.now() - 25 * 3600_000) }).where('chave', '=', key).execute();
    const later = await criar(body, key);
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await pacientes('Gil Antigo')).toBe(2);
  });

  it('refuses a malformed key with a Portuguese 400', async () => {
    const bad = await criar(estrangeiro('Hugo Chave Ruim'), 'curta');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual([{ mensagemUsuario: expect.stringContaining('Chave de idempotência inválida'), mensagemDesenvolvedor: expect.any(String) }]);
    expect(await pacientes('Hugo Chave Ruim')).toBe(0);
  });

  it('a body the rules refuse claims the key with its 400: the corrected form needs a new action', async () => {
    const key = newKey();
    const invalid = await criar({ ...estrangeiro('Iara Incompleta'), nomeMae: '' }, key);
    expect(invalid.statusCode).toBe(400);
    const again = await criar({ ...estrangeiro('Iara Incompleta'), nomeMae: '' }, key);
    expect(again.statusCode).toBe(400);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await criar(estrangeiro('Iara Incompleta'), key)).statusCode).toBe(409);
    expect((await criar(estrangeiro('Iara Incompleta'), newKey())).statusCode).toBe(201);
  });
});
