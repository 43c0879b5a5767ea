import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiCaller, createTestApp, type TestApp } from '../test-support/test-app.js';
import { addDays, clinicDay } from '../time/clinic-time.js';
import { conferirVencimentos } from './estoque-vencimentos.js';

let t: TestApp;
let estoque: string;
beforeAll(async () => {
  t = await createTestApp();
  estoque = await t.login('estoque@clinica.dev');
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(
  () => t,
  'gerenciar/estoque',
  () => estoque,
);
const hoje = clinicDay(new Date());
const DIA = 24 * 3600_000;

const alertaDoLote = (loteId: number) =>
  t.db
    .selectFrom('notificacao')
    .select(['id', 'dados'])
    .where('tipo', '=', 'VENCIMENTO_ENTRADA_ESTOQUE')
    .where('chave', '=', String(loteId))
    .where('lida', '=', false)
    .executeTakeFirst();

describe('the daily expiry check', () => {
  it('alerts once per lot with stock inside the 6-day window, runs once a day whoever calls, and closes the alert when the lot is used up', async () => {
    const unidade = (await call('POST', '/cadastroUnidadeMedida', { descricao: `frasco ${Date.now()}` })).json<{ codigo: number }>().codigo;
    const produto = (await call('POST', '/cadastro', { nomeProduto: `Vacina ${Date.now()}`, codigoUnidadeMedida: unidade })).json<{ id: number }>().id;
    const entra = async (lote: string, dias: number) =>
      (await call('POST', '/lancarEntradaEstoque', { produtoId: produto, quantidade: 2, lote, validade: addDays(hoje, dias) })).json<{ loteId: number }>()
        .loteId;
    const perto = await entra('PERTO', 3);
    const limite = await entra('LIMITE', 6);
    const longe = await entra('LONGE', 7);

    // two processes at once: one runs the day, the other finds it taken
    const [a, b] = await Promise.all([conferirVencimentos(t.db), conferirVencimentos(t.db)]);
    expect([a, b].filter((n) => n === undefined)).toHaveLength(1);
    expect(await conferirVencimentos(t.db)).toBeUndefined();

    expect((await alertaDoLote(perto))?.dados).toMatchObject({ produtoId: produto, vencimento: addDays(hoje, 3) });
    expect((await alertaDoLote(perto))?.dados.descricao).toMatch(/^Lote PERTO: 2 frasco \d+, vence em \d\d\/\d\d\/\d{4}\.$/);
    expect(await alertaDoLote(limite)).toBeDefined();
    expect(await alertaDoLote(longe)).toBeUndefined();

    // the next day LONGE enters the window; PERTO's alert is refreshed, not doubled
    expect(await conferirVencimentos(t.db, new Date(Date.now() + DIA))).toEqual(expect.any(Number));
    expect(await alertaDoLote(longe)).toBeDefined();
    expect(
      await t.db.selectFrom('notificacao').select('id').where('chave', '=', String(perto)).where('tipo', '=', 'VENCIMENTO_ENTRADA_ESTOQUE').execute(),
    ).toHaveLength(1);

    // used up: the alert closes with the exit
    expect((await call('POST', '/lancarSaidaEstoque', { produtoId: produto, quantidade: 2, loteId: perto })).statusCode).toBe(201);
    expect(await alertaDoLote(perto)).toBeUndefined();
  });
});
