import { DomUtils, parseDocument } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';

/**
 * The one allow-list for document HTML (layouts as stored, layouts as filled): what Quill 2 writes
 * and the variable token the editor inserts, nothing that runs. Quill keeps alignment, indent, size
 * and font in `ql-*` classes and colours in inline styles; images travel as data URLs (the PDF page
 * loads nothing from the network either).
 */
const QUILL_CLASSES = ['ql-align-*', 'ql-indent-*', 'ql-size-*', 'ql-font-*', 'ql-direction-rtl', 'ql-syntax'];
const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i, /^[a-z]{3,20}$/i];
const LENGTH = [/^\d{1,4}(\.\d{1,2})?(px|pt|em|rem|%|mm)$/];

/** A variable as the editor stores it: one atomic token, `{{NOME}}` or `[[NOME]]` (spec 01 §2 editor menus). */
export const VARIAVEL_CLASS = 'variavel';
const VARIAVEL_NOME = /^[A-Z][A-Z0-9_]{0,59}$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'span',
    'a',
    'ol',
    'ul',
    'li',
    'img',
    'hr',
    'div',
    'table',
    'thead',
    'tbody',
    'tr',
    'td',
    'th',
    'colgroup',
    'col',
  ],
  allowedAttributes: {
    '*': ['class', 'style'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    li: ['data-list'],
    td: ['data-row', 'colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    pre: ['spellcheck'],
    span: ['data-variavel', 'data-menu', 'contenteditable'],
  },
  allowedClasses: { '*': QUILL_CLASSES, span: [...QUILL_CLASSES, VARIAVEL_CLASS] },
  allowedStyles: {
    '*': {
      color: COLOR,
      'background-color': COLOR,
      'text-align': [/^(left|right|center|justify)$/],
      'font-size': LENGTH,
      'font-weight': [/^(normal|bold|[1-9]00)$/],
      'font-style': [/^(normal|italic)$/],
      'text-decoration': [/^(none|underline|line-through)$/],
      width: LENGTH,
      height: LENGTH,
      'max-width': LENGTH,
      'max-height': LENGTH,
      'page-break-before': [/^(always|auto)$/],
      'break-before': [/^(page|auto)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  transformTags: {
    // the token is one unit whatever the browser sent inside it: its text is rebuilt from its name
    span: (tagName, attribs) => {
      const nome = attribs['data-variavel'];
      if (nome === undefined) return { tagName, attribs: withoutKeys(attribs, ['data-variavel', 'data-menu', 'contenteditable']) };
      if (!VARIAVEL_NOME.test(nome)) return { tagName, attribs: {}, text: '' };
      const impressao = attribs['data-menu'] === 'IMPRESSAO';
      return {
        tagName,
        attribs: { class: VARIAVEL_CLASS, 'data-variavel': nome, ...(impressao ? { 'data-menu': 'IMPRESSAO' } : {}), contenteditable: 'false' },
        text: impressao ? `[[${nome}]]` : `{{${nome}}}`,
      };
    },
    // an image is kept only as an inline picture (no address the printer would fetch)
    img: (tagName, attribs) =>
      /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[a-z0-9+/=\s]+$/i.test(attribs.src ?? '') ? { tagName, attribs } : { tagName: 'span', attribs: {} },
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
  },
};

function withoutKeys(attribs: sanitizeHtml.Attributes, keys: string[]): sanitizeHtml.Attributes {
  const copy = { ...attribs };
  for (const key of keys) delete copy[key];
  return copy;
}

/** A variable token's inside is only its text (the browser may have wrapped parts of it in spans). */
function flattenVariaveis(html: string): string {
  if (!html.includes('data-variavel')) return html;
  const document = parseDocument(html);
  for (const span of DomUtils.findAll((el) => el.name === 'span' && el.attribs['data-variavel'] !== undefined, document.children)) {
    for (const child of [...span.children]) DomUtils.removeElement(child);
  }
  return DomUtils.getOuterHTML(document.children);
}

/** HTML reduced to the allow-list: no script, no event handler, no `javascript:`, no remote image. */
export const sanitizeDocumentHtml = (html: string): string => sanitizeHtml(flattenVariaveis(html), OPTIONS);

/** True when the HTML shows nothing a person would read or see (Quill's empty editor is `<p><br></p>`). */
export function isBlankHtml(html: string): boolean {
  if (/<(img|hr|table)\b/i.test(html) || html.includes(`class="${VARIAVEL_CLASS}"`)) return false;
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s|\uFEFF/g, '') === '';
}

/** Characters of a value put into the document as text. */
export const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
