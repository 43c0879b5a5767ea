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
 * The record's 'Formulários e evolução' tab (issue 39, spec 02 §2.12): each test fills a form of its
 * own (made through the api) for a patient of its own with one appointment (so one procedure).
 */

const address = (paciente: number, procedimento: number): string =>
  `/#/detalhes-paciente/formulario-evolucoes?paciente=${encodeURIComponent(`"${paciente}"`)}&procedimento=${encodeURIComponent(`"${procedimento}"`)}`;

const pacienteComProcedimento = (request: APIRequestContext, token: string) =>
  pacienteComConsulta(request, token, 'Fichas E2E', { dias: 82, diaDaSemana: 3, inicio: '10:00', fim: '10:30' });

interface Formulario {
  id: number;
  nome: string;
  versao: number;
  perguntas: { id: number; pergunta: string }[];
}

/** A form of this test's own: Sim/Não/Restrição with a complementary text, and an options dropdown. */
async function novoFormulario(request: APIRequestContext, token: string): Promise<Formulario> {
  const res = await request.post('/api/gerenciar/formulario/cadastro', {
    ...auth(token),
    data: {
      nome: uniqueName('Evolução E2E'),
      perguntas: [
        { pergunta: 'Tem alergias?', exibirCamposSimouNao: true, exibirCampoRestricao: true, textoComplementar: 'Quais?' },
        { pergunta: 'Tipo sanguíneo', opcoesAdicionais: 'A,B,AB,O' },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Formulario;
}

async function usuarioCom(request: APIRequestContext, token: string, authorities: string[]): Promise<string> {
  const mark = uniqueName('Fichas');
  const perfil = await request.post('/api/gerenciar/perfil/cadastro', { ...auth(token), data: { nome: `Perfil ${mark}`, authorities } });
  expect(perfil.status()).toBe(201);
  const email = `fichas.${mark.replace(/\W/g, '').toLowerCase()}@clinica.dev`;
  const usuario = await request.post('/api/gerenciar/funcionario/cadastro', {
    ...auth(token),
    data: { nome: `Usuário ${mark}`, email, cpf: newCpf(), perfilId: ((await perfil.json()) as { id: number }).id, ativo: true, senha: DEMO_PASSWORD },
  });
  expect(usuario.status()).toBe(201);
  return email;
}

const linha = (page: Page, texto: string) => page.getByRole('row').filter({ hasText: texto });

test.describe('patient record: Formulários e evolução', () => {
  test('fill → view → edit → print (PDF read back) → delete; an old answer survives the form’s edit', async ({ page, request }) => {
    const token = await apiToken(request, 'admin');
    const paciente = await pacienteComProcedimento(request, token);
    const formulario = await novoFormulario(request, token);
    const layout = await request.post('/api/layout/cadastro', {
      ...auth(token),
      data: {
        nome: uniqueName('Layout ficha'),
        texto: '<p>Ficha de {{NOME_PACIENTE}}</p><p>{{RESPOSTAS_FORMULARIO}}</p>',
        tipoLayout: 'DOCUMENTO',
        formularioId: formulario.id,
      },
    });
    expect(layout.status()).toBe(201);
    await signIn(page, 'admin');
    await page.goto(address(paciente.id, paciente.procedimento));
    await expect(page.getByText('Nenhum formulário neste procedimento.', { exact: false })).toBeVisible();

    await page.getByRole('button', { name: 'Novo formulário' }).click();
    const escolher = page.getByRole('dialog', { name: 'Novo formulário' });
    const confirmar = escolher.getByRole('button', { name: 'CONFIRMAR' });
    await expect(confirmar).toBeDisabled();
    await escolher.getByLabel('Tipo de formulário').fill(formulario.nome);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: formulario.nome }).first().click();
    await confirmar.click();

    const ficha = page.getByRole('dialog', { name: formulario.nome });
    await expect(ficha).toContainText('Preencha a ficha');
    await ficha.getByRole('checkbox', { name: 'Sim' }).check();
    await ficha.getByRole('checkbox', { name: 'Restrição' }).check();
    await expect(ficha.getByRole('checkbox', { name: 'Sim' })).not.toBeChecked();
    await ficha.getByLabel('Quais?').fill('Dipirona');
    await ficha.getByRole('combobox').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^AB$/ }).first().click();
    await ficha.getByRole('button', { name: 'SALVAR' }).click();
    await expect(page.locator('.ant-notification')).toContainText('Formulario criado com sucesso');
    const row = linha(page, formulario.nome);
    await expect(row).toContainText('Alerta de restrição');
    // the admin of the demo is a doctor: the form names who filled it
    await expect(row).toContainText('Administrador');
    await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

    // the form is edited later: the old answer keeps its questions
    const atual = (await (await request.get(`/api/gerenciar/formulario/listar/${formulario.id}`, auth(token))).json()) as Formulario;
    const editado = await request.put('/api/gerenciar/formulario/editar', {
      ...auth(token),
      data: { id: formulario.id, versao: atual.versao, perguntas: [{ pergunta: 'Pergunta nova' }] },
    });
    expect(editado.status()).toBe(200);

    await row.getByRole('cell').first().click();
    const ver = page.getByRole('dialog', { name: formulario.nome });
    await expect(ver.getByLabel('Quais?')).toHaveValue('Dipirona');
    await expect(ver).toContainText('Tipo sanguíneo');
    await expect(ver).not.toContainText('Pergunta nova');
    await expect(ver.getByRole('button', { name: 'SALVAR' })).toHaveCount(0);
    await expect(ver.getByTestId('ficha-ultima-alteracao')).toContainText('Administrador');
    await ver.locator('.ant-modal-footer').getByRole('button', { name: 'Fechar' }).click();

    await row.getByRole('button', { name: `Editar ${formulario.nome}` }).click();
    const editar = page.getByRole('dialog', { name: formulario.nome });
    await editar.getByRole('checkbox', { name: 'Não' }).check();
    await expect(editar.getByRole('checkbox', { name: 'Restrição' })).not.toBeChecked();
    await editar.getByRole('button', { name: 'SALVAR' }).click();
    await expect(page.locator('.ant-notification')).toContainText('Formulario editado com sucesso');
    await expect(linha(page, formulario.nome)).not.toContainText('Alerta de restrição');

    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: `Imprimir ${formulario.nome}` }).click()]);
    const bytes = new Uint8Array(fs.readFileSync(await download.path()));
    const { text } = await extractText(bytes.slice(), { mergePages: true });
    const lido = text.replace(/\s+/g, ' ');
    expect(lido).toContain(`Ficha de ${paciente.nome}`);
    expect(lido).toContain('Tem alergias?');
    expect(lido).toContain('Não — Dipirona');

    await row.getByRole('button', { name: `Excluir ${formulario.nome}` }).click();
    await page.getByRole('dialog').filter({ hasText: 'Tem certeza que deseja excluir este formulário?' }).getByRole('button', { name: 'Excluir' }).click();
    await expect(page.locator('.ant-notification')).toContainText('Formulário deletado com sucesso!');
    await expect(linha(page, formulario.nome)).toHaveCount(0);
    await request.delete(`/api/layout/delete/${((await layout.json()) as { id: number }).id}`, auth(token));
  });

  test('without DELETAR_FORMULARIOS no delete; without FORMULARIO_FICHA_PACIENTE the tab is absent and the api refuses', async ({ page, request, browser }) => {
    const token = await apiToken(request, 'admin');
    const paciente = await pacienteComProcedimento(request, token);
    const formulario = await novoFormulario(request, token);
    const criado = await request.post('/api/gerenciar/formulario/resposta/cadastro', {
      ...auth(token),
      data: { formulario: formulario.id, paciente: paciente.id, procedimento: paciente.procedimento, respostaPerguntas: [] },
    });
    expect(criado.status()).toBe(201);
    const ficha = (await criado.json()) as { id: number };

    const semDelete = await usuarioCom(request, token, ['ROLE_PACIENTES', 'FORMULARIO_FICHA_PACIENTE']);
    await signInWith(page, semDelete, DEMO_PASSWORD);
    await page.goto(address(paciente.id, paciente.procedimento));
    const row = linha(page, formulario.nome);
    await expect(row.getByRole('button', { name: `Editar ${formulario.nome}` })).toBeVisible();
    await expect(row.getByRole('button', { name: `Excluir ${formulario.nome}` })).toHaveCount(0);

    const semAba = await usuarioCom(request, token, ['ROLE_PACIENTES', 'IMAGENS_FICHA_PACIENTE', 'DELETAR_FORMULARIOS']);
    const outra = await (await browser.newContext()).newPage();
    await signInWith(outra, semAba, DEMO_PASSWORD);
    await outra.goto(address(paciente.id, paciente.procedimento).replace('formulario-evolucoes', 'etapas'));
    const prontuario = outra.getByRole('navigation', { name: 'Prontuário' });
    await expect(prontuario.getByRole('menuitem', { name: 'Etapas' })).toBeVisible();
    await expect(prontuario.getByRole('menuitem', { name: 'Formulários e evolução' })).toHaveCount(0);
    const login = await request.post('/api/auth/login', { data: { email: semAba, senha: DEMO_PASSWORD } });
    const tokenSemAba = ((await login.json()) as { token: string }).token;
    expect(
      (
        await request.post('/api/gerenciar/formulario/resposta/listar', {
          ...auth(tokenSemAba),
          data: { paciente: paciente.id, procedimento: paciente.procedimento },
        })
      ).status(),
    ).toBe(403);
    expect((await request.delete(`/api/gerenciar/formulario/deletarFomulario?id=${ficha.id}`, auth(tokenSemAba))).status()).toBe(403);

    expect((await request.delete(`/api/gerenciar/formulario/deletarFomulario?id=${ficha.id}`, auth(token))).status()).toBe(200);
  });

  test("a case study recorded through the api is listed as 'Estudo de casos': it opens the case study, is not edited nor deleted here, and prints as the case study", async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, 'admin');
    const paciente = await pacienteComProcedimento(request, token);
    // a filled form: its answers are the case study's questionnaire
    const formulario = await novoFormulario(request, token);
    const ficha = await request.post('/api/gerenciar/formulario/resposta/cadastro', {
      ...auth(token),
      data: {
        formulario: formulario.id,
        paciente: paciente.id,
        procedimento: paciente.procedimento,
        respostaPerguntas: [{ perguntaId: formulario.perguntas[0]!.id, simouNao: 'SIM', resposta: 'Dipirona' }],
      },
    });
    expect(ficha.status(), await ficha.text()).toBe(201);
    const observacao = uniqueName('Nota do estudo');
    const criado = await request.post('/api/gerenciar/estudoCaso/cadastro', {
      ...auth(token),
      data: { pacienteId: paciente.id, procedimentoId: paciente.procedimento, imagens: [], observacao },
    });
    expect(criado.status(), await criado.text()).toBe(201);

    await signIn(page, 'admin');
    await page.goto(address(paciente.id, paciente.procedimento));
    const row = linha(page, 'Estudo de casos');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await expect(row.getByRole('button', { name: 'Editar Estudo de casos' })).toHaveCount(0);
    await expect(row.getByRole('button', { name: 'Excluir Estudo de casos' })).toHaveCount(0);

    await row.getByRole('cell').first().click();
    const estudo = page.getByRole('dialog', { name: 'Estudo de caso' });
    await expect(estudo).toContainText(observacao);
    await expect(estudo).toContainText('Registrado em');
    await expect(estudo).toContainText('Sem imagens.');
    await expect(estudo.getByTestId('estudo-registrado-resposta').filter({ hasText: 'Tem alergias?' })).toContainText('Sim · Dipirona');
    await estudo.locator('.ant-modal-footer').getByRole('button', { name: 'Fechar' }).click();
    await expect(estudo).toHaveCount(0);

    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'Imprimir Estudo de casos' }).click()]);
    expect(download.suggestedFilename()).toBe('estudo-de-caso.pdf');
    const bytes = new Uint8Array(fs.readFileSync(await download.path()));
    const { text } = await extractText(bytes.slice(), { mergePages: true });
    const lido = text.replace(/\s+/g, ' ');
    expect(lido).toContain(`Estudo de caso — ${paciente.nome}`);
    expect(lido).toContain(observacao);
    expect(lido).toContain('Questionário');
    expect(lido).toContain(formulario.nome);
    expect(lido).toContain('Tem alergias?: Sim — Dipirona');
  });
});
