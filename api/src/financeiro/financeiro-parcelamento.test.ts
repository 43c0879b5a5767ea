import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LightMyRequestResponse } from 'fastify';
import { apiCaller, createTestApp, type TestApp } from '../test-support/test-app.js';

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
  'gerenciar/orcamento',
  () => admin,
);
const msgs = (res: LightMyRequestResponse) => res.json<{ mensagemUsuario: string }[]>().map((e) => e.mensagemUsuario);

describe('cadastroParcelamento / listaParcelamento', () => {
  it('creates and edits a term per method and instalment count; lists them by method and count', async () => {
    const criado = await call('POST', '/cadastroParcelamento', { formaPagamento: 'CREDITO', quantidadeParcelas: 3, taxaPercentual: 4.99, diasRecebimento: 30 });
    expect(criado.statusCode).toBe(201);
    const c = criado.json<{ id: number; versao: number }>();
    expect(c).toMatchObject({ formaPagamento: 'CREDITO', quantidadeParcelas: 3, taxaPercentual: 4.99, diasRecebimento: 30, versao: 1 });
    expect((await call('POST', '/cadastroParcelamento', { formaPagamento: 'PIX' })).json()).toMatchObject({
      quantidadeParcelas: 1,
      taxaPercentual: 0,
      diasRecebimento: 0,
    });
    const editado = await call('POST', '/cadastroParcelamento', {
      id: c.id,
      versao: 1,
      formaPagamento: 'CREDITO',
      quantidadeParcelas: 3,
      taxaPercentual: 3.5,
      diasRecebimento: 2,
    });
    expect(editado.statusCode).toBe(200);
    expect(editado.json()).toMatchObject({ id: c.id, taxaPercentual: 3.5, diasRecebimento: 2, versao: 2 });
    const velho = await call('POST', '/cadastroParcelamento', { id: c.id, versao: 1, formaPagamento: 'CREDITO', quantidadeParcelas: 3 });
    expect(velho.statusCode).toBe(409);
    const lista = await call('GET', '/listaParcelamento');
    expect(lista.statusCode).toBe(200);
    expect(lista.json<{ formaPagamento: string; quantidadeParcelas: number }[]>().map((p) => `${p.formaPagamento}${p.quantidadeParcelas}`)).toEqual([
      'CREDITO3',
      'PIX1',
    ]);
    expect(await t.auditCount('PARCELAMENTO_SALVO')).toBe(3);
  });

  it('takes any fee in hundredths of a percent (9,19 % is 918.999… hundredths in floating point), refuses a finer one', async () => {
    const criado = (await call('POST', '/cadastroParcelamento', { formaPagamento: 'CREDITO', quantidadeParcelas: 7 })).json<{ id: number }>();
    let versao = 1;
    for (const taxaPercentual of [9.19, 0.07, 1.15, 4.35, 8.2, 99.99]) {
      const salvo = await call('POST', '/cadastroParcelamento', { id: criado.id, versao, formaPagamento: 'CREDITO', quantidadeParcelas: 7, taxaPercentual });
      expect({ taxaPercentual, status: salvo.statusCode }).toEqual({ taxaPercentual, status: 200 });
      expect(salvo.json()).toMatchObject({ taxaPercentual });
      versao += 1;
    }
    const fina = await call('POST', '/cadastroParcelamento', {
      id: criado.id,
      versao,
      formaPagamento: 'CREDITO',
      quantidadeParcelas: 7,
      taxaPercentual: 1.234,
    });
    expect(fina.statusCode).toBe(400);
  });

  it('refuses a duplicate, instalments off credit, a missing method, an unknown id', async () => {
    await call('POST', '/cadastroParcelamento', { formaPagamento: 'CREDITO', quantidadeParcelas: 10 });
    const dup = await call('POST', '/cadastroParcelamento', { formaPagamento: 'CREDITO', quantidadeParcelas: 10 });
    expect(dup.statusCode).toBe(409);
    expect(msgs(dup)).toEqual(['Já existe uma condição para esta forma de pagamento e quantidade de parcelas.']);
    expect(msgs(await call('POST', '/cadastroParcelamento', { formaPagamento: 'PIX', quantidadeParcelas: 2 }))).toEqual(['Só o crédito é parcelado.']);
    expect(msgs(await call('POST', '/cadastroParcelamento', {}))).toEqual(['FORMA DE PAGAMENTO É OBRIGATÓRIO.']);
    const nada = await call('POST', '/cadastroParcelamento', { id: 99999999, formaPagamento: 'DEBITO' });
    expect(nada.statusCode).toBe(404);
    expect(msgs(nada)).toEqual(['Condição de parcelamento não encontrada.']);
    expect((await call('POST', '/cadastroParcelamento', { formaPagamento: 'CREDITO', quantidadeParcelas: 25 })).statusCode).toBe(400);
  });

  it('gates: written in Configurações (GERENCIAR_CONFIGURACOES), read by finance and quotes', async () => {
    const fin = await t.login('financeiro@clinica.dev');
    expect((await call('GET', '/listaParcelamento', undefined, fin)).statusCode).toBe(200);
    expect((await call('POST', '/cadastroParcelamento', { formaPagamento: 'DEBITO' }, fin)).statusCode).toBe(403);
    const orc = (await t.createUser(['ROLE_PACIENTES', 'ORCAMENTO'])).token;
    expect((await call('GET', '/listaParcelamento', undefined, orc)).statusCode).toBe(200);
    const recepcao = await t.login('recepcao@clinica.dev');
    expect((await call('GET', '/listaParcelamento', undefined, recepcao)).statusCode).toBe(403);
  });
});
