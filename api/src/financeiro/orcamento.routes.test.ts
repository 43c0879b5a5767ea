import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { pacienteDeTeste } from '../test-support/agenda-fixtures.js';
import { apiCaller, bearer, createTestApp, errorFields, expectErrorList, type TestApp } from '../test-support/test-app.js';
import { ORCAMENTO_MSG } from './orcamento.messages.js';
import { errosDoOrcamento, valorBrutoComCampanha } from './orcamento.routes.js';
import { dividirEmParcelas } from './parcelas.js';
import type { LinhaOrcamento, Orcamento } from './orcamento.schemas.js';

let t: TestApp;
let medico: { id: number; token: string };
let procedimentoId: number;
let outroProcedimentoId: number;
let pacienteId: number;
const TODAS = ['ROLE_PACIENTES', 'ROLE_FINANCEIRO', 'ORCAMENTO', 'CRIAR_ORCAMENTOS', 'EDITAR_VISUALIZAR_ORCAMENTOS', 'CANCELAR_ORCAMENTOS', 'CRIAR_CAMPANHA'];
let seq = 0;
const unico = (nome: string) => `${nome} ${++seq} ${Date.now()}`;

async function doutor(authorities: string[]) {
  const user = await t.createUser(authorities);
  await t.db.updateTable('usuario').set({ eh_medico: true }).where('id', '=', user.id).execute();
  return user;
}

beforeAll(async () => {
  t = await createTestApp();
  medico = await doutor(TODAS);
  const procs = await t.db
    .insertInto('procedimento')
    .values([
      { nome: unico('Procedimento do orçamento'), valor_centavos: 10000 },
      { nome: unico('Outro procedimento'), valor_centavos: 3000 },
    ])
    .returning('id')
    .execute();
  procedimentoId = procs[0]!.id;
  outroProcedimentoId = procs[1]!.id;
  pacienteId = await pacienteDeTeste(t, unico('Paciente Orçamento'), { celular: '11999990000' });
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(
  () => t,
  'gerenciar/orcamento',
  () => medico.token,
);
const campanhas = apiCaller(
  () => t,
  'gerenciar/campanha',
  () => medico.token,
);

const proposta = (extra: Record<string, unknown> = {}) => ({ formaPagamento: 'PIX', quantidadeParcelas: 1, ...extra });
const corpo = (extra: Record<string, unknown> = {}) => ({
  profissionalId: medico.id,
  pacienteId,
  procedimentoId,
  valorBruto: 10000,
  desconto: 0,
  propostasDePagamentos: [proposta()],
  ...extra,
});
async function criar(extra: Record<string, unknown> = {}): Promise<Orcamento> {
  const res = await call('POST', '/criarOrcamento', corpo(extra));
  expect(res.statusCode).toBe(200);
  return res.json<Orcamento>();
}
async function campanha(tipoDesconto: string, desconto: number, procedimentos = [procedimentoId]): Promise<number> {
  const res = await campanhas('POST', '/cadastro', { nome: unico('Campanha'), tipoDesconto, desconto, procedimentosSelecionados: procedimentos });
  expect(res.statusCode).toBe(200);
  return res.json<{ id: number }>().id;
}
const setar = (query: Record<string, string>, token = medico.token, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/gerenciar/orcamento/setarStatusOrcamento', query, headers: { ...bearer(token), ...headers } });

describe('gross value with a campaign', () => {
  it('takes the fixed amount or the percentage off the price, never below 0', () => {
    expect(valorBrutoComCampanha(10000, null)).toBe(10000);
    expect(valorBrutoComCampanha(10000, { tipo_desconto: 'VALOR_REAL', desconto_centavos: 2550, desconto_percentual: null })).toBe(7450);
    expect(valorBrutoComCampanha(10000, { tipo_desconto: 'VALOR_REAL', desconto_centavos: 20000, desconto_percentual: null })).toBe(0);
    expect(valorBrutoComCampanha(9999, { tipo_desconto: 'PORCENTAGEM', desconto_centavos: null, desconto_percentual: '12.5' })).toBe(8749);
    expect(valorBrutoComCampanha(10000, { tipo_desconto: 'PORCENTAGEM', desconto_centavos: null, desconto_percentual: 100 })).toBe(0);
  });
});

describe('the form rules on any amounts', () => {
  it('accepts an entry up to the net value and splits the rest into 1–24 instalments adding up to the centavo; refuses a larger entry', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 110 }),
        fc.integer({ min: 1, max: 24 }),
        (bruto, descontoPct, entradaPct, vezes) => {
          const desconto = Math.floor((bruto * descontoPct) / 100);
          const liquido = bruto - desconto;
          const valorEntrada = Math.max(1, Math.floor((liquido * entradaPct) / 100));
          const { erros, propostas } = errosDoOrcamento(
            {
              profissionalId: 1,
              pacienteId: 1,
              procedimentoId: 1,
              valorBruto: bruto,
              desconto,
              propostasDePagamentos: [
                { formaPagamento: 'CREDITO', quantidadeParcelas: vezes, temEntrada: true, entrada: { formaPagamentoEntrada: 'PIX', valorEntrada } },
              ],
            },
            bruto,
          );
          if (valorEntrada > liquido) {
            expect(erros.map((e) => e.mensagemUsuario)).toEqual([ORCAMENTO_MSG.entradaMaior]);
            return;
          }
          expect(erros).toEqual([]);
          const { parcelas } = dividirEmParcelas(liquido, vezes, valorEntrada);
          expect(propostas[0]!.valorParcela).toBe(parcelas[0]);
          expect(valorEntrada + parcelas.reduce((soma, p) => soma + p, 0)).toBe(liquido);
        },
      ),
    );
  });
});

