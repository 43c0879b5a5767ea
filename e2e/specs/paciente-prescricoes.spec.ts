import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { extractText } from 'unpdf';
import { auth } from '../fixtures/agenda.ts';
import { newCpf } from '../fixtures/cpf.ts';
import { choose } from '../fixtures/form.ts';
import { uniqueName } from '../fixtures/own-user.ts';
import { apiToken, signIn, signInWith } from '../fixtures/portal.ts';
import { DEMO_PASSWORD } from '../fixtures/users.ts';

/**
 * The record's Prescrições tab (issue 39, spec 02 §2.11): a PRESCRICAO layout of this test's own →
 * the editor with the required name → the list (Nome, Quem criou) → print (the PDF verifies on
 * /verificar-documento) → edit → delete after asking, with and without the delete gate.
 */

const address = (paciente: number, procedimento: number): string =>
  `/#/detalhes-paciente/prescricoes?paciente=${encodeURIComponent(`"${paciente}"`)}&procedimento=${encodeURIComponent(`"${procedimento}"`)}`;

async function pacienteComProcedimento(request: APIRequestContext, token: string): Promise<{ id: number; nome: string; procedimento: number }> {
  const list = (await (await request.post('/api/gerenciar/paciente/pesquisar?page=0&size=40', { ...auth(token), data: { ativo: true } })).json()) as {
    content: { id: number; nome: string }[];
  };
  for (const paciente of list.content) {
    const procedimentos = (await (await request.get(`/api/gerenciar/procedimento/pesquisarProcedimentosDoPaciente/${paciente.id}`, auth(token))).json()) as {
      id: number;
    }[];
    if (procedimentos[0]) return { ...paciente, procedimento: procedimentos[0].id };
  }
  throw new Error('no demo patient with a procedure');
}

