import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { auth, medicoId } from '../fixtures/agenda.ts';
import { choose } from '../fixtures/form.ts';
import { newPaciente } from '../fixtures/paciente.ts';
import { apiToken, loginAs } from '../fixtures/portal.ts';

/**
 * Financeiro, the Campanha tab (issue 38): the demo 'financeiro' user (CRIAR_CAMPANHA,
 * EDITAR_E_VISUALIZAR_CAMPANHAS) creates, filters, edits, reads the history of and disables a
 * campaign of a procedure of the test's own; a quote of that procedure is priced with it (the api).
 */

/** A name no earlier run used (the suite runs repeated on one database). */
const unique = (prefix: string): string => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

async function novoProcedimento(request: APIRequestContext, token: string, valor: number): Promise<{ id: number; nome: string }> {
  const nome = unique('Proc Campanha');
  const response = await request.post('/api/gerenciar/procedimento/cadastro', { ...auth(token), data: { nome, valor } });
  expect(response.status()).toBe(201);
  return { id: ((await response.json()) as { id: number }).id, nome };
}

const openCampanha = async (page: Page): Promise<Locator> => {
  await page.goto('/#/financeiro/campanha');
  const tab = page.getByTestId('financeiro-campanha');
  await expect(tab).toBeVisible();
  return tab;
};

const row = (tab: Locator, nome: string): Locator => tab.locator('tbody tr', { has: tab.page().getByRole('cell', { name: nome, exact: true }) });
const toast = (page: Page, text: string): Locator => page.locator('.ant-notification-notice').filter({ hasText: text });

test('a campaign is created, found by the filter, edited, its history shows the change, it prices a quote and is disabled', async ({ page, request }) => {
  const admin = await apiToken(request, 'admin');
  const procedimento = await novoProcedimento(request, admin, 20000);
  const outroProcedimento = await novoProcedimento(request, admin, 5000);
  const nome = unique('Campanha Verão');
  // another campaign, of another procedure: the filters leave it out
  const outra = unique('Campanha Outra');
  const criada = await request.post('/api/gerenciar/campanha/cadastro', {
    ...auth(admin),
    data: { nome: outra, tipoDesconto: 'VALOR_REAL', desconto: 1000, procedimentosSelecionados: [outroProcedimento.id] },
  });
  expect(criada.status()).toBe(200);

  await loginAs(page, 'financeiro');
  const tab = await openCampanha(page);

  // create: a fixed discount of R$ 25,00 with the money mask
  await tab.getByRole('button', { name: 'Nova campanha' }).click();
  const form = page.getByTestId('campanha-form');
  await expect(form).toBeVisible();
  await form.getByLabel('Nome').fill(nome);
  await form.getByLabel('Desconto').fill('25');
  await expect(form.getByLabel('Desconto')).toHaveValue('R$ 25');
  await choose(form, 'Procedimentos', procedimento.nome);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Campanha salva com sucesso.')).toBeVisible();
  await expect(form).toBeHidden();

  // filter by name: only this one; by the procedure: this one, not the other
  await tab.getByLabel('Buscar campanha pelo nome').fill(nome);
  await expect(row(tab, nome)).toContainText('R$ 25,00');
  await expect(row(tab, nome)).toContainText(procedimento.nome);
  await expect(row(tab, nome)).toContainText('Ativa');
  await expect(row(tab, outra)).toHaveCount(0);
  await expect.poll(() => new URL(page.url()).hash).toContain(`nome=${encodeURIComponent(nome).replace(/%20/g, '+')}`);
  await tab.getByLabel('Buscar campanha pelo nome').fill('');
  await choose(tab, 'Procedimento da campanha', procedimento.nome);
  await expect(row(tab, nome)).toBeVisible();
  await expect(row(tab, outra)).toHaveCount(0);

  // edit: 10 % instead of R$ 25,00
  await row(tab, nome)
    .getByRole('button', { name: `Editar ${nome}` })
    .click();
  await expect(form.getByLabel('Nome')).toHaveValue(nome);
  await form.getByLabel('Porcentagem').check();
  await form.getByLabel('Desconto').fill('10');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Campanha salva com sucesso.').last()).toBeVisible();
  await expect(row(tab, nome)).toContainText('10%');

  // the history: who changed what, and when
  await row(tab, nome)
    .getByRole('button', { name: `Histórico de ${nome}` })
    .click();
  const historico = page.getByTestId('campanha-historico');
  await expect(historico).toContainText("ALTERADO <<desconto>> DE 'R$");
  await expect(historico).toContainText("PARA '10%'");
  await expect(historico.locator('li').first()).toContainText('Alterada');
  await expect(historico.locator('li').first()).toContainText('por Financeiro');
  await expect(historico.locator('li').last()).toContainText('Criada');
  await page.locator('.ant-modal-footer').getByRole('button', { name: 'Fechar' }).click();
  await expect(historico).toBeHidden();

  // a quote of the procedure is priced with the campaign: R$ 200,00 − 10 % = R$ 180,00
  const campanhaId = (
    (await (await request.post('/api/gerenciar/campanha/pesquisarFiltro', { ...auth(admin), data: { nome } })).json()) as { id: number; nome: string }[]
  ).find((c) => c.nome === nome)!.id;
  const paciente = await newPaciente(request, admin, 'Paciente Campanha');
  const profissionalId = await medicoId(request, admin, 'Administrador');
  const orcamento = (valorBruto: number) =>
    request.post('/api/gerenciar/orcamento/criarOrcamento', {
      ...auth(admin),
      data: {
        profissionalId,
        pacienteId: paciente.id,
        procedimentoId: procedimento.id,
        campanhaId,
        valorBruto,
        desconto: 0,
        propostasDePagamentos: [{ formaPagamento: 'PIX', quantidadeParcelas: 1 }],
      },
    });
  const cotado = await orcamento(18000);
  expect(cotado.status()).toBe(200);
  expect(((await cotado.json()) as { valorLiquido: number }).valorLiquido).toBe(18000);

  // disable: asked first; then it shows as such and no new quote takes it
  await row(tab, nome)
    .getByRole('button', { name: `Desabilitar ${nome}` })
    .click();
  const pergunta = page.getByRole('dialog').filter({ hasText: `Desabilitar a campanha ${nome}?` });
  await expect(pergunta).toBeVisible();
  await pergunta.getByRole('button', { name: 'Desabilitar' }).click();
  await expect(toast(page, 'Campanha desabilitada.')).toBeVisible();
  await expect(row(tab, nome)).toContainText('Desabilitada');
  await expect(row(tab, nome).getByRole('button', { name: `Habilitar ${nome}` })).toBeVisible();
  expect((await orcamento(18000)).status()).toBe(400);
});
