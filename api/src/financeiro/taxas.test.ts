import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { apiCaller, createTestApp, type TestApp } from '../test-support/test-app.js';
import { simular, somarDias, taxaDe, type Forma, type Termo } from './taxas.js';
import { TAXAS_MSG } from './taxas.messages.js';

describe('the fee of an instalment', () => {
  it('is the percentage rounded half up to the centavo', () => {
    expect(taxaDe(10000, 4.99)).toBe(499);
    expect(taxaDe(3334, 3.5)).toBe(117); // 116,69
    expect(taxaDe(3333, 3.5)).toBe(117); // 116,655 → 117
    expect(taxaDe(100, 0.5)).toBe(1); // 0,5 → 1
    expect(taxaDe(99, 0.5)).toBe(0); // 0,495 → 0
    expect(taxaDe(12345, 0)).toBe(0);
    expect(taxaDe(12345, 100)).toBe(12345);
  });

  it('with any amount, count, entry and terms: lines add up to the total, fee + net = each instalment, nothing negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 10000 }),
        fc.integer({ min: 0, max: 400 }),
        (total, n, entradaBruta, pontos, dias) => {
          const entrada = Math.min(entradaBruta, total);
          const termo: Termo = { taxaPercentual: pontos / 100, diasRecebimento: dias };
          const s = simular(
            { formaPagamento: 'CREDITO', quantidadeParcelas: n, entrada: { formaPagamento: 'PIX', valor: entrada }, valorTotal: total, inicio: '2026-01-31' },
            () => termo,
          );
          expect(s.totalPaciente).toBe(total);
          expect(s.parcelas.reduce((a, l) => a + l.valorPaciente, 0)).toBe(total);
          expect(s.totalTaxas + s.totalLiquido).toBe(total);
          for (const l of s.parcelas) {
            expect(l.valorTaxa + l.valorLiquido).toBe(l.valorPaciente);
            expect(l.valorLiquido).toBeGreaterThanOrEqual(0);
            expect(l.recebimento).toBe(somarDias(l.vencimento, dias));
          }
          expect(s.parcelas.filter((l) => !l.entrada)).toHaveLength(n);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('dates: the entry on the day, the instalments monthly from the next month; without an entry from the day itself', () => {
    const termos: Record<string, Termo> = { 'PIX:1': { taxaPercentual: 0, diasRecebimento: 0 }, 'CREDITO:3': { taxaPercentual: 3.5, diasRecebimento: 30 } };
    const termoDe = (f: Forma, n: number) => termos[`${f}:${n}`];
    const com = simular(
      { formaPagamento: 'CREDITO', quantidadeParcelas: 3, entrada: { formaPagamento: 'PIX', valor: 2000 }, valorTotal: 12000, inicio: '2026-01-31' },
      termoDe,
    );
    expect(com.parcelas.map((l) => [l.parcela, l.formaPagamento, l.valorPaciente, l.vencimento, l.valorTaxa, l.valorLiquido, l.recebimento])).toEqual([
      [0, 'PIX', 2000, '2026-01-31', 0, 2000, '2026-01-31'],
      [1, 'CREDITO', 3334, '2026-02-28', 117, 3217, '2026-03-30'],
      [2, 'CREDITO', 3333, '2026-03-31', 117, 3216, '2026-04-30'],
      [3, 'CREDITO', 3333, '2026-04-30', 117, 3216, '2026-05-30'],
    ]);
    expect([com.totalPaciente, com.totalTaxas, com.totalLiquido, com.ultimoRecebimento]).toEqual([12000, 351, 11649, '2026-05-30']);
    const sem = simular({ formaPagamento: 'DEBITO', quantidadeParcelas: 1, valorTotal: 5000, inicio: '2026-03-10' }, termoDe);
    expect(sem.parcelas).toEqual([
      {
        parcela: 1,
        entrada: false,
        formaPagamento: 'DEBITO',
        valorPaciente: 5000,
        vencimento: '2026-03-10',
        taxaPercentual: 0,
        valorTaxa: 0,
        valorLiquido: 5000,
        recebimento: '2026-03-10',
        termoCadastrado: false,
      },
    ]);
  });
});

describe('POST /gerenciar/financeiro/taxas/simular', () => {
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
    'gerenciar',
    () => admin,
  );
  const campos = (res: LightMyRequestResponse) => res.json<{ mensagemUsuario: string; campo?: string }[]>().map((e) => [e.campo, e.mensagemUsuario]);

  it("answers per instalment with the clinic's terms (cadastroParcelamento), in centavos", async () => {
    expect(
      (await call('POST', '/orcamento/cadastroParcelamento', { formaPagamento: 'CREDITO', quantidadeParcelas: 10, taxaPercentual: 12.49, diasRecebimento: 30 }))
        .statusCode,
    ).toBe(201);
    expect((await call('POST', '/orcamento/cadastroParcelamento', { formaPagamento: 'PIX', taxaPercentual: 0, diasRecebimento: 0 })).statusCode).toBe(201);
    const res = await call('POST', '/financeiro/taxas/simular', {
      formaPagamento: 'CREDITO',
      quantidadeParcelas: 10,
      entrada: { formaPagamentoEntrada: 'PIX', valorEntrada: 1 },
      valorTotal: 100001,
      dataInicio: '2026-11-27',
    });
    expect(res.statusCode).toBe(200);
    const s = res.json<ReturnType<typeof simular>>();
    expect(s.parcelas).toHaveLength(11);
    expect(s.parcelas[0]).toMatchObject({ parcela: 0, entrada: true, formaPagamento: 'PIX', valorPaciente: 1, valorLiquido: 1, recebimento: '2026-11-27' });
    // R$ 1.000,00 in 10: 10000 each, 12,49 % = 1249 of fee, arriving 30 days after each due day
    expect(s.parcelas[1]).toMatchObject({
      parcela: 1,
      valorPaciente: 10000,
      vencimento: '2026-12-27',
      taxaPercentual: 12.49,
      valorTaxa: 1249,
      valorLiquido: 8751,
    });
    expect(s.parcelas[1]!.recebimento).toBe('2027-01-26');
    expect(s.parcelas.every((l) => l.termoCadastrado)).toBe(true);
    expect([s.totalPaciente, s.totalTaxas, s.totalLiquido, s.ultimoRecebimento]).toEqual([100001, 12490, 87511, '2027-10-27']);
  });

  it('refuses a bad proposal with each field named, and answers 403 to who makes no quotes', async () => {
    const res = await call('POST', '/financeiro/taxas/simular', {
      quantidadeParcelas: 3,
      valorTotal: 0,
      entrada: { formaPagamentoEntrada: 'CREDITO', valorEntrada: 10 },
    });
    expect(res.statusCode).toBe(400);
    expect(campos(res)).toEqual([
      ['formaPagamento', TAXAS_MSG.formaPagamento],
      ['valorTotal', TAXAS_MSG.valorTotal],
      ['entrada.formaPagamentoEntrada', TAXAS_MSG.entradaCredito],
    ]);
    expect(campos(await call('POST', '/financeiro/taxas/simular', { formaPagamento: 'PIX', quantidadeParcelas: 2, valorTotal: 100 }))).toEqual([
      ['quantidadeParcelas', TAXAS_MSG.parcelasSoNoCredito],
    ]);
    expect(campos(await call('POST', '/financeiro/taxas/simular', { formaPagamento: 'CREDITO', quantidadeParcelas: 25, valorTotal: 100 }))).toEqual([
      ['quantidadeParcelas', TAXAS_MSG.parcelas],
    ]);
    expect(
      campos(
        await call('POST', '/financeiro/taxas/simular', {
          formaPagamento: 'CREDITO',
          valorTotal: 100,
          entrada: { formaPagamentoEntrada: 'PIX', valorEntrada: 101 },
        }),
      ),
    ).toEqual([['entrada.valorEntrada', TAXAS_MSG.entradaMaior]]);
    expect((await call('POST', '/financeiro/taxas/simular', { formaPagamento: 'PIX', valorTotal: 100, dataInicio: 'ontem' })).statusCode).toBe(400);
    const estoque = await t.login('estoque@clinica.dev');
    expect((await call('POST', '/financeiro/taxas/simular', { formaPagamento: 'PIX', valorTotal: 100 }, estoque)).statusCode).toBe(403);
  });
});
