import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { auth } from '../fixtures/agenda.ts';
import { newCpf } from '../fixtures/cpf.ts';
import { choose, selectOf } from '../fixtures/form.ts';
import { apiToken, loginAs, routeOf, signIn } from '../fixtures/portal.ts';
import { DEMO_PASSWORD } from '../fixtures/users.ts';

/** A mark no earlier run used (the suite runs repeated on one database). */
const runMark = (): string => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();

interface Layout {
  id: number;
  nome: string;
  texto: string;
  tipoLayout: string;
  exames: { id: number; nome: string }[];
}

const editorOf = (page: Page): Locator => page.getByTestId('layout-editor').locator('.ql-editor');
const menu = (page: Page): Locator => page.locator('.ql-mention-list-container');
const token = (scope: Locator, nome: string): Locator => scope.locator(`.variavel[data-variavel="${nome}"]`);

/** Puts the caret in the editor and the pointer out of the way: a menu drawn under a resting pointer would follow the pointer, not the arrows. */
async function typeIn(page: Page): Promise<Locator> {
  const editor = editorOf(page);
  await editor.click();
  await page.mouse.move(1, 1);
  return editor;
}

async function layoutsNamed(request: APIRequestContext, authToken: string, nome: string): Promise<Layout[]> {
  const response = await request.post('/api/layout/listar', { ...auth(authToken), data: { nome } });
  expect(response.status()).toBe(200);
  return (await response.json()) as Layout[];
}

