import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { extractText } from 'unpdf';
import { buildApp } from './app.js';
import { MSG } from './errors.js';
import { PdfRenderer } from './renderer.js';
import { createHash } from 'node:crypto';
import { apiIssuedRegistrar } from './registro.js';
import { apiSessionVerifier } from './session.js';
import {
  API_401_BODY,
  API_422_BODY,
  FAKE_SERVICE_KEY,
  GOOD_TOKEN,
  PACIENTE_DESCONHECIDO,
  fakeApi,
  gerarPdf,
  localServer,
  pdfOf,
  type FakeApi,
} from './test-support/servers.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let api: FakeApi;
let renderer: PdfRenderer;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  api = await fakeApi();
  renderer = new PdfRenderer({ executablePath: CHROMIUM, concurrency: 2, queueLimit: 16, timeoutMs: 30_000 });
  await renderer.start();
  app = await buildApp({
    renderer,
    verifySession: apiSessionVerifier(`${api.url}/api`),
    registerIssued: apiIssuedRegistrar(`${api.url}/api`, FAKE_SERVICE_KEY),
    maxHtmlBytes: 64 * 1024,
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
  await renderer?.close();
  await api?.close();
});

const textOf = async (pdf: Uint8Array) => extractText(pdf, { mergePages: false });

describe('POST /node/gerar-pdf: o documento', () => {
  it('gera um PDF de 2 páginas A4 com o conteúdo preenchido e o cabeçalho repetido na página 2', async () => {
    const linhas = Array.from({ length: 60 }, (_, i) => `<p style="font-size:16px;margin:6px 20px">Maria da Silva: consulta nº ${i + 1}</p>`).join('');
    const answer = await gerarPdf(base, {
      content: `<html><body><h1>Relatório de atendimentos</h1>${linhas}</body></html>`,
      htmlHeader: '<div style="font-size:14px;padding:0 20px">Clínica São Lucas: cabeçalho</div>',
      headerHeigth: '90',
    });

    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/^application\/x-ndjson/);
    const progress = answer.lines.slice(0, -1);
    expect(progress.every((l) => typeof l.progresso === 'number' && ['na-fila', 'gerando', 'pronto'].includes(l.etapa as string))).toBe(true);
    // the last progress line says how long the file's line is (the portal shows the download's percent)
    expect(progress.at(-1)).toEqual({ progresso: 100, etapa: 'pronto', tamanho: JSON.stringify(answer.lines.at(-1)).length + 1 });
    const final = answer.lines.at(-1)!;
    expect(final.paginas).toBe(2);

    const pdf = pdfOf(answer);
    expect(final.bytes).toBe(pdf.length);
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const { totalPages, text } = await textOf(pdf);
    expect(totalPages).toBe(2);
    expect(text[0]).toContain('Relatório de atendimentos');
    expect(text[0]).toContain('Maria da Silva: consulta nº 1');
    expect(text[1]).toContain('Maria da Silva: consulta nº 60');
    expect(text[0]).toContain('Clínica São Lucas: cabeçalho');
    expect(text[1]).toContain('Clínica São Lucas: cabeçalho');
    expect(text[1]).toContain('Página 2 de 2');
  });

  it('não busca nada na rede (img, css, iframe, fonte) e ainda assim gera o PDF', async () => {
    const spy = await localServer((_req, res) => res.end('x'));
    try {
      const answer = await gerarPdf(base, {
        content: `<html><head><link rel="stylesheet" href="${spy.url}/estilo.css">
          <style>@import url("${spy.url}/import.css"); @font-face { font-family: F; src: url("${spy.url}/f.woff2"); } body { font-family: F; background: url("${spy.url}/bg.png"); }</style>
          </head><body><p>Documento sem rede</p><img src="${spy.url}/x.png"><iframe src="${spy.url}/frame"></iframe>
          <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="inline"></body></html>`,
      });
      expect(pdfOf(answer).length).toBeGreaterThan(500);
      const { text } = await textOf(pdfOf(answer));
      expect(text.join(' ')).toContain('Documento sem rede');
      expect(spy.requests).toEqual([]);
    } finally {
      await spy.close();
    }
  });

  it('não executa scripts do conteúdo', async () => {
    const answer = await gerarPdf(base, {
      content:
        '<html><body><p>Texto original</p><script>document.body.innerText = "HACK"</script><img src="data:," onerror="document.body.innerText=\'HACK\'"></body></html>',
    });
    const { text } = await textOf(pdfOf(answer));
    expect(text.join(' ')).toContain('Texto original');
    expect(text.join(' ')).not.toContain('HACK');
  });

  it('aceita headerHeigth numérico e sem cabeçalho (1 página)', async () => {
    const answer = await gerarPdf(base, { content: '<p>Curto</p>', headerHeigth: 0 });
    expect(answer.lines.at(-1)!.paginas).toBe(1);
    const answer2 = await gerarPdf(base, { content: '<p>Curto</p>', htmlHeader: '<b style="font-size:10px">Topo</b>', headerHeigth: 40.5 });
    expect(answer2.lines.at(-1)!.paginas).toBe(1);
  });
});

