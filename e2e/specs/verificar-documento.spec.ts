import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { auth } from '../fixtures/agenda.ts';
import { apiToken } from '../fixtures/portal.ts';

/** A laudo the clinic issued (through the api and the PDF service, as the record's button does): the file's bytes. */
async function laudoEmitido(request: APIRequestContext): Promise<Buffer> {
  const token = await apiToken(request, 'medico');
  const list = (await (await request.post('/api/gerenciar/paciente/pesquisar?page=0&size=40', { ...auth(token), data: { ativo: true } })).json()) as {
    content: { id: number }[];
  };
  for (const paciente of list.content) {
    const procedimentos = (await (await request.get(`/api/gerenciar/procedimento/pesquisarProcedimentosDoPaciente/${paciente.id}`, auth(token))).json()) as {
      id: number;
    }[];
    if (!procedimentos[0]) continue;
    const laudo = await request.post('/api/gerenciar/paciente/laudo', { ...auth(token), data: { idPaciente: paciente.id, procedimento: procedimentos[0].id } });
    expect(laudo.status()).toBe(200);
    const answer = await request.post('/node/gerar-pdf', { ...auth(token), data: (await laudo.json()) as Record<string, unknown> });
    expect(answer.status()).toBe(200);
    const final = JSON.parse((await answer.text()).trim().split('\n').at(-1)!) as { base: string };
    return Buffer.from(final.base, 'base64');
  }
  throw new Error('no demo patient with a procedure');
}

/** How many lines each whitespace-separated word of an element's text is drawn on (1: kept whole). */
const linesPerWord = (element: Locator): Promise<Record<string, number>> =>
  element.evaluate((root) => {
    const lines: Record<string, Set<number>> = {};
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    let word = '';
    let tops = new Set<number>();
    const close = (): void => {
      if (word) lines[word] = tops;
      word = '';
      tops = new Set();
    };
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index++) {
        if (/\s/.test(text[index]!)) {
          close();
          continue;
        }
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        word += text[index];
        tops.add(Math.round(range.getBoundingClientRect().top));
      }
    }
    close();
    return Object.fromEntries(Object.entries(lines).map(([key, value]) => [key, value.size]));
  });

test.describe('document verification', () => {
  for (const largura of [1280, 390]) {
    test(`the issue date and time are never broken inside on a ${largura} px screen ('26/11/2 026')`, async ({ page, request }) => {
      const pdf = await laudoEmitido(request);
      await page.setViewportSize({ width: largura, height: 900 });
      await page.goto('/#/verificar-documento');
      await page.locator('input[type=file]').setInputFiles({ name: 'laudo.pdf', mimeType: 'application/pdf', buffer: pdf });
      const emitido = page.getByTestId('verificacao-emitido');
      await expect(emitido).toContainText('Documento emitido pela clínica');
      const celula = emitido.locator('tr', { hasText: 'Emitido em' }).locator('td');
      await expect(celula).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
      const palavras = await linesPerWord(celula);
      expect(Object.keys(palavras)).toHaveLength(2);
      for (const [palavra, linhas] of Object.entries(palavras)) expect(linhas, palavra).toBe(1);
      // kept whole without running out of the card
      const tabela = await emitido.locator('table').boundingBox();
      const cartao = await page.locator('.auth__card').boundingBox();
      expect(tabela!.x + tabela!.width).toBeLessThanOrEqual(cartao!.x + cartao!.width);
    });
  }
});
