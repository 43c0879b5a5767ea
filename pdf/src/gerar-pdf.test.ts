import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { buildApp } from './app.js';
import { MSG } from './errors.js';
import { PdfRenderer } from './renderer.js';
import { createHash } from 'node:crypto';
import { conteudoSha256 } from './emissao.js';
import { apiIssuedRegistrar } from './registro.js';
import { apiSessionVerifier } from './session.js';
import {
  API_401_BODY,
  API_422_BODY,
  FAKE_SERVICE_KEY,
  GOOD_TOKEN,
  EMISSAO_ASSINADA,
  EMISSAO_EXPIRADA,
  EMISSAO_VALIDA,
  MARCA_ASSINATURA,
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
    // as text too, as older callers send it; blank or null is no header space
    for (const headerHeigth of [' 40.5 ', '', '400', null]) {
      const answer3 = await gerarPdf(base, { content: '<p>Curto</p>', htmlHeader: '<b>Topo</b>', headerHeigth });
      expect(answer3.lines.at(-1)!.paginas).toBe(1);
    }
  });
});

/** Each text piece of a page with the distance from the page's top to its top and to its baseline, in points. */
async function linhasDe(pdf: Uint8Array, pagina = 1): Promise<{ str: string; topo: number; base: number }[]> {
  const page = await (await getDocumentProxy(pdf.slice())).getPage(pagina);
  const altura = page.view[3]!;
  const { items } = await page.getTextContent();
  return (items as { str: string; transform: number[]; height: number }[])
    .filter((i) => i.str.trim())
    .map((i) => ({ str: i.str, topo: altura - i.transform[5]! - i.height, base: altura - i.transform[5]! }));
}

const tituloDe = async (pdf: Uint8Array): Promise<unknown> => ((await (await getDocumentProxy(pdf.slice())).getMetadata()).info as { Title?: string }).Title;

describe('POST /node/gerar-pdf: cabeçalho e título (issue 36 item 2)', () => {
  it('um cabeçalho mais alto que o headerHeigth pedido empurra o corpo para baixo dele, em todas as páginas', async () => {
    const cabecalho = ['Paciente', 'Prontuário', 'Endereço: uma rua de nome comprido', 'Cidade', 'Emitido em 26/11/2026 por Dra. Helena Prado']
      .map((l) => `<p>${l}</p>`)
      .join('');
    const linhas = Array.from({ length: 50 }, (_, i) => `<p style="font-size:16px;margin:6px 20px">Linha ${i + 1}</p>`).join('');
    const answer = await gerarPdf(base, { content: `<h1 style="margin:0">Laudo — Peeling químico</h1>${linhas}`, htmlHeader: cabecalho, headerHeigth: 60 });
    const final = answer.lines.at(-1)!;
    expect(final.paginas).toBe(2);
    for (const pagina of [1, 2]) {
      const linhas = await linhasDe(pdfOf(answer), pagina);
      const emitido = linhas.find((l) => l.str.startsWith('Emitido em'))!;
      const corpo = linhas.filter((l) => l.str.startsWith('Laudo') || l.str.startsWith('Linha'));
      expect(emitido).toBeDefined();
      expect(corpo.length).toBeGreaterThan(0);
      // the header's last line ends above the body's first
      expect(Math.min(...corpo.map((l) => l.topo))).toBeGreaterThan(emitido.base);
    }
  });

  it('um cabeçalho baixo guarda a altura pedida', async () => {
    const answer = await gerarPdf(base, { content: '<p style="margin:0">Corpo</p>', htmlHeader: '<b>Topo</b>', headerHeigth: 200 });
    const corpo = (await linhasDe(pdfOf(answer))).find((l) => l.str === 'Corpo')!;
    // 200 px = 150 pt
    expect(corpo.topo).toBeGreaterThanOrEqual(150);
    expect(corpo.topo).toBeLessThan(170);
  });

  it('o título do PDF é o <title> do documento, ou "Documento" — nunca about:blank', async () => {
    const comTitulo = await gerarPdf(base, { content: '<title>Laudo — Peeling químico — Maria Silva</title><p>Corpo</p>' });
    expect(await tituloDe(pdfOf(comTitulo))).toBe('Laudo — Peeling químico — Maria Silva');
    const semTitulo = await gerarPdf(base, { content: '<p>Atesto para os devidos fins</p>' });
    expect(await tituloDe(pdfOf(semTitulo))).toBe('Documento');
  });
});

