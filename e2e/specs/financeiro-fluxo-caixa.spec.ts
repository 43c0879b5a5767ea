import { expect, test, type APIRequestContext } from '@playwright/test';
import { auth, clinicDate, mondayOf } from '../fixtures/agenda.ts';
import { cancelarReceita, lancarReceita, type Receita } from '../fixtures/financeiro.ts';
import { apiToken, closeToasts, signIn } from '../fixtures/portal.ts';

interface Semana {
  inicio: string;
  fim: string;
  entradas: number;
  saidas: number;
  saldo: number;
  saldoAcumulado: number;
}
interface Fluxo {
  hoje: string;
  semanas: Semana[];
  vencido: { entradas: number; saidas: number };
}

const fluxo = async (request: APIRequestContext, token: string): Promise<Fluxo> => {
  const resposta = await request.get('/api/gerenciar/financeiro/fluxoCaixa', auth(token));
  expect(resposta.status()).toBe(200);
  return (await resposta.json()) as Fluxo;
};
/** Money as the portal writes it ('R$ 1.234,57', '-R$ 3,00'). */
const reais = (centavos: number): string =>
  `${centavos < 0 ? '-' : ''}R$ ${new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.abs(centavos) / 100)}`;
/** The totals of Contas a receber / a pagar for a filter (popularTabelaReceita). */
const totais = async (request: APIRequestContext, token: string, filtro: Record<string, string>) => {
  const resposta = await request.post('/api/gerenciar/financeiro/popularTabelaReceita?page=0&size=1', { ...auth(token), data: filtro });
  expect(resposta.status()).toBe(200);
  return ((await resposta.json()) as { totais: { pendente: number; vencido: number } }).totais;
};
const ddmm = (dia: string): string => `${dia.slice(8, 10)}/${dia.slice(5, 7)}`;
const addDays = (dia: string, n: number): string => {
  const date = new Date(`${dia}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
};

test.describe('Financeiro: fluxo de caixa das próximas 12 semanas', () => {
  test('a receivable and a payable due in a coming week and an overdue receivable show in the week’s row and apart, as the chart’s table says', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, 'admin');
    // a week of its own (2…11 weeks ahead): each repeat (--repeat-each) takes another band of weeks
    const semana = 2 + ((3 * test.info().repeatEachIndex + Math.floor(Math.random() * 3)) % 10);
    const segunda = addDays(mondayOf(clinicDate()), 7 * semana);
    const domingo = addDays(segunda, 6);
    const centavos = Math.floor(Math.random() * 100);
    const entra = 123400 + centavos; // R$ 1.234,xx
    const sai = 45600 + (99 - centavos); // R$ 456,yy
    const atrasada = 9876;
    const minhas: Receita[] = [];
    try {
      minhas.push(
        await lancarReceita(request, token, {
          nomeReceita: 'Fluxo E2E entrada',
          valorBruto: entra,
          vencimentoApartir: addDays(segunda, 2),
          formaPagamento: 'PIX',
        }),
      );
      minhas.push(
        await lancarReceita(request, token, {
          tipoReceita: 'DESPESA',
          nomeReceita: 'Fluxo E2E saída',
          valorBruto: sai,
          vencimentoApartir: addDays(segunda, 6), // the week's Sunday: still the same week
          fornecedor: 'Fornecedor E2E',
        }),
      );
      // overdue since yesterday: shown apart, not in this week
      minhas.push(await lancarReceita(request, token, { nomeReceita: 'Fluxo E2E vencida', valorBruto: atrasada, vencimentoApartir: clinicDate(-1) }));

      await signIn(page, 'admin');
      await page.goto('/#/financeiro/contas-receber');
      const card = page.getByTestId('fluxo-caixa');
      await expect(card).toContainText('Fluxo de caixa — próximas 12 semanas');
      const tabela = card.getByTestId('fluxo-caixa-tabela');
      await expect(tabela.getByRole('columnheader')).toHaveText(['Semana', 'Entradas', 'Saídas', 'Saldo', 'Saldo acumulado']);
      await expect(tabela.locator('tbody tr')).toHaveCount(12);
      const periodo = `${ddmm(segunda)} a ${ddmm(domingo)}`;
      const linha = tabela.getByRole('row', { name: new RegExp(`^${periodo}`) });

      // what the screen reads for my week and for the overdue is what Contas a receber / a pagar list for
      // the same days (another reading of the same entries), mine included; other tests launch and pay
      // beside this one, so both are read at one moment, again if those figures moved in between
      await expect(async () => {
        const lido = page.waitForResponse((r) => r.url().includes('/api/gerenciar/financeiro/fluxoCaixa') && r.ok());
        await page.reload();
        const tela = (await (await lido).json()) as Fluxo;
        const [receber, pagar, vencidoReceber, vencidoPagar] = await Promise.all([
          totais(request, token, { tipoReceita: 'RECEITA', dataInicio: segunda, dataFim: domingo }),
          totais(request, token, { tipoReceita: 'DESPESA', dataInicio: segunda, dataFim: domingo }),
          totais(request, token, { tipoReceita: 'RECEITA', status: 'VENCIDO' }),
          totais(request, token, { tipoReceita: 'DESPESA', status: 'VENCIDO' }),
        ]);
        const depois = await fluxo(request, token);
        expect({ semana: depois.semanas[semana], vencido: depois.vencido }).toEqual({ semana: tela.semanas[semana], vencido: tela.vencido });
        const minha = tela.semanas[semana]!;
        expect(minha.inicio).toBe(segunda);
        expect([minha.entradas, minha.saidas]).toEqual([receber.pendente, pagar.pendente]);
        expect(tela.vencido).toEqual({ entradas: vencidoReceber.vencido, saidas: vencidoPagar.vencido });
        // mine are in them
        expect(minha.entradas).toBeGreaterThanOrEqual(entra);
        expect(minha.saidas).toBeGreaterThanOrEqual(sai);
        expect(tela.vencido.entradas).toBeGreaterThanOrEqual(atrasada);
        // and the user reads those figures: the week's row and the overdue apart
        await expect(linha.getByRole('cell')).toHaveText(
          [periodo, reais(minha.entradas), reais(minha.saidas), reais(minha.entradas - minha.saidas), reais(minha.saldoAcumulado)],
          { timeout: 5_000 },
        );
        await expect(card.getByTestId('fluxo-vencido-receber')).toContainText(reais(tela.vencido.entradas), { timeout: 5_000 });
        await expect(card.getByTestId('fluxo-vencido-pagar')).toContainText(reais(tela.vencido.saidas), { timeout: 5_000 });
      }).toPass({ timeout: 40_000 });

      // the chart (loaded when drawn) is a picture told in words, beside the table
      const grafico = card.getByRole('img', { name: /^Gráfico de barras do fluxo de caixa das próximas 12 semanas/ });
      await expect(grafico).toBeVisible();
      await expect(grafico.locator('svg').first()).toBeVisible();

      // Contas a pagar shows the same flow (the overdue entry's alert toasts the admin: closed first)
      await closeToasts(page);
      await page.getByRole('tab', { name: 'Contas a pagar' }).click();
      await expect(
        page
          .getByTestId('contas-pagar')
          .getByTestId('fluxo-caixa-tabela')
          .getByRole('row', { name: new RegExp(`^${ddmm(segunda)} a `) }),
      ).toBeVisible();
    } finally {
      for (const receita of minhas) await cancelarReceita(request, token, receita.id);
    }
  });
});