describe('creating a quote', () => {
  it('creates a PENDENTE quote with its proposals, instalments computed in centavos', async () => {
    const o = await criar({
      desconto: 1000,
      propostasDePagamentos: [
        proposta({ formaPagamento: 'CREDITO', quantidadeParcelas: 4, temEntrada: true, entrada: { formaPagamentoEntrada: 'DINHEIRO', valorEntrada: 1000 } }),
        proposta({ formaPagamento: 'DEBITO', quantidadeParcelas: 5 }),
      ],
    });
    expect(o).toMatchObject({
      status: 'PENDENTE',
      valorBruto: 10000,
      desconto: 1000,
      valorLiquido: 9000,
      profissionalId: medico.id,
      pacienteId,
      campanhaId: null,
      receitaId: null,
    });
    expect(o.infoPaciente).toMatchObject({ id: pacienteId, celular: '11999990000' });
    const [credito, debito] = o.propostasDePagamentos;
    // (9000 − 1000) / 4
    expect(credito).toMatchObject({
      formaPagamento: 'CREDITO',
      quantidadeParcelas: 4,
      valorDaParcela: 2000,
      parcelas: [2000, 2000, 2000, 2000],
      temEntrada: true,
    });
    expect(credito!.entrada).toEqual({ formaPagamentoEntrada: 'DINHEIRO', valorEntrada: 1000 });
    // instalments only on credit
    expect(debito).toMatchObject({ formaPagamento: 'DEBITO', quantidadeParcelas: 1, valorDaParcela: 9000, entrada: null, escolhido: false, status: null });
    expect(await t.auditCount('ORCAMENTO_CRIADO')).toBeGreaterThanOrEqual(1);
  });

  it('prices with a campaign that contains the procedure, and refuses one that does not or is disabled', async () => {
    const fixa = await campanha('VALOR_REAL', 2500);
    expect((await criar({ campanhaId: fixa, valorBruto: 7500 })).campanhaId).toBe(fixa);
    const pct = await campanha('PORCENTAGEM', 15);
    expect((await criar({ campanhaId: pct, valorBruto: 8500 })).valorLiquido).toBe(8500);
    const deOutro = await campanha('VALOR_REAL', 100, [outroProcedimentoId]);
    expect(errorFields(await call('POST', '/criarOrcamento', corpo({ campanhaId: deOutro })))).toEqual([['campanhaId', ORCAMENTO_MSG.campanhaDoProcedimento]]);
    await campanhas(
      'POST',
      '/desabilitarCampanha',
      { id: fixa },
      await t.createUser(['ROLE_FINANCEIRO', 'EDITAR_E_VISUALIZAR_CAMPANHAS']).then((u) => u.token),
    );
    expect(errorFields(await call('POST', '/criarOrcamento', corpo({ campanhaId: fixa, valorBruto: 7500 })))).toEqual([
      ['campanhaId', ORCAMENTO_MSG.campanhaDesabilitada],
    ]);
    expect(errorFields(await call('POST', '/criarOrcamento', corpo({ campanhaId: 999999 })))).toEqual([['campanhaId', ORCAMENTO_MSG.campanhaNaoEncontrada]]);
    // a discount as large as the price leaves nothing to quote
    const tudo = await campanha('VALOR_REAL', 50000);
    expect(errorFields(await call('POST', '/criarOrcamento', corpo({ campanhaId: tudo, valorBruto: 0 })))).toEqual([
      ['valorBruto', ORCAMENTO_MSG.valor],
      ['valorBruto', ORCAMENTO_MSG.valorValido],
    ]);
    // a gross value that is not the price (minus the campaign) is stale
    const stale = await call('POST', '/criarOrcamento', corpo({ valorBruto: 9000 }));
    expect(expectErrorList(stale, 409)).toBe(ORCAMENTO_MSG.valorMudou);
  });

  it("refuses every invalid field with the form's message (spec 02 §5)", async () => {
    const vazio = await call('POST', '/criarOrcamento', { propostasDePagamentos: [] });
    expect(vazio.statusCode).toBe(400);
    expect(errorFields(vazio)).toEqual([
      ['profissionalId', ORCAMENTO_MSG.profissional],
      ['pacienteId', ORCAMENTO_MSG.paciente],
      ['procedimentoId', ORCAMENTO_MSG.procedimento],
      ['valorBruto', ORCAMENTO_MSG.valor],
      ['propostasDePagamentos', ORCAMENTO_MSG.camposInvalidos],
    ]);
    expect(errorFields(await call('POST', '/criarOrcamento', corpo({ desconto: -1 })))).toEqual([['desconto', ORCAMENTO_MSG.descontoNaoPermitido]]);
    expect(errorFields(await call('POST', '/criarOrcamento', corpo({ desconto: 10001 })))).toEqual([['desconto', ORCAMENTO_MSG.descontoMaior]]);
    const propostas = await call(
      'POST',
      '/criarOrcamento',
      corpo({
        desconto: 2000,
        propostasDePagamentos: [
          {},
          proposta({ formaPagamento: 'CREDITO', quantidadeParcelas: null }),
          proposta({ formaPagamento: 'CREDITO', quantidadeParcelas: 0 }),
          proposta({ formaPagamento: 'CREDITO', quantidadeParcelas: 25 }),
          proposta({ temEntrada: true }),
          proposta({ temEntrada: true, entrada: { formaPagamentoEntrada: 'CREDITO', valorEntrada: 8001 } }),
          proposta({ temEntrada: true, entrada: { formaPagamentoEntrada: 'PIX', valorEntrada: 0 } }),
        ],
      }),
    );
    expect(errorFields(propostas)).toEqual([
      ['propostasDePagamentos[0].formaPagamento', ORCAMENTO_MSG.formaPagamento],
      ['propostasDePagamentos[1].quantidadeParcelas', ORCAMENTO_MSG.quantidade],
      ['propostasDePagamentos[2].quantidadeParcelas', ORCAMENTO_MSG.quantidadeNaoPermitida],
      ['propostasDePagamentos[3].quantidadeParcelas', ORCAMENTO_MSG.quantidadeNaoPermitida],
      ['propostasDePagamentos[4].entrada.valorEntrada', ORCAMENTO_MSG.valor],
      ['propostasDePagamentos[4].entrada.formaPagamentoEntrada', ORCAMENTO_MSG.formaPagamento],
      ['propostasDePagamentos[5].entrada.valorEntrada', ORCAMENTO_MSG.entradaMaior],
      ['propostasDePagamentos[5].entrada.formaPagamentoEntrada', ORCAMENTO_MSG.entradaCredito],
      ['propostasDePagamentos[6].entrada.valorEntrada', ORCAMENTO_MSG.quantidadeNaoPermitida],
    ]);
    // an entry equal to the net value is allowed
    expect(
      (
        await call(
          'POST',
          '/criarOrcamento',
          corpo({ propostasDePagamentos: [proposta({ temEntrada: true, entrada: { formaPagamentoEntrada: 'PIX', valorEntrada: 10000 } })] }),
        )
      ).statusCode,
    ).toBe(200);
    expect(errorFields(await call('POST', '/criarOrcamento', corpo({ pacienteId: 999999, procedimentoId: 999999 })))).toEqual([
      ['procedimentoId', ORCAMENTO_MSG.procedimentoNaoEncontrado],
      ['pacienteId', ORCAMENTO_MSG.pacienteNaoEncontrado],
    ]);
  });

  it('takes the logged-in doctor as the professional, and needs CRIAR_ORCAMENTOS', async () => {
    const outro = await doutor(TODAS);
    expect(errorFields(await call('POST', '/criarOrcamento', corpo({ profissionalId: outro.id })))).toEqual([
      ['profissionalId', ORCAMENTO_MSG.profissionalLogado],
    ]);
    const naoMedico = await t.createUser(TODAS);
    expect(errorFields(await call('POST', '/criarOrcamento', corpo({ profissionalId: naoMedico.id }), naoMedico.token))).toEqual([
      ['profissionalId', ORCAMENTO_MSG.profissionalLogado],
    ]);
    const semCriar = await doutor(TODAS.filter((a) => a !== 'CRIAR_ORCAMENTOS'));
    expect((await call('POST', '/criarOrcamento', corpo({ profissionalId: semCriar.id }), semCriar.token)).statusCode).toBe(403);
  });
});