/** The one budget layout (spec 01 §5): made once if no run made it yet. */
async function orcamentoLayout(request: APIRequestContext, authToken: string): Promise<Layout> {
  const [existing] = (await (await request.post('/api/layout/listar', { ...auth(authToken), data: { tipoDeLayout: 'ORCAMENTO' } })).json()) as Layout[];
  if (existing) return existing;
  const created = await request.post('/api/layout/cadastro', {
    ...auth(authToken),
    data: { nome: 'Orçamento E2E', texto: '<p>Orçamento de {{NOME_PACIENTE}}</p>', tipoLayout: 'ORCAMENTO' },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as Layout;
}

test.describe('/criar-layouts: the layout editor', () => {
  test('a layout is written with the {{ and [[ menus by keyboard, saved, and reopened as it was', async ({ page, request }) => {
    const authToken = await apiToken(request, 'admin');
    const nome = `Atestado E2E ${runMark()}`;
    await signIn(page, 'admin');
    await page.goto('/#/configuracoes/layouts');
    await page.getByTestId('catalogo-layouts').getByRole('button', { name: 'Novo layout' }).click();
    await expect.poll(() => routeOf(page)).toBe('/criar-layouts');
    const form = page.getByTestId('criar-layouts');
    await expect(page.getByTestId('layout-dica')).toHaveText('Digite {{ para abrir o menu de palavras-chave e [[ para o menu de variáveis de impressão.');
    await expect(form.getByRole('button', { name: 'Voltar' })).toBeVisible();
    const salvar = form.getByTestId('layout-salvar');
    await expect(salvar).toBeDisabled();

    await form.getByLabel('Nome', { exact: true }).fill(nome);
    await choose(form, 'Tipo', 'Atestado');

    const editor = await typeIn(page);
    await page.keyboard.type('Atesto que ');
    // {{ opens the keyword menu, filtered by what follows; Enter takes the highlighted item
    await page.keyboard.type('{{nome_pac');
    await expect(menu(page)).toBeVisible();
    await expect(menu(page).locator('.ql-mention-list-item')).toHaveCount(1);
    await expect(menu(page)).toContainText('NOME_PACIENTE');
    await page.keyboard.press('Enter');
    await expect(menu(page)).toBeHidden();
    await expect(token(editor, 'NOME_PACIENTE')).toHaveText('{{NOME_PACIENTE}}');

    // the token goes whole: one Backspace removes all of it, never half
    await page.keyboard.press('Backspace');
    await expect(token(editor, 'NOME_PACIENTE')).toHaveCount(0);
    await expect(editor).toHaveText('Atesto que ');
    await page.keyboard.type('{{nome_pac');
    await expect(menu(page).locator('.ql-mention-list-item')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(token(editor, 'NOME_PACIENTE')).toBeVisible();

    // [[ opens the print menu; the arrows move through it
    await page.keyboard.type(' esteve aqui. ');
    await page.keyboard.type('[[');
    const items = menu(page).locator('.ql-mention-list-item');
    await expect(items.first()).toBeVisible();
    expect(await items.count()).toBeGreaterThan(1);
    await expect(items.nth(0)).toHaveClass(/selected/);
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toHaveClass(/selected/);
    const segundo = (await items.nth(1).locator('strong').textContent())!;
    await page.keyboard.press('Enter');
    await expect(token(editor, segundo)).toHaveText(`[[${segundo}]]`);

    // closing braces typed by hand close the menu and leave the text as typed
    await page.keyboard.type(' {{DATA');
    await expect(menu(page)).toBeVisible();
    await page.keyboard.type('}}');
    await expect(menu(page)).toBeHidden();

    await expect(salvar).toBeEnabled();
    await salvar.click();
    await expect(page.locator('.ant-notification')).toContainText('SALVO COM SUCESSO');
    await expect(page.locator('.ant-notification')).toContainText('Layout salvo, agora você já pode usa-lo :)');
    // a created layout: the form starts again for the next one
    await expect(form.getByLabel('Nome', { exact: true })).toHaveValue('');
    await expect(token(editor, 'NOME_PACIENTE')).toHaveCount(0);

    const [salvo] = await layoutsNamed(request, authToken, nome);
    expect(salvo).toMatchObject({ nome, tipoLayout: 'ATESTADO' });
    expect(salvo!.texto).toContain('<span class="variavel" data-variavel="NOME_PACIENTE" contenteditable="false">{{NOME_PACIENTE}}</span>');
    expect(salvo!.texto).toContain(`data-variavel="${segundo}" data-menu="IMPRESSAO"`);
    expect(salvo!.texto).toContain('{{DATA}}');

    // reopened from the list: the same text, tokens and last change
    await page.goto('/#/configuracoes/layouts');
    const layouts = page.getByTestId('catalogo-layouts');
    await layouts.getByLabel('Buscar em Layouts').fill(nome);
    await layouts.getByRole('button', { name: `Editar ${nome}` }).click();
    await expect(form.getByLabel('Nome', { exact: true })).toHaveValue(nome);
    await expect(token(editorOf(page), 'NOME_PACIENTE')).toHaveText('{{NOME_PACIENTE}}');
    await expect(token(editorOf(page), segundo)).toHaveText(`[[${segundo}]]`);
    await expect(page.getByTestId('layout-ultima-alteracao')).toHaveText(/^Última alteração: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} por Administrador$/);
    await expect(form.getByRole('button', { name: 'Voltar' })).toHaveCount(0);

    // an update keeps the form; the name change is saved
    await form.getByLabel('Nome', { exact: true }).fill(`${nome} v2`);
    await form.getByTestId('layout-salvar').click();
    await expect(page.locator('.ant-notification').filter({ hasText: 'SALVO COM SUCESSO' })).toHaveCount(1);
    await expect(form.getByLabel('Nome', { exact: true })).toHaveValue(`${nome} v2`);
    expect((await layoutsNamed(request, authToken, `${nome} v2`)).map((l) => l.id)).toEqual([salvo!.id]);
    await request.delete(`/api/layout/delete/${salvo!.id}`, auth(authToken));
  });

  test('a space typed right after a chosen variable is kept (issue 36 item 3)', async ({ page, request }) => {
    const authToken = await apiToken(request, 'admin');
    const nome = `Espaço E2E ${runMark()}`;
    await signIn(page, 'admin');
    await page.goto('/#/criar-layouts');
    const form = page.getByTestId('criar-layouts');
    await form.getByLabel('Nome', { exact: true }).fill(nome);
    await choose(form, 'Tipo', 'Atestado');
    const editor = await typeIn(page);
    await page.keyboard.type('Hoje é {{DAT');
    await expect(menu(page).locator('.ql-mention-list-item').first()).toContainText('DATA');
    await page.keyboard.press('Enter');
    await expect(token(editor, 'DATA')).toBeVisible();
    await page.keyboard.type(' e o paciente');
    await expect(editor).toHaveText('Hoje é {{DATA}} e o paciente');
    await form.getByTestId('layout-salvar').click();
    await expect(page.locator('.ant-notification')).toContainText('SALVO COM SUCESSO');
    const [salvo] = await layoutsNamed(request, authToken, nome);
    // the saved text reads with its space, whatever markup holds it
    const texto = salvo!.texto
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .replace(/\uFEFF/g, '');
    expect(texto).toBe('Hoje é {{DATA}} e o paciente');
    await request.delete(`/api/layout/delete/${salvo!.id}`, auth(authToken));
  });

  test("the keyword menu ranks name matches first, so Enter takes the variable named; it reads in the portal's font (issue 36 item 4)", async ({
    page,
    request,
  }) => {
    const authToken = await apiToken(request, 'admin');
    // a clinic variable named ENDERECO…: NUMERO's description ('Número do endereço do paciente') matches too, but by description only
    const endereco = await request.post('/api/layout/cadastroVariaveisAplicacao', {
      ...auth(authToken),
      data: { nome: `ENDERECO_E2E_${runMark()}`, descricao: 'Endereço da filial', valor: 'Rua das Flores, 10', menu: 'CHAVE' },
    });
    expect(endereco.status()).toBe(201);
    const variavel = (await endereco.json()) as { id: number; nome: string };
    try {
      await signIn(page, 'admin');
      await page.goto('/#/criar-layouts');
      const editor = await typeIn(page);
      await page.keyboard.type('{{PROCED');
      const items = menu(page).locator('.ql-mention-list-item');
      await expect(items.first()).toContainText('PROCEDIMENTO');
      await expect(items.first().locator('strong')).toHaveText('PROCEDIMENTO');

      // the menu reads like the portal: its font, not the browser's serif, and single line spacing
      const portal = await page
        .getByTestId('criar-layouts')
        .getByText('Nome', { exact: true })
        .evaluate((el) => getComputedStyle(el).fontFamily);
      const estilo = await items.first().evaluate((el) => {
        const css = getComputedStyle(el);
        return { fontFamily: css.fontFamily, fontSize: parseFloat(css.fontSize), lineHeight: parseFloat(css.lineHeight) };
      });
      expect(estilo.fontFamily).toBe(portal);
      expect(estilo.lineHeight).toBeLessThan(estilo.fontSize * 1.8);

      await page.keyboard.press('Enter');
      await expect(token(editor, 'PROCEDIMENTO')).toBeVisible();
      await expect(token(editor, 'DESCRICAO_PROCEDIMENTO')).toHaveCount(0);

      await page.keyboard.type(' {{ENDE');
      await expect(items.first().locator('strong')).toHaveText(/^ENDERECO/);
      await page.keyboard.press('Enter');
      await expect(editor.locator('.variavel[data-variavel^="ENDERECO"]')).toHaveCount(1);
      await expect(token(editor, 'NUMERO')).toHaveCount(0);
    } finally {
      await request.delete(`/api/layout/deletarVariaveisAplicacao/${variavel.id}`, auth(authToken));
    }
  });

  test('a user who may not save layouts is told on entry: the layout shows read-only with the reason, nothing to save (issue 36 item 8)', async ({
    page,
    request,
  }) => {
    const authToken = await apiToken(request, 'admin');
    const mark = runMark();
    // a profile that reads layouts (settings and the record) but lacks GERENCIAR_CONFIGURACOES, and a user holding it
    const perfil = await request.post('/api/gerenciar/perfil/cadastro', {
      ...auth(authToken),
      data: { nome: `Leitura de layouts ${mark}`, defaultHome: 'home.configuracoes', authorities: ['ROLE_CONFIGURACOES', 'ROLE_PACIENTES'] },
    });
    expect(perfil.status()).toBe(201);
    const perfilId = ((await perfil.json()) as { id: number }).id;
    const email = `layouts.${mark.toLowerCase()}@clinica.dev`;
    const usuario = await request.post('/api/gerenciar/funcionario/cadastro', {
      ...auth(authToken),
      data: { nome: `Leitor ${mark}`, email, cpf: newCpf(), perfilId, ativo: true, senha: DEMO_PASSWORD },
    });
    expect(usuario.status()).toBe(201);
    const layout = await request.post('/api/layout/cadastro', {
      ...auth(authToken),
      data: {
        nome: `Declaração E2E ${mark}`,
        texto: '<p>Declaro que <span class="variavel" data-variavel="NOME_PACIENTE">{{NOME_PACIENTE}}</span> compareceu.</p>',
        tipoLayout: 'DOCUMENTO',
      },
    });
    expect(layout.status()).toBe(201);
    const layoutId = ((await layout.json()) as { id: number }).id;

    await page.goto('/#/login');
    await page.getByLabel('E-mail ou CPF').fill(email);
    await page.getByLabel('Senha').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByTestId('top-nav')).toBeVisible();
    await expect.poll(() => routeOf(page)).not.toBe('/login');

    for (const address of ['/#/criar-layouts', `/#/criar-layouts?id=${layoutId}`]) {
      await page.goto(address);
      const form = page.getByTestId('criar-layouts');
      await expect(form.getByTestId('layout-sem-permissao')).toHaveText(
        'Você pode ver e imprimir layouts, mas só quem tem a permissão GERENCIAR_CONFIGURACOES pode criá-los ou alterá-los.',
      );
      // nothing to compose that could not be saved: no Salvar, fields and text read-only, no formatting tools
      await expect(form.getByTestId('layout-salvar')).toHaveCount(0);
      await expect(form.getByLabel('Nome', { exact: true })).toBeDisabled();
      const editor = editorOf(page);
      await expect(editor).toHaveAttribute('contenteditable', 'false');
      await expect(editor).toHaveAttribute('aria-readonly', 'true');
      await expect(page.getByTestId('layout-editor').locator('.ql-toolbar')).toBeHidden();
      await expect(form.getByRole('button', { name: 'Imprimir' })).toBeEnabled();
    }
    // the layout is shown as it is
    await expect(token(editorOf(page), 'NOME_PACIENTE')).toBeVisible();
    await expect(page.getByTestId('criar-layouts').getByLabel('Nome', { exact: true })).toHaveValue(`Declaração E2E ${mark}`);

    await request.delete(`/api/layout/delete/${layoutId}`, auth(authToken));
  });

  test('the budget type: its warnings, no block markers, and the budget variables dialog', async ({ page, request }) => {
    const authToken = await apiToken(request, 'admin');
    const orcamento = await orcamentoLayout(request, authToken);
    await signIn(page, 'admin');

    // a second budget layout: warned on choosing the type, and it cannot be saved
    await page.goto('/#/criar-layouts');
    const form = page.getByTestId('criar-layouts');
    await form.getByLabel('Nome', { exact: true }).fill('Outro orçamento');
    await typeIn(page);
    await page.keyboard.type('Texto');
    await choose(form, 'Tipo', 'Orçamento');
    await expect(page.locator('.ant-notification')).toContainText('Existe Tipo Orçamento já criado.');
    await expect(form.getByTestId('layout-salvar')).toBeDisabled();

    // the budget layout itself: [[ offers no block start/end; 'Selecione a Variável' inserts a budget variable
    await page.goto(`/#/criar-layouts?id=${orcamento.id}`);
    await expect(form.getByLabel('Nome', { exact: true })).toHaveValue(orcamento.nome);
    const editor = await typeIn(page);
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' [[inicio');
    await expect(menu(page)).toContainText('INICIO_ESTUDO_CASO');
    await expect(menu(page)).not.toContainText('INICIO_BLOQUEIO');
    await page.keyboard.press('Escape');
    for (let i = 0; i < ' [[inicio'.length; i++) await page.keyboard.press('Backspace');

    await form.getByRole('button', { name: 'Selecione a Variável' }).click();
    const dialog = page.getByRole('dialog', { name: 'Selecione a Variável' });
    await choose(dialog, 'Selecione a Variável', 'VALOR_LIQUIDO');
    await dialog.getByRole('button', { name: 'Inserir' }).click();
    await expect(dialog).toBeHidden();
    await expect(token(editor, 'VALOR_LIQUIDO')).toHaveText('{{VALOR_LIQUIDO}}');
    await expect(form.getByTestId('layout-salvar')).toBeEnabled();
  });

  test('exams chosen as chips are written into the text once; the print helper opens the document and prints', async ({ page, request }) => {
    const authToken = await apiToken(request, 'admin');
    const mark = runMark();
    const [exame, outro] = [`Exame E2E ${mark}`, `Outro exame E2E ${mark}`];
    for (const nome of [exame, outro]) {
      expect((await request.post('/api/gerenciar/exames/cadastroExames', { ...auth(authToken), data: { nome } })).status()).toBe(200);
    }
    await signIn(page, 'admin');
    await page.goto('/#/criar-layouts');
    const form = page.getByTestId('criar-layouts');
    const editor = await typeIn(page);
    await page.keyboard.type(`Pedido: ${exame}`);

    // already in the text: not written again; a new one is, on a line of its own
    await choose(form, 'Exames', exame);
    await expect(editor).toHaveText(`Pedido: ${exame}`);
    await choose(form, 'Exames', outro);
    await expect(editor.locator('p')).toHaveText([`Pedido: ${exame}`, outro]);
    await page.keyboard.press('Escape');

    // the print helper: a window with the document, whose print dialog is asked for
    await page.context().addInitScript(() => {
      window.print = () => {
        document.body.dataset.impresso = 'sim';
      };
    });
    const [janela] = await Promise.all([page.waitForEvent('popup'), form.getByRole('button', { name: 'Imprimir' }).click()]);
    await expect(janela.getByTestId('impressao-layout').locator('p')).toHaveText([`Pedido: ${exame}`, outro]);
    await expect(janela.locator('body')).toHaveAttribute('data-impresso', 'sim');
  });
  test('the exam list offers active exams only; a layout keeps showing an exam switched off since (issue 36 item 20)', async ({ page, request }) => {
    const authToken = await apiToken(request, 'admin');
    const mark = runMark();
    const [ativo, inativo, guardado] = [`Exame ativo E2E ${mark}`, `Exame inativo E2E ${mark}`, `Exame guardado E2E ${mark}`];
    const exame = async (nome: string, ativoAgora: boolean) => {
      const resposta = await request.post('/api/gerenciar/exames/cadastroExames', { ...auth(authToken), data: { nome, ativo: ativoAgora } });
      expect(resposta.status()).toBe(200);
      return (await resposta.json()) as { id: number; versao: number };
    };
    await exame(ativo, true);
    await exame(inativo, false);
    // a layout asks for an exam that is switched off afterwards
    const doLayout = await exame(guardado, true);
    const layout = await request.post('/api/layout/cadastro', {
      ...auth(authToken),
      data: { nome: `Pedido E2E ${mark}`, texto: `<p>Pedido: ${guardado}</p>`, tipoLayout: 'DOCUMENTO', exames: [doLayout.id] },
    });
    expect(layout.status()).toBe(201);
    const layoutId = ((await layout.json()) as Layout).id;
    const desligado = await request.post('/api/gerenciar/exames/cadastroExames', {
      ...auth(authToken),
      data: { id: doLayout.id, versao: doLayout.versao, nome: guardado, ativo: false },
    });
    expect(desligado.status()).toBe(200);

    await loginAs(page, 'admin');
    const opcoes = async (form: Locator): Promise<Locator> => {
      const select = form.getByLabel('Exames', { exact: true });
      await select.click();
      await select.fill(`E2E ${mark}`);
      const listId = await select.getAttribute('aria-controls');
      return page.locator('.ant-select-dropdown', { has: page.locator(`[id="${listId}"]`) }).locator('.ant-select-item-option');
    };
    // a new layout: the active exam only
    await page.goto('/#/criar-layouts');
    let form = page.getByTestId('criar-layouts');
    await expect(await opcoes(form)).toHaveText([ativo]);
    await page.keyboard.press('Escape');

    // the saved layout shows its exam, switched off since, and offers it beside the active one, never the other inactive one
    await page.goto(`/#/criar-layouts?id=${layoutId}`);
    form = page.getByTestId('criar-layouts');
    await expect(selectOf(form, 'Exames')).toContainText(guardado);
    await expect(await opcoes(form)).toHaveText([ativo, guardado]);
    await page.keyboard.press('Escape');
  });
});
