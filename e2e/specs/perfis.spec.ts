import { expect, test, type Locator, type Page } from '@playwright/test';
import { auth } from '../fixtures/agenda.ts';
import { apiToken, loginAs } from '../fixtures/portal.ts';

/**
 * Issue 36 item 16 for Perfis: two people editing the same profile — the later save on an old version
 * is refused with the api's message and the form kept as typed; a save says it saved. The test makes
 * its own profile through the api and deletes it at the end.
 */

/** A name no earlier run used (the suite runs repeated on one database). */
const unique = (prefix: string): string => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

const DESATUALIZADO = 'Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.';

/** Opens Perfis and the edit form of the profile named `nome`. */
async function editar(page: Page, nome: string): Promise<Locator> {
  await page.goto('/#/usuarios/perfis');
  const perfis = page.getByTestId('catalogo-perfis');
  await perfis.getByLabel('Buscar em Perfis').fill(nome);
  await perfis.getByRole('button', { name: `Editar ${nome}`, exact: true }).click();
  const form = page.getByTestId('perfil-form');
  await expect(form).toBeVisible();
  return form;
}

const salvar = (page: Page) => page.getByRole('dialog').getByRole('button', { name: 'Salvar' });

test.describe('perfis: concurrent edits', () => {
  test('two people edit the same profile: the first save says it saved, the second is refused with the message and keeps its form as typed', async ({
    browser,
    page,
    request,
  }) => {
    const token = await apiToken(request, 'admin');
    const nome = unique('Perfil concorrido');
    const criado = await request.post('/api/gerenciar/perfil/cadastro', {
      ...auth(token),
      data: { nome, defaultHome: 'home.logs', perfilEquipe: 'ATENDIMENTO', authorities: ['ROLE_LOG'] },
    });
    expect(criado.status()).toBe(201);
    const { id } = (await criado.json()) as { id: number };

    // two people, each in their own browser, open the same profile
    await loginAs(page, 'admin');
    const outroContexto = await browser.newContext();
    const outra = await outroContexto.newPage();
    await loginAs(outra, 'admin');
    const formA = await editar(page, nome);
    const formB = await editar(outra, nome);

    // the first one gives it the Relatórios area, and is told it saved
    await formA.getByRole('group', { name: 'Relatórios', exact: true }).getByRole('checkbox', { name: 'Relatórios', exact: true }).check();
    await salvar(page).click();
    await expect(page.locator('.ant-notification')).toContainText('Salvo com sucesso.');
    await expect(formA).toBeHidden();

    // the second one, on the version read before that, renames it: refused, told why, the form kept as typed
    const renomeado = `${nome} B`;
    await formB.getByLabel('Nome do perfil').fill(renomeado);
    const resposta = outra.waitForResponse((r) => r.url().includes(`/gerenciar/perfil/editar/${id}`));
    await salvar(outra).click();
    expect((await resposta).status()).toBe(409);
    await expect(formB.getByTestId('form-desatualizado')).toHaveText(DESATUALIZADO);
    await expect(formB).toBeVisible();
    await expect(formB.getByLabel('Nome do perfil')).toHaveValue(renomeado);
    await expect(outra.locator('.ant-notification')).not.toContainText('Salvo com sucesso.');

    // nothing of the refused save was written: the first person's change stands
    const lista = (await (await request.post('/api/gerenciar/perfil/listar', { ...auth(token), data: { nome } })).json()) as {
      nome: string;
      authorities: string[];
    }[];
    expect(lista).toEqual([expect.objectContaining({ nome, authorities: expect.arrayContaining(['ROLE_LOG', 'ROLE_RELATORIOS']) })]);

    // reopened, the form shows the current version and its save goes through
    await outra.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    await expect(formB).toBeHidden();
    const reaberto = await editar(outra, nome);
    await reaberto.getByLabel('Nome do perfil').fill(renomeado);
    await salvar(outra).click();
    await expect(outra.locator('.ant-notification')).toContainText('Salvo com sucesso.');
    await expect(reaberto).toBeHidden();
    await outroContexto.close();

    expect((await request.delete(`/api/gerenciar/perfil/deletarPerfil/${id}`, auth(token))).status()).toBe(200);
  });
});
