import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LightMyRequestResponse } from 'fastify';
import { pacienteDeTeste } from '../test-support/agenda-fixtures.js';
import { apiCaller, bearer, createTestApp, type TestApp } from '../test-support/test-app.js';
import { addDays, clinicDay } from '../time/clinic-time.js';
import type { DetalheReceitaDto, LinhaReceita, ReceitaDto } from './financeiro.schemas.js';

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
let seq = 0;
const unico = (prefixo: string) => `${prefixo} ${Date.now()}-${++seq}`;
const msgs = (res: LightMyRequestResponse) => res.json<{ mensagemUsuario: string; campo?: string }[]>().map((e) => e.mensagemUsuario);

const lancar = async (body: Record<string, unknown>, token = fin) => {
  const res = await call('POST', '/lancarReceita', body, token);
  expect(res.statusCode).toBe(201);
  return res.json<ReceitaDto>();
};
const pagar = (idDetalhe: number, forma?: string, token = fin, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/gerenciar/financeiro/pagamentoReceita',
    query: { idReceita: String(idDetalhe), ...(forma ? { formaPagamento: forma } : {}) },
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
  });
const tabela = async (filtro: Record<string, unknown>, query: Record<string, string> = {}) => {
  const res = await call('POST', '/popularTabelaReceita', filtro, fin, query);
  expect(res.statusCode).toBe(200);
  return res.json<{
    content: LinhaReceita[];
    totalElements: number;
    totalPages: number;
    totais: { total: number; pago: number; pendente: number; vencido: number };
  }>();
};

