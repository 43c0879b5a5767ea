import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { extractText } from 'unpdf';
import { auth } from '../fixtures/agenda.ts';
import { newCpf } from '../fixtures/cpf.ts';
import { uniqueName } from '../fixtures/own-user.ts';
import { apiToken, signIn, signInWith } from '../fixtures/portal.ts';
import { DEMO_PASSWORD } from '../fixtures/users.ts';
import { pacienteComProcedimento as pacienteComConsulta } from '../fixtures/paciente-com-procedimento.ts';

/**
 * The record's Proposta/Contrato tab (issue 39, spec 02 §2.14): a DOCUMENTO layout of this test's own
 * filled for its own patient → the editor with the required 'Nome do layout' → the card → print (the
 * PDF read back, verified on /verificar-documento) → signed → an edit is a new version, the signed one
 * kept → delete after asking; a file; the gates.
 */

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const address = (paciente: number, procedimento: number): string =>
  `/#/detalhes-paciente/propostas-contratos?paciente=${encodeURIComponent(`"${paciente}"`)}&procedimento=${encodeURIComponent(`"${procedimento}"`)}`;

const pacienteComProcedimento = (request: APIRequestContext, token: string) =>
  pacienteComConsulta(request, token, 'Contratos', { dias: 80, diaDaSemana: 3, inicio: '10:00', fim: '10:30' });

