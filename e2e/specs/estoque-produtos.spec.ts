import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { auth, clinicDate } from '../fixtures/agenda.ts';
import { choose } from '../fixtures/form.ts';
import { apiToken, loginAs } from '../fixtures/portal.ts';

/**
 * Estoque, the Medicamentos tab (issue 37): products and the lookups (units, manufacturers,
 * sectors). No test leaves a stock alert open (an open one toasts every stock user, the admin of
 * the specs running beside this one included): products are made with minimum 0, and the one shown
 * below its minimum is inactive, which opens none.
 */

/** A name no earlier run used (the suite runs repeated on one database). */
const unique = (prefix: string): string => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

const api = (request: APIRequestContext, token: string) => ({
  async unidade(descricao: string): Promise<number> {
    const response = await request.post('/api/gerenciar/estoque/cadastroUnidadeMedida', { ...auth(token), data: { descricao } });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { codigo: number }).codigo;
  },
  async produto(nomeProduto: string, codigoUnidadeMedida: number): Promise<number> {
    const response = await request.post('/api/gerenciar/estoque/cadastro', { ...auth(token), data: { nomeProduto, codigoUnidadeMedida, estoqueMinimo: 0 } });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { id: number }).id;
  },
  /** an entry of a lot far from its expiry (no VENCIMENTO alert) */
  async entrada(produtoId: number, quantidade: number): Promise<void> {
    const response = await request.post('/api/gerenciar/estoque/lancarEntradaEstoque', {
      ...auth(token),
      data: { produtoId, quantidade, lote: unique('L'), validade: clinicDate(400) },
    });
    expect(response.status()).toBe(201);
  },
});

const openMedicamentos = async (page: Page): Promise<Locator> => {
  await page.goto('/#/estoque/medicamentos');
  const tab = page.getByTestId('estoque-produtos');
  await expect(tab).toBeVisible();
  return tab;
};

/** The row of the product named exactly so, found through the search (the list grows run after run). */
async function produtoRow(tab: Locator, nome: string): Promise<Locator> {
  await tab.getByLabel('Buscar produto').fill(nome);
  return tab.locator('tbody tr', { has: tab.page().getByRole('cell', { name: nome, exact: true }) });
}

/** A GTIN-13 no earlier run used: 12 random digits and their GS1 check digit. */
function novoGtin13(): string {
  const base = Array.from({ length: 12 }, () => Math.floor(Math.random() * 10)).join('');
  const soma = [...base].reduce((total, digito, i) => total + Number(digito) * (i % 2 === 0 ? 1 : 3), 0);
  return base + String((10 - (soma % 10)) % 10);
}

const toast = (page: Page, text: string): Locator => page.locator('.ant-notification-notice').filter({ hasText: text });
const confirmDelete = (page: Page): Promise<void> =>
  page.locator('.ant-popconfirm').filter({ visible: true }).getByRole('button', { name: 'Excluir', exact: true }).click();