describe('lancarReceita', () => {
  it('refuses an incomplete launch with every message at once', async () => {
    const res = await call('POST', '/lancarReceita', { ocorrencia: 'PARCELADA', valorEntrada: 10, formaPagamentoEntrada: 'CREDITO' });
    expect(res.statusCode).toBe(400);
    expect(msgs(res)).toEqual([
      'NOME É OBRIGATÓRIO.',
      'VALOR É OBRIGATÓRIO.',
      'VENCIMENTO É OBRIGATÓRIO.',
      'A QUANTIDADE É OBRIGATÓRIA.',
      'A entrada não pode ser paga no crédito.',
    ]);
    const zero = await call('POST', '/lancarReceita', {
      nomeReceita: 'x',
      valorBruto: 0,
      vencimentoApartir: hoje,
      ocorrencia: 'PARCELADA',
      quantidadeParcela: 0,
    });
    expect(msgs(zero)).toEqual(['VALOR É OBRIGATÓRIO.', 'ESSE VALOR NÃO É PERMITIDO.']);
    const entrada = await call('POST', '/lancarReceita', { nomeReceita: 'x', valorBruto: 100, vencimentoApartir: hoje, valorEntrada: 101 });
    expect(msgs(entrada)).toEqual(['A entrada não pode ser maior que o valor.']);
    const paciente = await call('POST', '/lancarReceita', { nomeReceita: 'x', valorBruto: 100, vencimentoApartir: hoje, pacienteId: 99999999 });
    expect(paciente.statusCode).toBe(400);
    expect(msgs(paciente)).toEqual(['Paciente não encontrado.']);
  });

  it('one-off: one instalment of the whole amount on vencimentoApartir', async () => {
    const r = await lancar({
      nomeReceita: unico('Aluguel'),
      tipoReceita: 'DESPESA',
      valorBruto: 250000,
      vencimentoApartir: addDays(hoje, 20),
      formaPagamento: 'PIX',
      fornecedor: 'Imobiliária',
    });
    expect(r).toMatchObject({
      tipoReceita: 'DESPESA',
      ocorrencia: 'UNICA',
      quantidadeParcela: 1,
      valorBruto: 250000,
      cancelada: false,
      fornecedor: 'Imobiliária',
    });
    expect(r.detalhesReceitas).toEqual([
      expect.objectContaining({
        parcela: 1,
        valorReceita: 250000,
        vencimento: addDays(hoje, 20),
        status: 'Pendente',
        diaPagamento: null,
        formaPagamento: 'PIX',
        tipoLancamento: 'PARCELA',
      }),
    ]);
    expect(await t.auditCount('DESPESA_LANCADA')).toBeGreaterThanOrEqual(1);
  });

  it('in instalments from vencimentoApartir: R$ 100,00 in 3 after an entry, adding up to the centavo', async () => {
    const pacienteId = await pacienteDeTeste(t, unico('Paciente parcelado'));
    const r = await lancar({
      nomeReceita: unico('Tratamento'),
      valorBruto: 12000,
      valorEntrada: 2000,
      formaPagamentoEntrada: 'DINHEIRO',
      formaPagamento: 'CREDITO',
      ocorrencia: 'PARCELADA',
      quantidadeParcela: 3,
      vencimentoApartir: '2030-01-31',
      pacienteId,
    });
    expect(r.detalhesReceitas.map((d) => [d.parcela, d.valorReceita, d.vencimento, d.formaPagamento, d.tipoLancamento])).toEqual([
      [0, 2000, hoje, 'DINHEIRO', 'ENTRADA'],
      [1, 3334, '2030-01-31', 'CREDITO', 'PARCELA'],
      [2, 3333, '2030-02-28', 'CREDITO', 'PARCELA'],
      [3, 3333, '2030-03-31', 'CREDITO', 'PARCELA'],
    ]);
    expect(r.detalhesReceitas.reduce((s, d) => s + d.valorReceita, 0)).toBe(12000);
  });

  it('recurring: every periodo tipoPeriodo until dataLimite, each the whole amount; refuses an open or too long recurrence', async () => {
    const r = await lancar({
      nomeReceita: unico('Internet'),
      tipoReceita: 'DESPESA',
      valorBruto: 9990,
      ocorrencia: 'RECORRENTE',
      periodo: 1,
      tipoPeriodo: 'MES',
      vencimentoApartir: '2030-01-31',
      dataLimite: '2030-05-15',
    });
    expect(r).toMatchObject({
      ocorrencia: 'RECORRENTE',
      periodo: 1,
      tipoPeriodo: 'MES',
      dataLimite: '2030-05-15',
      quantidadeParcela: 4,
      ocorrenciaAtiva: true,
    });
    expect(r.detalhesReceitas.map((d) => [d.vencimento, d.valorReceita])).toEqual([
      ['2030-01-31', 9990],
      ['2030-02-28', 9990],
      ['2030-03-31', 9990],
      ['2030-04-30', 9990],
    ]);
    const aberta = await call('POST', '/lancarReceita', { nomeReceita: 'x', valorBruto: 1, ocorrencia: 'RECORRENTE', vencimentoApartir: hoje });
    expect(msgs(aberta)).toEqual([
      'Informe de quanto em quanto tempo o lançamento se repete.',
      'Informe de quanto em quanto tempo o lançamento se repete.',
      'Informe até quando o lançamento se repete.',
    ]);
    const antes = await call('POST', '/lancarReceita', {
      nomeReceita: 'x',
      valorBruto: 1,
      ocorrencia: 'RECORRENTE',
      periodo: 1,
      tipoPeriodo: 'DIA',
      vencimentoApartir: hoje,
      dataLimite: addDays(hoje, -1),
    });
    expect(msgs(antes)).toEqual(['A data limite não pode ser anterior ao primeiro vencimento.']);
    const longa = await call('POST', '/lancarReceita', {
      nomeReceita: 'x',
      valorBruto: 1,
      ocorrencia: 'RECORRENTE',
      periodo: 1,
      tipoPeriodo: 'DIA',
      vencimentoApartir: hoje,
      dataLimite: addDays(hoje, 400),
    });
    expect(msgs(longa)).toEqual(['A recorrência passa de 360 lançamentos: escolha uma data limite mais próxima.']);
  });

  it('gates: CRIAR_RECEITA for a receivable, CRIAR_DESPESA for a payable; the finance role for all', async () => {
    const soReceita = (await t.createUser(['ROLE_FINANCEIRO', 'CRIAR_RECEITA'])).token;
    const base = { nomeReceita: unico('Gate'), valorBruto: 100, vencimentoApartir: addDays(hoje, 30) };
    expect((await call('POST', '/lancarReceita', base, soReceita)).statusCode).toBe(201);
    const despesa = await call('POST', '/lancarReceita', { ...base, tipoReceita: 'DESPESA' }, soReceita);
    expect(despesa.statusCode).toBe(403);
    expect(msgs(despesa)).toEqual(['Usuário sem permissão para esta operação.']);
    const recepcao = await t.login('recepcao@clinica.dev');
    expect((await call('POST', '/lancarReceita', base, recepcao)).statusCode).toBe(403);
    expect((await call('POST', '/popularTabelaReceita', {}, recepcao)).statusCode).toBe(403);
  });
});

