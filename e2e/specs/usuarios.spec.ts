import { expect, test, type Page } from '@playwright/test';
import { maskCpf, newCpf } from '../fixtures/cpf.ts';
import { expectFieldError, selectOf } from '../fixtures/form.ts';
import { auth, bookingDialog, openAgenda } from '../fixtures/agenda.ts';
import { PNG } from '../fixtures/media.ts';
import { apiToken, loginAs, menuLabels, routeOf, signIn } from '../fixtures/portal.ts';

/** A name no earlier run used (the suite runs repeated on one database). */
const unique = (prefix: string): string => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

const loginWith = async (page: Page, email: string, senha: string): Promise<void> => {
  await page.goto('/#/login');
  await page.getByLabel('E-mail ou CPF').fill(email);
  await page.getByLabel('Senha').fill(senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByTestId('top-nav')).toBeVisible();
};

test.describe('usuários', () => {
  test('an employee registered on Usuários logs in with the menu of their profile; deactivated, their open session ends', async ({ page, browser }) => {
    // a profile with patients only (no AGENDAMENTOS), made on the Perfis tab
    await signIn(page, 'admin');
    await page.goto('/#/usuarios/perfis');
    const perfis = page.getByTestId('catalogo-perfis');
    const perfilNome = unique('Perfil só pacientes');
    await perfis.getByRole('button', { name: 'Novo perfil' }).click();
    const perfilForm = page.getByTestId('perfil-form');
    await perfilForm.getByLabel('Nome do perfil').fill(perfilNome);
    const areaPacientes = perfilForm.getByRole('group', { name: 'Pacientes', exact: true });
    await expect(areaPacientes.getByRole('checkbox', { name: 'Cadastrar pacientes' })).toBeDisabled();
    await areaPacientes.getByRole('checkbox', { name: 'Pacientes', exact: true }).check();
    await areaPacientes.getByRole('checkbox', { name: 'Cadastrar pacientes' }).check();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(perfilForm).toBeHidden();
    await perfis.getByLabel('Buscar em Perfis').fill(perfilNome);
    await expect(perfis.locator('tbody tr', { hasText: perfilNome })).toContainText('Pacientes');

    await page.goto('/#/usuarios');
    const lista = page.getByTestId('usuarios-lista');
    await expect(lista).toContainText('Dra. Helena Prado');

    const nome = unique('Func E2E');
    const email = `${nome.replace(/\W+/g, '.').toLowerCase()}@clinica.dev`;
    const cpf = newCpf();
    const senha = 'Inicial@2026';
    await page.getByRole('button', { name: 'Novo usuário' }).click();
    const form = page.getByTestId('funcionario-form');
    await form.getByLabel('Nome').fill(nome);
    await form.getByLabel('CPF').fill('111.111.111-11');
    await form.getByLabel('E-mail').click();
    await expectFieldError(form, 'CPF', 'CPF INVÁLIDO.');
    await form.getByLabel('CPF').fill(maskCpf(cpf));
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Perfil').click();
    await form.getByLabel('Perfil').fill(perfilNome);
    await form.getByLabel('Perfil').press('Enter');
    await form.getByLabel('Senha inicial').fill(senha);
    // a photo, sent at once and saved with the user
    await form.getByTestId('usuario-foto').locator('input[type=file]').setInputFiles({ name: 'rosto.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.getByTestId('usuario-foto').locator('img')).toHaveJSProperty('naturalWidth', 1);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(form).toBeHidden();
    await page.getByLabel('Buscar por nome, e-mail ou CPF').fill(nome);
    const linha = lista.locator('tbody tr', { hasText: nome });
    await expect(linha).toContainText(perfilNome);
    await expect(linha).toContainText(maskCpf(cpf));
    await expect(linha.locator('img')).toHaveJSProperty('naturalWidth', 1);

    // the new employee, in another browser: the menu is the profile's
    const outra = await browser.newContext();
    const funcionario = await outra.newPage();
    await loginWith(funcionario, email, senha);
    await expect.poll(() => menuLabels(funcionario)).toEqual(['Pacientes']);
    await expect.poll(() => routeOf(funcionario)).toBe('/pacientes');
    // the top bar shows the photo
    const avatar = funcionario.getByTestId('user-avatar');
    await expect(avatar.locator('img')).toHaveJSProperty('naturalWidth', 1);

    // the admin gives the profile the agenda: the employee's menu follows, without a new login
    await page.goto('/#/usuarios/perfis');
    await perfis.getByLabel('Buscar em Perfis').fill(perfilNome);
    await perfis.getByRole('button', { name: `Editar ${perfilNome}` }).click();
    await perfilForm.getByRole('group', { name: 'Agendamentos', exact: true }).getByRole('checkbox', { name: 'Agendamentos', exact: true }).check();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(perfilForm).toBeHidden();
    await expect.poll(() => menuLabels(funcionario)).toEqual(['Agendamentos', 'Pacientes']);
    await expect.poll(() => routeOf(funcionario)).toBe('/pacientes');

    await page.goto('/#/usuarios');
    await page.getByLabel('Buscar por nome, e-mail ou CPF').fill(nome);

    // the admin removes the photo: the employee's top bar follows, without a new login
    await linha.getByRole('button', { name: `Editar ${nome}` }).click();
    await form.getByRole('button', { name: 'Remover foto' }).click();
    await expect(form.getByTestId('usuario-foto').locator('img')).toHaveCount(0);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(form).toBeHidden();
    await expect(linha.locator('img')).toHaveCount(0);
    await expect(avatar.locator('img')).toHaveCount(0);
    await expect(avatar.locator('.anticon-user')).toBeVisible();

    // deactivated by the admin: the employee's open screen ends at once, at the login, saying why
    await expect(funcionario.getByTestId('top-nav')).toBeVisible();
    await linha.getByRole('button', { name: `Desativar ${nome}` }).click();
    await page.locator('.ant-popconfirm').filter({ visible: true }).getByRole('button', { name: 'Desativar', exact: true }).click();
    // the saves' toasts stack over the list's filter at the top right; a pointer resting on them keeps them open
    await page.mouse.move(0, 0);
    await expect(page.locator('.ant-notification-notice')).toHaveCount(0, { timeout: 15_000 });
    await page.getByText('Todos', { exact: true }).last().click();
    await expect(linha).toContainText('Inativo');
    await expect.poll(() => routeOf(funcionario)).toBe('/login');
    await expect(funcionario.getByTestId('session-ended')).toContainText('Seu acesso foi desativado');
    await expect(funcionario.getByTestId('session-ended')).toContainText('Procure o administrador da clínica para voltar a entrar.');
    await outra.close();
  });

  test('a doctor registered on Usuários gets the address from the CEP and is edited there; the agenda lists the doctor', async ({ page, request }) => {
    await signIn(page, 'admin');
    await page.goto('/#/usuarios');
    const lista = page.getByTestId('usuarios-lista');
    await expect(lista).toContainText('Dra. Helena Prado');
    const nome = unique('Dra. E2E');
    const cpf = newCpf();
    await page.getByRole('button', { name: 'Novo usuário' }).click();
    const form = page.getByTestId('funcionario-form');
    await form.getByRole('switch', { name: 'É médico' }).click();
    const medico = form.getByRole('region', { name: 'Dados do médico' });
    await expect(medico).toBeVisible();
    await form.getByLabel('Nome', { exact: true }).fill(nome);
    await form.getByLabel('CPF').fill(maskCpf(cpf));
    await form.getByLabel('E-mail').fill(`${nome.replace(/\W+/g, '.').toLowerCase()}@clinica.dev`);
    await form.getByLabel('Perfil').click();
    await form.getByLabel('Perfil').fill('Médico');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^Médico$/ }).click();
    await form.getByLabel('Senha inicial').fill('Inicial@2026');
    await medico.getByLabel('Registro profissional').fill('CRM-SP 123456');
    await medico.getByLabel('Nascimento').fill('15/03/1980');
    await medico.getByLabel('Celular').fill('11987654321');
    await medico.getByLabel('CEP').fill('01310100');
    await expect(medico.getByLabel('Rua')).toHaveValue('Avenida Paulista');
    await expect(medico.getByLabel('Cidade')).toHaveValue('São Paulo');
    await expect(medico.getByLabel('Estado')).toHaveValue('SP');
    await medico.getByLabel('Número').fill('1000');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(form).toBeHidden();
    await page.getByLabel('Buscar por nome, e-mail ou CPF').fill(nome);
    const linha = lista.locator('tbody tr', { hasText: nome });
    await expect(linha).toContainText('Médico');

    // the agenda's list of doctors holds the new doctor with the record typed
    const token = await apiToken(request, 'admin');
    type MedicoApi = {
      id: number;
      nome: string;
      registroProfissional: string | null;
      nascimento: string | null;
      cep: string | null;
      logradouro: string | null;
      numero: string | null;
      celular: string | null;
    };
    const medicos = async () => (await (await request.get('/api/gerenciar/medico/listar', auth(token))).json()) as MedicoApi[];
    expect((await medicos()).find((m) => m.nome === nome)).toMatchObject({
      registroProfissional: 'CRM-SP 123456',
      nascimento: '1980-03-15',
      cep: '01310100',
      logradouro: 'Avenida Paulista',
      numero: '1000',
      celular: '11987654321',
    });

    await linha.getByRole('button', { name: `Editar ${nome}` }).click();
    await expect(form.getByLabel('Registro profissional')).toHaveValue('CRM-SP 123456');
    await expect(form.getByLabel('Nascimento')).toHaveValue('15/03/1980');
    await form.getByLabel('Registro profissional').fill('CRM-SP 654321');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(form).toBeHidden();
    await expect.poll(async () => (await medicos()).find((m) => m.nome === nome)?.registroProfissional).toBe('CRM-SP 654321');
  });

  test('a doctor is managed as any user: profile shown and filtered, edited with Perfil and Ativo; deactivated, the agenda no longer offers him and his open screen ends', async ({
    page,
    browser,
    request,
  }) => {
    const token = await apiToken(request, 'admin');
    const perfis = (await (await request.post('/api/gerenciar/perfil/listar', { ...auth(token), data: {} })).json()) as { id: number; nome: string }[];
    const nome = unique('Dr. Saída');
    const email = `${nome.replace(/\W+/g, '.').toLowerCase()}@clinica.dev`;
    const senha = 'Inicial@2026';
    const criado = await request.post('/api/gerenciar/medico/cadastro', {
      ...auth(token),
      data: { nome, email, cpf: newCpf(), perfilId: perfis.find((p) => p.nome === 'Médico')!.id, senha },
    });
    expect(criado.status()).toBe(201);

    // the agenda offers the new doctor for booking
    await loginAs(page, 'admin');
    const profissionalOferecido = async (): Promise<number> => {
      await openAgenda(page, { visao: 'semana' });
      await page.getByTestId('agenda-novo').click();
      const dialog = bookingDialog(page);
      await expect(dialog).toContainText('Novo agendamento');
      const select = dialog.getByLabel('Profissional', { exact: true });
      await select.click();
      await select.fill(nome);
      const listId = await select.getAttribute('aria-controls');
      const dropdown = page.locator('.ant-select-dropdown', { has: page.locator(`[id="${listId}"]`) });
      await expect(dropdown).toBeVisible();
      // the list filters as typed: Dra. Helena is no longer there
      await expect(dropdown.locator('.ant-select-item-option', { hasText: 'Dra. Helena Prado' })).toHaveCount(0);
      return dropdown.locator('.ant-select-item-option', { hasText: nome }).count();
    };
    expect(await profissionalOferecido()).toBe(1);

    // the doctor is working meanwhile
    const outra = await browser.newContext();
    const medico = await outra.newPage();
    await loginWith(medico, email, senha);

    // Usuários: the doctor's profile is shown, and the profile filter finds him
    await page.goto('/#/usuarios');
    const lista = page.getByTestId('usuarios-lista');
    await page.getByLabel('Perfil', { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^Médico$/ }).click();
    await expect.poll(() => new URL(page.url()).hash).toContain('perfil=');
    await expect(lista).toContainText('Dra. Helena Prado');
    await expect(lista).not.toContainText('Recepção');
    await page.getByLabel('Buscar por nome, e-mail ou CPF').fill(nome);
    const linha = lista.locator('tbody tr', { hasText: nome });
    // Nome, E-mail, CPF, Tipo, Perfil…
    await expect(linha.getByRole('cell').nth(4)).toHaveText('Médico');
    await expect(linha).toContainText('Ativo');

    // 'Editar médico' has the login's Perfil and Ativo
    await linha.getByRole('button', { name: `Editar ${nome}` }).click();
    const form = page.getByTestId('funcionario-form');
    await expect(form.getByLabel('Perfil')).toBeVisible();
    await expect(selectOf(form, 'Perfil')).toContainText('Médico');
    await expect(form.getByRole('switch', { name: 'Ativo' })).toBeChecked();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(form).toBeHidden();

    // Desativar, as for any user: the confirmation says what stays
    await linha.getByRole('button', { name: `Desativar ${nome}` }).click();
    const confirmacao = page.locator('.ant-popconfirm').filter({ visible: true });
    await expect(confirmacao).toContainText('Os agendamentos e o histórico ficam.');
    await confirmacao.getByRole('button', { name: 'Desativar', exact: true }).click();
    await expect(linha).toBeHidden();
    await page.getByText('Inativos', { exact: true }).click();
    await expect(linha).toContainText('Inativo');

    // his open screen ends at once, saying why
    await expect.poll(() => routeOf(medico)).toBe('/login');
    await expect(medico.getByTestId('session-ended')).toContainText('Seu acesso foi desativado');
    await outra.close();

    // no longer offered for booking
    expect(await profissionalOferecido()).toBe(0);
  });

  test("Perfis names each start page by its area ('home.agenda' is Agendamentos, 'home.dashboard' Início), in the list and the form", async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, 'admin');
    const prefixo = unique('Perfil página');
    for (const [sufixo, defaultHome] of [
      ['agenda', 'home.agenda'],
      ['início', 'home.dashboard'],
    ]) {
      const res = await request.post('/api/gerenciar/perfil/cadastro', {
        ...auth(token),
        data: { nome: `${prefixo} ${sufixo}`, defaultHome, perfilEquipe: 'ATENDIMENTO', authorities: ['ROLE_AGENDAMENTOS'] },
      });
      expect(res.status()).toBe(201);
    }
    await signIn(page, 'admin');
    await page.goto('/#/usuarios/perfis');
    const perfis = page.getByTestId('catalogo-perfis');
    await perfis.getByLabel('Buscar em Perfis').fill(prefixo);
    // Nome, Equipe, Áreas, Página inicial
    const inicial = (sufixo: string) =>
      perfis
        .locator('tbody tr', { hasText: `${prefixo} ${sufixo}` })
        .getByRole('cell')
        .nth(3);
    await expect(inicial('agenda')).toHaveText('Agendamentos');
    await expect(inicial('início')).toHaveText('Início');
    await expect(perfis.locator('tbody')).not.toContainText('home.');
    await perfis.getByRole('button', { name: `Editar ${prefixo} agenda` }).click();
    const form = page.getByTestId('perfil-form');
    await expect(selectOf(form, 'Página inicial')).toHaveText('Agendamentos');
  });

  test('"Entrar como": the administrator works as Recepção under a banner that survives a reload, and "voltar" restores their own session', async ({
    page,
  }) => {
    await loginAs(page, 'admin');
    const menuDoAdmin = await menuLabels(page);
    await page.goto('/#/usuarios');
    await page.getByLabel('Buscar por nome, e-mail ou CPF').fill('recepcao@clinica.dev');
    const linha = page.getByTestId('usuarios-lista').locator('tbody tr', { hasText: 'recepcao@clinica.dev' });
    await linha.getByRole('button', { name: 'Entrar como Recepção' }).click();
    const confirmacao = page.locator('.ant-popconfirm').filter({ visible: true });
    await expect(confirmacao).toContainText('Cada alteração fica registrada em nome dele e no seu.');
    await confirmacao.getByRole('button', { name: 'Entrar', exact: true }).click();

    const banner = page.getByTestId('banner-entrar-como');
    await expect(banner).toContainText('Você está como Recepção —');
    await expect.poll(() => menuLabels(page)).not.toContain('Usuários');
    await page.reload();
    await expect(banner).toContainText('Você está como Recepção —');

    await banner.getByRole('button', { name: 'voltar' }).click();
    await expect.poll(() => routeOf(page)).toBe('/usuarios/lista');
    await expect(banner).toBeHidden();
    await expect.poll(() => menuLabels(page)).toEqual(menuDoAdmin);
    // the administrator's own session goes on: the list still loads
    await expect(page.getByTestId('usuarios-lista')).toContainText('Dra. Helena Prado');
  });
});
