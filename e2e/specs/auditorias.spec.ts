import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { auth, book, bookingIds, medicoId, weekdayAhead } from '../fixtures/agenda.ts';
import { newCpf } from '../fixtures/cpf.ts';
import { choose, selectOf } from '../fixtures/form.ts';
import { newPaciente } from '../fixtures/paciente.ts';
import { apiToken, loginAs, routeOf, signIn } from '../fixtures/portal.ts';
import { DEMO_PASSWORD } from '../fixtures/users.ts';

const ficha = (pacienteId: number): string => `/#/detalhes-paciente?paciente=${encodeURIComponent(JSON.stringify(String(pacienteId)))}`;

test.describe('auditorias', () => {
  test('an edit made "as" Recepção shows with both users and old → new; the access report lists the record view and exports it', async ({ page, request }) => {
    const token = await apiToken(request, 'admin');
    const paciente = await newPaciente(request, token, 'Paciente Auditoria');
    // the record opens for a patient with a procedure: one booking weeks ahead (an exception, so it never meets another)
    const medico = await medicoId(request, token, 'Dra. Helena Prado');
    await book(request, token, { medicoId: medico, pacienteId: paciente.id, data: weekdayAhead(40, 3), inicio: '08:00', fim: '08:15', excecao: true });

    // the administrator acts as Recepção: opens the record and changes the profession
    await signIn(page, 'admin');
    await page.goto('/#/usuarios');
    await page.getByLabel('Buscar por nome, e-mail ou CPF').fill('recepcao@clinica.dev');
    await page.getByTestId('usuarios-lista').getByRole('button', { name: 'Entrar como Recepção' }).click();
    await page.locator('.ant-popconfirm').filter({ visible: true }).getByRole('button', { name: 'Entrar', exact: true }).click();
    const banner = page.getByTestId('banner-entrar-como');
    await expect(banner).toContainText('Você está como Recepção');
    // Recepção's start screen first: the record is opened from there, not over a page still loading
    await expect.poll(() => routeOf(page)).not.toMatch(/^\/usuarios/);
    await page.goto(ficha(paciente.id));
    const header = page.getByTestId('ficha-cabecalho');
    await expect(header).toContainText(paciente.nome);
    await header.getByRole('button', { name: 'Editar paciente' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Dados pessoais' });
    await dialog.getByLabel('Profissão').fill('Contadora');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Paciente editado com sucesso.')).toBeVisible();
    await banner.getByRole('button', { name: 'voltar' }).click();
    await expect.poll(() => routeOf(page)).toBe('/usuarios/lista');

    // Auditorias: the edit, by whom, old → new
    await page.goto('/#/logs');
    await expect.poll(() => routeOf(page)).toBe('/logs/trilha');
    const trilha = page.locator('.area-page');
    await choose(trilha, 'Ação', 'Paciente editado');
    // the list answers the filter (rows of other actions go)
    await expect(page.getByTestId('auditoria-lista').locator('tbody tr.ant-table-row').filter({ hasNotText: 'Paciente editado' })).toHaveCount(0);
    const linha = page.getByTestId('auditoria-lista').locator('tbody tr', { hasText: paciente.nome }).filter({ hasText: 'Paciente editado' });
    await expect(linha).toContainText('Recepção (por Administrador, via Entrar como)');
    await linha.locator('.ant-table-row-expand-icon').click();
    const profissao = page.locator('[data-testid^="alteracoes-"] tr', { hasText: 'Profissão' });
    await expect(profissao).toContainText('(vazio)');
    await expect(profissao).toContainText('Contadora');

    // the patient's access report: the record view and the edit; the CSV holds them
    await linha.getByRole('button', { name: `Ver os acessos de ${paciente.nome}` }).click();
    await expect.poll(() => routeOf(page)).toBe('/logs/paciente');
    const acessos = page.getByTestId('acessos-paciente');
    const visualizacao = acessos.locator('tbody tr', { hasText: 'Ficha do paciente aberta' });
    await expect(visualizacao).toContainText('Recepção (por Administrador, via Entrar como)');
    await expect(acessos.locator('tbody tr', { hasText: 'Paciente editado' })).toHaveCount(1);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`auditoria-paciente-${paciente.id}.csv`);
    const csv = await readFile(await download.path(), 'utf8');
    const [cabecalho, ...linhas] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(cabecalho).toBe('Data/hora (Brasília);Usuário;Em nome de (administrador);Área;Ação;Paciente;Alterações;IP');
    expect(linhas.some((l) => l.includes('Ficha do paciente aberta') && l.includes('Administrador'))).toBe(true);
    expect(linhas.some((l) => l.includes('Profissão: (vazio) → Contadora'))).toBe(true);
  });

  test('rows name the employee, the profiles and the user entered as; the trail filters by user, action and patient, with logins folded away until asked for', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, 'admin');
    const mark = Date.now().toString(36);
    const perfil = async (nome: string): Promise<number> => {
      const res = await request.post('/api/gerenciar/perfil/cadastro', { ...auth(token), data: { nome, authorities: ['ROLE_AGENDAMENTOS'] } });
      expect(res.status()).toBe(201);
      return ((await res.json()) as { id: number }).id;
    };
    const [perfilAntes, perfilDepois] = [`Triagem ${mark}`, `Plantão ${mark}`];
    const perfilAntesId = await perfil(perfilAntes);
    const perfilDepoisId = await perfil(perfilDepois);
    const nome = `Joana Auditada ${mark}`;
    const email = `auditada.${mark}@clinica.dev`;
    const criado = await request.post('/api/gerenciar/funcionario/cadastro', {
      ...auth(token),
      data: { nome, email, cpf: newCpf(), perfilId: perfilAntesId, ativo: true, senha: DEMO_PASSWORD },
    });
    expect(criado.status()).toBe(201);
    const funcionarioId = ((await criado.json()) as { id: number }).id;
    // she signs in (a login row of her own), the administrator enters as her, then moves her to another profile and deactivates her
    expect((await request.post('/api/auth/login', { data: { email, senha: DEMO_PASSWORD } })).status()).toBe(200);
    expect((await request.get(`/api/UsuarioManager/loginAs/${funcionarioId}`, auth(token))).status()).toBe(200);
    const editado = await request.put('/api/gerenciar/funcionario/editar', {
      ...auth(token),
      data: { id: funcionarioId, perfilId: perfilDepoisId, ativo: false },
    });
    expect(editado.status()).toBe(200);
    const paciente = await newPaciente(request, token, 'Paciente Trilha');

    await signIn(page, 'admin');
    await page.goto('/#/logs/trilha');
    const trilha = page.locator('.area-page');
    const lista = page.getByTestId('auditoria-lista');
    const linhas = lista.locator('tbody tr.ant-table-row');

    // her own rows: only her login, folded away until the switch shows it
    await choose(trilha, 'Usuário', nome);
    await expect(lista).toContainText('Nenhum registro neste filtro.');
    const mostrarLogins = page.getByRole('switch', { name: 'Mostrar entradas e saídas do sistema' });
    await expect(mostrarLogins).not.toBeChecked();
    await mostrarLogins.click();
    await expect(linhas.filter({ hasText: 'Entrou no sistema' })).toHaveCount(1);
    await expect(linhas).toHaveCount(1);
    await expect(page).toHaveURL(/logins=mostrar/);
    // kept in the address: a reload shows the same
    await page.reload();
    await expect(mostrarLogins).toBeChecked();
    await expect(linhas.filter({ hasText: 'Entrou no sistema' })).toHaveCount(1);
    await mostrarLogins.click();
    await expect(lista).toContainText('Nenhum registro neste filtro.');
    await selectOf(trilha, 'Usuário').hover();
    await selectOf(trilha, 'Usuário').locator('.ant-select-clear').click();

    // the edit names her, and the profiles by name
    await choose(trilha, 'Ação', 'Funcionário editado');
    const edicao = linhas.filter({ hasText: `Funcionário editado — ${nome}` });
    await expect(edicao).toHaveCount(1);
    await edicao.locator('.ant-table-row-expand-icon').click();
    const alteracoes = page.getByTestId(/^alteracoes-/).filter({ visible: true });
    await expect(alteracoes.locator('tr', { hasText: 'Perfil' })).toContainText(`${perfilAntes}${perfilDepois}`);
    await expect(alteracoes.locator('tr', { hasText: 'Ativo' })).toContainText('SimNão');
    await expect(alteracoes).not.toContainText('código');

    // "Entrar como" says as whom
    await choose(trilha, 'Ação', 'Entrou como outro usuário');
    await expect(linhas.filter({ hasText: `Entrou como outro usuário — ${nome}` })).toHaveCount(1);
    await selectOf(trilha, 'Ação').hover();
    await selectOf(trilha, 'Ação').locator('.ant-select-clear').click();

    // the patient, found by name: only their rows
    await choose(trilha, 'Paciente (nome ou CPF)', paciente.nome);
    await expect(page).toHaveURL(new RegExp(`pacienteId=${paciente.id}`));
    await expect(linhas.filter({ hasText: 'Paciente cadastrado' })).toHaveCount(1);
    await expect(linhas.filter({ hasNotText: paciente.nome })).toHaveCount(0);
  });

  test("a PDF issued about a patient is in that patient's access report, named by its title", async ({ page, request }) => {
    const token = await apiToken(request, 'admin');
    const paciente = await newPaciente(request, token, 'Paciente Laudo Auditado');
    const { procedimentoId } = await bookingIds(request, token);
    const medico = await medicoId(request, token, 'Dra. Helena Prado');
    await book(request, token, { medicoId: medico, pacienteId: paciente.id, data: weekdayAhead(41, 3), inicio: '08:00', fim: '08:15', excecao: true });
    const laudo = await request.post('/api/gerenciar/paciente/laudo', { ...auth(token), data: { idPaciente: paciente.id, procedimento: procedimentoId } });
    expect(laudo.status()).toBe(200);
    const answer = await request.post('/node/gerar-pdf', { ...auth(token), data: (await laudo.json()) as Record<string, unknown> });
    expect(answer.status()).toBe(200);
    const final = JSON.parse((await answer.text()).trim().split('\n').at(-1)!) as { registro?: unknown; erro?: unknown };
    expect(final.erro).toBeUndefined();
    expect(final.registro).toBeDefined();

    await signIn(page, 'admin');
    await page.goto(`/#/logs/paciente?paciente=${paciente.id}`);
    const emitido = page.getByTestId('acessos-paciente').locator('tbody tr', { hasText: 'PDF emitido e registrado' });
    await expect(emitido).toHaveCount(1);
    await expect(emitido).toContainText('Laudo');
    await expect(emitido).toContainText('Administrador');
  });
  test('in English and Spanish the trail writes moments, yes/no and numbers as the language does (issue 36 item 20)', async ({ page, request }) => {
    const token = await apiToken(request, 'admin');
    const nomeEtapa = `Etapa idiomas ${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
    const etapa = await request.post('/api/gerenciar/procedimento/cadastroDescricaoEtapa', {
      ...auth(token),
      data: { nomeEtapa, ordenacao: 1234, estudoCaso: true },
    });
    expect(etapa.status()).toBe(200);
    // its row in the trail, by the name it kept
    const trilhaApi = (await (await request.get('/api/auditoria?acao=ETAPA_CRIADA&size=100', auth(token))).json()) as {
      content: { id: number; alteracoes: { depois: string | null }[] }[];
    };
    const linhaId = trilhaApi.content.find((l) => l.alteracoes.some((a) => a.depois === nomeEtapa))!.id;

    await loginAs(page, 'admin');
    /** Picks a language in the top navigation; a click on a list still opening is simply made again. */
    const switchTo = async (option: string, menuItem: string): Promise<void> => {
      await expect(async () => {
        await page.getByTestId('top-nav').getByTestId('language-switch').click();
        await page.getByRole('option', { name: option }).click({ timeout: 2000 });
        await expect(page.getByTestId('main-menu').getByRole('menuitem', { name: menuItem })).toBeVisible({ timeout: 3000 });
      }).toPass({ timeout: 20_000 });
    };
    await switchTo('English', 'Appointments');
    await page.goto('/#/logs/trilha?acao=ETAPA_CRIADA');
    const linha = page.getByTestId('auditoria-lista').locator(`tr[data-row-key="${linhaId}"]`);
    // '26 Nov 2026, 14:30', not '26/11/2026 14:30'
    await expect(linha.locator('td').nth(1)).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
    await linha.locator('.ant-table-row-expand-icon').click();
    const alteracoes = page.getByTestId(`alteracoes-${linhaId}`);
    await expect(alteracoes.locator('tr', { hasText: 'Ordem' })).toContainText('1,234');
    await expect(alteracoes.locator('tr', { hasText: 'Ativo' })).toContainText('Yes');
    await expect(alteracoes.locator('tr', { hasText: 'Estudo de caso' })).toContainText('Yes');
    await expect(alteracoes).not.toContainText('Sim');

    await switchTo('Español', 'Citas');
    await expect(alteracoes.locator('tr', { hasText: 'Ativo' })).toContainText('Sí');
    // '26 nov 2026, 14:30' (Spanish writes the hour without a leading zero: '5:59')
    await expect(linha.locator('td').nth(1)).toHaveText(/^\d{1,2} [a-z]{3,4}\.? \d{4}, \d{1,2}:\d{2}$/);
  });
});