describe('buscarReceitas', () => {
  it('answers the Receivable DTO, 404 for an unknown id', async () => {
    const r = await lancar({ nomeReceita: unico('Busca'), valorBruto: 500, vencimentoApartir: addDays(hoje, 30), observacao: 'nota' });
    const res = await call('GET', `/buscarReceitas?idReceita=${r.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(r);
    const nada = await call('GET', '/buscarReceitas?idReceita=99999999');
    expect(nada.statusCode).toBe(404);
    expect(msgs(nada)).toEqual(['Lançamento não encontrado.']);
  });
});

describe('popularTabelaReceita', () => {
  it('filters by kind, period, status (Pendente, PAGO, VENCIDO), method, patient or supplier; pages; totals of the whole filter', async () => {
    const fornecedor = unico('Fornecedor');
    const pacienteNome = unico('Paciente tabela');
    const pacienteId = await pacienteDeTeste(t, pacienteNome);
    const vencida = await lancar({
      nomeReceita: 'Vencida',
      tipoReceita: 'DESPESA',
      valorBruto: 1000,
      vencimentoApartir: addDays(hoje, -10),
      fornecedor,
      formaPagamento: 'PIX',
    });
    const paga = await lancar({
      nomeReceita: 'Paga',
      tipoReceita: 'DESPESA',
      valorBruto: 2000,
      vencimentoApartir: addDays(hoje, 5),
      fornecedor,
      formaPagamento: 'DINHEIRO',
    });
    const pendente = await lancar({
      nomeReceita: 'Pendente',
      tipoReceita: 'DESPESA',
      valorBruto: 300,
      vencimentoApartir: addDays(hoje, 40),
      fornecedor,
      ocorrencia: 'PARCELADA',
      quantidadeParcela: 3,
      formaPagamento: 'DEBITO',
    });
    expect((await pagar(paga.detalhesReceitas[0]!.id)).statusCode).toBe(200);

    const todas = await tabela({ tipoReceita: 'DESPESA', fornecedor: fornecedor.toUpperCase() });
    expect(todas.content.map((l) => [l.nomeReceita, l.status])).toEqual([
      ['Vencida', 'VENCIDO'],
      ['Paga', 'PAGO'],
      ['Pendente', 'Pendente'],
      ['Pendente', 'Pendente'],
      ['Pendente', 'Pendente'],
    ]);
    expect(todas.totais).toEqual({ total: 3300, pago: 2000, pendente: 300, vencido: 1000 });
    expect(todas.content[1]).toMatchObject({ idReceita: paga.id, tipoReceita: 'DESPESA', fornecedor, resposavelRecebimento: 'Financeiro' });

    expect((await tabela({ tipoReceita: 'DESPESA', fornecedor, status: 'VENCIDO' })).content.map((l) => l.idReceita)).toEqual([vencida.id]);
    expect((await tabela({ tipoReceita: 'DESPESA', fornecedor, status: 'PAGO' })).totais).toEqual({ total: 2000, pago: 2000, pendente: 0, vencido: 0 });
    expect((await tabela({ tipoReceita: 'DESPESA', fornecedor, status: 'Pendente' })).totalElements).toBe(3);
    expect((await tabela({ tipoReceita: 'DESPESA', fornecedor, formaPagamento: 'DEBITO' })).totalElements).toBe(3);
    expect((await tabela({ tipoReceita: 'DESPESA', fornecedor, dataInicio: hoje, dataFim: addDays(hoje, 45) })).content.map((l) => l.nomeReceita)).toEqual([
      'Paga',
      'Pendente',
    ]);
    const pagina = await tabela({ tipoReceita: 'DESPESA', fornecedor }, { page: '1', size: '2' });
    expect(pagina).toMatchObject({ totalElements: 5, totalPages: 3, number: 1, size: 2 });
    expect(pagina.totais.total).toBe(3300);
    expect(pagina.content.map((l) => l.id)).toEqual([pendente.detalhesReceitas[0]!.id, pendente.detalhesReceitas[1]!.id]);
    // receivables apart from payables; by patient id or name
    expect((await tabela({ fornecedor })).totalElements).toBe(0);
    await lancar({ nomeReceita: 'Do paciente', valorBruto: 700, vencimentoApartir: addDays(hoje, 3), pacienteId });
    expect((await tabela({ pacienteId })).content.map((l) => [l.nomeReceita, l.nomePaciente])).toEqual([['Do paciente', pacienteNome]]);
    expect((await tabela({ nomePaciente: pacienteNome.slice(0, -2).toLowerCase() })).totalElements).toBeGreaterThanOrEqual(1);

    const periodo = await call('POST', '/popularTabelaReceita', { dataInicio: hoje, dataFim: addDays(hoje, -1) });
    expect(periodo.statusCode).toBe(400);
    expect(msgs(periodo)).toEqual(['A data final não pode ser anterior à inicial.']);
  });
});

describe('pagamentoReceita', () => {
  it("pays a pending instalment ('Receita paga!' / 'Receita paga com sucesso'), recording who and when; a second payment is refused", async () => {
    const r = await lancar({ nomeReceita: unico('Consulta'), valorBruto: 15000, vencimentoApartir: hoje, formaPagamento: 'CREDITO' });
    const alerta = () =>
      t.db
        .selectFrom('notificacao')
        .select('id')
        .where('tipo', '=', 'CONTAS_RECEBER')
        .where('chave', '=', String(r.detalhesReceitas[0]!.id))
        .where('lida', '=', false)
        .executeTakeFirst();
    expect(await alerta()).toBeDefined(); // due today: inside the window
    const res = await pagar(r.detalhesReceitas[0]!.id, 'PIX');
    expect(res.statusCode).toBe(200);
    const corpo = res.json<{ titulo: string; mensagem: string; detalhesReceitas: DetalheReceitaDto[] }>();
    expect(corpo).toMatchObject({ titulo: 'Receita paga!', mensagem: 'Receita paga com sucesso' });
    expect(corpo.detalhesReceitas).toEqual([expect.objectContaining({ status: 'PAGO', formaPagamento: 'PIX', resposavelRecebimento: 'Financeiro' })]);
    expect(Date.now() - Date.parse(corpo.detalhesReceitas[0]!.diaPagamento!)).toBeLessThan(60_000);
    expect(await alerta()).toBeUndefined();
    const outra = await pagar(r.detalhesReceitas[0]!.id, 'PIX');
    expect(outra.statusCode).toBe(409);
    expect(msgs(outra)).toEqual(['Esta parcela já foi paga.']);
    expect((await pagar(99999999)).statusCode).toBe(404);
    const sem = await call('POST', '/pagamentoReceita', {});
    expect(msgs(sem)).toEqual(['Informe ao menos uma parcela para pagar.']);
  });

  it('asks for the method when the instalment has none', async () => {
    const r = await lancar({ nomeReceita: unico('Sem forma'), valorBruto: 100, vencimentoApartir: addDays(hoje, 30) });
    const res = await pagar(r.detalhesReceitas[0]!.id);
    expect(res.statusCode).toBe(400);
    expect(msgs(res)).toEqual(['FORMA DE PAGAMENTO É OBRIGATÓRIO.']);
    expect((await pagar(r.detalhesReceitas[0]!.id, 'DINHEIRO')).statusCode).toBe(200);
  });

  it('20 concurrent payments of one instalment, with one idempotency key and without: paid once', async () => {
    for (const comChave of [true, false]) {
      const r = await lancar({ nomeReceita: unico('Corrida'), valorBruto: 1000, vencimentoApartir: addDays(hoje, 30), formaPagamento: 'PIX' });
      const id = r.detalhesReceitas[0]!.id;
      const antes = await t.auditCount('RECEITA_PAGA');
      const key = `pagar-${id}-${Date.now()}`;
      const respostas = await Promise.all(Array.from({ length: 20 }, () => pagar(id, 'PIX', fin, comChave ? key : undefined)));
      const codigos = respostas.map((x) => x.statusCode);
      if (comChave) {
        // the first pays; the others replay its answer or are told it is still being processed
        expect(codigos.every((c) => c === 200 || c === 409)).toBe(true);
        expect(respostas.filter((x) => x.statusCode === 200 && x.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
      } else {
        expect(codigos.filter((c) => c === 200)).toHaveLength(1);
        expect(respostas.filter((x) => x.statusCode === 409).every((x) => msgs(x)[0] === 'Esta parcela já foi paga.')).toBe(true);
      }
      expect((await t.auditCount('RECEITA_PAGA')) - antes).toBe(1);
      const linha = await t.db.selectFrom('receita_detalhe').select(['status', 'versao']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(linha).toEqual({ status: 'PAGO', versao: 2 });
    }
  });

  it('gates: EDITAR_RECEITA / EDITAR_DESPESA in finance; the Débitos tab pays only a patient receivable', async () => {
    const pacienteId = await pacienteDeTeste(t, unico('Paciente débito'));
    const receita = await lancar({ nomeReceita: unico('R'), valorBruto: 100, vencimentoApartir: addDays(hoje, 30), formaPagamento: 'PIX', pacienteId });
    const despesa = await lancar({
      nomeReceita: unico('D'),
      tipoReceita: 'DESPESA',
      valorBruto: 100,
      vencimentoApartir: addDays(hoje, 30),
      formaPagamento: 'PIX',
    });
    const soReceita = (await t.createUser(['ROLE_FINANCEIRO', 'EDITAR_RECEITA'])).token;
    expect((await pagar(despesa.detalhesReceitas[0]!.id, 'PIX', soReceita)).statusCode).toBe(403);
    const ficha = (await t.createUser(['ROLE_PACIENTES', 'DEBITO_FICHA_PACIENTE'])).token;
    expect((await pagar(despesa.detalhesReceitas[0]!.id, 'PIX', ficha)).statusCode).toBe(403);
    expect((await call('GET', `/buscarReceitas?idReceita=${despesa.id}`, undefined, ficha)).statusCode).toBe(404);
    expect((await call('GET', `/buscarReceitas?idReceita=${receita.id}`, undefined, ficha)).statusCode).toBe(200);
    expect((await pagar(receita.detalhesReceitas[0]!.id, 'PIX', ficha)).statusCode).toBe(200);
    expect((await pagar(despesa.detalhesReceitas[0]!.id, 'PIX', (await t.createUser(['ROLE_FINANCEIRO'])).token)).statusCode).toBe(403);
  });

  it('pays several from the Débitos dialog body (detalhesReceitas [{ id, formaPagamento }])', async () => {
    const r = await lancar({
      nomeReceita: unico('Várias'),
      valorBruto: 300,
      vencimentoApartir: addDays(hoje, 30),
      ocorrencia: 'PARCELADA',
      quantidadeParcela: 3,
      formaPagamento: 'CREDITO',
    });
    const res = await call('POST', '/pagamentoReceita', {
      detalhesReceitas: r.detalhesReceitas.slice(0, 2).map((d) => ({ id: d.id, formaPagamento: 'DEBITO' })),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ detalhesReceitas: DetalheReceitaDto[] }>().detalhesReceitas.map((d) => [d.parcela, d.status, d.formaPagamento])).toEqual([
      [1, 'PAGO', 'DEBITO'],
      [2, 'PAGO', 'DEBITO'],
    ]);
  });
});

describe('editarReceita and cancelarReceita', () => {
  it('edits the pending instalments and the names; a paid one never changes; a stale version is refused', async () => {
    const r = await lancar({
      nomeReceita: unico('Editar'),
      valorBruto: 300,
      vencimentoApartir: addDays(hoje, 30),
      ocorrencia: 'PARCELADA',
      quantidadeParcela: 3,
      formaPagamento: 'PIX',
    });
    const [a, b] = r.detalhesReceitas;
    await pagar(a!.id);
    const res = await call('PUT', '/editarReceita', {
      id: r.id,
      versao: r.versao,
      nomeReceita: 'Editada',
      observacao: 'obs',
      detalhesReceitas: [{ id: b!.id, valorReceita: 150, vencimento: addDays(hoje, 31) }],
    });
    expect(res.statusCode).toBe(200);
    const editada = res.json<ReceitaDto>();
    expect(editada).toMatchObject({ nomeReceita: 'Editada', observacao: 'obs', valorBruto: 350, versao: r.versao + 1 });
    expect(editada.detalhesReceitas[1]).toMatchObject({ valorReceita: 150, vencimento: addDays(hoje, 31) });
    const paga = await call('PUT', '/editarReceita', { id: r.id, detalhesReceitas: [{ id: a!.id, valorReceita: 1 }] });
    expect(paga.statusCode).toBe(409);
    expect(msgs(paga)).toEqual(['Uma parcela já paga não pode ser alterada.']);
    const velha = await call('PUT', '/editarReceita', { id: r.id, versao: r.versao, nomeReceita: 'x' });
    expect(velha.statusCode).toBe(409);
    expect(msgs(velha)).toEqual(['Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.']);
    expect((await call('PUT', '/editarReceita', { id: r.id, nomeReceita: '  ' })).statusCode).toBe(400);
    expect((await call('PUT', '/editarReceita', { id: 99999999, nomeReceita: 'x' })).statusCode).toBe(404);
    expect(await t.auditCount('RECEITA_EDITADA')).toBeGreaterThanOrEqual(1);
  });

  it('cancelling keeps the entry, marked; its pending instalments cancelled (and their alerts closed), paid ones kept; no payment nor edit after', async () => {
    const r = await lancar({
      nomeReceita: unico('Cancelar'),
      valorBruto: 200,
      vencimentoApartir: hoje,
      ocorrencia: 'PARCELADA',
      quantidadeParcela: 2,
      formaPagamento: 'PIX',
    });
    const [a, b] = r.detalhesReceitas;
    expect(
      await t.db
        .selectFrom('notificacao')
        .select('id')
        .where('chave', '=', String(a!.id))
        .where('tipo', '=', 'CONTAS_RECEBER')
        .where('lida', '=', false)
        .executeTakeFirst(),
    ).toBeDefined();
    await pagar(b!.id);
    const res = await call('POST', `/cancelarReceita?idReceita=${r.id}`);
    expect(res.statusCode).toBe(200);
    const cancelada = res.json<ReceitaDto>();
    expect(cancelada).toMatchObject({ cancelada: true, canceladoPor: 'Financeiro', ocorrenciaAtiva: false });
    expect(cancelada.detalhesReceitas.map((d) => d.status)).toEqual(['CANCELADO', 'PAGO']);
    expect(
      await t.db
        .selectFrom('notificacao')
        .select('id')
        .where('chave', '=', String(a!.id))
        .where('tipo', '=', 'CONTAS_RECEBER')
        .where('lida', '=', false)
        .executeTakeFirst(),
    ).toBeUndefined();
    expect((await tabela({ status: 'CANCELADO' })).content.some((l) => l.idReceita === r.id)).toBe(true);
    // every row of the entry says it was cancelled, the instalment paid before too
    const linhas = (await tabela({ dataInicio: hoje, dataFim: addDays(hoje, 40) }, { size: '100' })).content.filter((l) => l.idReceita === r.id);
    expect(linhas.map((l) => [l.status, l.cancelada])).toEqual([
      ['CANCELADO', true],
      ['PAGO', true],
    ]);
    expect((await tabela({ status: 'Pendente' })).content.every((l) => !l.cancelada)).toBe(true);
    const paga = await pagar(a!.id, 'PIX');
    expect(paga.statusCode).toBe(409);
    expect(msgs(paga)).toEqual(['Esta parcela foi cancelada e não pode ser paga.']);
    expect(msgs(await call('POST', `/cancelarReceita?idReceita=${r.id}`))).toEqual(['Este lançamento já foi cancelado.']);
    expect(msgs(await call('PUT', '/editarReceita', { id: r.id, nomeReceita: 'x' }))).toEqual(['Este lançamento foi cancelado e não pode ser alterado.']);
    expect((await call('POST', '/cancelarReceita?idReceita=99999999')).statusCode).toBe(404);
  });

  it('gates: EDITAR_ and CANCELAR_ per kind', async () => {
    const despesa = await lancar({ nomeReceita: unico('Gate D'), tipoReceita: 'DESPESA', valorBruto: 100, vencimentoApartir: addDays(hoje, 30) });
    const soReceita = (await t.createUser(['ROLE_FINANCEIRO', 'EDITAR_RECEITA', 'CANCELAR_RECEITA'])).token;
    expect((await call('PUT', '/editarReceita', { id: despesa.id, nomeReceita: 'x' }, soReceita)).statusCode).toBe(403);
    expect((await call('POST', `/cancelarReceita?idReceita=${despesa.id}`, undefined, soReceita)).statusCode).toBe(403);
    const semNada = (await t.createUser(['ROLE_FINANCEIRO'])).token;
    expect((await call('PUT', '/editarReceita', { id: despesa.id, nomeReceita: 'x' }, semNada)).statusCode).toBe(403);
    expect((await call('POST', `/cancelarReceita?idReceita=${despesa.id}`, undefined, semNada)).statusCode).toBe(403);
    expect((await call('POST', `/cancelarReceita?idReceita=${despesa.id}`)).statusCode).toBe(200);
    expect(await t.auditCount('DESPESA_CANCELADA')).toBeGreaterThanOrEqual(1);
  });
});

describe('debitosPaciente (the record Débitos tab)', () => {
  it("lists the patient's receivables with net value, status and instalments; needs DEBITO_FICHA_PACIENTE", async () => {
    const pacienteId = await pacienteDeTeste(t, unico('Paciente débitos'));
    const r = await lancar({
      nomeReceita: unico('Débito'),
      valorBruto: 200,
      vencimentoApartir: addDays(hoje, 30),
      ocorrencia: 'PARCELADA',
      quantidadeParcela: 2,
      formaPagamento: 'PIX',
      pacienteId,
    });
    const ficha = (await t.createUser(['ROLE_PACIENTES', 'DEBITO_FICHA_PACIENTE'])).token;
    const res = await call('GET', `/debitosPaciente?pacienteId=${pacienteId}`, undefined, ficha);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ idOrcamento: null, idReceita: r.id, valorLiquido: 200, status: 'Pendente', detalhesReceitas: r.detalhesReceitas }),
    ]);
    for (const d of r.detalhesReceitas) await pagar(d.id, undefined, ficha);
    expect((await call('GET', `/debitosPaciente?pacienteId=${pacienteId}`, undefined, ficha)).json<{ status: string }[]>()[0]!.status).toBe('PAGO');
    const semAba = (await t.createUser(['ROLE_PACIENTES', 'AGENDAMENTOS_FICHA_PACIENTE'])).token;
    expect((await call('GET', `/debitosPaciente?pacienteId=${pacienteId}`, undefined, semAba)).statusCode).toBe(403);
  });
});
