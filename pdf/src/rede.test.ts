import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { extractText } from 'unpdf';
import { PdfRenderer, launchChromium } from './renderer.js';
import { tcpListener, type Listener } from './test-support/listeners.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Prefetch and Chromium's own calls go out after the page has loaded: give them this long. */
const SETTLE_MS = 1500;

const LINK_KINDS = ['prefetch', 'preload', 'preconnect', 'dns-prefetch', 'modulepreload', 'prerender', 'stylesheet', 'icon', 'manifest'] as const;

/** One listener's port reached by address, by name and by a hostname, over http and https. */
const addresses = (port: number) => [
  `http://127.0.0.1:${port}`,
  `https://127.0.0.1:${port}`,
  `http://localhost:${port}`,
  `https://localhost:${port}`,
  `http://pdf-vazamento.test:${port}`,
];

/** Each way a document could reach out, as the HTML that tries it (against its own listener). */
const CONTENT: Record<string, (port: number) => string> = {
  ...Object.fromEntries(
    LINK_KINDS.map((kind) => [
      `<link rel=${kind}>`,
      (port: number) =>
        addresses(port)
          .map((u) => `<link rel="${kind}" href="${u}/${kind}"${kind === 'preload' ? ' as="image"' : ''}>`)
          .join(''),
    ]),
  ),
  '<meta http-equiv=refresh>': (port) => `<meta http-equiv="refresh" content="0;url=http://127.0.0.1:${port}/refresh">`,
  '<base>': (port) => `<base href="http://127.0.0.1:${port}/"><img src="relativa.png">`,
  '@import (content)': (port) =>
    addresses(port)
      .map((u) => `<style>@import url("${u}/import.css");</style>`)
      .join(''),
  '<img src>': (port) =>
    addresses(port)
      .map((u) => `<img src="${u}/x.png">`)
      .join(''),
  '<iframe src>': (port) =>
    addresses(port)
      .map((u) => `<iframe src="${u}/frame"></iframe>`)
      .join(''),
  '<object data>': (port) =>
    addresses(port)
      .map((u) => `<object data="${u}/obj"></object>`)
      .join(''),
  '<video src poster>': (port) =>
    addresses(port)
      .map((u) => `<video src="${u}/v.mp4" poster="${u}/p.png"></video>`)
      .join(''),
  'CSS url()': (port) =>
    addresses(port)
      .map((u) => `<div style="background:url('${u}/bg.png')">fundo</div>`)
      .join(''),
  '@font-face': (port) => `<style>@font-face{font-family:Remota;src:url("http://127.0.0.1:${port}/f.woff2")} p{font-family:Remota}</style>`,
};

const HEADER: Record<string, (port: number) => string> = {
  '@import (htmlHeader)': (port) =>
    addresses(port)
      .map((u) => `<style>@import url("${u}/cabecalho.css");</style>`)
      .join(''),
  '<link rel=stylesheet> (htmlHeader)': (port) => `<link rel="stylesheet" href="http://127.0.0.1:${port}/cabecalho.css">`,
  '<img src> (htmlHeader)': (port) => `<img src="http://127.0.0.1:${port}/logo.png">`,
  '@font-face (htmlHeader)': (port) => `<style>@font-face{font-family:R;src:url("http://localhost:${port}/f.woff2")} b{font-family:R}</style>`,
};

const listeners = new Map<string, Listener>();
let proxy: Listener;
let renderer: PdfRenderer;
const renders: Promise<unknown>[] = [];

/** What went through the proxy towards a listener's port (`CONNECT host:port`, `GET http://host:port/…`). */
const viaProxy = (port: number) => proxy.connections.filter((line) => line.includes(`:${port} `) || line.includes(`:${port}/`));

/** Connections each case opened, straight to its listener or through the proxy, by the case's name. */
const seen = () => Object.fromEntries([...listeners].map(([name, listener]) => [name, listener.connections.length + viaProxy(listener.port).length]));

beforeAll(async () => {
  for (const name of [...Object.keys(CONTENT), ...Object.keys(HEADER)]) listeners.set(name, await tcpListener());
  // the renderer's proxy is a listener too: Chromium's own calls (and anything that would go through) show up there
  proxy = await tcpListener();
  renderer = new PdfRenderer({
    executablePath: CHROMIUM,
    concurrency: 2,
    queueLimit: 4,
    timeoutMs: 20_000,
    launch: () => launchChromium(CHROMIUM, { proxy: proxy.url }),
    log: () => undefined,
  });
  await renderer.start();
  const port = (name: string) => listeners.get(name)!.port;
  const content = `<html><head>${Object.entries(CONTENT)
    .map(([name, html]) => html(port(name)))
    .join('')}</head><body><p>Documento sem rede</p></body></html>`;
  const htmlHeader = `${Object.entries(HEADER)
    .map(([name, html]) => html(port(name)))
    .join('')}<b style="font-size:12px">Cabeçalho da clínica</b>`;
  // both settle before the tests look (an unexpected rejection is reported by the test that awaits it)
  renders.push(renderer.render({ content, headerHeight: 0 }), renderer.render({ content: '<p>Corpo</p>', htmlHeader, headerHeight: 80 }));
  await Promise.allSettled(renders);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
}, 30_000);

afterAll(async () => {
  await renderer?.close();
  await Promise.all([...listeners.values(), proxy].map((listener) => listener?.close()));
});

describe('o Chromium do serviço não alcança a rede', () => {
  it('nenhum tipo de link, meta refresh, base, @import, img, iframe, object, video, url() ou fonte abre conexão (127.0.0.1, localhost e um nome)', () => {
    expect(seen()).toEqual(Object.fromEntries([...listeners.keys()].map((name) => [name, 0])));
  });

  it('nem o próprio Chromium (atualizações, contas do Google): o proxy não vê conexão alguma desde a abertura', () => {
    const ports = [...listeners.values()].map((listener) => listener.port);
    expect(proxy.connections.filter((line) => !ports.some((port) => viaProxy(port).includes(line)))).toEqual([]);
    expect(proxy.connections).toEqual([]);
  });

  it('o documento sai mesmo assim, e o cabeçalho com @import, link e fonte remota é impresso sem eles', async () => {
    const [documento, comCabecalho] = (await Promise.all(renders)) as { pdf: Buffer }[];
    const texto = async (pdf: Buffer) => (await extractText(new Uint8Array(pdf), { mergePages: true })).text;
    expect(await texto(documento!.pdf)).toContain('Documento sem rede');
    expect(await texto(comCabecalho!.pdf)).toContain('Cabeçalho da clínica');
  });
});