describe('the quote list', () => {
  it('filters by patient name, procedure, campaign name, status and date range, 20 a page, newest first', async () => {
    const nome = unico('Zuleica Listagem');
    const paciente = await pacienteDeTeste(t, nome);
    const camp = await campanha('VALOR_REAL', 100);
    const campNome = (await campanhas('GET', '/listar')).json<{ id: number; nome: string }[]>().find((c) => c.id === camp)!.nome;
    const criados: number[] = [];
    for (let i = 0; i < 22; i++) criados.push((await criar({ pacienteId: paciente, ...(i === 0 ? { campanhaId: camp, valorBruto: 9900 } : {}) })).id);
    const pagina = await call('POST', '/popularTabelaOrcamento', { nomePaciente: nome.slice(0, 14).toLowerCase() });
    const p0 = pagina.json<{ content: LinhaOrcamento[]; totalElements: number; totalPages: number }>();
    expect(p0).toMatchObject({ totalElements: 22, totalPages: 2 });
    expect(p0.content).toHaveLength(20);
    expect(p0.content[0]).toMatchObject({ idOrcamento: criados[21], nomePaciente: nome, status: 'PENDENTE', valorLiquido: 10000, campanha: null });
    const p1 = (await call('POST', '/popularTabelaOrcamento', { pacienteId: paciente }, medico.token, { page: '1' })).json<{ content: LinhaOrcamento[] }>();
    expect(p1.content.map((r) => r.idOrcamento)).toEqual([criados[1], criados[0]]);
    const porCampanha = (await call('POST', '/popularTabelaOrcamento', { nomeCampanha: campNome.toUpperCase() })).json<{ content: LinhaOrcamento[] }>();
    expect(porCampanha.content.map((r) => [r.idOrcamento, r.campanha])).toEqual([[criados[0], campNome]]);
    const hoje = new Date().toISOString().slice(0, 10);
    const ontem = new Date(Date.now() - 3 * 86400000).toISOString().slice(0, 10);
    const noPeriodo = await call('POST', '/popularTabelaOrcamento', {
      pacienteId: paciente,
      procedimentoId,
      dataInicio: ontem,
      dataFinal: hoje,
      status: 'PENDENTE',
    });
    expect(noPeriodo.json<{ totalElements: number }>().totalElements).toBe(22);
    const antes = await call('POST', '/popularTabelaOrcamento', { pacienteId: paciente, dataInicio: '2020-01-01', dataFinal: '2020-01-31' });
    expect(antes.json<{ totalElements: number }>().totalElements).toBe(0);
    expect(expectErrorList(await call('POST', '/popularTabelaOrcamento', { dataInicio: hoje, dataFinal: '2020-01-01' }), 400)).toBe(
      'A data final não pode ser anterior à inicial.',
    );
    expect((await call('POST', '/popularTabelaOrcamento', {}, medico.token, { size: '101' })).statusCode).toBe(400);
  });

  it("lets the record's Débitos tab (DEBITO_FICHA_PACIENTE without ORCAMENTO) read only a patient's approved quotes", async () => {
    const debitos = await t.createUser(['ROLE_PACIENTES', 'DEBITO_FICHA_PACIENTE']);
    expect(expectErrorList(await call('POST', '/popularTabelaOrcamento', {}, debitos.token), 403)).toBe(ORCAMENTO_MSG.semPermissaoLista);
    expect((await call('POST', '/popularTabelaOrcamento', { pacienteId, status: 'PENDENTE' }, debitos.token)).statusCode).toBe(403);
    expect((await call('POST', '/popularTabelaOrcamento', { pacienteId, status: 'APROVADO' }, debitos.token)).statusCode).toBe(200);
    const pendente = await criar();
    expect((await call('GET', `/pesquisarOrcamento?orcamentoId=${pendente.id}`, undefined, debitos.token)).statusCode).toBe(404);
    const nenhum = await t.createUser(['ROLE_PACIENTES']);
    expect((await call('POST', '/popularTabelaOrcamento', {}, nenhum.token)).statusCode).toBe(403);
  });
});

