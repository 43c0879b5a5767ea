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
    const centavos = Math.floor(Math.random() * 100);
    const entra = 123400 + centavos; // R$ 1.234,xx
    const sai = 45600 + (99 - centavos); // R$ 456,yy
    const atrasada = 9876;
    const antes = await fluxo(request, token);
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
      const lido = page.waitForResponse((r) => r.url().includes('/api/gerenciar/financeiro/fluxoCaixa') && r.ok());
      await page.goto('/#/financeiro/contas-receber');
      // what the screen was told: the figures it draws
      const tela = (await (await lido).json()) as Fluxo;
      const minha = tela.semanas[semana]!;
      expect(minha.inicio).toBe(segunda);
      // my entries moved my week and the overdue by exactly their amounts (to the centavo)
      expect([minha.entradas - antes.semanas[semana]!.entradas, minha.saidas - antes.semanas[semana]!.saidas]).toEqual([entra, sai]);
      expect(tela.vencido.entradas - antes.vencido.entradas).toBe(atrasada);

      const card = page.getByTestId('fluxo-caixa');
      await expect(card).toContainText('Fluxo de caixa — próximas 12 semanas');
      const tabela = card.getByTestId('fluxo-caixa-tabela');
      await expect(tabela.getByRole('columnheader')).toHaveText(['Semana', 'Entradas', 'Saídas', 'Saldo', 'Saldo acumulado']);
      await expect(tabela.locator('tbody tr')).toHaveCount(12);
      const linha = tabela.getByRole('row', { name: new RegExp(`^${ddmm(segunda)} a ${ddmm(addDays(segunda, 6))}`) });
      await expect(linha.getByRole('cell')).toHaveText([
        `${ddmm(segunda)} a ${ddmm(addDays(segunda, 6))}`,
        reais(minha.entradas),
        reais(minha.saidas),
        reais(minha.entradas - minha.saidas),
        reais(minha.saldoAcumulado),
      ]);
      await expect(card.getByTestId('fluxo-vencido-receber')).toContainText(reais(tela.vencido.entradas));
      await expect(card.getByTestId('fluxo-vencido-pagar')).toContainText(reais(tela.vencido.saidas));

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
