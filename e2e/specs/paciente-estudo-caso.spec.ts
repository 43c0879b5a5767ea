import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { extractText } from 'unpdf';
import { appointmentToday, auth, clinicDate } from '../fixtures/agenda.ts';
import { PNG } from '../fixtures/media.ts';
import { newPaciente } from '../fixtures/paciente.ts';
import { apiToken, loginAs } from '../fixtures/portal.ts';

const address = (paciente: number, procedimento: number): string =>
  `/#/detalhes-paciente/agendamentos?paciente=${encodeURIComponent(`"${paciente}"`)}&procedimento=${encodeURIComponent(`"${procedimento}"`)}`;

/**
 * A patient of this test alone with a procedure in the record: booked today at 05:00 with Dr. Rafael
 * Lima, as the record's other specs make them (his extra period of the day removed again).
 */
async function pacienteDoTeste(request: APIRequestContext, token: string, nome: string): Promise<{ id: number; nome: string; procedimento: number }> {
  const paciente = await newPaciente(request, token, nome);
  const { cleanup } = await appointmentToday(request, token, 'Dr. Rafael Lima', paciente, { inicio: 5 * 60, fim: 5 * 60 + 15 });
  await cleanup();
  const procedimentos = (await (await request.get(`/api/gerenciar/procedimento/pesquisarProcedimentosDoPaciente/${paciente.id}`, auth(token))).json()) as {
    id: number;
  }[];
  return { ...paciente, procedimento: procedimentos[0]!.id };
}