describe('approving and cancelling', () => {
  it('approves one proposal: APROVADO, and the receivable with its entry and instalments adding up, in one transaction', async () => {
    const credito = await criar({
      propostasDePagamentos: [
        proposta(),
        proposta({ formaPagamento: 'CREDITO', quantidadeParcelas: 3, temEntrada: true, entrada: { formaPagamentoEntrada: 'DINHEIRO', valorEntrada: 1000 } }),
      ],
    });
    expect(credito.status).toBe('PENDENTE');
    const escolhida = credito.propostasDePagamentos[1]!;
    const res = await setar({ orcamentoId: String(credito.id), propostaId: String(escolhida.id), status: 'APROVADO' });
    expect(res.statusCode).toBe(200);
    const aprovado = res.json<Orcamento>();
    expect(aprovado.status).toBe('APROVADO');
    expect(aprovado.propostasDePagamentos.map((p) => [p.id, p.escolhido, p.status])).toEqual([
      [credito.propostasDePagamentos[0]!.id, false, null],
      [escolhida.id, true, 'APROVADO'],
    ]);
    expect(aprovado.receitaId).toEqual(expect.any(Number));
    const detalhes = await t.db
      .selectFrom('receita_detalhe')
      .select(['tipo_lancamento', 'parcela', 'valor', 'forma_pagamento', 'status'])
      .where('receita_id', '=', aprovado.receitaId!)
      .orderBy('parcela')
      .execute();
    // R$ 100,00 − R$ 10,00 of entry = R$ 90,00 in 3
    expect(detalhes).toEqual([
      { tipo_lancamento: 'ENTRADA', parcela: 0, valor: 1000, forma_pagamento: 'DINHEIRO', status: 'PENDENTE' },
      { tipo_lancamento: 'PARCELA', parcela: 1, valor: 3000, forma_pagamento: 'CREDITO', status: 'PENDENTE' },
      { tipo_lancamento: 'PARCELA', parcela: 2, valor: 3000, forma_pagamento: 'CREDITO', status: 'PENDENTE' },
      { tipo_lancamento: 'PARCELA', parcela: 3, valor: 3000, forma_pagamento: 'CREDITO', status: 'PENDENTE' },
    ]);
    const receita = await t.db
      .selectFrom('receita')
      .select(['tipo', 'paciente_id', 'orcamento_id', 'valor_bruto'])
      .where('id', '=', aprovado.receitaId!)
      .executeTakeFirstOrThrow();
    expect(receita).toEqual({ tipo: 'RECEITA', paciente_id: pacienteId, orcamento_id: credito.id, valor_bruto: 10000 });

    const so = (await call('GET', `/pesquisarOrcamento?orcamentoId=${credito.id}&somenteAprovadas=true`)).json<Orcamento>();
    expect(so.propostasDePagamentos.map((p) => p.id)).toEqual([escolhida.id]);
    // again: 409, nothing more created
    const again = await setar({ orcamentoId: String(credito.id), propostaId: String(credito.propostasDePagamentos[0]!.id), status: 'APROVADO' });
    expect(expectErrorList(again, 409)).toBe(ORCAMENTO_MSG.jaAprovado);
    expect(expectErrorList(await setar({ orcamentoId: String(credito.id), status: 'CANCELADO' }), 409)).toBe(ORCAMENTO_MSG.jaAprovado);
    expect(await t.db.selectFrom('receita').select('id').where('orcamento_id', '=', credito.id).execute()).toHaveLength(1);
    expect(await t.auditCount('ORCAMENTO_APROVADO')).toBeGreaterThanOrEqual(1);
  });

  it('R$ 100,00 in 3 instalments: 33,34 + 33,33 + 33,33', async () => {
    const o = await criar({ propostasDePagamentos: [proposta({ formaPagamento: 'CREDITO', quantidadeParcelas: 3 })] });
    expect(o.propostasDePagamentos[0]).toMatchObject({ valorDaParcela: 3334, parcelas: [3334, 3333, 3333] });
    const aprovado = (await setar({ orcamentoId: String(o.id), propostaId: String(o.propostasDePagamentos[0]!.id), status: 'APROVADO' })).json<Orcamento>();
    const valores = await t.db.selectFrom('receita_detalhe').select('valor').where('receita_id', '=', aprovado.receitaId!).orderBy('parcela').execute();
    expect(valores.map((v) => v.valor)).toEqual([3334, 3333, 3333]);
  });

  it('50 concurrent approvals of one quote: one approval and one receivable, a clear 409 to the others', async () => {
    const o = await criar({ propostasDePagamentos: [proposta(), proposta({ formaPagamento: 'CREDITO', quantidadeParcelas: 2 })] });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => setar({ orcamentoId: String(o.id), propostaId: String(o.propostasDePagamentos[i % 2]!.id), status: 'APROVADO' })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(expectErrorList(a, 409)).toBe(ORCAMENTO_MSG.jaAprovado);
    expect(await t.db.selectFrom('receita').select('id').where('orcamento_id', '=', o.id).execute()).toHaveLength(1);
    expect(await t.db.selectFrom('orcamento_proposta').select('id').where('orcamento_id', '=', o.id).where('escolhido', '=', true).execute()).toHaveLength(1);
  });

  it('an approval repeated with its Idempotency-Key answers the first approval again', async () => {
    const o = await criar();
    const query = { orcamentoId: String(o.id), propostaId: String(o.propostasDePagamentos[0]!.id), status: 'APROVADO' };
    const key = { 'idempotency-key': `aprovar-${o.id}-${Date.now()}` };
    const first = await setar(query, medico.token, key);
    const second = await setar(query, medico.token, key);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await t.db.selectFrom('receita').select('id').where('orcamento_id', '=', o.id).execute()).toHaveLength(1);
  });

  it('refuses an unknown quote or proposal, and a proposal of another quote', async () => {
    const a = await criar();
    const b = await criar();
    expect(expectErrorList(await setar({ orcamentoId: '999999', propostaId: '1', status: 'APROVADO' }), 404)).toBe(ORCAMENTO_MSG.naoEncontrado);
    expect(expectErrorList(await setar({ orcamentoId: String(a.id), propostaId: String(b.propostasDePagamentos[0]!.id), status: 'APROVADO' }), 404)).toBe(
      ORCAMENTO_MSG.propostaNaoEncontrada,
    );
    expect(expectErrorList(await setar({ orcamentoId: String(a.id), status: 'APROVADO' }), 400)).toBe(ORCAMENTO_MSG.propostaNaoEncontrada);
    expect((await setar({ orcamentoId: String(a.id), status: 'PENDENTE' })).statusCode).toBe(400);
    expect(expectErrorList(await call('GET', '/pesquisarOrcamento?orcamentoId=999999'), 404)).toBe(ORCAMENTO_MSG.naoEncontrado);
  });

  it('cancels a pending quote with CANCELAR_ORCAMENTOS; approving needs EDITAR_VISUALIZAR_ORCAMENTOS', async () => {
    const o = await criar();
    const semCancelar = await doutor(TODAS.filter((a) => a !== 'CANCELAR_ORCAMENTOS'));
    expect((await setar({ orcamentoId: String(o.id), status: 'CANCELADO' }, semCancelar.token)).statusCode).toBe(403);
    const soCancela = await t.createUser(['CANCELAR_ORCAMENTOS']);
    expect(
      (await setar({ orcamentoId: String(o.id), propostaId: String(o.propostasDePagamentos[0]!.id), status: 'APROVADO' }, soCancela.token)).statusCode,
    ).toBe(403);
    const cancelado = await setar({ orcamentoId: String(o.id), status: 'CANCELADO' }, soCancela.token);
    expect(cancelado.json<Orcamento>()).toMatchObject({ status: 'CANCELADO', versao: 2 });
    expect(expectErrorList(await setar({ orcamentoId: String(o.id), propostaId: String(o.propostasDePagamentos[0]!.id), status: 'APROVADO' }), 409)).toBe(
      ORCAMENTO_MSG.cancelado,
    );
    expect(await t.auditCount('ORCAMENTO_CANCELADO')).toBeGreaterThanOrEqual(1);
    const semVer = await t.createUser(['ORCAMENTO']);
    expect((await call('GET', `/pesquisarOrcamento?orcamentoId=${o.id}`, undefined, semVer.token)).statusCode).toBe(403);
  });
});

