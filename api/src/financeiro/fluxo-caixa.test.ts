import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiCaller, createTestApp, expectErrorList, type TestApp } from '../test-support/test-app.js';
import { addDays, clinicDay, daysBetween } from '../time/clinic-time.js';
import type { ReceitaDto } from './financeiro.schemas.js';
import { montarFluxo, segundaDaSemana, type FluxoCaixa } from './fluxo-caixa.routes.js';

let t: TestApp;
let fin: string;
beforeAll(async () => {
  t = await createTestApp();
  fin = await t.login('financeiro@clinica.dev');
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(
  () => t,
  'gerenciar/financeiro',
  () => fin,
);
const hoje = clinicDay(new Date());
const inicio = segundaDaSemana(hoje);
let seq = 0;
const unico = (prefixo: string) => `${prefixo} ${Date.now()}-${++seq}`;

const fluxo = async (query: Record<string, string> = {}, token = fin) => {
  const res = await call('GET', '/fluxoCaixa', undefined, token, query);
  expect(res.statusCode).toBe(200);
  return res.json<FluxoCaixa>();
};
const lancar = async (body: Record<string, unknown>) => {
  const res = await call('POST', '/lancarReceita', body);
  expect(res.statusCode).toBe(201);
  return res.json<ReceitaDto>();
};
/** What changed from `antes` to `depois`, week by week (entradas, saidas) and overdue. */
const diferenca = (antes: FluxoCaixa, depois: FluxoCaixa) => ({
  semanas: depois.semanas.map((s, n) => [s.entradas - antes.semanas[n]!.entradas, s.saidas - antes.semanas[n]!.saidas]),
  vencido: [depois.vencido.entradas - antes.vencido.entradas, depois.vencido.saidas - antes.vencido.saidas],
});
const semanaDe = (dia: string) => Math.floor(daysBetween(inicio, dia) / 7);
const zeros = (n = 12) => Array.from({ length: n }, () => [0, 0]);

describe('segundaDaSemana and montarFluxo', () => {
  it('weeks start on Monday', () => {
    expect(segundaDaSemana('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(segundaDaSemana('2026-11-27')).toBe('2026-11-23'); // Friday
    expect(segundaDaSemana('2026-11-29')).toBe('2026-11-23'); // Sunday belongs to the week before
    expect(segundaDaSemana('2027-01-01')).toBe('2026-12-28'); // across the year
  });

  it('balances each week and carries the running balance; overdue stays apart', () => {
    const f = montarFluxo('2026-11-25', 3, [
      { tipo: 'RECEITA', semana: 0, valor: 10001 },
      { tipo: 'DESPESA', semana: 0, valor: 3 },
      { tipo: 'DESPESA', semana: 2, valor: 20000 },
      { tipo: 'RECEITA', semana: -1, valor: 555 },
      { tipo: 'DESPESA', semana: -1, valor: 7 },
    ]);
    expect(f).toEqual({
      hoje: '2026-11-25',
      semanas: [
        { inicio: '2026-11-23', fim: '2026-11-29', entradas: 10001, saidas: 3, saldo: 9998, saldoAcumulado: 9998 },
        { inicio: '2026-11-30', fim: '2026-12-06', entradas: 0, saidas: 0, saldo: 0, saldoAcumulado: 9998 },
        { inicio: '2026-12-07', fim: '2026-12-13', entradas: 0, saidas: 20000, saldo: -20000, saldoAcumulado: -10002 },
      ],
      vencido: { entradas: 555, saidas: 7 },
    });
  });
});

describe('GET fluxoCaixa', () => {
  it('answers 12 Monday-to-Sunday weeks from this one, balanced', async () => {
    const f = await fluxo();
    expect(f.hoje).toBe(hoje);
    expect(f.semanas).toHaveLength(12);
    expect(f.semanas[0]!.inicio).toBe(inicio);
    f.semanas.forEach((s, n) => {
      expect(s.inicio).toBe(addDays(inicio, 7 * n));
      expect(s.fim).toBe(addDays(inicio, 7 * n + 6));
      expect(s.saldo).toBe(s.entradas - s.saidas);
    });
    expect(f.semanas.at(-1)!.saldoAcumulado).toBe(f.semanas.reduce((a, s) => a + s.saldo, 0));
    expect((await fluxo({ semanas: '4' })).semanas).toHaveLength(4);
    expect((await fluxo({ semanas: '26' })).semanas).toHaveLength(26);
  });

  it('sums pending instalments by week of their due day, to the centavo', async () => {
    const antes = await fluxo();
    // R$ 100,00 in 3 monthly instalments (33,34 + 33,33 + 33,33) from next week's Wednesday
    const receita = await lancar({
      nomeReceita: unico('Tratamento em 3'),
      valorBruto: 10000,
      ocorrencia: 'PARCELADA',
      quantidadeParcela: 3,
      vencimentoApartir: addDays(inicio, 9),
      formaPagamento: 'CREDITO',
    });
    // a weekly payable of R$ 12,34 from next week's Monday for 4 weeks, and a one-off one on the same day
    const recorrente = await lancar({
      nomeReceita: unico('Limpeza semanal'),
      tipoReceita: 'DESPESA',
      valorBruto: 1234,
      ocorrencia: 'RECORRENTE',
      periodo: 1,
      tipoPeriodo: 'SEMANA',
      vencimentoApartir: addDays(inicio, 7),
      dataLimite: addDays(inicio, 7 + 21),
    });
    await lancar({ nomeReceita: unico('Aluguel'), tipoReceita: 'DESPESA', valorBruto: 250001, vencimentoApartir: addDays(inicio, 13) });
    // beyond the 12 weeks: not counted
    await lancar({ nomeReceita: unico('Longe'), valorBruto: 99, vencimentoApartir: addDays(inicio, 7 * 12) });
    const depois = await fluxo();

    const esperado = zeros();
    for (const d of receita.detalhesReceitas) if (semanaDe(d.vencimento) < 12) esperado[semanaDe(d.vencimento)]![0]! += d.valorReceita;
    for (const d of recorrente.detalhesReceitas) esperado[semanaDe(d.vencimento)]![1]! += d.valorReceita;
    esperado[1]![1]! += 250001;
    expect(receita.detalhesReceitas.map((d) => d.valorReceita)).toEqual([3334, 3333, 3333]);
    expect(recorrente.detalhesReceitas).toHaveLength(4);
    expect(esperado[1]).toEqual([3334, 251235]);
    expect(diferenca(antes, depois)).toEqual({ semanas: esperado, vencido: [0, 0] });
    expect(depois.semanas[1]!.saldo - antes.semanas[1]!.saldo).toBe(3334 - 251235);
    expect(depois.semanas.at(-1)!.saldoAcumulado - antes.semanas.at(-1)!.saldoAcumulado).toBe(esperado.reduce((a, [entra, sai]) => a + entra! - sai!, 0));
  });

  it('leaves out paid and cancelled instalments', async () => {
    const antes = await fluxo();
    const paga = await lancar({ nomeReceita: unico('Paga'), valorBruto: 777, vencimentoApartir: addDays(inicio, 15), formaPagamento: 'PIX' });
    const pagamento = await call('POST', '/pagamentoReceita', undefined, fin, { idReceita: String(paga.detalhesReceitas[0]!.id) });
    expect(pagamento.statusCode).toBe(200);
    const cancelada = await lancar({ nomeReceita: unico('Cancelada'), tipoReceita: 'DESPESA', valorBruto: 888, vencimentoApartir: addDays(inicio, 15) });
    expect((await call('POST', '/cancelarReceita', undefined, fin, { idReceita: String(cancelada.id) })).statusCode).toBe(200);
    // an instalment of three paid, the other two still count
    const parcial = await lancar({
      nomeReceita: unico('Parcial'),
      valorBruto: 301,
      ocorrencia: 'PARCELADA',
      quantidadeParcela: 3,
      vencimentoApartir: addDays(inicio, 16),
      formaPagamento: 'DINHEIRO',
    });
    expect((await call('POST', '/pagamentoReceita', undefined, fin, { idReceita: String(parcial.detalhesReceitas[0]!.id) })).statusCode).toBe(200);
    const depois = await fluxo();
    const esperado = zeros();
    for (const d of parcial.detalhesReceitas.slice(1)) if (semanaDe(d.vencimento) < 12) esperado[semanaDe(d.vencimento)]![0]! += d.valorReceita;
    expect(diferenca(antes, depois)).toEqual({ semanas: esperado, vencido: [0, 0] });
  });

  it('shows the overdue apart, not in this week; due today is this week', async () => {
    const antes = await fluxo();
    await lancar({ nomeReceita: unico('Atrasada'), valorBruto: 4321, vencimentoApartir: addDays(hoje, -1) });
    await lancar({ nomeReceita: unico('Bem atrasada'), tipoReceita: 'DESPESA', valorBruto: 1001, vencimentoApartir: addDays(hoje, -100) });
    await lancar({ nomeReceita: unico('Hoje'), tipoReceita: 'DESPESA', valorBruto: 50, vencimentoApartir: hoje });
    const depois = await fluxo();
    const esperado = zeros();
    esperado[0] = [0, 50];
    expect(diferenca(antes, depois)).toEqual({ semanas: esperado, vencido: [4321, 1001] });
  });

  it('is for the finance area only', async () => {
    const semFinanceiro = await t.createUser(['ROLE_PACIENTES', 'DEBITO_FICHA_PACIENTE', 'ROLE_RELATORIOS']);
    expect(expectErrorList(await call('GET', '/fluxoCaixa', undefined, semFinanceiro.token), 403)).toBe('Usuário sem permissão para esta operação.');
    expect((await call('GET', '/fluxoCaixa', undefined, '')).statusCode).toBe(401);
    const soFinanceiro = await t.createUser(['ROLE_FINANCEIRO']);
    expect((await fluxo({}, soFinanceiro.token)).semanas).toHaveLength(12);
  });

  it('refuses a bad number of weeks with 400, never 5xx', async () => {
    for (const semanas of ['0', '27', '999']) {
      const res = await call('GET', '/fluxoCaixa', undefined, fin, { semanas });
      expect(expectErrorList(res, 400)).toBe('Informe de 1 a 26 semanas.');
      expect(res.json<{ campo?: string }[]>()[0]!.campo).toBe('semanas');
    }
    for (const query of [{ semanas: 'doze' }, { semanas: '-1' }, { semanas: '1e1' }, { outra: '1' }] as Record<string, string>[])
      expectErrorList(await call('GET', '/fluxoCaixa', undefined, fin, query), 400);
  });
});