test.describe('estoque: medicamentos', () => {
  test('a product is created with its unit, edited below its minimum (the low-stock flag) and deleted after confirming', async ({ page, request }) => {
    const token = await apiToken(request, 'admin');
    const unidade = unique('Ampola E2E');
    await api(request, token).unidade(unidade);
    const nome = unique('Produto E2E');

    await loginAs(page, 'admin');
    const tab = await openMedicamentos(page);
    await tab.getByRole('button', { name: 'Novo Produto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo Produto' });
    const salvar = dialog.getByRole('button', { name: 'Salvar' });
    await expect(salvar).toBeDisabled();
    await dialog.getByLabel('Nome', { exact: true }).fill(nome);
    await expect(salvar).toBeDisabled();
    await choose(dialog, 'Unidade', unidade);
    await dialog.getByLabel('Estoque minimo').fill('0');
    await dialog.getByLabel('Observação').fill('Guardar entre 2 e 8 °C');
    const gtin = novoGtin13();
    await dialog.getByLabel('GTIN (código de barras)').fill(gtin);
    await expect(salvar).toBeEnabled();
    await salvar.click();
    await expect(toast(page, 'Salvo com sucesso !')).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = await produtoRow(tab, nome);
    await expect(row).toContainText(unidade);
    await expect(row).toContainText('Ativo');
    await expect(row.getByTestId('estoque-baixo')).toHaveCount(0);
    const produtos = async () =>
      (await (await request.get('/api/gerenciar/estoque/listarProdutos', auth(token))).json()) as {
        nomeProduto: string;
        gtin: string | null;
        descricao: string | null;
      }[];
    expect((await produtos()).find((produto) => produto.nomeProduto === nome)).toMatchObject({ gtin: `0${gtin}`, descricao: 'Guardar entre 2 e 8 °C' });

    // a minimum above the total (0): flagged. Deactivated in the same save, so no alert opens
    await row.getByRole('button', { name: `Editar ${nome}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar produto' });
    await expect(edit.getByLabel('Nome', { exact: true })).toHaveValue(nome);
    await edit.getByLabel('Estoque minimo').fill('5');
    await edit.getByLabel('Ativo').click();
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(edit).toBeHidden();
    await expect(row.getByTestId('estoque-baixo')).toHaveText('Estoque baixo');
    await expect(row).toContainText('Inativo');
    await expect(row.getByRole('cell', { name: '5', exact: true })).toBeVisible();

    await row.getByRole('button', { name: `Excluir ${nome}` }).click();
    await confirmDelete(page);
    await expect(toast(page, `Produto ${nome} excluído.`)).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await produtos()).map((produto) => produto.nomeProduto)).not.toContain(nome);
  });

  test('a product with movements is not deleted: the api says why and it is deactivated instead', async ({ page, request }) => {
    const token = await apiToken(request, 'admin');
    const unidade = unique('Frasco E2E');
    const nome = unique('Produto movimentado E2E');
    const stock = api(request, token);
    const produtoId = await stock.produto(nome, await stock.unidade(unidade));
    await stock.entrada(produtoId, 3);

    await loginAs(page, 'admin');
    const tab = await openMedicamentos(page);
    const row = await produtoRow(tab, nome);
    await expect(row.getByRole('cell', { name: '3', exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Excluir ${nome}` }).click();
    await confirmDelete(page);
    const refused = page.locator('.ant-modal-confirm').filter({ hasText: 'Não foi possível excluir' });
    await expect(refused).toContainText('Este produto já tem movimentações e não pode ser excluído: desative-o.');
    await refused.getByRole('button', { name: 'Desativar' }).click();
    await expect(toast(page, `Produto ${nome} desativado.`)).toBeVisible();
    await expect(row).toContainText('Inativo');
    await expect(row.getByRole('cell', { name: '3', exact: true })).toBeVisible();
  });

  test('the lookups: units, manufacturers and sectors are created and deleted; a unit in use is refused and stays', async ({ page, request }) => {
    const token = await apiToken(request, 'admin');
    await loginAs(page, 'admin');
    const tab = await openMedicamentos(page);
    await tab.getByRole('button', { name: 'Cadastros' }).click();
    const drawer = page.getByRole('dialog', { name: 'Cadastros do estoque' });

    const criar = async (testId: string, titulo: string, novo: string, descricao: string): Promise<Locator> => {
      const card = drawer.getByTestId(testId);
      await card.getByRole('button', { name: novo }).click();
      const form = page.getByRole('dialog', { name: novo });
      await form.getByLabel('Descrição').fill(descricao);
      await form.getByRole('button', { name: 'Salvar' }).click();
      await expect(form).toBeHidden();
      await card.getByLabel(`Buscar em ${titulo}`).fill(descricao);
      const row = card.locator('tbody tr', { has: page.getByRole('cell', { name: descricao, exact: true }) });
      await expect(row).toBeVisible();
      return row;
    };
    const excluir = async (row: Locator, descricao: string): Promise<void> => {
      // the toasts of the saves before (top right, 5 s each, kept open while the pointer rests on
      // them) cover the drawer's first card: wait for them to go, as a person would
      await page.mouse.move(0, 0);
      await expect(page.locator('.ant-notification-notice')).toHaveCount(0, { timeout: 15_000 });
      await row.getByRole('button', { name: `Excluir ${descricao}` }).click();
      await confirmDelete(page);
    };

    const unidade = unique('Bisnaga E2E');
    const fabricante = unique('Laboratório E2E');
    const setor = unique('Sala E2E');
    const unidadeRow = await criar('estoque-unidades', 'Unidades de medida', 'Nova unidade de medida', unidade);
    const fabricanteRow = await criar('estoque-fabricantes', 'Fabricantes', 'Novo fabricante', fabricante);
    const setorRow = await criar('estoque-setores', 'Setores', 'Novo setor', setor);

    await excluir(setorRow, setor);
    await expect(setorRow).toHaveCount(0);
    await excluir(fabricanteRow, fabricante);
    await expect(fabricanteRow).toHaveCount(0);

    // a product made with the new unit: the unit is in use
    const unidades = (await (await request.get('/api/gerenciar/estoque/listarUnidadesMedida', auth(token))).json()) as { codigo: number; descricao: string }[];
    const codigo = unidades.find((item) => item.descricao === unidade)!.codigo;
    await api(request, token).produto(unique('Produto da unidade E2E'), codigo);
    await excluir(unidadeRow, unidade);
    await expect(toast(page, 'Esta unidade de medida está em uso em produtos e não pode ser excluída.')).toBeVisible();
    await expect(unidadeRow).toBeVisible();
  });
});