describe("the quote form's patient search", () => {
  it('finds active patients by name with their e-mail and phones, for CRIAR_ORCAMENTOS without the patients role', async () => {
    const nome = unico('Busca Orçamento');
    const id = await pacienteDeTeste(t, nome, { celular: '11988887777' });
    const soOrcamento = await t.createUser(['ROLE_FINANCEIRO', 'ORCAMENTO', 'CRIAR_ORCAMENTOS']);
    const res = await call('GET', `/pacientes?nome=${encodeURIComponent(nome)}`, undefined, soOrcamento.token);
    expect(res.statusCode).toBe(200);
    expect(res.json<unknown[]>()).toEqual([expect.objectContaining({ id, nome, celular: '11988887777' })]);
    const semCriar = await t.createUser(['ROLE_FINANCEIRO', 'ORCAMENTO']);
    expect((await call('GET', `/pacientes?nome=${encodeURIComponent(nome)}`, undefined, semCriar.token)).statusCode).toBe(403);
    expect((await call('GET', '/pacientes?nome=')).statusCode).toBe(400);
  });
});

describe('printing quotes (POST /layout/formatarTextoOrcamento by idOrcamento)', () => {
  const imprimir = (body: unknown, token = medico.token) =>
    t.app.inject({ method: 'POST', url: '/api/layout/formatarTextoOrcamento', payload: body as object, headers: bearer(token) });

  it('fills the ORCAMENTO layout from the saved quote (an approved one with its approved proposal), one page each; ORCAMENTO may print', async () => {
    expect(expectErrorList(await imprimir([{ idPaciente: pacienteId, idOrcamento: 1 }]), 404)).toBe('Layout do orcamento não encontrado!');
    await t.db
      .insertInto('layout')
      .values({
        nome: unico('Layout orçamento'),
        texto: '<p>{{NOME_PROCEDIMENTO_ORCAMENTO}}: {{VALOR_LIQUIDO}} — {{CONDICOES_PAGAMENTO}}</p>',
        tipo_layout: 'ORCAMENTO',
      })
      .execute();
    const a = await criar({
      desconto: 1000,
      propostasDePagamentos: [
        proposta({ formaPagamento: 'CREDITO', quantidadeParcelas: 3, temEntrada: true, entrada: { formaPagamentoEntrada: 'PIX', valorEntrada: 3000 } }),
        proposta(),
      ],
    });
    const b = await criar({ procedimentoId: outroProcedimentoId, valorBruto: 3000, propostasDePagamentos: [proposta({ formaPagamento: 'DINHEIRO' })] });
    const soOrcamento = await t.createUser(['ROLE_FINANCEIRO', 'ORCAMENTO']);
    const res = await imprimir(
      [
        { idPaciente: pacienteId, procedimento: procedimentoId, idOrcamento: a.id },
        { idPaciente: pacienteId, procedimento: outroProcedimentoId, idOrcamento: b.id },
      ],
      soOrcamento.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(
      `<p>${a.nomeProcedimento}: R$ 90,00 — entrada de R$ 30,00 (PIX) + 3x de R$ 20,00 (CREDITO); 1x de R$ 90,00 (PIX)</p>` +
        `<div style="page-break-before:always"><p>${b.nomeProcedimento}: R$ 30,00 — 1x de R$ 30,00 (DINHEIRO)</p></div>`,
    );
    const pix = a.propostasDePagamentos.find((p) => p.formaPagamento === 'PIX')!;
    expect((await setar({ orcamentoId: String(a.id), propostaId: String(pix.id), status: 'APROVADO' })).statusCode).toBe(200);
    expect((await imprimir([{ idPaciente: pacienteId, idOrcamento: a.id }])).body).toBe(`<p>${a.nomeProcedimento}: R$ 90,00 — 1x de R$ 90,00 (PIX)</p>`);
  });

  it("refuses a quote of another patient or one that does not exist, and a user with neither ORCAMENTO nor the patients' role", async () => {
    const o = await criar();
    const outro = await pacienteDeTeste(t, unico('Outro paciente'));
    expect(expectErrorList(await imprimir([{ idPaciente: outro, idOrcamento: o.id }]), 404)).toBe('Orçamento não encontrado.');
    expect(expectErrorList(await imprimir([{ idPaciente: pacienteId, idOrcamento: 999999 }]), 404)).toBe('Orçamento não encontrado.');
    const soFinanceiro = await t.createUser(['ROLE_FINANCEIRO', 'CRIAR_RECEITA']);
    expect((await imprimir([{ idPaciente: pacienteId, idOrcamento: o.id }], soFinanceiro.token)).statusCode).toBe(403);
  });
});
