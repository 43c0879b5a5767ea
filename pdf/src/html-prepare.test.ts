import { describe, expect, it } from '@jest/globals';
import { prepareDocument, prepareFragment, stripCss } from './html-prepare.js';

describe('prepareDocument', () => {
  it('tira <link> de todo tipo, <base> e <meta http-equiv=refresh>, e mantém o resto', () => {
    const html =
      '<html><head><meta charset="utf-8"><LINK REL=prefetch href="http://x/a"><link rel="stylesheet" href="data:text/css,p{}">' +
      '<base href="http://x/"><meta http-equiv=" Refresh " content="0;url=http://x/"><title>Laudo</title></head>' +
      '<body><p class="a">Olá <b>Maria</b></p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></body></html>';
    expect(prepareDocument(html)).toBe(
      '<html><head><meta charset="utf-8"><title>Laudo</title></head>' +
        '<body><p class="a">Olá <b>Maria</b></p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></body></html>',
    );
  });

  it('acha o que tirar onde o Chromium acharia: <noscript> (JavaScript desligado), <template>, <svg>', () => {
    const out = prepareDocument(
      '<body><noscript><link rel=stylesheet href=http://x/a.css><p>sem script</p></noscript>' +
        '<template shadowrootmode="open"><link rel=icon href=http://x/i></template><svg><style>@import url(http://x/s.css);</style></svg></body>',
    );
    expect(out).not.toMatch(/link|@import/i);
    expect(out).toContain('<noscript><p>sem script</p></noscript>');
  });

  it('tira @import de <style> e de style="", e @font-face de fonte fora de data:, mantendo as regras', () => {
    const out = prepareDocument(
      '<style>@import url(http://x/a.css); @IMPORT "b.css" screen; p { color: red } ' +
        '@font-face { font-family: A; src: url(data:font/woff2;base64,AA) } @font-face { font-family: B; src: u\\72l(http://x/f.woff2) }</style>' +
        '<p style="color: blue; @import url(x)">oi</p>',
    );
    expect(out).toContain('p { color: red }');
    expect(out).toContain('font-family: A');
    expect(out).not.toContain('font-family: B');
    expect(out).not.toMatch(/@import/i);
    expect(out).toContain('<p style="color: blue">oi</p>');
  });

  it('mantém o doctype como veio (decide o modo quirks) e não toca num documento sem nada a tirar', () => {
    const legado = '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN"><html><head><link rel=icon href=x></head><body>oi</body></html>';
    expect(prepareDocument(legado)).toBe('<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN"><html><head></head><body>oi</body></html>');
    const simples = '<p>Contato: recepcao@clinica.com.br</p><p >sem nada</P>';
    expect(prepareDocument(simples)).toBe(simples);
  });
});

describe('prepareFragment (htmlHeader)', () => {
  it('lê o cabeçalho como o Chromium (dentro de um <div>) e tira link e @import', () => {
    expect(prepareFragment('<style>@import url("http://x/c.css"); b { color: red }</style><link rel=stylesheet href=http://x><b>Clínica</b>')).toBe(
      '<style>b { color: red }</style><b>Clínica</b>',
    );
  });
});

describe('stripCss', () => {
  it('CSS que não se entende é descartado inteiro, não repassado pela metade', () => {
    expect(stripCss('@\\69mport url(http://x/a.css); p { color: red }')).toBe('');
  });

  it('o que sobra nunca fecha o <style> antes da hora', () => {
    expect(stripCss('</st@import url(a);yle><link rel=prefetch href=http://x>')).toBe('');
  });
});
