import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiCaller, createTestApp, expectErrorList, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@clinica.dev');
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(
  () => t,
  'gerenciar/orcamento/',
  () => admin,
);

describe('listarStatusOrcamento', () => {
  it('answers the quote statuses with their Portuguese descriptions, in the order of the cycle', async () => {
    const res = await call('GET', 'listarStatusOrcamento');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { codigo: 'PENDENTE', descricao: 'Pendente' },
      { codigo: 'APROVADO', descricao: 'Aprovado' },
      { codigo: 'CANCELADO', descricao: 'Cancelado' },
    ]);
  });

  it('is read with ROLE_FINANCEIRO, ROLE_CONFIGURACOES or ROLE_PACIENTES; others get 403, no token 401', async () => {
    const financeiro = await t.login('financeiro@clinica.dev');
    const recepcao = await t.login('recepcao@clinica.dev');
    for (const role of ['ROLE_FINANCEIRO', 'ROLE_CONFIGURACOES', 'ROLE_PACIENTES']) {
      const user = await t.createUser([role]);
      expect((await call('GET', 'listarStatusOrcamento', undefined, user.token)).statusCode).toBe(200);
    }
    expect((await call('GET', 'listarStatusOrcamento', undefined, financeiro)).statusCode).toBe(200);
    expect((await call('GET', 'listarStatusOrcamento', undefined, recepcao)).statusCode).toBe(200);
    const semPapel = await t.createUser(['ROLE_AGENDAMENTOS', 'ROLE_ESTOQUE', 'ORCAMENTO']);
    expect(expectErrorList(await call('GET', 'listarStatusOrcamento', undefined, semPapel.token), 403)).toBe('Usuário sem permissão para esta operação.');
    const estoque = await t.login('estoque@clinica.dev');
    expect((await call('GET', 'listarStatusOrcamento', undefined, estoque)).statusCode).toBe(403);
    expect(expectErrorList(await t.app.inject({ method: 'GET', url: '/api/gerenciar/orcamento/listarStatusOrcamento' }), 401)).toBe('Sessão encerrada');
  });
});
