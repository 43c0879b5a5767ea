import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { auth, book, medicoId, weekdayAhead } from '../fixtures/agenda.ts';
import { uniqueName } from '../fixtures/own-user.ts';
import { newPaciente } from '../fixtures/paciente.ts';
import { apiToken, clickPastToasts, signIn } from '../fixtures/portal.ts';

const address = (paciente: number, procedimento: number): string =>
  `/#/detalhes-paciente/agendamentos?paciente=${encodeURIComponent(`"${paciente}"`)}&procedimento=${encodeURIComponent(`"${procedimento}"`)}`;

/** A demo patient with a procedure in the record, and their names (with `comCep`, one whose CEP is stored as 8 digits). */
async function pacienteComProcedimento(
  request: APIRequestContext,
  token: string,
  { comCep = false } = {},
): Promise<{ id: number; nome: string; cep: string | null; procedimento: { id: number; nome: string } }> {
  const list = (await (await request.post('/api/gerenciar/paciente/pesquisar?page=0&size=40', { ...auth(token), data: { ativo: true } })).json()) as {
    content: { id: number; nome: string }[];
  };
  for (const paciente of list.content) {
    const procedimentos = (await (await request.get(`/api/gerenciar/procedimento/pesquisarProcedimentosDoPaciente/${paciente.id}`, auth(token))).json()) as {
      id: number;
      nome: string;
    }[];
    if (!procedimentos[0]) continue;
    const { cep } = (await (await request.get(`/api/gerenciar/paciente/listar/${paciente.id}`, auth(token))).json()) as { cep: string | null };
    if (!comCep || /^\d{8}$/.test(cep ?? '')) return { ...paciente, cep, procedimento: procedimentos[0] };
  }
  throw new Error('no demo patient with a procedure');
}

/** The PDF's title (Info /Title) and the first page's text pieces, each with its top and baseline from the page's top, in points. */
async function leiaPdf(bytes: Uint8Array): Promise<{ titulo: unknown; pecas: { str: string; topo: number; base: number }[] }> {
  const pdf = await getDocumentProxy(bytes.slice());
  const titulo = ((await pdf.getMetadata()).info as { Title?: string }).Title;
  const page = await pdf.getPage(1);
  const altura = page.view[3]!;
  const { items } = await page.getTextContent();
  const pecas = (items as { str: string; transform: number[]; height: number }[])
    .filter((i) => i.str.trim())
    .map((i) => ({ str: i.str, topo: altura - i.transform[5]! - i.height, base: altura - i.transform[5]! }));
  return { titulo, pecas };
}

/** The PDF service's last line for a document: the file, and its register entry when the api built it. */
async function gerarPdf(
  request: APIRequestContext,
  token: string,
  documento: Record<string, unknown>,
): Promise<{ base: string; registro?: { sha256: string } }> {
  const answer = await request.post('/node/gerar-pdf', { ...auth(token), data: documento });
  expect(answer.status()).toBe(200);
  const final = JSON.parse((await answer.text()).trim().split('\n').at(-1)!) as { base?: string; registro?: { sha256: string }; erro?: unknown };
  expect(final.erro).toBeUndefined();
  return final as { base: string; registro?: { sha256: string } };
}

