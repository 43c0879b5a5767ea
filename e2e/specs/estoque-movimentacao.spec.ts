import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { auth, brDate, clinicDate } from '../fixtures/agenda.ts';
import { choose, fieldError } from '../fixtures/form.ts';
import { newPaciente } from '../fixtures/paciente.ts';
import { apiToken, loginAs } from '../fixtures/portal.ts';

/**
 * Estoque, the Movimentação de entrada and de saída tabs (issue 37): an entry launched on screen and
 * listed with its expiry flag, a scanned box filling the entry form, an exit to a patient showing the
 * lots the api took, a return and its refusal, and the export of the period as CSV and XLSX read back.
 * Every product is this test's own (a unique name, minimum 0: no low-stock alert); a lot inside the
 * 6-day window is taken out to 0 before the test ends, so no expiry alert stays open to toast others.
 */

/** A name no earlier run used (the suite runs repeated on one database). */
const unique = (prefix: string): string => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();

/** A GTIN-13 of this run's own (Brazil's 789 prefix), its check digit computed. */
function novoGtin(): string {
  const base = `789${String(Date.now() % 1e6).padStart(6, '0')}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  const soma = [...base].reduce((total, digito, i) => total + Number(digito) * (i % 2 === 0 ? 1 : 3), 0);
  return `${base}${(10 - (soma % 10)) % 10}`;
}

const estoqueApi = (request: APIRequestContext, token: string) => ({
  async produto(nomeProduto: string, gtin?: string): Promise<{ id: number; unidade: string }> {
    const descricao = unique('Ampola E2E');
    const unidade = await request.post('/api/gerenciar/estoque/cadastroUnidadeMedida', { ...auth(token), data: { descricao } });
    expect(unidade.status()).toBe(201);
    const codigoUnidadeMedida = ((await unidade.json()) as { codigo: number }).codigo;
    const response = await request.post('/api/gerenciar/estoque/cadastro', {
      ...auth(token),
      data: { nomeProduto, codigoUnidadeMedida, estoqueMinimo: 0, gtin },
    });
    expect(response.status()).toBe(200);
    return { id: ((await response.json()) as { id: number }).id, unidade: descricao };
  },
  async entrada(produtoId: number, quantidade: number, lote: string, validade: string): Promise<void> {
    const response = await request.post('/api/gerenciar/estoque/lancarEntradaEstoque', { ...auth(token), data: { produtoId, quantidade, lote, validade } });
    expect(response.status()).toBe(201);
  },
  /** takes what is left of the product (the lots that expire first first): nothing stays to raise an alert */
  async esvaziar(produtoId: number): Promise<void> {
    const inventario = (await (await request.get(`/api/gerenciar/estoque/listarInventario?id=${produtoId}`, auth(token))).json()) as { totalEstoque: number }[];
    const total = inventario[0]?.totalEstoque ?? 0;
    if (total === 0) return;
    const response = await request.post('/api/gerenciar/estoque/lancarSaidaEstoque', { ...auth(token), data: { produtoId, quantidade: total } });
    expect(response.status()).toBe(201);
  },
  async saidas(produtoId: number): Promise<{ id: number; lote: string; devolvido: number }[]> {
    const response = await request.post('/api/gerenciar/estoque/popularTabelaSaida?page=0&size=20', { ...auth(token), data: { produtoId } });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { content: { id: number; lote: string; devolvido: number }[] }).content;
  },
});

async function openTab(page: Page, tab: 'movimentacao-entrada' | 'movimentacao-saida', query = ''): Promise<Locator> {
  await page.goto(`/#/estoque/${tab}${query}`);
  const tabela = page.getByTestId(tab === 'movimentacao-entrada' ? 'tabela-entradas' : 'tabela-saidas');
  await expect(tabela).toBeVisible();
  return tabela;
}

const dialog = (page: Page, title: string | RegExp): Locator => page.getByRole('dialog').filter({ hasText: title });
const linhaDoLote = (tabela: Locator, lote: string): Locator => tabela.locator('tbody tr.ant-table-row', { hasText: lote });

