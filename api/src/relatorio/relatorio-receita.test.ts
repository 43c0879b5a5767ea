import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { apiCaller, bearer, createTestApp, expectErrorList, type TestApp } from '../test-support/test-app.js';
import type { Orcamento } from '../financeiro/orcamento.schemas.js';
import type { ReceitaDto } from '../financeiro/financeiro.schemas.js';
import { pacienteDeTeste } from '../test-support/agenda-fixtures.js';
import { RELATORIO_MSG } from './relatorio-filtro.js';
import type { RelatorioReceita } from './relatorio.schemas.js';

let t: TestApp;
let medico: { id: number; token: string };
let outroMedico: { id: number; token: string };
let procedimento: number;
let outroProcedimento: number;
let pacienteId: number;
const TODAS = [
  'ROLE_PACIENTES',
  'ROLE_FINANCEIRO',
  'ROLE_RELATORIOS',
  'ORCAMENTO',
  'CRIAR_ORCAMENTOS',
  'EDITAR_VISUALIZAR_ORCAMENTOS',
  'CRIAR_RECEITA',
  'EDITAR_RECEITA',
  'CANCELAR_RECEITA',
  'CRIAR_DESPESA',
  'EDITAR_DESPESA',
];
let seq = 0;
const unico = (nome: string) => `${nome} ${++seq} ${Date.now()}`;

async function doutor(nome: string) {
  const user = await t.createUser(TODAS);
  await t.db.updateTable('usuario').set({ eh_medico: true, nome }).where('id', '=', user.id).execute();
  return user;
}

const orcamentos = apiCaller(
  () => t,
  'gerenciar/orcamento',
  () => medico.token,
);
const financeiro = apiCaller(
  () => t,
  'gerenciar/financeiro',
  () => medico.token,
);
const get = (url: string, token = medico.token): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'GET', url: `/api/relatorios/${url}`, headers: bearer(token) });
const relatorio = async (query: string, token = medico.token) => {
  const res = await get(`receita?${query}`, token);
  expect(res.statusCode).toBe(200);
  return res.json<RelatorioReceita>();
};

/** A quote of `quem` for the procedure, approved with its one proposal: its receivable. */
async function aprovado(quem: { id: number; token: string }, procedimentoId: number, valor: number, parcelas = 1): Promise<ReceitaDto> {
  const criado = await orcamentos(
    'POST',
    '/criarOrcamento',
    {
      profissionalId: quem.id,
      pacienteId,
      procedimentoId,
      valorBruto: valor,
      desconto: 0,
      propostasDePagamentos: [{ formaPagamento: parcelas > 1 ? 'CREDITO' : 'PIX', quantidadeParcelas: parcelas }],
    },
    quem.token,
  );
  expect(criado.statusCode).toBe(200);
  const orcamento = criado.json<Orcamento>();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/gerenciar/orcamento/setarStatusOrcamento',
    query: { orcamentoId: String(orcamento.id), status: 'APROVADO', propostaId: String(orcamento.propostasDePagamentos[0]!.id) },
    headers: bearer(quem.token),
  });
  expect(res.statusCode).toBe(200);
  const lida = await financeiro('GET', '/buscarReceitas', undefined, medico.token, { idReceita: String(res.json<Orcamento>().receitaId) });
  return lida.json<ReceitaDto>();
}

/** Pays an instalment through the api, then dates the payment at `quando` (the report reads the payment's instant). */
async function pagar(detalheId: number, quando: string): Promise<void> {
  const res = await financeiro('POST', '/pagamentoReceita', undefined, medico.token, { idReceita: String(detalheId), formaPagamento: 'PIX' });
  expect(res.statusCode).toBe(200);
  await t.db
    .updateTable('receita_detalhe')
    .set({ dia_pagamento: new Date(quando) })
    .where('id', '=', detalheId)
    .execute();
}
const lancar = async (body: Record<string, unknown>) => {
  const res = await financeiro('POST', '/lancarReceita', { vencimentoApartir: '2024-03-10', formaPagamento: 'PIX', ...body });
  expect(res.statusCode).toBe(201);
  return res.json<ReceitaDto>();
};

