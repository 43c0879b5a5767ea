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
 * The record's Exames tab (issue 39, spec 02 §2.13): exam requests from a layout of this test's own
 * (its unique name marks the row), files uploaded as exams, the conference with an attached result,
 * print through the PDF service (verified on /verificar-documento) and delete, with and without the gates.
 */

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const address = (paciente: number, procedimento: number, tab = 'exames'): string =>
  `/#/detalhes-paciente/${tab}?paciente=${encodeURIComponent(`"${paciente}"`)}&procedimento=${encodeURIComponent(`"${procedimento}"`)}`;

/** A demo patient with a procedure (read only: the exams this spec adds are its own and deleted). */
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

/** An exam of the catalogue and an EXAME layout holding it, both this test's own. */
async function layoutDeExame(
  request: APIRequestContext,
  token: string,
): Promise<{ layout: { id: number; nome: string }; exame: { id: number; nome: string } }> {
  const exame = (await (
    await request.post('/api/gerenciar/exames/cadastroExames', { ...auth(token), data: { nome: uniqueName('Hemograma E2E') } })
  ).json()) as {
    id: number;
    nome: string;
  };
  const nome = uniqueName('Pedido E2E');
  const res = await request.post('/api/layout/cadastro', {
    ...auth(token),
    data: { nome, texto: '<p>Pedido de exames de {{NOME_PACIENTE}}</p>', tipoLayout: 'EXAME', exames: [exame.id] },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { layout: { id: ((await res.json()) as { id: number }).id, nome }, exame };
}

async function pedidoPelaApi(
  request: APIRequestContext,
  token: string,
  paciente: { id: number; procedimento: number },
  layout: { id: number; nome: string },
  exame: number,
) {
  const res = await request.post('/api/gerenciar/prescricao/cadastro', {
    ...auth(token),
    data: {
      tipoPrescricaoId: 1,
      pacienteId: paciente.id,
      procedimentoId: paciente.procedimento,
      layoutId: layout.id,
      nomeLayout: layout.nome,
      texto: '<p>Pedido</p>',
      exames: [exame],
    },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as { id: number };
}

/** A user of this test with exactly these authorities (a profile of its own). */
async function usuarioCom(request: APIRequestContext, token: string, authorities: string[]): Promise<string> {
  const mark = uniqueName('Exames');
  const perfil = await request.post('/api/gerenciar/perfil/cadastro', { ...auth(token), data: { nome: `Perfil ${mark}`, authorities } });
  expect(perfil.status()).toBe(201);
  const email = `exames.${mark.replace(/\W/g, '').toLowerCase()}@clinica.dev`;
  const usuario = await request.post('/api/gerenciar/funcionario/cadastro', {
    ...auth(token),
    data: { nome: `Usuário ${mark}`, email, cpf: newCpf(), perfilId: ((await perfil.json()) as { id: number }).id, ativo: true, senha: DEMO_PASSWORD },
  });
  expect(usuario.status()).toBe(201);
  return email;
}

const linha = (page: Page, texto: string) => page.getByRole('row').filter({ hasText: texto });

test.describe('patient record: Exames', () => {
  test('a request from a layout: created in the editor, listed pending, viewed, printed (the PDF verifies), deleted after asking', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, 'admin');
    const paciente = await pacienteComProcedimento(request, token);
    const { layout, exame } = await layoutDeExame(request, token);
    await signIn(page, 'admin');
    await page.goto(address(paciente.id, paciente.procedimento));

    await page.getByRole('button', { name: 'Novo exame' }).click();
    const tipo = page.getByRole('dialog', { name: 'Selecione o tipo de exame' });
    const confirmar = tipo.getByRole('button', { name: 'Confirmar' });
    await expect(confirmar).toBeDisabled();
    await choose(tipo, 'Tipo de exame', 'Pedido Exame');
    await choose(tipo, 'Layout pronto', layout.nome);
    // the layout's exam comes chosen
    await expect(tipo.getByTestId('exame-exames')).toContainText(exame.nome);
    await confirmar.click();

    const editor = page.getByTestId('documento-editor-dialog');
    await expect(editor).toContainText(`Pedido de exames de ${paciente.nome}`);
    await editor.getByRole('button', { name: 'salvar' }).click();
    await expect(page.locator('.ant-notification')).toContainText('Exame criado com sucesso.');
    const row = linha(page, layout.nome);
    await expect(row).toContainText('Resultado de exame pendente');
    await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

    await row.getByRole('cell').first().click();
    const ver = page.getByRole('dialog', { name: 'Visualizar prescrição' });
    await expect(ver).toContainText(exame.nome);
    await ver.getByRole('button', { name: /close|fechar/i }).click();

    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'Imprimir' }).click()]);
    expect(download.suggestedFilename()).toBe('exame.pdf');
    const bytes = new Uint8Array(fs.readFileSync(await download.path()));
    const { text } = await extractText(bytes.slice(), { mergePages: true });
    const lido = text.replace(/\s+/g, ' ');
    expect(lido).toContain(paciente.nome);
    expect(lido).toContain('Exames solicitados');
    expect(lido).toContain(exame.nome);

    // the printed request verifies as issued by the clinic
    const verificar = await page.context().newPage();
    await verificar.goto('/#/verificar-documento');
    await verificar.locator('input[type=file]').setInputFiles(await download.path());
    await expect(verificar.getByTestId('verificacao-emitido')).toContainText('Documento emitido pela clínica');
    await expect(verificar.getByTestId('verificacao-emitido')).toContainText(paciente.nome);
    await verificar.close();

    await row.getByRole('button', { name: 'Excluir exame' }).click();
    await page.getByRole('dialog').filter({ hasText: 'Tem certeza que deseja excluir este exame?' }).getByRole('button', { name: 'Sim' }).click();
    await expect(page.locator('.ant-notification')).toContainText('Exame deletado com sucesso.');
    await expect(linha(page, layout.nome)).toHaveCount(0);
    await request.delete(`/api/layout/delete/${layout.id}`, auth(token));
  });

  test('the conference: delivery enables the result, a result attached and downloaded, Sim gives "Exames com alteração", the history; the file removed', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, 'admin');
    const paciente = await pacienteComProcedimento(request, token);
    const { layout, exame } = await layoutDeExame(request, token);
    const pedido = await pedidoPelaApi(request, token, paciente, layout, exame.id);
    await signIn(page, 'admin');
    await page.goto(address(paciente.id, paciente.procedimento));
    const row = linha(page, layout.nome);
    await row.getByRole('button', { name: 'Anexar resultado / conferir' }).click();
    const dialog = page.getByTestId('conferencia-dialog');
    await expect(dialog).toContainText('Confirmação conferência dos exames');
    const resultado = dialog.getByLabel(`Resultado: ${exame.nome}`);
    await expect(resultado).toBeDisabled();
    await dialog.getByRole('checkbox').check();
    await resultado.fill('Hemoglobina 11 g/dL');
    await dialog.getByLabel('Observação').fill('Anemia leve');

    const nomeArquivo = `${uniqueName('resultado').replace(/\W/g, '-')}.png`;
    await dialog.locator('input[type=file]').setInputFiles({ name: nomeArquivo, mimeType: 'image/png', buffer: PNG });
    await expect(page.locator('.ant-notification')).toContainText('Arquivo Atualizado');
    await expect(dialog.getByTestId('resultado-exame')).toContainText(nomeArquivo);
    const [baixado] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('resultado-exame').getByText(nomeArquivo).click()]);
    expect(baixado.suggestedFilename()).toBe(nomeArquivo);

    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByRole('dialog').filter({ hasText: 'Existe exame com alteração ?' }).getByRole('button', { name: 'Sim' }).click();
    await expect(page.locator('.ant-notification')).toContainText('Atualizado com sucesso');
    await expect(row).toContainText('Exames com alteração');

    await row.getByRole('button', { name: 'Anexar resultado / conferir' }).click();
    await expect(dialog.getByLabel(`Resultado: ${exame.nome}`)).toHaveValue('Hemoglobina 11 g/dL');
    const atividades = dialog.getByTestId('exame-atividades');
    await expect(atividades).toContainText('ALTERADO conferenciaExame de PENDENTE para ALTERACAO');
    await expect(atividades).toContainText(`ADICIONADO resultadoExame '${nomeArquivo}'`);
    await expect(atividades).toContainText('Administrador');
    await dialog.getByRole('button', { name: `Remover: ${nomeArquivo}` }).click();
    await expect(page.locator('.ant-notification')).toContainText('Arquivo excluído com sucesso.');
    await expect(dialog.getByTestId('resultado-exame')).toHaveCount(0);

    expect((await request.delete(`/api/gerenciar/prescricao/deletarPrescricao?codigo=${pedido.id}`, auth(token))).status()).toBe(200);
    await request.delete(`/api/layout/delete/${layout.id}`, auth(token));
  });

  test('files uploaded as an exam (several at once) are listed with a download each and deleted as a prescription', async ({ page, request }) => {
    const token = await apiToken(request, 'admin');
    const paciente = await pacienteComProcedimento(request, token);
    await signIn(page, 'admin');
    await page.goto(address(paciente.id, paciente.procedimento));
    await page.getByRole('button', { name: 'Novo exame' }).click();
    const tipo = page.getByRole('dialog', { name: 'Selecione o tipo de exame' });
    await choose(tipo, 'Tipo de exame', 'Carregar um arquivo');
    await expect(tipo).toContainText('Arraste um arquivo ou carregue');
    await expect(tipo.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
    const a = `${uniqueName('laudo-a').replace(/\W/g, '-')}.png`;
    const b = `${uniqueName('laudo-b').replace(/\W/g, '-')}.png`;
    await tipo.locator('input[type=file]').setInputFiles([
      { name: a, mimeType: 'image/png', buffer: PNG },
      { name: b, mimeType: 'image/png', buffer: PNG },
    ]);
    await tipo.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.locator('.ant-notification')).toContainText('criado com sucesso');
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Baixar arquivo: ${a}` }) });
    await expect(row.getByRole('button', { name: `Baixar arquivo: ${b}` })).toBeVisible();
    await expect(row).toContainText('outros');
    await expect(row.getByRole('button', { name: 'Imprimir' })).toHaveCount(0);
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: `Baixar arquivo: ${b}` }).click()]);
    expect(download.suggestedFilename()).toBe(b);
    await row.getByRole('button', { name: 'Excluir prescrição' }).click();
    await page.getByRole('dialog').filter({ hasText: 'Tem certeza que deseja excluir este exame?' }).getByRole('button', { name: 'Sim' }).click();
    await expect(page.locator('.ant-notification')).toContainText('Exame deletado com sucesso.');
    await expect(row).toHaveCount(0);
  });

  test('gates: without DELETAR_EXAME no delete (and the api refuses it); without EXAME_FICHA_PACIENTE no tab', async ({ page, request }) => {
    const token = await apiToken(request, 'admin');
    const paciente = await pacienteComProcedimento(request, token);
    const { layout, exame } = await layoutDeExame(request, token);
    const pedido = await pedidoPelaApi(request, token, paciente, layout, exame.id);
    const email = await usuarioCom(request, token, ['ROLE_PACIENTES', 'EXAME_FICHA_PACIENTE', 'PRESCRISOES_FICHA_PACIENTE']);
    await signInWith(page, email, DEMO_PASSWORD);
    await page.goto(address(paciente.id, paciente.procedimento));
    const row = linha(page, layout.nome);
    await expect(row.getByRole('button', { name: 'Imprimir' })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Excluir exame' })).toHaveCount(0);
    const login = await request.post('/api/auth/login', { data: { email, senha: DEMO_PASSWORD } });
    const userToken = ((await login.json()) as { token: string }).token;
    expect((await request.delete(`/api/gerenciar/prescricao/deletarPrescricao?codigo=${pedido.id}`, auth(userToken))).status()).toBe(403);

    const semAba = await usuarioCom(request, token, ['ROLE_PACIENTES', 'PRESCRISOES_FICHA_PACIENTE']);
    await signInWith(page, semAba, DEMO_PASSWORD);
    await page.goto(address(paciente.id, paciente.procedimento, 'prescricoes'));
    await expect(page.getByRole('button', { name: 'Nova prescrição' })).toBeVisible();
    // the record's tab list shows the tabs the user holds, and not this one
    await expect(page.getByRole('navigation', { name: 'Prontuário' }).getByRole('menuitem')).toHaveText(['Prescrições']);

    expect((await request.delete(`/api/gerenciar/prescricao/deletarPrescricao?codigo=${pedido.id}`, auth(token))).status()).toBe(200);
    await request.delete(`/api/layout/delete/${layout.id}`, auth(token));
  });
});