test.describe('estoque: movimentação', () => {
  test('an entry launched on screen is listed with the expiring-soon flag; a scanned box fills product, lot and validade', async ({ page, request }) => {
    const token = await apiToken(request, 'admin');
    const api = estoqueApi(request, token);
    const nome = unique('Entrada E2E');
    const gtin = novoGtin();
    const { id: produtoId, unidade } = await api.produto(nome, gtin);
    const lote = unique('LT');
    const validade = clinicDate(3);
    try {
      await loginAs(page, 'admin');
      const tabela = await openTab(page, 'movimentacao-entrada', `?produto=${produtoId}`);
      await page.getByRole('button', { name: 'Nova entrada' }).click();
      const form = dialog(page, 'Nova entrada');
      await expect(form.getByRole('button', { name: 'Salvar' })).toBeDisabled();

      // the scanner types the DataMatrix (FNC1 as the group separator) and ends with Enter
      const codigo = form.getByLabel('Código de barras');
      await codigo.pressSequentially(`]d201${gtin.padStart(14, '0')}17${validade.slice(2).replaceAll('-', '')}10${lote}\u001d21SERIE${Date.now()}`);
      await codigo.press('Enter');
      await expect(form.getByTestId('entrada-form-produtoId')).toContainText(nome);
      await expect(form.getByLabel('Lote', { exact: true })).toHaveValue(lote);
      await expect(form.getByLabel('Validade', { exact: true })).toHaveValue(brDate(validade));

      await form.getByLabel('Quantidade', { exact: true }).fill('5');
      await form.getByRole('button', { name: 'Salvar' }).click();
      await expect(form).toBeHidden();
      const linha = linhaDoLote(tabela, lote);
      await expect(linha).toContainText(`5 ${unidade}`);
      await expect(linha).toContainText(brDate(validade));
      await expect(linha.getByTestId('tag-vencendo')).toHaveText('Vencendo');
      await expect(linha.getByTestId('tag-vencido')).toHaveCount(0);
    } finally {
      await api.esvaziar(produtoId);
    }
  });

  test('an exit to a patient shows the lots the api took first-expired-first-out; a return shows as devolvido, and one beyond what is left is refused', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, 'admin');
    const api = estoqueApi(request, token);
    const nome = unique('Saida E2E');
    const { id: produtoId, unidade } = await api.produto(nome);
    const primeiro = unique('LA');
    const segundo = unique('LB');
    await api.entrada(produtoId, 5, segundo, clinicDate(60));
    await api.entrada(produtoId, 3, primeiro, clinicDate(30));
    const paciente = await newPaciente(request, token, 'Paciente Estoque E2E');

    await loginAs(page, 'admin');
    const tabela = await openTab(page, 'movimentacao-saida', `?produto=${produtoId}`);
    await page.getByRole('button', { name: 'Nova saída' }).click();
    const form = dialog(page, 'Nova saída');
    await choose(form, 'Produto', nome);
    await form.getByLabel('Quantidade', { exact: true }).fill('4');
    // the patient is searched by name (as the booking dialog picks one)
    await form.getByLabel('Paciente', { exact: true }).fill(paciente.nome);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: paciente.nome }).click();
    await expect(form.getByTestId('saida-form-pacienteId')).toContainText(paciente.nome);
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(form).toBeHidden();
    const lancada = page.getByTestId('saida-lancada');
    await expect(lancada).toContainText(`Saída de ${nome} lançada`);
    await expect(lancada).toContainText(`3 ${unidade} do lote ${primeiro} (validade ${brDate(clinicDate(30))})`);
    await expect(lancada).toContainText(`1 ${unidade} do lote ${segundo} (validade ${brDate(clinicDate(60))})`);

    const linha = linhaDoLote(tabela, primeiro);
    await expect(linha).toContainText(paciente.nome);
    await expect(linha.getByTestId('devolvido')).toHaveText('—');
    await linha.getByRole('button', { name: `Devolver ${nome} do lote ${primeiro}` }).click();
    const devolucao = dialog(page, `Devolução de ${nome}`);
    await expect(devolucao).toContainText('Restam 3 para devolver.');
    await devolucao.getByLabel('Quantidade devolvida').fill('2');
    await devolucao.getByRole('button', { name: 'Salvar' }).click();
    await expect(devolucao).toBeHidden();
    await expect(linha.getByTestId('devolvido')).toHaveText(`2 ${unidade}`);

    // the last unit comes back elsewhere while this dialog is open: the api refuses, said under the field
    await linha.getByRole('button', { name: `Devolver ${nome} do lote ${primeiro}` }).click();
    await expect(devolucao).toContainText('Resta 1 para devolver.');
    const saida = (await api.saidas(produtoId)).find((s) => s.lote === primeiro)!;
    const outra = await request.post(`/api/gerenciar/estoque/devolucao?idSaida=${saida.id}&quantidadeDevolucao=1`, auth(token));
    expect(outra.status()).toBe(201);
    await devolucao.getByRole('button', { name: 'Salvar' }).click();
    await expect(fieldError(devolucao, 'Quantidade devolvida')).toHaveText('Tudo o que saiu já foi devolvido.');
    await devolucao.getByRole('button', { name: 'Cancelar' }).click();
    await page.reload();
    await expect(linhaDoLote(tabela, primeiro).getByTestId('devolvido')).toHaveText(`3 ${unidade}`);
    // all of it is back: no return is offered any more
    await expect(linhaDoLote(tabela, primeiro).getByRole('button', { name: /Devolver/ })).toHaveCount(0);
  });

  test("the export downloads the period's movements as CSV and XLSX, read back with this product's rows", async ({ page, request }) => {
    const token = await apiToken(request, 'admin');
    const api = estoqueApi(request, token);
    const nome = unique('Export E2E');
    const { id: produtoId, unidade } = await api.produto(nome);
    const lote = unique('LX');
    await api.entrada(produtoId, 5, lote, clinicDate(90));
    const saida = await request.post('/api/gerenciar/estoque/lancarSaidaEstoque', { ...auth(token), data: { produtoId, quantidade: 2 } });
    expect(saida.status()).toBe(201);
    const hoje = clinicDate(0);

    await loginAs(page, 'admin');
    await openTab(page, 'movimentacao-entrada', `?inicio=${hoje}&fim=${hoje}&produto=${produtoId}`);
    await expect(page.getByLabel('De', { exact: true })).toHaveValue(brDate(hoje));

    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const arquivoCsv = await csv;
    expect(arquivoCsv.suggestedFilename()).toBe(`movimentacoes-estoque-${hoje}-a-${hoje}.csv`);
    const texto = (await readFile(await arquivoCsv.path(), 'utf8')).replace(/^\uFEFF/, '');
    const [cabecalho, ...linhas] = texto
      .trim()
      .split('\r\n')
      .map((linha) => linha.split(';'));
    expect(cabecalho!.slice(0, 7)).toEqual(['Data e hora', 'Tipo', 'Produto', 'Unidade', 'Quantidade', 'Lote', 'Validade']);
    expect(linhas.map((linha) => [linha[1], linha[2], linha[3], linha[4], linha[5], linha[6]])).toEqual([
      ['Entrada', nome, unidade, '5', lote, brDate(clinicDate(90))],
      ['Saída', nome, unidade, '-2', lote, brDate(clinicDate(90))],
    ]);
    await expect(page.getByTestId('exportacao-progresso')).toHaveCount(0);

    const xlsx = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar XLSX' }).click();
    const arquivoXlsx = await xlsx;
    expect(arquivoXlsx.suggestedFilename()).toBe(`movimentacoes-estoque-${hoje}-a-${hoje}.xlsx`);
    const planilha = new ExcelJS.Workbook();
    await planilha.xlsx.readFile(await arquivoXlsx.path());
    const aba = planilha.getWorksheet('Movimentações')!;
    expect((aba.getRow(1).values as unknown[]).slice(1, 6)).toEqual(['Data e hora', 'Tipo', 'Produto', 'Unidade', 'Quantidade']);
    const dados = aba.getRows(2, aba.rowCount - 1)!.map((row) => (row.values as unknown[]).slice(1));
    expect(dados.map((linha) => [linha[1], linha[2], linha[4], linha[5]])).toEqual([
      ['Entrada', nome, 5, lote],
      ['Saída', nome, -2, lote],
    ]);
  });
});
