import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiCaller, createTestApp, type TestApp } from '../test-support/test-app.js';
import { addDays, clinicDay } from '../time/clinic-time.js';
import { conferirVencimentosFinanceiros } from './financeiro-vencimentos.js';
import type { ReceitaDto } from './financeiro.schemas.js';
import { JANELA_ALERTA_FINANCEIRO_DIAS } from './receita.repository.js';

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
const DIA = 24 * 3600_000;

const alerta = (tipo: 'CONTAS_RECEBER' | 'CONTAS_PAGAR', detalheId: number) =>
  t.db
    .selectFrom('notificacao')
    .select(['id', 'dados', 'papel'])
    .where('tipo', '=', tipo)
    .where('chave', '=', String(detalheId))
    .where('lida', '=', false)
    .executeTakeFirst();

const lancar = async (body: Record<string, unknown>) => {
  const res = await call('POST', '/lancarReceita', { formaPagamento: 'PIX', ...body });
  expect(res.statusCode).toBe(201);
  return res.json<ReceitaDto>().detalhesReceitas[0]!.id;
};

describe('the daily finance check (CONTAS_RECEBER / CONTAS_PAGAR)', () => {
  it('alerts once per pending instalment due within the window or overdue, runs once a day whoever calls, and the alert closes when paid or cancelled', async () => {
    // launched outside the window (no alert at launch), then moved in by the passing days
    const perto = await lancar({ nomeReceita: 'Perto', valorBruto: 1000, vencimentoApartir: addDays(hoje, JANELA_ALERTA_FINANCEIRO_DIAS + 1) });
    const longe = await lancar({
      nomeReceita: 'Longe',
      tipoReceita: 'DESPESA',
      valorBruto: 2000,
      vencimentoApartir: addDays(hoje, JANELA_ALERTA_FINANCEIRO_DIAS + 2),
    });
    expect(await alerta('CONTAS_RECEBER', perto)).toBeUndefined();

    const amanha = new Date(Date.now() + DIA);
    const [a, b] = await Promise.all([conferirVencimentosFinanceiros(t.db, amanha), conferirVencimentosFinanceiros(t.db, amanha)]);
    expect([a, b].filter((n) => n === undefined)).toHaveLength(1);
    expect(await conferirVencimentosFinanceiros(t.db, amanha)).toBeUndefined();
    const aberto = await alerta('CONTAS_RECEBER', perto);
    expect(aberto).toMatchObject({ papel: 'ROLE_FINANCEIRO' });
    expect(aberto!.dados).toMatchObject({ cabecalho: 'Contas a receber', vencimento: addDays(hoje, JANELA_ALERTA_FINANCEIRO_DIAS + 1) });
    expect(String(aberto!.dados.descricao)).toMatch(/^Perto \(parcela 1\): R\$\s10,00, vence em \d\d\/\d\d\/\d{4}\.$/);
    expect(await alerta('CONTAS_PAGAR', longe)).toBeUndefined();

    // later (overdue): the payable enters, the receivable's alert is refreshed ('venceu em'), not doubled
    const depois = new Date(Date.now() + (JANELA_ALERTA_FINANCEIRO_DIAS + 3) * DIA);
    expect(await conferirVencimentosFinanceiros(t.db, depois)).toEqual(expect.any(Number));
    expect((await alerta('CONTAS_PAGAR', longe))?.dados).toMatchObject({ cabecalho: 'Contas a pagar' });
    expect(String((await alerta('CONTAS_RECEBER', perto))!.dados.descricao)).toMatch(/venceu em/);
    expect(await t.db.selectFrom('notificacao').select('id').where('tipo', '=', 'CONTAS_RECEBER').where('chave', '=', String(perto)).execute()).toHaveLength(1);

    // paid → closed; cancelled → closed
    expect((await call('POST', `/pagamentoReceita?idReceita=${perto}`)).statusCode).toBe(200);
    expect(await alerta('CONTAS_RECEBER', perto)).toBeUndefined();
    const receitaLonge = await t.db.selectFrom('receita_detalhe').select('receita_id').where('id', '=', longe).executeTakeFirstOrThrow();
    expect((await call('POST', `/cancelarReceita?idReceita=${receitaLonge.receita_id}`)).statusCode).toBe(200);
    expect(await alerta('CONTAS_PAGAR', longe)).toBeUndefined();

    // paid and cancelled ones are not raised again
    expect(await conferirVencimentosFinanceiros(t.db, new Date(Date.now() + (JANELA_ALERTA_FINANCEIRO_DIAS + 4) * DIA))).toEqual(expect.any(Number));
    expect(await alerta('CONTAS_RECEBER', perto)).toBeUndefined();
    expect(await alerta('CONTAS_PAGAR', longe)).toBeUndefined();
  });

  it('a finance user receives the alerts through the notification list', async () => {
    const id = await lancar({ nomeReceita: 'Hoje', valorBruto: 500, vencimentoApartir: hoje });
    const res = await t.app.inject({ method: 'GET', url: '/api/gerenciar/notificacao/naoLidas', headers: { authorization: `Bearer ${fin}` } });
    expect(res.statusCode).toBe(200);
    const minha = res.json<{ idNotificacao: number; tipoNotificacao: string; descricao: string }[]>().find((n) => n.descricao?.startsWith('Hoje (parcela 1)'));
    expect(minha).toMatchObject({ tipoNotificacao: 'CONTAS_RECEBER', idNotificacao: (await alerta('CONTAS_RECEBER', id))!.id });
    const recepcao = await t.login('recepcao@clinica.dev');
    const dela = await t.app.inject({ method: 'GET', url: '/api/gerenciar/notificacao/naoLidas', headers: { authorization: `Bearer ${recepcao}` } });
    expect(JSON.stringify(dela.json())).not.toContain('Hoje (parcela 1)');
  });
});
