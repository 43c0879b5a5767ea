import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { Browser } from 'playwright-core';
import { buildApp } from './app.js';
import { MSG } from './errors.js';
import { PdfRenderer, launchChromium, type Progress, type RendererOptions } from './renderer.js';
import { gerarPdf, type NdjsonAnswer } from './test-support/servers.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let browser: Browser;
const opened: { app?: FastifyInstance; renderer: PdfRenderer }[] = [];

const renderer = (options: Partial<RendererOptions>) => {
  const created = new PdfRenderer({
    executablePath: CHROMIUM,
    concurrency: 2,
    queueLimit: 16,
    timeoutMs: 30_000,
    launch: () => Promise.resolve(browser),
    log: () => undefined,
    ...options,
  });
  opened.push({ renderer: created });
  return created;
};

const longDocument = (paragraphs: number) =>
  `<html><body>${Array.from({ length: paragraphs }, (_, i) => `<p style="font-size:14px">Linha ${i} de um documento comprido da clínica, com texto suficiente para ocupar a largura.</p>`).join('')}</body></html>`;

beforeAll(async () => {
  browser = await launchChromium(CHROMIUM);
});

const bounded = (work: Promise<unknown>) => Promise.race([work.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 3000).unref())]);

afterAll(async () => {
  for (const { app, renderer } of opened) {
    if (app) await bounded(app.close());
    await bounded(renderer.close({ keepBrowser: true }));
  }
  await bounded(browser?.close());
});

describe('fila: parte justa de cada usuário', () => {
  it('12 pedidos de um usuário e depois 7 de outros (PDF_CONCURRENCY=2, PDF_QUEUE=16): os outros entram todos e saem antes do fim da fila do primeiro', async () => {
    const pdf = renderer({ concurrency: 2, queueLimit: 16 });
    await pdf.start();
    // the token names the user, as the api's loggedUser would
    const app = await buildApp({
      renderer: pdf,
      verifySession: (authorization) => Promise.resolve({ id: authorization ?? '' }),
      maxHtmlBytes: 10 * 1024 * 1024,
    });
    opened.push({ app, renderer: pdf });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });

    const finished: string[] = [];
    const ask = (user: string, content: string, tag: string) =>
      gerarPdf(base, { content }, `Bearer ${user}`).then((answer) => {
        finished.push(tag);
        return answer;
      });
    const ana = Array.from({ length: 12 }, (_, i) => ask('ana', longDocument(600), `ana-${i}`));
    // every one of hers is in line or refused before the others come
    while (pdf.stats().running + pdf.stats().queued < 6 || finished.length < 6) await new Promise((resolve) => setTimeout(resolve, 10));
    const outros = Array.from({ length: 7 }, (_, i) => ask(`outro-${i}`, `<p>Recibo ${i}</p>`, `outro-${i}`));

    const doOutros = await Promise.all(outros);
    const daAna = await Promise.all(ana);
    const ok = (answers: NdjsonAnswer[]) => answers.filter((a) => a.status === 200 && typeof a.lines.at(-1)?.base === 'string');
    expect(ok(doOutros)).toHaveLength(7);
    // hers: 2 rendering + ceil(16 / 4) waiting; the rest hear it is her own line that is full
    expect(ok(daAna)).toHaveLength(6);
    const recusados = daAna.filter((a) => a.status === 503);
    expect(recusados).toHaveLength(6);
    for (const a of recusados) expect(a.json).toEqual([expect.objectContaining({ mensagemUsuario: MSG.filaDoUsuarioCheia })]);
    // round-robin: her queued documents do not all go before the others
    const lastOutro = Math.max(...doOutros.map((_, i) => finished.indexOf(`outro-${i}`)));
    const lastAna = Math.max(...daAna.map((a, i) => (a.status === 200 ? finished.indexOf(`ana-${i}`) : -1)));
    expect(lastOutro).toBeLessThan(lastAna);
    expect(pdf.stats()).toEqual(expect.objectContaining({ running: 0, queued: 0 }));
  }, 60_000);

  it('a posição anunciada segue a ordem justa: quem chega sem nada gerando passa à frente da fila de outro usuário', async () => {
    const pdf = renderer({ concurrency: 1, queueLimit: 8, queuePerOwner: 4 });
    await pdf.start();
    const stop = new AbortController();
    const positions = new Map<string, number[]>();
    const ask = (owner: string, tag: string, content = '<p>x</p>') => {
      positions.set(tag, []);
      const onProgress = (progress: Progress) => {
        if (progress.etapa === 'na-fila') positions.get(tag)!.push(progress.posicao);
      };
      return pdf.render({ content, headerHeight: 0 }, { owner, signal: stop.signal, onProgress }).catch((error: unknown) => error);
    };
    const work = [ask('ana', 'ana-1', longDocument(4000)), ask('ana', 'ana-2'), ask('ana', 'ana-3')];
    expect(positions.get('ana-2')).toEqual([1]);
    expect(positions.get('ana-3')).toEqual([2]);
    work.push(ask('bruno', 'bruno-1'));
    // bruno has nothing rendering, ana has one: he goes first, and both of hers move back one place
    expect(positions.get('bruno-1')).toEqual([1]);
    expect(positions.get('ana-2')).toEqual([1, 2]);
    expect(positions.get('ana-3')).toEqual([2, 3]);
    // ana may have 4 waiting: 2 more get in, the next is refused with her own message
    work.push(ask('ana', 'ana-4'), ask('ana', 'ana-5'));
    let refusal: unknown;
    try {
      void pdf.render({ content: '<p>x</p>', headerHeight: 0 }, { owner: 'ana' });
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toEqual(expect.objectContaining({ statusCode: 503, items: [expect.objectContaining({ mensagemUsuario: MSG.filaDoUsuarioCheia })] }));
    // whoever is not ana still gets in
    work.push(ask('carla', 'carla-1'));
    expect(positions.get('carla-1')).toEqual([2]);
    stop.abort();
    await Promise.all(work);
    expect(pdf.stats()).toEqual(expect.objectContaining({ running: 0, queued: 0 }));
  });
});