beforeAll(async () => {
  t = await createTestApp();
  medico = await doutor('Dra. Receita Alfa');
  outroMedico = await doutor('Dr. Receita Beta');
  const procs = await t.db
    .insertInto('procedimento')
    .values([
      { nome: 'Botox receita', valor_centavos: 10000 },
      { nome: 'Avaliação receita', valor_centavos: 3000 },
    ])
    .returning('id')
    .execute();
  procedimento = procs[0]!.id;
  outroProcedimento = procs[1]!.id;
  pacienteId = await pacienteDeTeste(t, unico('Paciente Receita'));

  // R$ 100,00 in 3 on credit (33,34 + 33,33 + 33,33): two paid in March 2024, the last in April
  const credito = await aprovado(medico, procedimento, 10000, 3);
  const [p1, p2, p3] = credito.detalhesReceitas;
  await pagar(p1!.id, '2024-03-05T13:00:00-03:00');
  // 23:30 of 31 March in São Paulo is already April in UTC: still March for the clinic
  await pagar(p2!.id, '2024-03-31T23:30:00-03:00');
  await pagar(p3!.id, '2024-04-01T00:10:00-03:00');
  // the other doctor's evaluation, R$ 30,00 paid in April
  const avaliacao = await aprovado(outroMedico, outroProcedimento, 3000);
  await pagar(avaliacao.detalhesReceitas[0]!.id, '2024-04-15T10:00:00-03:00');
  // a receivable launched without a quote, paid in March
  const avulsa = await lancar({ nomeReceita: unico('Venda avulsa'), valorBruto: 1999 });
  await pagar(avulsa.detalhesReceitas[0]!.id, '2024-03-20T10:00:00-03:00');
  // paid, then its entry cancelled: the money came in, it counts
  const cancelada = await lancar({ nomeReceita: unico('Paga e cancelada'), valorBruto: 2000, ocorrencia: 'PARCELADA', quantidadeParcela: 2 });
  await pagar(cancelada.detalhesReceitas[0]!.id, '2024-03-21T10:00:00-03:00');
  expect((await financeiro('POST', '/cancelarReceita', undefined, medico.token, { idReceita: String(cancelada.id) })).statusCode).toBe(200);
  // neither a paid payable nor a pending receivable is revenue
  const despesa = await lancar({ nomeReceita: unico('Aluguel'), tipoReceita: 'DESPESA', valorBruto: 500000 });
  await pagar(despesa.detalhesReceitas[0]!.id, '2024-03-22T10:00:00-03:00');
  await lancar({ nomeReceita: unico('Pendente'), valorBruto: 777 });
});
afterAll(async () => {
  await t.close();
});

const MAR_ABR = 'inicio=2024-03-01&fim=2024-04-30';

describe('GET /relatorios/receita', () => {
  it('sums the receipts by month (the clinic’s), procedure and doctor, to the centavo', async () => {
    const r = await relatorio(MAR_ABR);
    expect(r.totais).toEqual({ quantidade: 6, valorCentavos: 3334 + 3333 + 3333 + 3000 + 1999 + 1000 });
    expect(r.porMes).toEqual([
      { mes: '2024-03', quantidade: 4, valorCentavos: 3334 + 3333 + 1999 + 1000 },
      { mes: '2024-04', quantidade: 2, valorCentavos: 3333 + 3000 },
    ]);
    expect(r.porProcedimento).toEqual([
      { procedimentoId: procedimento, procedimentoNome: 'Botox receita', quantidade: 3, valorCentavos: 10000 },
      { procedimentoId: outroProcedimento, procedimentoNome: 'Avaliação receita', quantidade: 1, valorCentavos: 3000 },
      { procedimentoId: null, procedimentoNome: 'Sem orçamento', quantidade: 2, valorCentavos: 2999 },
    ]);
    expect(r.porMedico).toEqual([
      { medicoId: medico.id, medicoNome: 'Dra. Receita Alfa', quantidade: 3, valorCentavos: 10000 },
      { medicoId: outroMedico.id, medicoNome: 'Dr. Receita Beta', quantidade: 1, valorCentavos: 3000 },
      { medicoId: null, medicoNome: 'Sem orçamento', quantidade: 2, valorCentavos: 2999 },
    ]);
    expect(r.linhas).toEqual([
      {
        mes: '2024-03',
        procedimentoId: procedimento,
        procedimentoNome: 'Botox receita',
        medicoId: medico.id,
        medicoNome: 'Dra. Receita Alfa',
        quantidade: 2,
        valorCentavos: 6667,
      },
      {
        mes: '2024-03',
        procedimentoId: null,
        procedimentoNome: 'Sem orçamento',
        medicoId: null,
        medicoNome: 'Sem orçamento',
        quantidade: 2,
        valorCentavos: 2999,
      },
      {
        mes: '2024-04',
        procedimentoId: outroProcedimento,
        procedimentoNome: 'Avaliação receita',
        medicoId: outroMedico.id,
        medicoNome: 'Dr. Receita Beta',
        quantidade: 1,
        valorCentavos: 3000,
      },
      {
        mes: '2024-04',
        procedimentoId: procedimento,
        procedimentoNome: 'Botox receita',
        medicoId: medico.id,
        medicoNome: 'Dra. Receita Alfa',
        quantidade: 1,
        valorCentavos: 3333,
      },
    ]);
  });

  it('filters by the quote’s doctor and procedure; every month of the period is listed, empty ones at zero', async () => {
    const r = await relatorio(`inicio=2024-02-01&fim=2024-04-30&medico=${medico.id}`);
    expect(r.totais).toEqual({ quantidade: 3, valorCentavos: 10000 });
    expect(r.porMes.map((m) => [m.mes, m.valorCentavos])).toEqual([
      ['2024-02', 0],
      ['2024-03', 6667],
      ['2024-04', 3333],
    ]);
    expect((await relatorio(`${MAR_ABR}&procedimento=${outroProcedimento}`)).totais).toEqual({ quantidade: 1, valorCentavos: 3000 });
    // the period's days are the clinic's: 1 April alone has the payment at 00:10, not the one at 23:30 of 31 March
    expect((await relatorio(`inicio=2024-04-01&fim=2024-04-01&medico=${medico.id}`)).totais).toEqual({ quantidade: 1, valorCentavos: 3333 });
    expect((await relatorio('inicio=2024-05-01&fim=2024-05-31')).totais).toEqual({ quantidade: 0, valorCentavos: 0 });
  });

  it('is a report: ROLE_RELATORIOS, as the others', async () => {
    const semRelatorios = await t.createUser(['ROLE_FINANCEIRO']);
    for (const url of [`receita?${MAR_ABR}`, `receita/csv?${MAR_ABR}`, `receita/xlsx?${MAR_ABR}`])
      expect(expectErrorList(await get(url, semRelatorios.token), 403)).toBe('Usuário sem permissão para esta operação.');
    const soRelatorios = await t.createUser(['ROLE_RELATORIOS']);
    expect((await relatorio(MAR_ABR, soRelatorios.token)).totais.quantidade).toBe(6);
  });

  it('refuses a bad filter with 400 and a Portuguese sentence, never 5xx', async () => {
    for (const [query, mensagem] of [
      ['fim=2024-03-31', RELATORIO_MSG.inicioAusente],
      ['inicio=2024-03-01', RELATORIO_MSG.fimAusente],
      ['inicio=2024-02-30&fim=2024-03-31', RELATORIO_MSG.inicio],
      ['inicio=2024-03-31&fim=2024-03-01', RELATORIO_MSG.periodo],
      ['inicio=2023-01-01&fim=2024-03-01', RELATORIO_MSG.periodoLongo],
      [`${MAR_ABR}&medico=abc`, RELATORIO_MSG.medico],
      [`${MAR_ABR}&procedimento=0`, RELATORIO_MSG.procedimento],
    ] as const) {
      for (const url of [`receita?${query}`, `receita/csv?${query}`, `receita/xlsx?${query}`]) expect(expectErrorList(await get(url), 400)).toBe(mensagem);
    }
    expect((await get(`receita?${MAR_ABR}&status=PAGO`)).statusCode).toBe(400);
  });
});

