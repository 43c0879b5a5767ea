import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { extractText } from 'unpdf';
import { auth } from '../fixtures/agenda.ts';
import { newCpf } from '../fixtures/cpf.ts';
import { uniqueName } from '../fixtures/own-user.ts';
import { apiToken, closeToasts, signIn, signInWith } from '../fixtures/portal.ts';
import { DEMO_PASSWORD } from '../fixtures/users.ts';
import { pacienteComProcedimento as pacienteComConsulta } from '../fixtures/paciente-com-procedimento.ts';

/**
 * The record's Atestado tab (issue 39, spec 02 §2.10): an ATESTADO layout of this test's own filled for
 * its own patient → the maximised editor → the card (generated at, by whom, Ver mais/Ver menos) →
 * print (the PDF read back, verified on /verificar-documento) → edit → delete after asking; the gates.
 */

const address = (paciente: number, procedimento: number): string =>
  `/#/detalhes-paciente/atestado?paciente=${encodeURIComponent(`"${paciente}"`)}&procedimento=${encodeURIComponent(`"${procedimento}"`)}`;

const pacienteComProcedimento = (request: APIRequestContext, token: string) =>
  pacienteComConsulta(request, token, 'Atestado', { dias: 80, diaDaSemana: 4, inicio: '11:00', fim: '11:30' });