/** Saves the procedure's stage `etapa` today with these images (`marcada`: shown in the case study). */
async function salvarEtapa(
  request: APIRequestContext,
  token: string,
  paciente: { id: number; procedimento: number },
  etapa: string,
  imagens: { nome: string; marcada: boolean }[],
): Promise<void> {
  const grupos = (await (
    await request.post('/api/gerenciar/imagens/listar', { ...auth(token), data: { procedimento: paciente.procedimento, idPaciente: paciente.id } })
  ).json()) as {
    configuracoesEtapaId: number;
    nomeEtapa: string;
  }[];
  const configuracoesEtapaId = grupos.find((g) => g.nomeEtapa === etapa)!.configuracoesEtapaId;
  const enviadas = [];
  for (const imagem of imagens) {
    const upload = await request.post('/api/gerenciar/imagens/upload', {
      ...auth(token),
      multipart: { arquivo: { name: imagem.nome, mimeType: 'image/png', buffer: PNG } },
    });
    expect(upload.status()).toBe(201);
    enviadas.push({ urlArmazenamento: ((await upload.json()) as { urlArmazenamento: string }).urlArmazenamento, exibeNoEstudoCaso: imagem.marcada });
  }
  const dia = clinicDate(0);
  const saved = await request.post('/api/gerenciar/imagens/cadastro', {
    ...auth(token),
    data: {
      configuracoesEtapaId,
      pacienteId: paciente.id,
      procedimentoId: paciente.procedimento,
      dataRegistro: dia,
      horaInicial: `${dia}T10:00:00-03:00`,
      horaFinal: `${dia}T11:00:00-03:00`,
      observacao: 'Couro cabeludo sem alterações',
      imagens: enviadas,
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
}

test.describe('patient record: Estudo de caso', () => {
  test('from the header: the marked images (not the others), a note, print read back; the dialog is 800 px', async ({ page, request }) => {
    const token = await apiToken(request, 'admin');
    const paciente = await pacienteDoTeste(request, token, 'Paciente Estudo E2E');
    await salvarEtapa(request, token, paciente, 'Avaliação', [
      { nome: 'estudo-frente.png', marcada: true },
      { nome: 'estudo-topo.png', marcada: true },
      { nome: 'fora-do-estudo.png', marcada: false },
    ]);
    await loginAs(page, 'admin');
    await page.goto(address(paciente.id, paciente.procedimento));
    const cabecalho = page.getByTestId('ficha-cabecalho');
    await expect(cabecalho).toContainText(paciente.nome);
    await cabecalho.getByTestId('ficha-estudo-caso').click();

    const dialog = page.getByRole('dialog', { name: 'Estudo de caso' });
    await expect(dialog).toBeVisible();
    const largura = (await dialog.boundingBox())!.width;
    expect(largura).toBeGreaterThan(700);
    expect(largura).toBeLessThanOrEqual(800);
    const grupo = dialog.getByTestId('estudo-caso-grupo');
    await expect(grupo).toHaveCount(1);
    await expect(grupo).toContainText('Avaliação');
    await expect(grupo.getByTestId('estudo-caso-imagem')).toHaveCount(2);
    await expect(grupo.getByRole('img', { name: 'estudo-frente.png' })).toBeVisible();
    await expect(dialog.getByText('fora-do-estudo.png')).toHaveCount(0);

    const nota = `Evolução favorável ${Date.now()}`;
    await dialog.getByLabel('Observação').fill(nota);
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('estudo-caso-imprimir').click()]);
    expect(download.suggestedFilename()).toBe('estudo-de-caso.pdf');
    await expect(page.locator('.ant-notification')).toContainText('Pdf baixado com sucesso.');
    const bytes = new Uint8Array(fs.readFileSync(await download.path()));
    const { text } = await extractText(bytes.slice(), { mergePages: true });
    const texto = text.replace(/\s+/g, ' ');
    expect(texto).toContain(`Estudo de caso — ${paciente.nome}`);
    expect(texto).toContain(nota);
    expect(texto).toContain('Avaliação');

    // recorded: the api lists it for the patient with the two marked images
    const estudos = (await (await request.get(`/api/gerenciar/estudoCaso/buscarEstudoPorPaciente/${paciente.id}`, auth(token))).json()) as {
      imagem: string;
      observacao: string;
    }[];
    expect(estudos[0]!.observacao).toBe(nota);
    expect(estudos[0]!.imagem.split(';;')).toHaveLength(2);

    // closing leaves the address as it was; the address with estudoCaso=1 opens it again (as a reminder does)
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toHaveCount(0);
    expect(page.url()).not.toContain('estudoCaso');
    await page.goto(`${address(paciente.id, paciente.procedimento)}&estudoCaso=1`);
    await expect(page.getByRole('dialog', { name: 'Estudo de caso' }).getByTestId('estudo-caso-imagem')).toHaveCount(2);
  });

  test("'Não existe dados para este paciente.' with nothing; 'Sem imagens.' with a case-study stage and no marked image", async ({ page, request }) => {
    const token = await apiToken(request, 'admin');
    const vazio = await pacienteDoTeste(request, token, 'Paciente Sem Estudo E2E');
    const semMarcadas = await pacienteDoTeste(request, token, 'Paciente Sem Marcadas E2E');
    await salvarEtapa(request, token, semMarcadas, 'Avaliação', [{ nome: 'nao-marcada.png', marcada: false }]);
    await loginAs(page, 'admin');

    await page.goto(address(vazio.id, vazio.procedimento));
    await page.getByTestId('ficha-cabecalho').getByTestId('ficha-estudo-caso').click();
    const dialog = page.getByRole('dialog', { name: 'Estudo de caso' });
    await expect(dialog.getByText('Não existe dados para este paciente.')).toBeVisible();
    await expect(dialog.getByTestId('estudo-caso-imprimir')).toBeDisabled();
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Fechar' }).click();

    await page.goto(address(semMarcadas.id, semMarcadas.procedimento));
    await expect(page.getByTestId('ficha-cabecalho')).toContainText(semMarcadas.nome);
    await page.getByTestId('ficha-cabecalho').getByTestId('ficha-estudo-caso').click();
    await expect(dialog.getByText('Sem imagens.')).toBeVisible();
    await expect(dialog.getByTestId('estudo-caso-imagem')).toHaveCount(0);
  });

  test('without CRIAR_ESTUDO_CASO there is no button, the address does not open it, and the api refuses', async ({ page, request }) => {
    const token = await apiToken(request, 'admin');
    const paciente = await pacienteDoTeste(request, token, 'Paciente Estudo Sem Gate E2E');
    await loginAs(page, 'recepcao');
    await page.goto(`${address(paciente.id, paciente.procedimento)}&estudoCaso=1`);
    await expect(page.getByTestId('ficha-cabecalho')).toContainText(paciente.nome);
    await expect(page.getByTestId('ficha-estudo-caso')).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Estudo de caso' })).toHaveCount(0);
    const recepcao = await apiToken(request, 'recepcao');
    expect((await request.post('/api/gerenciar/imagens/estudocaso/listar', { ...auth(recepcao), data: { idPaciente: paciente.id } })).status()).toBe(403);
  });
});
