import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { PdfRenderer, Progress, RenderOptions } from './renderer.js';
import { allowAll } from './session.js';
import { gerarPdf } from './test-support/servers.js';

/** A renderer that sits in the queue, then renders slowly, saying nothing meanwhile (a long queue ahead). */
const slowRenderer = {
  render: (_doc: unknown, options: RenderOptions = {}) =>
    new Promise((resolve) => {
      options.onProgress?.({ progresso: 0, etapa: 'na-fila', posicao: 3 } satisfies Progress);
      setTimeout(() => {
        options.onProgress?.({ progresso: 10, etapa: 'gerando' });
        setTimeout(() => resolve({ pdf: Buffer.from('%PDF-1.7\n%%EOF\n'), paginas: 1 }), 250);
      }, 250);
    }),
  stats: () => ({ running: 0, queued: 0, browserConnected: true }),
} as unknown as PdfRenderer;

let app: FastifyInstance;
let base: string;
beforeAll(async () => {
  app = await buildApp({ renderer: slowRenderer, verifySession: allowAll, maxHtmlBytes: 1024, heartbeatMs: 60 });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
});

describe('POST /node/gerar-pdf: a long silence', () => {
  it('repeats the last progress line while nothing happens, so a proxy never drops the answer; the file still comes last', async () => {
    const answer = await gerarPdf(base, { content: '<p>x</p>' });
    const naFila = answer.lines.filter((l) => l.etapa === 'na-fila');
    const gerando = answer.lines.filter((l) => l.etapa === 'gerando');
    // 250 ms of each with a 60 ms heartbeat: the line said again at least twice
    expect(naFila.length).toBeGreaterThanOrEqual(3);
    expect(gerando.length).toBeGreaterThanOrEqual(3);
    expect(naFila.every((l) => l.posicao === 3)).toBe(true);
    expect(answer.lines.at(-2)).toMatchObject({ etapa: 'pronto' });
    expect(answer.lines.at(-1)).toMatchObject({ paginas: 1 });
  });
});