/** A layout long enough that its card needs 'Ver mais'. */
async function layoutDeAtestado(request: APIRequestContext, token: string): Promise<{ id: number; nome: string }> {
  const nome = uniqueName('Atestado E2E');
  const linhas = Array.from({ length: 8 }, (_, i) => `<p>Linha ${i + 1} do atestado.</p>`).join('');
  const res = await request.post('/api/layout/cadastro', {
    ...auth(token),
    data: { nome, texto: `<p>Atesto que {{NOME_PACIENTE}} esteve em consulta.</p>${linhas}`, tipoLayout: 'ATESTADO' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: ((await res.json()) as { id: number }).id, nome };
}

async function usuarioCom(request: APIRequestContext, token: string, authorities: string[]): Promise<{ email: string; nome: string; token: string }> {
  const mark = uniqueName('Atestados');
  const perfil = await request.post('/api/gerenciar/perfil/cadastro', { ...auth(token), data: { nome: `Perfil ${mark}`, authorities } });
  expect(perfil.status()).toBe(201);
  const email = `atestados.${mark.replace(/\W/g, '').toLowerCase()}@clinica.dev`;
  const nome = `Usuário ${mark}`;
  const usuario = await request.post('/api/gerenciar/funcionario/cadastro', {
    ...auth(token),
    data: { nome, email, cpf: newCpf(), perfilId: ((await perfil.json()) as { id: number }).id, ativo: true, senha: DEMO_PASSWORD },
  });
  expect(usuario.status()).toBe(201);
  const login = await request.post('/api/auth/login', { data: { email, senha: DEMO_PASSWORD } });
  return { email, nome, token: ((await login.json()) as { token: string }).token };
}

const cards = (page: Page) => page.locator('.ant-card').filter({ has: page.getByTestId(/^atestado-texto-/) });
const toast = (page: Page) => page.locator('.ant-notification');

test.describe('patient record: Atestado', () => {
  test('Gerar atestado → layout → editor → card with Ver mais → printed (the PDF verifies) → edited → deleted after asking', async ({ page, request }) => {
    const token = await apiToken(request, 'admin');
    const paciente = await pacienteComProcedimento(request, token);
    const layout = await layoutDeAtestado(request, token);
    await signIn(page, 'admin');
    await page.goto(address(paciente.id, paciente.procedimento));
    await expect(page.getByText('Nenhum atestado deste procedimento.')).toBeVisible();

    await page.getByRole('button', { name: 'Gerar atestado' }).click();
    const escolha = page.getByRole('dialog', { name: 'Gerar atestado' });
    await expect(escolha.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
    await escolha.getByLabel('Layout do atestado').click();
    await page.keyboard.type(layout.nome);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: layout.nome }).first().click();
    await escolha.getByRole('button', { name: 'Confirmar' }).click();

    const editor = page.getByRole('dialog', { name: layout.nome });
    await expect(editor.getByRole('textbox', { name: 'Texto do documento' })).toContainText(`Atesto que ${paciente.nome} esteve em consulta.`);
    await editor.getByRole('button', { name: 'salvar' }).click();
    await expect(toast(page)).toContainText('Atestado criado com sucesso');
    await expect(editor).toBeHidden();

    const atestado = cards(page);
    await expect(atestado).toHaveCount(1);
    await expect(atestado).toContainText(/Gerado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} por Administrador/);
    const caixa = atestado.getByTestId(/^atestado-texto-/);
    expect((await caixa.boundingBox())!.height).toBeLessThanOrEqual(100);
    await atestado.getByRole('button', { name: 'Ver mais' }).click();
    await expect(atestado.getByRole('button', { name: 'Ver menos' })).toBeVisible();
    await expect.poll(async () => (await caixa.boundingBox())!.height).toBeGreaterThan(100);
    await atestado.getByRole('button', { name: 'Ver menos' }).click();
    await expect.poll(async () => (await caixa.boundingBox())!.height).toBeLessThanOrEqual(100);

    const [download] = await Promise.all([page.waitForEvent('download'), atestado.getByRole('button', { name: /^Imprimir o atestado/ }).click()]);
    const { text } = await extractText(new Uint8Array(fs.readFileSync(await download.path())), { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain(`Atesto que ${paciente.nome} esteve em consulta.`);
    const verificar = await page.context().newPage();
    await verificar.goto('/#/verificar-documento');
    await verificar.locator('input[type=file]').setInputFiles(await download.path());
    await expect(verificar.getByTestId('verificacao-emitido')).toContainText('Documento emitido pela clínica');
    await expect(verificar.getByTestId('verificacao-emitido')).toContainText(paciente.nome);
    await verificar.close();

    await closeToasts(page);
    await atestado.getByRole('button', { name: /^Editar o atestado/ }).click();
    const edicao = page.getByTestId('documento-editor-dialog');
    await edicao.getByRole('textbox', { name: 'Texto do documento' }).click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.type('Repouso de dois dias. ');
    await edicao.getByRole('button', { name: 'salvar' }).click();
    await expect(toast(page)).toContainText('Atestado alterado com sucesso');
    await expect(atestado).toContainText('Repouso de dois dias.');

    await closeToasts(page);
    await atestado.getByRole('button', { name: /^Excluir o atestado/ }).click();
    await page.getByRole('dialog').filter({ hasText: 'Tem certeza que deseja excluir este atestado ?' }).getByRole('button', { name: 'Sim' }).click();
    await expect(toast(page)).toContainText('Atestado deletado com sucesso.');
    await expect(cards(page)).toHaveCount(0);
    await request.delete(`/api/layout/delete/${layout.id}`, auth(token));
  });

  test('gates: without the tab the api refuses; a non-doctor is not the issuer; without DELETAR_ATESTADO no delete, with it the delete works', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, 'admin');
    const paciente = await pacienteComProcedimento(request, token);
    const semAba = await usuarioCom(request, token, ['ROLE_PACIENTES', 'AGENDAMENTOS_FICHA_PACIENTE', 'DELETAR_ATESTADO']);
    expect((await request.get(`/api/gerenciar/paciente/buscarAtestado?pacienteId=${paciente.id}`, auth(semAba.token))).status()).toBe(403);

    const sem = await usuarioCom(request, token, ['ROLE_PACIENTES', 'ATESTADO_FICHA_PACIENTE']);
    const criado = await request.post('/api/gerenciar/paciente/gerarAtestado', {
      ...auth(sem.token),
      data: { paciente: paciente.id, procedimento: paciente.procedimento, texto: '<p>Atestado da recepção</p>' },
    });
    expect(criado.status()).toBe(200);
    const atestado = (await criado.json()) as { id: number; medicoId: number | null };
    expect(atestado.medicoId).toBeNull();
    await signInWith(page, sem.email, DEMO_PASSWORD);
    await page.goto(address(paciente.id, paciente.procedimento));
    const card = cards(page).filter({ hasText: 'Atestado da recepção' });
    await expect(card).toContainText(`por ${sem.nome}`);
    await expect(card).not.toContainText('Médico:');
    await expect(card.getByRole('button', { name: /^Editar o atestado/ })).toBeVisible();
    await expect(card.getByRole('button', { name: /^Excluir o atestado/ })).toHaveCount(0);
    expect((await request.delete(`/api/gerenciar/paciente/deletarAtestado?atestadoId=${atestado.id}`, auth(sem.token))).status()).toBe(403);

    const com = await usuarioCom(request, token, ['ROLE_PACIENTES', 'ATESTADO_FICHA_PACIENTE', 'DELETAR_ATESTADO']);
    await signInWith(page, com.email, DEMO_PASSWORD);
    await page.goto(address(paciente.id, paciente.procedimento));
    await cards(page)
      .filter({ hasText: 'Atestado da recepção' })
      .getByRole('button', { name: /^Excluir o atestado/ })
      .click();
    await page.getByRole('dialog').filter({ hasText: 'Tem certeza que deseja excluir este atestado ?' }).getByRole('button', { name: 'Sim' }).click();
    await expect(toast(page)).toContainText('Atestado deletado com sucesso.');
    await expect(cards(page)).toHaveCount(0);
  });
});
