import { expect, test, type Locator, type Page } from '@playwright/test';
import { auth } from '../fixtures/agenda.ts';
import { apiToken, loginAs } from '../fixtures/portal.ts';

/**
 * Configurações > Pagamentos (issue 38): the card fee and the days to receive of a method and
 * instalment count (Crédito 11x, which no other spec uses), and the clinic's Pix key; the fee is what
 * the proposal simulation (POST /gerenciar/financeiro/taxas/simular) then takes off each instalment.
 */

const toast = (page: Page, text: string): Locator => page.locator('.ant-notification-notice').filter({ hasText: text });

test('the admin sets the fee and payout days of Crédito 11x and the Pix key; the simulation takes them', async ({ page, request }) => {
  const admin = await apiToken(request, 'admin');
  const lista = (await (await request.get('/api/gerenciar/orcamento/listaParcelamento', auth(admin))).json()) as {
    formaPagamento: string;
    quantidadeParcelas: number;
  }[];
  if (!lista.some((p) => p.formaPagamento === 'CREDITO' && p.quantidadeParcelas === 11)) {
    const criada = await request.post('/api/gerenciar/orcamento/cadastroParcelamento', {
      ...auth(admin),
      data: { formaPagamento: 'CREDITO', quantidadeParcelas: 11, taxaPercentual: 1, diasRecebimento: 1 },
    });
    // another run may have created it at the same moment
    expect([201, 409]).toContain(criada.status());
  }
  // a fee no earlier run left: 5,01 % to 9,99 %
  const centesimos = 501 + Math.floor(Math.random() * 499);
  const taxaTexto = `${Math.floor(centesimos / 100)},${String(centesimos % 100).padStart(2, '0')}`;
  const dias = 10 + Math.floor(Math.random() * 20);

  await loginAs(page, 'admin');
  await page.goto('/#/configuracoes/pagamentos');
  const taxas = page.getByTestId('pagamentos-taxas');
  await expect(taxas).toBeVisible();
  await taxas.getByLabel('Buscar em Taxas do cartão e prazos de recebimento').fill('Crédito 11x');
  const linha = taxas.locator('tbody tr', { has: page.getByRole('cell', { name: 'Crédito 11x', exact: true }) });
  await linha.getByRole('button', { name: 'Editar Crédito 11x' }).click();
  const form = page.getByTestId('taxa-form');
  await expect(form.getByLabel('Parcelas')).toHaveValue('11');
  await form.getByLabel('Taxa (%)').fill(taxaTexto);
  await form.getByLabel('Dias até receber').fill(String(dias));
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Salvo com sucesso.')).toBeVisible();
  await expect(linha).toContainText(`${taxaTexto}%`);
  await expect(linha).toContainText(String(dias));

  // R$ 1.100,00 in 11: R$ 100,00 each, the fee off each, arriving `dias` days after each due day
  const simulado = await request.post('/api/gerenciar/financeiro/taxas/simular', {
    ...auth(admin),
    data: { formaPagamento: 'CREDITO', quantidadeParcelas: 11, valorTotal: 110000, dataInicio: '2026-12-01' },
  });
  expect(simulado.status()).toBe(200);
  const s = (await simulado.json()) as {
    parcelas: { valorPaciente: number; valorTaxa: number; valorLiquido: number; recebimento: string }[];
    totalLiquido: number;
  };
  const taxa = Math.floor((10000 * centesimos + 5000) / 10000);
  expect(s.parcelas[0]).toMatchObject({ valorPaciente: 10000, valorTaxa: taxa, valorLiquido: 10000 - taxa });
  expect(s.parcelas[0]!.recebimento).toBe(`2026-12-${String(1 + dias).padStart(2, '0')}`);
  expect(s.totalLiquido).toBe(11 * (10000 - taxa));

  // the Pix key: an invalid one is refused under the field, kept as typed; a valid one is shown with its kind
  const pix = page.getByTestId('pagamentos-pix');
  await pix.getByRole('button', { name: /chave Pix/ }).click();
  const pixForm = page.getByTestId('pix-form');
  await pixForm.getByLabel('Chave Pix').fill('123');
  await pixForm.getByLabel('Nome do recebedor').fill('Clinica Demo');
  await pixForm.getByLabel('Cidade').fill('Sao Paulo');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(pixForm).toContainText('Chave Pix inválida');
  await expect(pixForm.getByLabel('Chave Pix')).toHaveValue('123');
  await pixForm.getByLabel('Chave Pix').fill('Financeiro@Clinica.dev');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(pixForm).toBeHidden();
  await expect(pix).toContainText('financeiro@clinica.dev');
  await expect(pix).toContainText('E-mail');
  await expect(pix).toContainText('Alterada por Administrador');
});