describe('POST /node/gerar-pdf: o registro dos PDFs emitidos', () => {
  it('registra na api o SHA-256 dos bytes de um documento que a api montou (emissao), com a chave do serviço, o token de quem pediu e a impressão digital do que foi renderizado, antes de entregar', async () => {
    const before = api.registros.length;
    const documento = { content: '<p>Laudo da Ana</p>', htmlHeader: '<b style="font-size:10px">Ana</b>', headerHeigth: 40 };
    const answer = await gerarPdf(base, { ...documento, emissao: EMISSAO_VALIDA });
    const pdf = pdfOf(answer);
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    expect(api.registros.slice(before)).toEqual([
      {
        authorization: GOOD_TOKEN,
        key: FAKE_SERVICE_KEY,
        body: {
          sha256,
          bytes: pdf.length,
          paginas: 1,
          emissao: EMISSAO_VALIDA,
          conteudoSha256: conteudoSha256({ content: documento.content, htmlHeader: documento.htmlHeader, headerHeight: 40 }),
        },
      },
    ]);
    expect(answer.lines.at(-1)!.registro).toEqual({ id: `registro-${before + 1}`, sha256 });
  });

  it('um trabalho que nomeia o médico que assina leva o PDF à api e entrega o arquivo assinado que ela devolveu (issue 39)', async () => {
    const before = api.registros.length;
    const answer = await gerarPdf(base, { content: '<p>Atestado da Ana</p>', headerHeigth: 0, emissao: EMISSAO_ASSINADA });
    const [enviado] = api.registros.slice(before);
    expect(typeof enviado!.body.pdf).toBe('string');
    const original = Buffer.from(enviado!.body.pdf as string, 'base64');
    expect(createHash('sha256').update(original).digest('hex')).toBe(enviado!.body.sha256);
    const entregue = Buffer.from(pdfOf(answer));
    expect(entregue.equals(Buffer.concat([original, Buffer.from(MARCA_ASSINATURA)]))).toBe(true);
    expect(answer.lines.at(-1)!.registro).toEqual({ id: `registro-${before + 1}`, sha256: createHash('sha256').update(entregue).digest('hex') });
    expect(answer.lines.at(-1)!.bytes).toBe(entregue.length);
    // a job without a signer never sends the file
    const semAssinante = api.registros.length;
    await gerarPdf(base, { content: '<p>Laudo</p>', headerHeigth: 0, emissao: EMISSAO_VALIDA });
    expect(api.registros[semAssinante]!.body).not.toHaveProperty('pdf');
  });

  it('HTML de quem chama, sem emissao da api: o PDF sai, mas não é registrado como emitido', async () => {
    const before = api.registros.length;
    const answer = await gerarPdf(base, { content: '<p>Atesto para os devidos fins...</p>' });
    expect(Buffer.from(pdfOf(answer).subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(answer.lines.at(-1)!.registro).toBeUndefined();
    expect(api.registros.length).toBe(before);
  });

  it('quem chama não dá título, paciente nem layout ao registro: 400, antes de gerar e sem nada registrado', async () => {
    const before = api.registros.length;
    for (const [body, campo] of [
      [{ content: '<p>Atesto para os devidos fins...</p>', titulo: 'Atestado médico', pacienteId: 3 }, 'titulo'],
      [{ content: '<p>x</p>', pacienteId: 3 }, 'pacienteId'],
      [{ content: '<p>x</p>', layoutId: 999_999 }, 'layoutId'],
      [{ content: '<p>x</p>', emissao: 7 }, 'emissao'],
      [{ content: '<p>x</p>', emissao: 'x'.repeat(5000) }, 'emissao'],
    ] as const) {
      const answer = await gerarPdf(base, body);
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual([expect.objectContaining({ campo })]);
    }
    // a patient that exists and one that does not get the same answer: nothing is looked up
    const [existe, naoExiste] = [
      await gerarPdf(base, { content: '<p>x</p>', pacienteId: 1 }),
      await gerarPdf(base, { content: '<p>x</p>', pacienteId: 999_999 }),
    ];
    expect(existe.json).toEqual(naoExiste.json);
    expect(api.registros.length).toBe(before);
  });

  it('recusado pela api (emissao expirada ou de outro) → a última linha traz o erro da api e nenhum arquivo', async () => {
    const answer = await gerarPdf(base, { content: '<p>x</p>', emissao: EMISSAO_EXPIRADA });
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
      const answer = await gerarPdf(await other.listen({ port: 0, host: '127.0.0.1' }), { content: '<p>x</p>', emissao: EMISSAO_VALIDA });
      expect(answer.lines.at(-1)).toEqual({ erro: [expect.objectContaining({ mensagemUsuario: MSG.registroFalhou })] });
      expect(answer.lines.some((l) => 'base' in l)).toBe(false);
    } finally {
      await other.close();
    }
  });
});

describe('POST /node/gerar-pdf: sessão', () => {
  it('sem token → 401 no formato de erro da api', async () => {
    const answer = await gerarPdf(base, { content: '<p>x</p>' }, null);
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual([expect.objectContaining({ mensagemUsuario: 'Sessão encerrada' })]);
  });

  it('sem token e com o corpo inválido → 401: a sessão antes dos campos', async () => {
    const answer = await gerarPdf(base, { content: 42 }, null);
    expect(answer.status).toBe(401);
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
    // fewer characters than the limit, more UTF-8 bytes
    ['content grande demais em bytes', { content: 'ã'.repeat(32 * 1024 + 1) }, 'content'],
    ['htmlHeader grande demais em bytes', { content: '<p>x</p>', htmlHeader: 'ã'.repeat(32 * 1024 + 1) }, 'htmlHeader'],
    ['htmlHeader não texto', { content: '<p>x</p>', htmlHeader: ['<p>'] }, 'htmlHeader'],
    ['headerHeigth texto', { content: '<p>x</p>', headerHeigth: 'alto' }, 'headerHeigth'],
    ['headerHeigth negativo', { content: '<p>x</p>', headerHeigth: -1 }, 'headerHeigth'],
    ['headerHeigth acima de 400', { content: '<p>x</p>', headerHeigth: 401 }, 'headerHeigth'],
    ['headerHeigth texto acima de 400', { content: '<p>x</p>', headerHeigth: '400.5' }, 'headerHeigth'],
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
