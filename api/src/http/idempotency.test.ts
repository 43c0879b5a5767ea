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
const estrangeiro = (nome: string) => ({
  nome,
  estrangeiro: true,
  nascimento: '1990-01-02',
  celular: '(11) 9 8765-4321',
  ddi: '55',
  nomeMae: 'Mãe Teste',
  email: 'estrangeiro@exemplo.com',
  pesquisaAtracao: atracaoId,
});
const criar = (body: object, key: string | undefined, token = recepcao.token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/gerenciar/paciente/cadastro',
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
const newKey = () => `chave-teste-${process.pid}-${++counter}`;
const pacientes = async (nome: string) =>
  Number(
    (
      await t.db
        .selectFrom('paciente')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('nome', '=', nome)
        .executeTakeFirstOrThrow()
    ).n,
  );

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
    expect(other.json()).toEqual([
      { mensagemUsuario: 'Esta chave de idempotência já foi usada em outra operação.', mensagemDesenvolvedor: expect.any(String) },
    ]);
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
    await t.db.updateTable('idempotencia').set({ status: null, resposta: null }).where('chave', '=', key).execute();
    const retry = await criar(body, key);
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toEqual([
      { mensagemUsuario: 'Esta operação já foi registrada. Atualize a tela para ver o resultado.', mensagemDesenvolvedor: expect.any(String) },
    ]);
    expect(await pacientes('Eva Sem Resposta')).toBe(1);
  });

  it('a call that wrote nothing leaves the key free: a refused form, corrected, goes through with it', async () => {
    const key = newKey();
    const refused = await criar({ ...estrangeiro('Fábio Corrigido'), nomeMae: '' }, key);
    expect(refused.statusCode).toBe(400);
    const corrected = await criar(estrangeiro('Fábio Corrigido'), key);
    expect(corrected.statusCode).toBe(201);
    expect(corrected.headers['idempotent-replayed']).toBeUndefined();
    expect(await pacientes('Fábio Corrigido')).toBe(1);
    // a read sent as POST stores nothing either
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/gerenciar/paciente/pesquisar',
      headers: { ...bearer(recepcao.token), 'idempotency-key': 'leitura-123456' },
      payload: { nome: 'Fábio' },
    });
    expect(search.statusCode).toBe(200);
    expect(await t.db.selectFrom('idempotencia').select('chave').where('chave', '=', 'leitura-123456').executeTakeFirst()).toBeUndefined();
  });

  it('answers are kept 24 hours; afterwards the key is new again', async () => {
    const key = newKey();
    const body = estrangeiro('Gil Antigo');
    expect((await criar(body, key)).statusCode).toBe(201);
    await t.db
      .updateTable('idempotencia')
      .set({ criado_em: new Date(Date.now() - 25 * 3600_000) })
      .where('chave', '=', key)
      .execute();
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
});
