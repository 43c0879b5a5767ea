import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiCaller, createTestApp, type TestApp } from '../test-support/test-app.js';
import { addDays, clinicDay } from '../time/clinic-time.js';

let t: TestApp;
let estoque: string;
let ficha: string;
beforeAll(async () => {
  t = await createTestApp();
  estoque = await t.login('estoque@clinica.dev');
  ficha = (await t.createUser(['ROLE_PACIENTES', 'AGENDAMENTOS_FICHA_PACIENTE'])).token;
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(
  () => t,
  'gerenciar/estoque',
  () => estoque,
);
const paciente = apiCaller(
  () => t,
  'gerenciar/paciente',
  () => ficha,
);
const validade = addDays(clinicDay(new Date()), 90);

describe("lots in the patient's record", () => {
  it('lists the lots used on the patient (net of returns, fully returned ones left out), by procedure, the most recent first', async () => {
    const unidade = (await call('POST', '/cadastroUnidadeMedida', { descricao: `ampola ${Date.now()}` })).json<{ codigo: number }>().codigo;
    const nome = `Toxina ${Date.now()}`;
    const produtoId = (await call('POST', '/cadastro', { nomeProduto: nome, codigoUnidadeMedida: unidade })).json<{ id: number }>().id;
    const loteA = (await call('POST', '/lancarEntradaEstoque', { produtoId, quantidade: 10, lote: 'PAC-A', validade })).json<{ loteId: number }>().loteId;
    const loteB = (await call('POST', '/lancarEntradaEstoque', { produtoId, quantidade: 10, lote: 'PAC-B', validade: addDays(validade, 30) })).json<{
      loteId: number;
    }>().loteId;
    const [p1, p2] = await t.db.selectFrom('paciente').select('id').orderBy('id').limit(2).execute();
    const [proc1, proc2] = await t.db.selectFrom('procedimento').select(['id', 'nome']).orderBy('id').limit(2).execute();
    const sai = async (pacienteId: number, loteId: number, quantidade: number, procedimentoId: number) =>
      (await call('POST', '/lancarSaidaEstoque', { produtoId, quantidade, loteId, pacienteId, procedimentoId })).json<{ id: number }[]>()[0]!.id;
    const primeira = await sai(p1!.id, loteA, 3, proc1!.id);
    await call('POST', `/devolucao?idSaida=${primeira}&quantidadeDevolucao=1`);
    const devolvida = await sai(p1!.id, loteA, 1, proc1!.id);
    await call('POST', `/devolucao?idSaida=${devolvida}&quantidadeDevolucao=1`);
    const segunda = await sai(p1!.id, loteB, 2, proc2!.id);
    await sai(p2!.id, loteB, 1, proc1!.id);

    const res = await paciente('GET', `/${p1!.id}/lotes`);
    expect(res.statusCode).toBe(200);
    const meus = res.json<{ saidaId: number; nomeProduto: string }[]>().filter((r) => r.nomeProduto === nome);
    expect(meus).toEqual([
      {
        saidaId: segunda,
        horario: expect.any(String),
        produtoId,
        nomeProduto: nome,
        unidade: expect.stringMatching(/^ampola/),
        lote: 'PAC-B',
        validade: addDays(validade, 30),
        quantidade: 2,
        procedimento: { id: proc2!.id, nome: proc2!.nome },
        usuario: 'Estoque',
      },
      expect.objectContaining({ saidaId: primeira, lote: 'PAC-A', validade, quantidade: 2, procedimento: { id: proc1!.id, nome: proc1!.nome } }),
    ]);
    const doProcedimento = (await paciente('GET', `/${p1!.id}/lotes?procedimentoId=${proc1!.id}`)).json<{ saidaId: number; nomeProduto: string }[]>();
    expect(doProcedimento.filter((r) => r.nomeProduto === nome).map((r) => r.saidaId)).toEqual([primeira]);
  });

  it("is read by who reads the record's Agendamentos tab (not only stock), and refuses bad input without a 5xx", async () => {
    const [p] = await t.db.selectFrom('paciente').select('id').orderBy('id').limit(1).execute();
    const semAba = await t.createUser(['ROLE_PACIENTES']);
    expect((await paciente('GET', `/${p!.id}/lotes`, undefined, semAba.token)).statusCode).toBe(403);
    expect((await paciente('GET', `/${p!.id}/lotes`, undefined, estoque)).statusCode).toBe(403);
    expect((await paciente('GET', `/${p!.id}/lotes`, undefined, await t.login('admin@clinica.dev'))).statusCode).toBe(200);
    expect((await paciente('GET', `/x/lotes`)).statusCode).toBe(400);
    expect((await paciente('GET', `/${p!.id}/lotes?procedimentoId=abc`)).statusCode).toBe(400);
    expect((await paciente('GET', `/${p!.id}/lotes?outro=1`)).statusCode).toBe(400);
    expect((await paciente('GET', `/999999999/lotes`)).json()).toEqual([]);
    expect((await paciente('GET', `/2147483647/lotes`)).statusCode).toBe(400);
  });
});