async function layoutDePrescricao(request: APIRequestContext, token: string): Promise<{ id: number; nome: string }> {
  const nome = uniqueName('Receita E2E');
  const res = await request.post('/api/layout/cadastro', {
    ...auth(token),
    data: { nome, texto: '<p>Receita de {{NOME_PACIENTE}}: dipirona 500 mg</p>', tipoLayout: 'PRESCRICAO' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: ((await res.json()) as { id: number }).id, nome };
}

async function usuarioCom(request: APIRequestContext, token: string, authorities: string[]): Promise<string> {
  const mark = uniqueName('Prescricoes');
  const perfil = await request.post('/api/gerenciar/perfil/cadastro', { ...auth(token), data: { nome: `Perfil ${mark}`, authorities } });
  expect(perfil.status()).toBe(201);
  const email = `prescricoes.${mark.replace(/\W/g, '').toLowerCase()}@clinica.dev`;
  const usuario = await request.post('/api/gerenciar/funcionario/cadastro', {
    ...auth(token),
    data: { nome: `Usuário ${mark}`, email, cpf: newCpf(), perfilId: ((await perfil.json()) as { id: number }).id, ativo: true, senha: DEMO_PASSWORD },
  });
  expect(usuario.status()).toBe(201);
  return email;
}

const linha = (page: Page, texto: string) => page.getByRole('row').filter({ hasText: texto });

test.describe('patient record: Prescrições', () => {
  test('plus → layout → editor with the required name → listed → printed (the PDF verifies) → edited → deleted after asking', async ({ page, request }) => {
    const token = await apiToken(request, 'admin');
    const paciente = await pacienteComProcedimento(request, token);
    const layout = await layoutDePrescricao(request, token);
    const nome = uniqueName('Pós-operatório');
    await signIn(page, 'admin');
    await page.goto(address(paciente.id, paciente.procedimento));

    await page.getByRole('button', { name: 'Nova prescrição' }).click();
    const escolha = page.getByRole('dialog', { name: 'Layout da prescrição' });
    await expect(escolha.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
    await choose(escolha, 'Layout da prescrição', layout.nome);
    await escolha.getByRole('button', { name: 'Confirmar' }).click();

    const editor = page.getByTestId('documento-editor-dialog');
    await expect(editor).toContainText(`Receita de ${paciente.nome}`);
    await editor.getByRole('button', { name: 'salvar' }).click();
    // the name is required: nothing saved, the text kept
    await expect(editor).toContainText('Campo obrigatório.');
    await editor.getByLabel('Nome da prescrição').fill(nome);
    await editor.getByRole('button', { name: 'salvar' }).click();
    await expect(page.locator('.ant-notification')).toContainText('Prescrição criada com sucesso.');
    const row = linha(page, nome);
    await expect(row).toContainText('Administrador');

    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'Imprimir' }).click()]);
    expect(download.suggestedFilename()).toBe('prescricao.pdf');
    const { text } = await extractText(new Uint8Array(fs.readFileSync(await download.path())), { mergePages: true });
    const lido = text.replace(/\s+/g, ' ');
    expect(lido).toContain(nome);
    expect(lido).toContain('dipirona 500 mg');
    expect(lido).toContain(paciente.nome);
    const verificar = await page.context().newPage();
    await verificar.goto('/#/verificar-documento');
    await verificar.locator('input[type=file]').setInputFiles(await download.path());
    await expect(verificar.getByTestId('verificacao-emitido')).toContainText('Documento emitido pela clínica');
    await expect(verificar.getByTestId('verificacao-emitido')).toContainText(`Prescrição — ${nome}`);
    await verificar.close();

    await row.getByRole('button', { name: 'Editar' }).click();
    await expect(editor.getByLabel('Nome da prescrição')).toHaveValue(nome);
    await editor.getByLabel('Nome da prescrição').fill(`${nome} revisada`);
    await editor.getByRole('button', { name: 'salvar' }).click();
    await expect(page.locator('.ant-notification')).toContainText('Prescrição Editada com sucesso.');
    const revisada = linha(page, `${nome} revisada`);
    await expect(revisada).toBeVisible();

    await revisada.getByRole('button', { name: 'Excluir' }).click();
    await page.getByRole('dialog').filter({ hasText: 'Tem certeza que deseja excluir esta prescrição?' }).getByRole('button', { name: 'Sim' }).click();
    await expect(page.locator('.ant-notification')).toContainText('Formulário deletado com sucesso!');
    await expect(linha(page, nome)).toHaveCount(0);
    await request.delete(`/api/layout/delete/${layout.id}`, auth(token));
  });

  test('gates: without a delete spelling no delete (the api refuses it); with DELETAR_PRESCRICOES it deletes; the issuer is empty for a non-doctor', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, 'admin');
    const paciente = await pacienteComProcedimento(request, token);
    const sem = await usuarioCom(request, token, ['ROLE_PACIENTES', 'PRESCRISOES_FICHA_PACIENTE']);
    const login = await request.post('/api/auth/login', { data: { email: sem, senha: DEMO_PASSWORD } });
    const semToken = ((await login.json()) as { token: string }).token;
    const nome = uniqueName('Receita sem gate');
    const criada = await request.post('/api/gerenciar/paciente/gerarOrientacaoMedica', {
      ...auth(semToken),
      data: { paciente: paciente.id, procedimento: paciente.procedimento, nomePrescricao: nome, texto: '<p>Repouso</p>' },
    });
    expect(criada.status()).toBe(200);
    const prescricao = (await criada.json()) as { id: number; medico: string | null };
    expect(prescricao.medico).toBeNull();

    await signInWith(page, sem, DEMO_PASSWORD);
    await page.goto(address(paciente.id, paciente.procedimento));
    const row = linha(page, nome);
    await expect(row.getByRole('button', { name: 'Editar' })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Excluir' })).toHaveCount(0);
    expect((await request.delete(`/api/gerenciar/prescricao/deletarPrescricao?codigo=${prescricao.id}`, auth(semToken))).status()).toBe(403);

    const com = await usuarioCom(request, token, ['ROLE_PACIENTES', 'PRESCRISOES_FICHA_PACIENTE', 'DELETAR_PRESCRICOES']);
    await signInWith(page, com, DEMO_PASSWORD);
    await page.goto(address(paciente.id, paciente.procedimento));
    await linha(page, nome).getByRole('button', { name: 'Excluir' }).click();
    await page.getByRole('dialog').filter({ hasText: 'Tem certeza que deseja excluir esta prescrição?' }).getByRole('button', { name: 'Sim' }).click();
    await expect(page.locator('.ant-notification')).toContainText('Formulário deletado com sucesso!');
    await expect(linha(page, nome)).toHaveCount(0);
  });
});
