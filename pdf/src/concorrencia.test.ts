import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { Browser } from 'playwright-core';
import { buildApp } from './app.js';
import { PdfRenderer, launchChromium, type RendererOptions } from './renderer.js';
import { allowAll } from './session.js';
import { gerarPdf } from './test-support/servers.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FILA_CHEIA = 'Muitos PDFs sendo gerados agora: tente novamente em instantes.';

let browser: Browser;
const opened: { app: FastifyInstance; renderer: PdfRenderer }[] = [];

/** A service on a free port; its renderer uses this file's one browser. */
async function service(options: Partial<RendererOptions>): Promise<{ base: string; renderer: PdfRenderer }> {
  const renderer = new PdfRenderer({
    executablePath: CHROMIUM,
    concurrency: 2,
    queueLimit: 8,
    timeoutMs: 30_000,
    launch: () => Promise.resolve(browser),
    log: () => undefined,
    ...options,
  });
  await renderer.start();
  const app = await buildApp({ renderer, verifySession: allowAll, maxHtmlBytes: 10 * 1024 * 1024 });
  opened.push({ app, renderer });
  return { base: await app.listen({ port: 0, host: '127.0.0.1' }), renderer };
}

const longDocument = (paragraphs: number) =>
  `<html><body>${Array.from({ length: paragraphs }, (_, i) => `<p style="font-size:14px">Linha ${i} de um documento comprido da clínica, com texto suficiente para ocupar a largura.</p>`).join('')}</body></html>`;

async function waitFor(check: () => boolean, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('condição não atingida a tempo');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  browser = await launchChromium(CHROMIUM);
});

/** Cleanup never holds the run: a close that hangs (a connection, a stuck context) is left behind. */
const bounded = (work: Promise<unknown>) => Promise.race([work.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 3000).unref())]);

afterAll(async () => {
  for (const { app, renderer } of opened) {
    await bounded(app.close());
    await bounded(renderer.close({ keepBrowser: true }));
  }
  await bounded(browser?.close());
});

describe('fila e concorrência', () => {
  it('20 pedidos ao mesmo tempo com PDF_CONCURRENCY=2 e PDF_QUEUE=8: cada um termina com base ou 503, nenhum trava', async () => {
    const { base, renderer } = await service({ concurrency: 2, queueLimit: 8 });
    // the bound is on what runs and waits at one moment (a render that ends early frees a place for a later request)
    let most = { running: 0, queued: 0 };
    const sampler = setInterval(() => {
      const { running, queued } = renderer.stats();
      most = { running: Math.max(most.running, running), queued: Math.max(most.queued, queued) };
    }, 2);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => gerarPdf(base, { content: `<h1>Recibo ${i}</h1><p>Valor: R$ ${i},00</p>` })),
    ).finally(() => clearInterval(sampler));

    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 503);
    expect(ok.length + refused.length).toBe(20);
    expect(ok.length).toBeGreaterThanOrEqual(2);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(most.running).toBeLessThanOrEqual(2);
    expect(most.queued).toBeLessThanOrEqual(8);
    for (const a of ok) expect(typeof a.lines.at(-1)!.base).toBe('string');
    for (const a of refused) expect(a.json).toEqual([expect.objectContaining({ mensagemUsuario: FILA_CHEIA })]);
    // the queued ones were told their place in line
    expect(ok.some((a) => a.lines.some((l) => l.etapa === 'na-fila' && typeof l.posicao === 'number'))).toBe(true);
    expect(renderer.stats()).toEqual(expect.objectContaining({ running: 0, queued: 0 }));
  });

  it('cliente que desconecta libera a vaga (renderizando ou na fila)', async () => {
    const { base, renderer } = await service({ concurrency: 1, queueLimit: 1 });
    const started = (controller: AbortController) =>
      fetch(`${base}/node/gerar-pdf`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ content: longDocument(4000) }),
        signal: controller.signal,
      });
    const first = new AbortController();
    const second = new AbortController();
    const r1 = await started(first);
    const r2 = await started(second);
    await r1.body!.getReader().read(); // first progress line: it is rendering
    await r2.body!.getReader().read(); // na-fila
    expect(renderer.stats()).toEqual(expect.objectContaining({ running: 1, queued: 1 }));

    second.abort();
    await waitFor(() => renderer.stats().queued === 0, 2000);
    first.abort();
    await waitFor(() => renderer.stats().running === 0, 2000);

    const after = await gerarPdf(base, { content: '<p>depois</p>' });
    expect(after.status).toBe(200);
    expect(typeof after.lines.at(-1)!.base).toBe('string');
  });

  it('documento que passa do tempo limite → linha de erro (504) e a vaga volta', async () => {
    const { base, renderer } = await service({ concurrency: 1, queueLimit: 0, timeoutMs: 150 });
    const answer = await gerarPdf(base, { content: longDocument(4000) });
    expect(answer.status).toBe(200);
    expect(answer.lines.at(-1)).toEqual({
      erro: [{ mensagemUsuario: 'Opss, algo deu errado ao gerar o pdf.', mensagemDesenvolvedor: 'Tempo limite de 150 ms esgotado ao gerar o PDF' }],
    });
    expect(renderer.stats().running).toBe(0);
  });

  it('Chromium que cai é reaberto e o próximo documento sai', async () => {
    const launched: Browser[] = [];
    const { base, renderer } = await service({
      launch: async () => {
        const b = await launchChromium(CHROMIUM);
        launched.push(b);
        return b;
      },
    });
    await launched[0]!.close();
    const answer = await gerarPdf(base, { content: '<p>de novo</p>' });
    expect(typeof answer.lines.at(-1)!.base).toBe('string');
    expect(launched.length).toBe(2);
    expect(renderer.stats().browserConnected).toBe(true);
    await renderer.close();
  });
});
