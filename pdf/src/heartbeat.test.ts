import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { PdfRenderer, RenderOptions } from './renderer.js';
import { allowAll } from './session.js';

/** A renderer held by the test: in the queue, then rendering, then done, each step when the test says. */
function heldRenderer() {
  let step: () => void = () => undefined;
  const next = () => step();
  const renderer = {
    render: (_doc: unknown, options: RenderOptions = {}) =>
      new Promise((resolve) => {
        options.onProgress?.({ progresso: 0, etapa: 'na-fila', posicao: 3 });
        step = () => {
          options.onProgress?.({ progresso: 10, etapa: 'gerando' });
          step = () => resolve({ pdf: Buffer.from('%PDF-1.7\n%%EOF\n'), paginas: 1 });
        };
      }),
    stats: () => ({ running: 0, queued: 0, browserConnected: true }),
  } as unknown as PdfRenderer;
  return { renderer, next };
}

const held = heldRenderer();
let app: FastifyInstance;
let base: string;
beforeAll(async () => {
  app = await buildApp({ renderer: held.renderer, verifySession: allowAll, maxHtmlBytes: 1024, heartbeatMs: 40 });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
});

describe('POST /node/gerar-pdf: a long silence', () => {
  it('repeats the last progress line while nothing happens, so a proxy never drops the answer; the file still comes last', async () => {
    const response = await fetch(`${base}/node/gerar-pdf`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"content":"<p>x</p>"}' });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    const lines: Record<string, unknown>[] = [];
    let pending = '';
    /** Reads until `count` lines of that step have arrived (the test's own time limit bounds it). */
    const until = async (etapa: string, count: number) => {
      while (lines.filter((l) => l.etapa === etapa).length < count) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`the answer ended with ${JSON.stringify(lines)}`);
        pending += value;
        const parts = pending.split('\n');
        pending = parts.pop()!;
        lines.push(...parts.filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>));
      }
    };

    // nothing happens in the queue: the same line again, and again
    await until('na-fila', 3);
    held.next();
    await until('gerando', 3);
    held.next();
    await until('pronto', 1);
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      pending += value;
    }
    lines.push(
      ...pending
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>),
    );

    expect(lines.filter((l) => l.etapa === 'na-fila').every((l) => l.posicao === 3)).toBe(true);
    expect(lines.at(-2)).toMatchObject({ etapa: 'pronto' });
    expect(lines.at(-1)).toMatchObject({ paginas: 1 });
  });
});
