import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { auth } from '../fixtures/agenda.ts';
import { choose, expectFieldError } from '../fixtures/form.ts';
import { apiToken, loginAs } from '../fixtures/portal.ts';

/** A mark no earlier run used (the suite runs repeated on one database). */
const runMark = (): string => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();

const openLayouts = async (page: Page, testId: string): Promise<Locator> => {
  await page.goto('/#/configuracoes/layouts');
  const section = page.getByTestId(testId);
  await expect(section).toBeVisible();
  return section;
};

/** The row whose cell reads exactly so. */
const rowOf = (section: Locator, text: string): Locator => section.locator('tbody tr', { has: section.page().getByRole('cell', { name: text, exact: true }) });

interface LayoutCriado {
  id: number;
  info: { horarioAlteracao: string };
}

async function criarLayout(request: APIRequestContext, token: string, nome: string, tipoLayout: string): Promise<LayoutCriado> {
  const response = await request.post('/api/layout/cadastro', { ...auth(token), data: { nome, texto: '<p>Olá {{NOME_PACIENTE}}</p>', tipoLayout } });
  expect(response.status()).toBe(201);
  return (await response.json()) as LayoutCriado;
}

/** dd/MM/yyyy HH:mm in the clinic's zone, as the list shows a moment. */
function clinicDateTime(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

test.describe('configurações: layouts and the variable catalogue', () => {
  test('layouts made elsewhere are listed with their last change, filtered by type and deleted after the confirmation', async ({ page, request }) => {
    const token = await apiToken(request, 'admin');
    const mark = runMark();
    const termo = `Termo E2E ${mark}`;
    const atestado = `Atestado E2E ${mark}`;
    const criado = await criarLayout(request, token, termo, 'DOCUMENTO');
    const outro = await criarLayout(request, token, atestado, 'ATESTADO');

    await loginAs(page, 'admin');
    const layouts = await openLayouts(page, 'catalogo-layouts');
    await layouts.getByLabel('Buscar em Layouts').fill(mark);
    const row = rowOf(layouts, termo);
    await expect(row).toContainText('Documento');
    await expect(row).toContainText(clinicDateTime(criado.info.horarioAlteracao));
    await expect(row).toContainText('Administrador');
    await expect(rowOf(layouts, atestado)).toContainText('Atestado');
    // written in the editor: 'Novo layout' and 'Editar' open /criar-layouts (criar-layouts.spec.ts)
    await expect(layouts.getByRole('button', { name: 'Novo layout' })).toBeVisible();

    // by type: the api answers only that type
    const tipos = layouts.getByRole('radiogroup', { name: 'Tipo de layout' });
    const atestados = page.waitForResponse((r) => r.url().endsWith('/api/layout/listar') && r.request().postData()?.includes('ATESTADO') === true);
    await tipos.getByText('Atestado', { exact: true }).click();
    await atestados;
    await expect(rowOf(layouts, termo)).toHaveCount(0);
    await expect(rowOf(layouts, atestado)).toBeVisible();
    await tipos.getByText('Documento', { exact: true }).click();
    await expect(rowOf(layouts, atestado)).toHaveCount(0);
    await expect(rowOf(layouts, termo)).toBeVisible();

    // deleted after 'Tem certeza…?': 'Não' keeps it, 'Sim' deletes it
    await row.getByRole('button', { name: `Excluir ${termo}` }).click();
    const confirmacao = page.locator('.ant-popconfirm').filter({ hasText: 'Tem certeza que deseja excluir este layout ?' });
    await confirmacao.getByRole('button', { name: 'Não' }).click();
    await expect(confirmacao).toBeHidden();
    await expect(rowOf(layouts, termo)).toBeVisible();
    await row.getByRole('button', { name: `Excluir ${termo}` }).click();
    await confirmacao.getByRole('button', { name: 'Sim' }).click();
    await expect(page.locator('.ant-notification')).toContainText(`"${termo}" excluído.`);
    await expect(rowOf(layouts, termo)).toHaveCount(0);
    const restantes = (await (await request.post('/api/layout/listar', { ...auth(token), data: { nome: mark } })).json()) as { id: number }[];
    expect(restantes.map((layout) => layout.id)).toEqual([outro.id]);
    await request.delete(`/api/layout/delete/${outro.id}`, auth(token));
  });

  test("the clinic's variables are created, edited and deleted in their dialog; the system's are locked", async ({ page }) => {
    const nome = `E2E_${runMark()}`;
    await loginAs(page, 'admin');
    const variaveis = await openLayouts(page, 'catalogo-variaveis');
    const busca = variaveis.getByLabel('Buscar em Variáveis');

    // a system variable: no edit, no delete
    await busca.fill('NOME_PACIENTE');
    const doSistema = rowOf(variaveis, '{{NOME_PACIENTE}}');
    await expect(doSistema).toContainText('Do sistema');
    await expect(doSistema.getByRole('button')).toHaveCount(0);

    // a name the rules refuse, then one the server refuses (taken): said under Nome, what was typed stays
    await variaveis.getByRole('button', { name: 'Nova variável' }).click();
    const form = page.getByTestId('variavel-form');
    await form.getByLabel('Nome').fill('1 ABC');
    await form.getByLabel('Valor').focus();
    await expectFieldError(form, 'Nome', 'O nome da variável usa letras maiúsculas, números e _ (ex.: ENDERECO_CLINICA).');
    await form.getByLabel('Nome').fill('nome_paciente');
    await form.getByLabel('Valor').fill('Rua das Flores, 100');
    await choose(form, 'Menu', 'Impressão');
    const salvar = page.getByRole('button', { name: 'Salvar' });
    await salvar.click();
    await expectFieldError(form, 'Nome', 'Já existe uma variável com este nome.');
    await expect(form.getByLabel('Nome')).toHaveValue('nome_paciente');
    await expect(form.getByLabel('Valor')).toHaveValue('Rua das Flores, 100');

    await form.getByLabel('Nome').fill(nome.toLowerCase());
    await salvar.click();
    await expect(form).toBeHidden();
    await busca.fill(nome);
    const row = rowOf(variaveis, `{{${nome}}}`);
    await expect(row).toContainText('Rua das Flores, 100');
    await expect(row).toContainText('Impressão [[');
    await expect(row).toContainText('Da clínica');

    // its value edited
    await row.getByRole('button', { name: `Editar ${nome}` }).click();
    await expect(form.getByLabel('Nome')).toHaveValue(nome);
    await form.getByLabel('Valor').fill('Av. Brasil, 200');
    await salvar.click();
    await expect(form).toBeHidden();
    await expect(row).toContainText('Av. Brasil, 200');

    // deleted after the confirmation
    await row.getByRole('button', { name: `Excluir ${nome}` }).click();
    await page
      .locator('.ant-popconfirm')
      .filter({ hasText: `Excluir "${nome}"?` })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await expect(page.locator('.ant-notification')).toContainText(`"${nome}" excluído.`);
    await expect(rowOf(variaveis, `{{${nome}}}`)).toHaveCount(0);
  });

  test('the Layouts tab has no serious or critical accessibility violation (axe, WCAG 2.1 AA)', async ({ page, request }) => {
    const token = await apiToken(request, 'admin');
    const layout = await criarLayout(request, token, `Axe E2E ${runMark()}`, 'PRESCRICAO');
    await loginAs(page, 'admin');
    await openLayouts(page, 'catalogo-variaveis');
    await expect(page.getByTestId('catalogo-layouts').locator('tbody tr.ant-table-row').first()).toBeVisible();
    await expect(page.getByTestId('catalogo-variaveis').locator('tbody tr.ant-table-row').first()).toBeVisible();
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    await page.mouse.move(0, 0);
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const graves = result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    expect(graves).toEqual([]);
    await request.delete(`/api/layout/delete/${layout.id}`, auth(token));
  });
});