/** RFC 4180 reading with ';'. */
const parseCsv = (text: string): string[][] =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1)
    .map((line) => line.split(';').map((cell) => cell.replace(/^"(.*)"$/, '$1')));

describe('exports', () => {
  it('CSV: the rows by month, procedure and doctor, money with a decimal comma, a total row', async () => {
    const res = await get(`receita/csv?${MAR_ABR}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="relatorio-receita-2024-03-01-a-2024-04-30.csv"');
    expect(parseCsv(res.rawPayload.toString('utf8'))).toEqual([
      ['Mês', 'Procedimento', 'Médico', 'Parcelas recebidas', 'Recebido (R$)'],
      ['03/2024', 'Botox receita', 'Dra. Receita Alfa', '2', '66,67'],
      ['03/2024', 'Sem orçamento', 'Sem orçamento', '2', '29,99'],
      ['04/2024', 'Avaliação receita', 'Dr. Receita Beta', '1', '30,00'],
      ['04/2024', 'Botox receita', 'Dra. Receita Alfa', '1', '33,33'],
      ['Total', '', '', '6', '159,99'],
    ]);
  });

  it('XLSX: month as a date, money as a number in R$, the filters on their own sheet', async () => {
    const res = await get(`receita/xlsx?${MAR_ABR}&medico=${medico.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="relatorio-receita-2024-03-01-a-2024-04-30.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Receita')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Mês', 'Procedimento', 'Médico', 'Parcelas recebidas', 'Recebido (R$)']);
    expect(sheet.getRow(2).values).toEqual([undefined, new Date(Date.UTC(2024, 2, 1)), 'Botox receita', 'Dra. Receita Alfa', 2, 66.67]);
    expect(sheet.getCell('E2').numFmt).toBe('"R$" #,##0.00');
    expect(sheet.getRow(4).values).toEqual([undefined, 'Total', '', '', 3, 100]);
    const filtros = workbook.getWorksheet('Filtros')!;
    expect(filtros.getCell('A1').value).toBe('Relatório de receita');
    expect(filtros.getRow(3).values).toEqual([undefined, 'Médicos', 'Dra. Receita Alfa']);
  });
});