describe('POST /node/gerar-pdf: o registro de cada PDF emitido', () => {
  it('registra na api o SHA-256 dos bytes entregues, com a chave do serviço e o token de quem pediu, antes de entregar', async () => {
    const before = api.registros.length;
    const answer = await gerarPdf(base, { content: '<p>Atestado da Ana</p>', titulo: 'Atestado', pacienteId: 7, layoutId: 3 });
    const pdf = pdfOf(answer);
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    expect(api.registros.slice(before)).toEqual([
      {
        authorization: GOOD_TOKEN,
        key: FAKE_SERVICE_KEY,
        body: { sha256, bytes: pdf.length, paginas: 1, titulo: 'Atestado', pacienteId: 7, layoutId: 3 },
      },
    ]);
    expect(answer.lines.at(-1)!.registro).toEqual({ id: `registro-${before + 1}`, sha256 });
  });

  it('recusado pela api (paciente desconhecido) → a última linha traz o erro da api e nenhum arquivo', async () => {
    const answer = await gerarPdf(base, { content: '<p>x</p>', pacienteId: PACIENTE_DESCONHECIDO });
    expect(answer.status).toBe(200);
    expect(answer.lines.at(-1)).toEqual({ erro: API_422_BODY });
    expect(answer.lines.some((l) => 'base' in l)).toBe(false);
  });

  it('chave diferente da api ou api fora do ar ao registrar → "não pôde ser registrado", nenhum arquivo', async () => {
    const other = await buildApp({
      renderer,
      verifySession: () => Promise.resolve(),
      registerIssued: apiIssuedRegistrar(`${api.url}/api`, 'outra-chave-qualquer-com-mais-de-32-caracteres'),
      maxHtmlBytes: 1024,
    });
    try {
      const answer = await gerarPdf(await other.listen({ port: 0, host: '127.0.0.1' }), { content: '<p>x</p>' });
      expect(answer.lines.at(-1)).toEqual({ erro: [expect.objectContaining({ mensagemUsuario: MSG.registroFalhou })] });
      expect(answer.lines.some((l) => 'base' in l)).toBe(false);
    } finally {
      await other.close();
    }
  });

  it('titulo, pacienteId e layoutId malformados → 400 com o campo, antes de gerar', async () => {
    for (const [body, campo] of [
      [{ content: '<p>x</p>', pacienteId: 'sete' }, 'pacienteId'],
      [{ content: '<p>x</p>', layoutId: 0 }, 'layoutId'],
      [{ content: '<p>x</p>', titulo: 'x'.repeat(201) }, 'titulo'],
    ] as const) {
      const answer = await gerarPdf(base, body);
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual([expect.objectContaining({ campo })]);
    }
  });
});

