import { expect, test, type Locator, type Page } from '@playwright/test';
import { auth } from '../fixtures/agenda.ts';
import { expectFieldError } from '../fixtures/form.ts';
import { apiToken, loginAs } from '../fixtures/portal.ts';

/**
 * Issue 36 item 16 (and the settings' smaller points of item 20): two people editing the same
 * catalogue item — the later save on an old version is refused and says so, with the form kept as
 * typed; every save says it saved. Each test makes its own items through the api.
 */

/** A name no earlier run used (the suite runs repeated on one database). */
const unique = (prefix: string): string => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

const DESATUALIZADO = 'Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.';

const openSection = async (page: Page, secao: string, testId: string): Promise<Locator> => {
  await page.goto(`/#/configuracoes/${secao}`);
  const section = page.getByTestId(testId);
  await expect(section).toBeVisible();
  return section;
};

/** Opens the edit form of the catalogue item named `nome`. */
async function editar(section: Locator, nome: string, formId: string): Promise<Locator> {
  await section.getByPlaceholder('Buscar').fill(nome);
  await section.getByRole('button', { name: `Editar ${nome}`, exact: true }).click();
  const form = section.page().getByTestId(formId);
  await expect(form).toBeVisible();
  return form;
}

const salvar = (page: Page) => page.getByRole('dialog').getByRole('button', { name: 'Salvar' });

test.describe('concurrent edits of the settings catalogues', () => {
  test('two people edit the same procedure: the second save is refused with the message and keeps its form as typed', async ({ browser, page, request }) => {
    const token = await apiToken(request, 'admin');
    const nome = unique('Concorrência E2E');
    const criado = await request.post('/api/gerenciar/procedimento/cadastro', { ...auth(token), data: { nome, valor: 10000 } });
    expect(criado.status()).toBe(201);

    // two people, each in their own browser, open the same procedure
    await loginAs(page, 'admin');
    const outroContexto = await browser.newContext();
    const outra = await outroContexto.newPage();
    await loginAs(outra, 'admin');
    const formA = await editar(await openSection(page, 'procedimentos', 'catalogo-procedimentos'), nome, 'procedimento-form');
    const formB = await editar(await openSection(outra, 'procedimentos', 'catalogo-procedimentos'), nome, 'procedimento-form');

    // the first one saves a new price, and is told it saved
    await formA.getByLabel('Valor').fill('250');
    await salvar(page).click();
    await expect(page.locator('.ant-notification')).toContainText('Salvo com sucesso.');
    await expect(formA).toBeHidden();

    // the second one, on the version read before that, renames it: refused, told why, form kept as typed
    const renomeado = `${nome} B`;
    await formB.getByLabel('Nome').fill(renomeado);
    const resposta = outra.waitForResponse((r) => r.url().includes('/gerenciar/procedimento/editar'));
    await salvar(outra).click();
    expect((await resposta).status()).toBe(409);
    await expect(formB.getByTestId('form-desatualizado')).toHaveText(DESATUALIZADO);
    await expect(formB).toBeVisible();
    await expect(formB.getByLabel('Nome')).toHaveValue(renomeado);
    await expect(outra.locator('.ant-notification')).not.toContainText('Salvo com sucesso.');

    // nothing of the refused save was written: the first person's price stands
    const lista = (await (await request.get('/api/gerenciar/procedimento/listar', auth(token))).json()) as { nome: string; valor: number }[];
    expect(lista.find((p) => p.nome === nome)?.valor).toBe(25000);

    // reopened, the form shows the current version and its save goes through
    await outra.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    await expect(formB).toBeHidden();
    const section = outra.getByTestId('catalogo-procedimentos');
    const reaberto = await editar(section, nome, 'procedimento-form');
    await expect(reaberto.getByLabel('Valor')).toHaveValue('R$ 250,00');
    await reaberto.getByLabel('Nome').fill(renomeado);
    await salvar(outra).click();
    await expect(outra.locator('.ant-notification')).toContainText('Salvo com sucesso.');
    await expect(reaberto).toBeHidden();
    await outroContexto.close();
  });

  test('a stage saved by someone else meanwhile: the stale save is refused, and letters in its Ordem say it must be a number', async ({ page, request }) => {
    const token = await apiToken(request, 'admin');
    const nomeEtapa = unique('Etapa concorrida');
    const etapa = (await (
      await request.post('/api/gerenciar/procedimento/cadastroDescricaoEtapa', { ...auth(token), data: { nomeEtapa, ordenacao: 50 } })
    ).json()) as { id: number; versao: number };

    await loginAs(page, 'admin');
    const form = await editar(await openSection(page, 'procedimentos', 'catalogo-etapas'), nomeEtapa, 'etapa-form');
    const ordem = form.getByLabel('Ordem', { exact: true });
    await ordem.fill('abc');
    await ordem.blur();
    await expectFieldError(form, 'Ordem', 'ORDEM DEVE SER UM NÚMERO INTEIRO DE 0 A 10000.');
    await ordem.fill('');
    await ordem.blur();
    await expectFieldError(form, 'Ordem', 'ORDEM É OBRIGATÓRIA.');
    await ordem.fill('51');

    // someone else deactivates it meanwhile
    const outro = await request.post('/api/gerenciar/procedimento/cadastroDescricaoEtapa', {
      ...auth(token),
      data: { id: etapa.id, versao: etapa.versao, nomeEtapa, ordenacao: 50, ativo: false },
    });
    expect(outro.status()).toBe(200);
    await salvar(page).click();
    await expect(form.getByTestId('form-desatualizado')).toHaveText(DESATUALIZADO);
    await expect(ordem).toHaveValue('51');
  });

  test('exams: a 200-character name keeps the actions on screen (whole name on hover); an exam can be switched off, and the save says so', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, 'admin');
    const inicio = unique('Exame longo');
    const nome = `${inicio} ${'x'.repeat(200 - inicio.length - 1)}`;
    expect(nome).toHaveLength(200);
    expect((await request.post('/api/gerenciar/exames/cadastroExames', { ...auth(token), data: { nome } })).status()).toBe(200);

    await page.setViewportSize({ width: 1280, height: 800 });
    await loginAs(page, 'admin');
    const exames = await openSection(page, 'exames', 'catalogo-exames');
    await exames.getByPlaceholder('Buscar').fill(inicio);
    const editarBotao = exames.getByRole('button', { name: `Editar ${nome}`, exact: true });
    await expect(editarBotao).toBeInViewport();
    await expect(exames.locator('td[title]', { hasText: inicio })).toHaveAttribute('title', nome);

    await editarBotao.click();
    const form = page.getByTestId('exame-form');
    await form.getByLabel('Ativo').click();
    await salvar(page).click();
    await expect(page.locator('.ant-notification')).toContainText('Salvo com sucesso.');
    await expect(exames.locator('tbody tr', { hasText: inicio })).toContainText('Inativo');
  });
});
