import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { extractText } from 'unpdf';
import { auth } from '../fixtures/agenda.ts';
import { apiToken, loginAs } from '../fixtures/portal.ts';

const address = (paciente: number, procedimento: number): string =>
  `/#/detalhes-paciente/agendamentos?paciente=${encodeURIComponent(`"${paciente}"`)}&procedimento=${encodeURIComponent(`"${procedimento}"`)}`;

/** A demo patient with a procedure in the record, and their names. */
async function pacienteComProcedimento(
  request: APIRequestContext,
  token: string,
): Promise<{ id: number; nome: string; procedimento: { id: number; nome: string } }> {
  const list = (await (await request.post('/api/gerenciar/paciente/pesquisar?page=0&size=40', { ...auth(token), data: { ativo: true } })).json()) as {
    content: { id: number; nome: string }[];
  };
  for (const paciente of list.content) {
    const procedimentos = (await (await request.get(`/api/gerenciar/procedimento/pesquisarProcedimentosDoPaciente/${paciente.id}`, auth(token))).json()) as {
      id: number;
      nome: string;
    }[];
    if (procedimentos[0]) return { ...paciente, procedimento: procedimentos[0] };
  }
  throw new Error('no demo patient with a procedure');
}

test.describe('patient record: laudo.pdf', () => {
  test('the PDF button downloads laudo.pdf while the top banner tells each step; the file holds the patient and the report', async ({ page, request }) => {
    const token = await apiToken(request, 'admin');
    const paciente = await pacienteComProcedimento(request, token);
    // every text the banner shows, in order (the steps can pass faster than a look)
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { bannerTexts: string[] }).bannerTexts = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="pdf-banner-texto"]')?.textContent;
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await loginAs(page, 'admin');
    await page.goto(address(paciente.id, paciente.procedimento.id));
    const cabecalho = page.getByTestId('ficha-cabecalho');
    await expect(cabecalho).toContainText(paciente.nome);

    const [download] = await Promise.all([page.waitForEvent('download'), cabecalho.getByTestId('ficha-pdf').click()]);
    expect(download.suggestedFilename()).toBe('laudo.pdf');
    await expect(page.locator('.ant-notification')).toContainText('Pdf baixado com sucesso.');
    await expect(page.getByTestId('pdf-banner')).toHaveCount(0);
    const texts = await page.evaluate(() => (window as unknown as { bannerTexts: string[] }).bannerTexts);
    expect(texts[0]).toBe('Obtendo dados do paciente…');
    expect(texts).toContain('Gerando o PDF…');
    expect(texts.at(-1)).toBe('Baixando o PDF… 100%');
    expect(texts.indexOf('Gerando o PDF…')).toBeLessThan(texts.indexOf('Baixando o PDF… 100%'));

    const { text, totalPages } = await extractText(new Uint8Array(fs.readFileSync(await download.path())), { mergePages: false });
    expect(totalPages).toBeGreaterThanOrEqual(1);
    const primeira = text[0]!.replace(/\s+/g, ' ');
    expect(primeira).toContain(paciente.nome);
    expect(primeira).toContain(`Prontuário: ${paciente.id}`);
    expect(primeira).toContain(`Laudo — ${paciente.procedimento.nome}`);
    expect(primeira).toContain('Histórico de agendamentos');
    expect(primeira).toMatch(/Emitido em \d{2}\/\d{2}\/\d{4} por Administrador/);

    // the register holds it: the user menu's verification recognises the very file
    await page.getByTestId('user-avatar').click();
    await page.getByRole('button', { name: 'Verificar documento' }).click();
    await expect(page.getByRole('heading', { name: 'Verificar documento' })).toBeVisible();
    await page.locator('input[type=file]').setInputFiles(await download.path());
    const emitido = page.getByTestId('verificacao-emitido');
    await expect(emitido).toContainText('Documento emitido pela clínica');
    await expect(emitido).toContainText(paciente.nome);
    await expect(emitido).toContainText('Laudo');
    await expect(emitido).toContainText('Administrador');
    await expect(emitido).toContainText(`Páginas${totalPages}`);
  });

  test('anyone with the file checks it without logging in: the issued PDF is recognised, a changed copy or another file is not', async ({ page, request }) => {
    const token = await apiToken(request, 'recepcao');
    const answer = await request.post('/node/gerar-pdf', {
      ...auth(token),
      data: { content: '<p style="font-size:16px">Atestado de comparecimento</p>', titulo: 'Atestado' },
    });
    expect(answer.status()).toBe(200);
    const final = JSON.parse((await answer.text()).trim().split('\n').at(-1)!) as { base: string; registro: { sha256: string } };
    const pdf = Buffer.from(final.base, 'base64');

    await page.goto('/#/login');
    await page.getByRole('link', { name: 'Verificar um documento emitido' }).click();
    await expect(page.getByRole('heading', { name: 'Verificar documento' })).toBeVisible();
    const arquivo = page.locator('input[type=file]');

    await arquivo.setInputFiles({ name: 'atestado.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(page.getByTestId('verificacao-emitido')).toContainText('Atestado');
    await expect(page.getByTestId('verificacao-emitido')).toContainText('Recepção');
    await expect(page.getByText(final.registro.sha256)).toBeVisible();

    const alterado = Buffer.from(pdf);
    alterado[alterado.length - 20] = alterado[alterado.length - 20]! ^ 1;
    await arquivo.setInputFiles({ name: 'atestado-alterado.pdf', mimeType: 'application/pdf', buffer: alterado });
    await expect(page.getByTestId('verificacao-nao-emitido')).toContainText('"atestado-alterado.pdf" não foi emitido pela clínica ou foi alterado');
    await expect(page.getByTestId('verificacao-emitido')).toHaveCount(0);

    await arquivo.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('\x89PNG\r\n\x1a\n') });
    await expect(page.getByRole('alert')).toContainText('Envie o arquivo PDF do documento.');
  });

  test("a failure is said with the spec's message and the banner goes away", async ({ page, request }) => {
    const token = await apiToken(request, 'admin');
    const paciente = await pacienteComProcedimento(request, token);
    await loginAs(page, 'admin');
    await page.goto(address(paciente.id, paciente.procedimento.id));
    // the PDF service is down for this page
    await page.route('**/node/gerar-pdf', (route) => route.abort('connectionrefused'));
    await page.getByTestId('ficha-pdf').click();
    await expect(page.locator('.ant-notification')).toContainText('Opss, algo deu errado ao gerar o pdf.');
    await expect(page.getByTestId('pdf-banner')).toHaveCount(0);
    await expect(page.getByTestId('ficha-pdf')).toBeEnabled();
  });
});