describe('POST /node/gerar-pdf: sessão', () => {
  it('sem token → 401 no formato de erro da api', async () => {
    const answer = await gerarPdf(base, { content: '<p>x</p>' }, null);
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual([expect.objectContaining({ mensagemUsuario: 'Sessão encerrada' })]);
  });

  it('token recusado pela api → 401 com o corpo da api', async () => {
    const answer = await gerarPdf(base, { content: '<p>x</p>' }, 'Bearer vencido');
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual(API_401_BODY);
  });

  it('api fora do ar → 503 "Não foi possível verificar a sessão agora."', async () => {
    const down = await localServer((_req, res) => res.end());
    const url = down.url;
    await down.close();
    const other = await buildApp({ renderer, verifySession: apiSessionVerifier(`${url}/api`), maxHtmlBytes: 1024 });
    try {
      const answer = await gerarPdf(await other.listen({ port: 0, host: '127.0.0.1' }), { content: '<p>x</p>' });
      expect(answer.status).toBe(503);
      expect(answer.json).toEqual([expect.objectContaining({ mensagemUsuario: 'Não foi possível verificar a sessão agora.' })]);
    } finally {
      await other.close();
    }
  });
});

describe('POST /node/gerar-pdf: corpo inválido → 400 com o campo', () => {
  const cases: [string, unknown, string][] = [
    ['content ausente', { htmlHeader: '<p>x</p>' }, 'content'],
    ['content vazio', { content: '' }, 'content'],
    ['content não texto', { content: 42 }, 'content'],
    ['content objeto', { content: { html: '<p>x</p>' } }, 'content'],
    ['content grande demais', { content: 'a'.repeat(64 * 1024 + 1) }, 'content'],
    ['htmlHeader não texto', { content: '<p>x</p>', htmlHeader: ['<p>'] }, 'htmlHeader'],
    ['headerHeigth texto', { content: '<p>x</p>', headerHeigth: 'alto' }, 'headerHeigth'],
    ['headerHeigth negativo', { content: '<p>x</p>', headerHeigth: -1 }, 'headerHeigth'],
    ['headerHeigth acima de 400', { content: '<p>x</p>', headerHeigth: 401 }, 'headerHeigth'],
    ['headerHeigth booleano', { content: '<p>x</p>', headerHeigth: true }, 'headerHeigth'],
  ];
  it.each(cases)('%s', async (_name, body, campo) => {
    const answer = await gerarPdf(base, body);
    expect(answer.status).toBe(400);
    const [item] = answer.json as { mensagemUsuario: string; mensagemDesenvolvedor: string; campo?: string }[];
    expect(item!.campo).toBe(campo);
    expect(item!.mensagemUsuario).toContain(`(${campo})`);
  });

  it('JSON malformado, corpo não objeto ou enorme → 4xx na lista de erros, sem detalhes internos', async () => {
    for (const [body, status] of [
      ['{"content": ', 400],
      ['[1,2]', 400],
      ['"texto"', 400],
      [JSON.stringify({ content: 'a'.repeat(1300 * 1024) }), 413],
    ] as const) {
      const answer = await gerarPdf(base, body);
      expect(answer.status).toBe(status);
      const [item] = answer.json as { mensagemUsuario: string }[];
      expect(item!.mensagemUsuario).toMatch(/[a-zà-ú]/);
      expect(JSON.stringify(answer.json)).not.toMatch(/ at .*\.(ts|js):\d+/);
    }
  });

  it('GET /node/ping responde e rota desconhecida → 404 na lista de erros', async () => {
    const ping = await fetch(`${base}/node/ping`);
    expect(ping.status).toBe(200);
    expect(await ping.json()).toEqual(expect.objectContaining({ ok: true, browserConnected: true }));
    const missing = await fetch(`${base}/node/nada`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual([expect.objectContaining({ mensagemUsuario: 'Recurso não encontrado.' })]);
  });
});