test.describe('patient record: laudo.pdf', () => {
  test('the PDF button downloads laudo.pdf while the top banner tells each step; the file holds the patient and the report', async ({ page, request }) => {
    const token = await apiToken(request, 'admin');
    const paciente = await pacienteComProcedimento(request, token, { comCep: true });
    // every text the banner shows, in order (the steps can pass faster than a look)
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { bannerTexts: string[] }).bannerTexts = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="pdf-banner-texto"]')?.textContent;
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await signIn(page, 'admin');
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

    const bytes = new Uint8Array(fs.readFileSync(await download.path()));
    const { text, totalPages } = await extractText(bytes.slice(), { mergePages: false });
    expect(totalPages).toBeGreaterThanOrEqual(1);
    const primeira = text[0]!.replace(/\s+/g, ' ');
    expect(primeira).toContain(paciente.nome);
    expect(primeira).toContain(`Prontuário: ${paciente.id}`);
    expect(primeira).toContain(`Laudo — ${paciente.procedimento.nome}`);
    expect(primeira).toContain('Histórico de agendamentos');
    expect(primeira).toMatch(/Emitido em \d{2}\/\d{2}\/\d{4} por Administrador/);
    // issue 36 item 2: the CEP reads 00000-000; the PDF's title names the document and the patient (not about:blank);
    // the header ends above the title: its last line ('Emitido em …') sits higher on the page than the top of 'Laudo — …'
    expect(primeira).toContain(`${paciente.cep!.slice(0, 5)}-${paciente.cep!.slice(5)}`);
    const { titulo, pecas } = await leiaPdf(bytes);
    expect(titulo).toBe(`Laudo — ${paciente.procedimento.nome} — ${paciente.nome}`);
    const linhaEmitido = pecas.find((p) => p.str.startsWith('Emitido em'));
    const tituloDoCorpo = pecas.find((p) => p.str.startsWith('Laudo —'));
    expect(linhaEmitido && tituloDoCorpo).toBeTruthy();
    expect(tituloDoCorpo!.topo).toBeGreaterThan(linhaEmitido!.base);

    // the register holds it: the user menu's verification recognises the very file
    // (a live notification toast — the admin is also a doctor — may cover the avatar: closed first, as a person would)
    await clickPastToasts(page, page.getByTestId('user-avatar'));
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

  test("anyone with the file checks it without logging in: a doctor's laudo is recognised, a changed copy, a PDF of typed text or another file is not", async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, 'medico');
    const paciente = await pacienteComProcedimento(request, token);
    const laudo = await request.post('/api/gerenciar/paciente/laudo', {
      ...auth(token),
      data: { idPaciente: paciente.id, procedimento: paciente.procedimento.id },
    });
    expect(laudo.status()).toBe(200);
    const final = await gerarPdf(request, token, (await laudo.json()) as Record<string, unknown>);
    expect(final.registro).toBeDefined();
    const pdf = Buffer.from(final.base, 'base64');

    await page.goto('/#/login');
    await page.getByRole('link', { name: 'Verificar um documento emitido' }).click();
    await expect(page.getByRole('heading', { name: 'Verificar documento' })).toBeVisible();
    const arquivo = page.locator('input[type=file]');

    await arquivo.setInputFiles({ name: 'laudo.pdf', mimeType: 'application/pdf', buffer: pdf });
    const emitido = page.getByTestId('verificacao-emitido');
    await expect(emitido).toContainText(`Laudo — ${paciente.procedimento.nome}`);
    await expect(emitido).toContainText(paciente.nome);
    await expect(emitido).toContainText('Dra. Helena Prado');
    await expect(page.getByText(final.registro!.sha256)).toBeVisible();

    const alterado = Buffer.from(pdf);
    alterado[alterado.length - 20] = alterado[alterado.length - 20]! ^ 1;
    await arquivo.setInputFiles({ name: 'laudo-alterado.pdf', mimeType: 'application/pdf', buffer: alterado });
    await expect(page.getByTestId('verificacao-nao-emitido')).toContainText('"laudo-alterado.pdf" não foi emitido pela clínica ou foi alterado');
    await expect(page.getByTestId('verificacao-emitido')).toHaveCount(0);

    // HTML the user typed still prints, but the clinic never issued it
    const digitado = await gerarPdf(request, await apiToken(request, 'recepcao'), { content: '<p style="font-size:16px">Atesto para os devidos fins...</p>' });
    expect(digitado.registro).toBeUndefined();
    await arquivo.setInputFiles({ name: 'atestado.pdf', mimeType: 'application/pdf', buffer: Buffer.from(digitado.base, 'base64') });
    const naoEmitido = page.getByTestId('verificacao-nao-emitido');
    await expect(naoEmitido).toContainText('"atestado.pdf" não foi emitido pela clínica');
    await expect(naoEmitido).toContainText('impresso pelo portal a partir de um texto digitado');

    await arquivo.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('\x89PNG\r\n\x1a\n') });
    await expect(page.getByRole('alert')).toContainText('Envie o arquivo PDF do documento.');
  });

  test('a user who may not see patients cannot make the clinic issue a document about one: the call is refused and nothing verifies', async ({ request }) => {
    const token = await apiToken(request, 'estoque');
    expect((await request.get('/api/gerenciar/paciente/listar/3', auth(token))).status()).toBe(403);
    const forjado = { content: '<p>Atesto para os devidos fins...</p>', titulo: 'Atestado médico', pacienteId: 3 };
    const answer = await request.post('/node/gerar-pdf', { ...auth(token), data: forjado });
    expect(answer.status()).toBe(400);
    // an existing patient and one that does not exist get one and the same answer
    const inexistente = await request.post('/node/gerar-pdf', { ...auth(token), data: { ...forjado, pacienteId: 999_999 } });
    expect(await inexistente.json()).toEqual(await answer.json());
    // nor can the clerk get the api to build a laudo it would sign
    expect((await request.post('/api/gerenciar/paciente/laudo', { ...auth(token), data: { idPaciente: 3, procedimento: 1 } })).status()).toBe(403);
  });

  test("a failure is said with the spec's message and the banner goes away", async ({ page, request }) => {
    const token = await apiToken(request, 'admin');
    const paciente = await pacienteComProcedimento(request, token);
    await signIn(page, 'admin');
    await page.goto(address(paciente.id, paciente.procedimento.id));
    // the PDF service is down for this page
    await page.route('**/node/gerar-pdf', (route) => route.abort('connectionrefused'));
    await page.getByTestId('ficha-pdf').click();
    await expect(page.locator('.ant-notification')).toContainText('Opss, algo deu errado ao gerar o pdf.');
    await expect(page.getByTestId('pdf-banner')).toHaveCount(0);
    await expect(page.getByTestId('ficha-pdf')).toBeEnabled();
  });

  test("the forms section ('Formulários e evolução'): each filled form with its name, date, doctor and answers as filled, only for who may see the forms tab", async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, 'admin');
    const paciente = await newPaciente(request, token, 'Laudo Fichas E2E');
    await book(request, token, {
      medicoId: await medicoId(request, token, 'Dra. Helena Prado'),
      pacienteId: paciente.id,
      data: weekdayAhead(83, 4),
      inicio: '11:00',
      fim: '11:30',
      excecao: true,
    });
    const procedimento = (
      (await (await request.get(`/api/gerenciar/procedimento/pesquisarProcedimentosDoPaciente/${paciente.id}`, auth(token))).json()) as {
        id: number;
      }[]
    )[0]!.id;
    const formulario = await request.post('/api/gerenciar/formulario/cadastro', {
      ...auth(token),
      data: {
        nome: uniqueName('Evolução laudo'),
        perguntas: [
          { pergunta: 'Sente dor na área doadora?', exibirCamposSimouNao: true, textoComplementar: 'Onde?' },
          { pergunta: 'Couro cabeludo', opcoesAdicionais: 'Oleoso,Seco' },
        ],
      },
    });
    expect(formulario.status()).toBe(201);
    const form = (await formulario.json()) as { id: number; nome: string; perguntas: { id: number }[] };
    const ficha = await request.post('/api/gerenciar/formulario/resposta/cadastro', {
      ...auth(token),
      data: {
        formulario: form.id,
        paciente: paciente.id,
        procedimento,
        respostaPerguntas: [
          { perguntaId: form.perguntas[0]!.id, simouNao: 'SIM', resposta: 'Na nuca' },
          { perguntaId: form.perguntas[1]!.id, respostaOpcao: 'Seco' },
        ],
      },
    });
    expect(ficha.status(), await ficha.text()).toBe(201);

    await signIn(page, 'admin');
    await page.goto(address(paciente.id, procedimento));
    const cabecalho = page.getByTestId('ficha-cabecalho');
    await expect(cabecalho).toContainText(paciente.nome);
    const [download] = await Promise.all([page.waitForEvent('download'), cabecalho.getByTestId('ficha-pdf').click()]);
    const { text } = await extractText(new Uint8Array(fs.readFileSync(await download.path())), { mergePages: true });
    const lido = text.replace(/\s+/g, ' ');
    expect(lido).toContain('Formulários e evolução');
    // the demo admin is a doctor: the form names who filled it
    expect(lido).toMatch(new RegExp(`${form.nome} — \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2} · Administrador`));
    expect(lido).toContain('Sente dor na área doadora?: Sim — Na nuca');
    expect(lido).toContain('Couro cabeludo: Seco');

    // the reception may open the record (its appointments tab) but not the forms tab: its laudo has no such section
    const recepcao = await apiToken(request, 'recepcao');
    const laudo = await request.post('/api/gerenciar/paciente/laudo', { ...auth(recepcao), data: { idPaciente: paciente.id, procedimento } });
    expect(laudo.status()).toBe(200);
    const semAba = await gerarPdf(request, recepcao, (await laudo.json()) as Record<string, unknown>);
    const semTexto = (await extractText(new Uint8Array(Buffer.from(semAba.base, 'base64')), { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(semTexto).toContain(paciente.nome);
    expect(semTexto).toContain('Histórico de agendamentos');
    expect(semTexto).not.toContain('Formulários e evolução');
    expect(semTexto).not.toContain(form.nome);
    expect(semTexto).not.toContain('Sente dor');
  });
});