async function layoutDeDocumento(request: APIRequestContext, token: string): Promise<{ id: number; nome: string }> {
  const nome = uniqueName('Contrato E2E');
  const res = await request.post('/api/layout/cadastro', {
    ...auth(token),
    data: { nome, texto: '<p>Contrato de {{NOME_PACIENTE}}: cláusula primeira</p>', tipoLayout: 'DOCUMENTO' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: ((await res.json()) as { id: number }).id, nome };
}

async function usuarioCom(request: APIRequestContext, token: string, authorities: string[]): Promise<{ email: string; token: string }> {
  const mark = uniqueName('Contratos');
  const perfil = await request.post('/api/gerenciar/perfil/cadastro', { ...auth(token), data: { nome: `Perfil ${mark}`, authorities } });
  expect(perfil.status()).toBe(201);
  const email = `contratos.${mark.replace(/\W/g, '').toLowerCase()}@clinica.dev`;
  const usuario = await request.post('/api/gerenciar/funcionario/cadastro', {
    ...auth(token),
    data: { nome: `Usuário ${mark}`, email, cpf: newCpf(), perfilId: ((await perfil.json()) as { id: number }).id, ativo: true, senha: DEMO_PASSWORD },
  });
  expect(usuario.status()).toBe(201);
  const login = await request.post('/api/auth/login', { data: { email, senha: DEMO_PASSWORD } });
  return { email, token: ((await login.json()) as { token: string }).token };
}

const card = (page: Page, nome: string) => page.locator('.ant-card').filter({ has: page.locator('.ant-card-head', { hasText: nome }) });
const toast = (page: Page) => page.locator('.ant-notification');

test.describe('patient record: Proposta/Contrato', () => {
  test('new document from a layout → printed (the PDF verifies) → signed → an edit is a new version, the signed one kept → deleted after asking', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, 'admin');
    const paciente = await pacienteComProcedimento(request, token);
    const layout = await layoutDeDocumento(request, token);
    const nome = uniqueName('Contrato Botox');
    await signIn(page, 'admin');
    await page.goto(address(paciente.id, paciente.procedimento));
    await expect(page.getByText('Não Existe Propostas ou contratos desse procedimento.')).toBeVisible();

    await page.getByRole('button', { name: 'Novo documento' }).click();
    const escolha = page.getByRole('dialog', { name: 'Novo documento' });
    await expect(escolha.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
    await escolha.getByLabel('Tipo de documento').click();
    await page.keyboard.type(layout.nome);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: layout.nome }).first().click();
    await escolha.getByRole('button', { name: 'Confirmar' }).click();

    const editor = page.getByTestId('documento-editor-dialog');
    await expect(editor.getByRole('textbox', { name: 'Texto do documento' })).toContainText(`Contrato de ${paciente.nome}: cláusula primeira`);
    await editor.getByLabel('Nome do layout').fill('');
    await editor.getByRole('button', { name: 'salvar' }).click();
    await expect(editor).toContainText('Campo obrigatório.');
    await editor.getByLabel('Nome do layout').fill(nome);
    await editor.getByRole('button', { name: 'salvar' }).click();
    await expect(toast(page)).toContainText('Documento criado com sucesso');
    await expect(editor).toBeHidden();
    const doc = card(page, nome);
    await expect(doc).toContainText(`Contrato de ${paciente.nome}: cláusula primeira`);

    const [download] = await Promise.all([page.waitForEvent('download'), doc.getByRole('button', { name: `Imprimir ${nome}` }).click()]);
    const { text } = await extractText(new Uint8Array(fs.readFileSync(await download.path())), { mergePages: true });
    const lido = text.replace(/\s+/g, ' ');
    expect(lido).toContain(nome);
    expect(lido).toContain('cláusula primeira');
    expect(lido).toContain(paciente.nome);
    const verificar = await page.context().newPage();
    await verificar.goto('/#/verificar-documento');
    await verificar.locator('input[type=file]').setInputFiles(await download.path());
    await expect(verificar.getByTestId('verificacao-emitido')).toContainText('Documento emitido pela clínica');
    await expect(verificar.getByTestId('verificacao-emitido')).toContainText(paciente.nome);
    await verificar.close();

    // signed at once; a signed contract stays signed
    const assinado = doc.getByRole('switch');
    await assinado.click();
    await expect(toast(page)).toContainText('Contrato assinado com sucesso');
    await expect(assinado).toBeChecked();
    await expect(assinado).toBeDisabled();

    // an edit of the signed contract is a new version; the signed one stays as it was, not editable
    await doc.getByRole('button', { name: `Editar ${nome}` }).click();
    const texto = editor.getByRole('textbox', { name: 'Texto do documento' });
    await texto.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Aditivo segundo.');
    await editor.getByRole('button', { name: 'salvar' }).click();
    await expect(toast(page)).toContainText('a alteração foi salva como uma nova versão');
    const versoes = card(page, nome);
    await expect(versoes).toHaveCount(2);
    const antiga = versoes.filter({ hasText: 'substituída por uma mais nova' });
    const nova = versoes.filter({ hasText: 'Nova versão de um contrato assinado' });
    await expect(antiga).not.toContainText('Aditivo segundo.');
    await expect(antiga.getByRole('switch')).toBeChecked();
    await expect(antiga.getByRole('button', { name: `Editar ${nome}` })).toHaveCount(0);
    await expect(nova).toContainText('Aditivo segundo.');
    await expect(nova.getByRole('switch')).not.toBeChecked();

    await nova.getByRole('button', { name: `Excluir ${nome}` }).click();
    const pergunta = page.getByRole('dialog').filter({ hasText: 'Tem certeza que deseja excluir este layout ?' });
    await pergunta.getByRole('button', { name: 'Não' }).click();
    await expect(versoes).toHaveCount(2);
    await nova.getByRole('button', { name: `Excluir ${nome}` }).click();
    await pergunta.getByRole('button', { name: 'Sim' }).click();
    await expect(toast(page)).toContainText('Deletado com sucesso');
    await expect(versoes).toHaveCount(1);
    await expect(versoes).toContainText('cláusula primeira');
    await request.delete(`/api/layout/delete/${layout.id}`, auth(token));
  });

  test('gates: without the tab the api refuses; without DELETAR_CONTRATOS no delete; with it a file is uploaded, downloaded and deleted', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, 'admin');
    const paciente = await pacienteComProcedimento(request, token);
    const semAba = await usuarioCom(request, token, ['ROLE_PACIENTES', 'AGENDAMENTOS_FICHA_PACIENTE', 'DELETAR_CONTRATOS']);
    const listar = { ...auth(semAba.token), data: { idPaciente: paciente.id, procedimento: paciente.procedimento } };
    expect((await request.post('/api/gerenciar/contrato/listar', listar)).status()).toBe(403);

    const sem = await usuarioCom(request, token, ['ROLE_PACIENTES', 'PROPOSTA_CONTRATO_FICHA_PACIENTE']);
    const nome = uniqueName('Proposta sem gate');
    const criada = await request.post('/api/gerenciar/contrato/cadastro', {
      ...auth(sem.token),
      data: { paciente: paciente.id, procedimento: paciente.procedimento, nomeContrato: nome, texto: '<p>Proposta de tratamento</p>' },
    });
    expect(criada.status()).toBe(201);
    const contrato = (await criada.json()) as { id: number };
    await signInWith(page, sem.email, DEMO_PASSWORD);
    await page.goto(address(paciente.id, paciente.procedimento));
    await expect(card(page, nome).getByRole('button', { name: `Editar ${nome}` })).toBeVisible();
    await expect(card(page, nome).getByRole('button', { name: `Excluir ${nome}` })).toHaveCount(0);
    expect((await request.delete(`/api/gerenciar/contrato/delete/${contrato.id}`, auth(sem.token))).status()).toBe(403);

    const com = await usuarioCom(request, token, ['ROLE_PACIENTES', 'PROPOSTA_CONTRATO_FICHA_PACIENTE', 'DELETAR_CONTRATOS']);
    await signInWith(page, com.email, DEMO_PASSWORD);
    await page.goto(address(paciente.id, paciente.procedimento));
    await card(page, nome)
      .getByRole('button', { name: `Excluir ${nome}` })
      .click();
    await page.getByRole('dialog').filter({ hasText: 'Tem certeza que deseja excluir este layout ?' }).getByRole('button', { name: 'Sim' }).click();
    await expect(toast(page)).toContainText('Deletado com sucesso');
    await expect(card(page, nome)).toHaveCount(0);

    const arquivo = `${uniqueName('assinado').replace(/\W+/g, '-')}.png`;
    await page.getByTestId('contrato-arquivo').setInputFiles({ name: arquivo, mimeType: 'image/png', buffer: PNG });
    await expect(toast(page)).toContainText('Upload realizado com sucesso');
    const doArquivo = card(page, arquivo);
    await expect(doArquivo).toContainText(`Arquivo: ${arquivo}`);
    await expect(doArquivo.getByRole('button', { name: /^Imprimir/ })).toHaveCount(0);
    const [download] = await Promise.all([page.waitForEvent('download'), doArquivo.getByRole('button', { name: `Baixar ${arquivo}` }).click()]);
    expect(fs.readFileSync(await download.path()).equals(PNG)).toBe(true);
    await doArquivo.getByRole('button', { name: `Excluir ${arquivo}` }).click();
    await page.getByRole('dialog').filter({ hasText: 'Tem certeza que deseja excluir este layout ?' }).getByRole('button', { name: 'Sim' }).click();
    await expect(card(page, arquivo)).toHaveCount(0);
  });
});
