import { describe, expect, it } from '@jest/globals';
import { isBlankHtml, sanitizeDocumentHtml } from './html-sanitizer.js';

/** What a stored or filled document must never carry, whatever the editor or a caller sends. */
const ATTACKS = [
  '<script>alert(1)</script>',
  '<p>a<script src="http://127.0.0.1:9/x.js"></script></p>',
  '<img src="x" onerror="alert(1)">',
  '<img src="http://127.0.0.1:9/pixel.png">',
  '<p onclick="alert(1)">a</p>',
  '<a href="javascript:alert(1)">l</a>',
  '<a href="JaVaScRiPt:alert(1)">l</a>',
  '<a href="&#106;avascript:alert(1)">l</a>',
  '<a href="data:text/html,<script>alert(1)</script>">l</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<svg><script>alert(1)</script></svg>',
  '<svg onload="alert(1)"></svg>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<svg><textarea><img src=x onerror=alert(1)></textarea></svg>',
  '<style>@import "http://127.0.0.1:9/x.css";</style>',
  '<link rel="stylesheet" href="http://127.0.0.1:9/x.css">',
  '<p style="background:url(javascript:alert(1))">b</p>',
  '<p style="background-image:url(http://127.0.0.1:9/x.png)">b</p>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<form action="http://127.0.0.1:9"><input name="a"><button>b</button></form>',
  '<meta http-equiv="refresh" content="0;url=http://127.0.0.1:9">',
  '<base href="http://127.0.0.1:9/">',
  '<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  '<span class="variavel" data-variavel="X" onmouseover="alert(1)">{{X}}</span>',
  '<p><!--<img src=x onerror=alert(1)>--></p>',
];

describe('document HTML allow-list', () => {
  it.each(ATTACKS)('nothing runs or loads from %s', (attack) => {
    const clean = sanitizeDocumentHtml(attack);
    expect(clean).not.toMatch(/<script|<iframe|<svg|<math|<style|<link|<meta|<base|<object|<embed|<form|<input/i);
    expect(clean).not.toMatch(/\son[a-z]+=/i);
    expect(clean).not.toMatch(/javascript:|data:text|url\(|127\.0\.0\.1/i);
  });

  it('keeps what Quill writes: alignment and indent classes, colours, lists, links, inline images', () => {
    const quill =
      '<p class="ql-align-center"><strong>Atestado</strong></p>' +
      '<p class="ql-indent-1"><span style="color: rgb(230, 0, 0);">vermelho</span> <em>e</em> <u>sublinhado</u></p>' +
      '<ol><li data-list="bullet">item</li></ol>' +
      '<p><a href="https://clinica.example/x" target="_blank">site</a></p>' +
      '<p><img src="data:image/png;base64,iVBORw0KGgo="></p>';
    const clean = sanitizeDocumentHtml(quill);
    expect(clean).toContain('<p class="ql-align-center"><strong>Atestado</strong></p>');
    expect(clean).toContain('<span style="color:rgb(230, 0, 0)">vermelho</span>');
    expect(clean).toContain('<li data-list="bullet">item</li>');
    expect(clean).toContain('<a href="https://clinica.example/x" target="_blank" rel="noopener noreferrer">site</a>');
    expect(clean).toContain('<img src="data:image/png;base64,iVBORw0KGgo=" />');
  });

  it('drops unknown classes and styles but keeps the element', () => {
    expect(sanitizeDocumentHtml('<p class="ql-align-right evil" style="position: fixed; color: #123">x</p>')).toBe(
      '<p class="ql-align-right" style="color:#123">x</p>',
    );
  });

  it('keeps a variable as one token, rebuilt from its name whatever the browser put inside', () => {
    expect(sanitizeDocumentHtml('<p><span class="variavel" data-variavel="NOME_PACIENTE"><span>{{</span>NOME<b>x</b></span></p>')).toBe(
      '<p><span class="variavel" data-variavel="NOME_PACIENTE" contenteditable="false">{{NOME_PACIENTE}}</span></p>',
    );
    expect(sanitizeDocumentHtml('<span class="variavel" data-variavel="LOGO" data-menu="IMPRESSAO"></span>')).toBe(
      '<span class="variavel" data-variavel="LOGO" data-menu="IMPRESSAO" contenteditable="false">[[LOGO]]</span>',
    );
    expect(sanitizeDocumentHtml('<span data-variavel="x&quot; onclick=&quot;a">t</span>')).toBe('<span></span>');
  });

  it('tells an empty editor from a document', () => {
    expect(isBlankHtml('<p><br></p>')).toBe(true);
    expect(isBlankHtml('<p> &nbsp; </p><p></p>')).toBe(true);
    expect(isBlankHtml('')).toBe(true);
    expect(isBlankHtml('<p>a</p>')).toBe(false);
    expect(isBlankHtml('<p><img src="data:image/png;base64,AA=="></p>')).toBe(false);
    expect(isBlankHtml(sanitizeDocumentHtml('<span class="variavel" data-variavel="LOGO"></span>'))).toBe(false);
  });
});
