import { defaultTreeAdapter, html as parse5Html, parse, parseFragment, serialize, serializeOuter, type DefaultTreeAdapterMap } from 'parse5';
import postcss, { type Root } from 'postcss';

type Node = DefaultTreeAdapterMap['node'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];
type Element = DefaultTreeAdapterMap['element'];

/**
 * Chromium runs these documents with JavaScript off, so its parser treats <noscript> as markup:
 * parse (and serialize) the same way, or the tree stripped here would not be the one printed.
 */
const PARSE = { scriptingEnabled: false } as const;

/** CSS escapes (`\69 `, `\@`) undone, as Chromium's tokenizer does before it reads a name or a URL. */
const unescapeCss = (text: string): string =>
  text.replace(/\\([0-9a-fA-F]{1,6})[ \t\n\r\f]?|\\([^\n\r\f])/g, (_all, hex: string | undefined, char: string | undefined) => {
    if (hex === undefined) return char!;
    const code = parseInt(hex, 16);
    return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? '\ufffd' : String.fromCodePoint(code);
  });

/** A url()/src() whose target is not a data: URL (comments and escapes undone first). */
const REMOTE_URL = /(?:url|src)\((?!\s*['"]?\s*data:)/i;

/**
 * CSS without the rules that fetch by themselves: every @import (the document only gets data: URLs,
 * and in the header template an @import Chromium cannot load fails the whole print) and every
 * @font-face that names a font outside data: URLs (the same print failure in the header). Text
 * postcss cannot parse is dropped whole rather than passed on half-understood.
 */
export function stripCss(css: string): string {
  // an at-rule starts with a literal '@' (an escaped one is an identifier): nothing to do without one
  if (!css.includes('@')) return css;
  let root: Root;
  try {
    root = postcss.parse(css);
  } catch {
    return '';
  }
  root.walkAtRules((rule) => {
    const name = unescapeCss(rule.name).toLowerCase();
    if (name === 'import') rule.remove();
    else if (name === 'font-face' && REMOTE_URL.test(unescapeCss(rule.toString().replace(/\/\*[\s\S]*?\*\//g, '')))) rule.remove();
  });
  const out = root.toString();
  // what was removed must not join into an end tag (`</st@import …;yle>`) that would close the <style> early
  return /<\/style/i.test(out) ? '' : out;
}

const isElement = (node: Node): node is Element => 'tagName' in node;

/**
 * Whether the HTML may hold anything stripped here: a tag name is never escaped, and an at-rule
 * name starts with a letter or an escape right after the '@'. Most documents have none of these and
 * skip the parse (about 0.5 s a MB of markup).
 */
const MAY_STRIP = /<(?:link|base|meta)|@[\\if]/i;

/** Elements the printed document never needs and that make Chromium fetch or navigate by themselves. */
function unwanted(element: Element): boolean {
  switch (element.tagName) {
    case 'link': // stylesheet, prefetch, preload, preconnect, dns-prefetch, modulepreload, prerender, icon, manifest…
    case 'base': // would point every relative address elsewhere
      return true;
    case 'meta': {
      const httpEquiv = element.attrs.find((attr) => attr.name === 'http-equiv');
      return httpEquiv?.value.trim().toLowerCase() === 'refresh';
    }
    default:
      return false;
  }
}

function clean(parent: ParentNode): void {
  parent.childNodes = parent.childNodes.filter((node) => !isElement(node) || !unwanted(node));
  for (const node of parent.childNodes) {
    if (!isElement(node)) continue;
    if (node.tagName === 'style') {
      for (const child of node.childNodes) if (defaultTreeAdapter.isTextNode(child)) child.value = stripCss(child.value);
    }
    for (const attr of node.attrs) if (attr.name === 'style') attr.value = stripCss(attr.value);
    // <template> keeps its children apart; a declarative shadow root would still render them
    if (node.tagName === 'template' && 'content' in node) clean(node.content);
    clean(node);
  }
}

/** The doctype as written (parse5 drops its public and system ids, which decide quirks mode). */
function doctypeOf(node: DefaultTreeAdapterMap['documentType']): string {
  const { name, publicId, systemId } = node;
  const quoted = (id: string) => (id.includes('"') ? `'${id}'` : `"${id}"`);
  if (publicId) return `<!DOCTYPE ${name} PUBLIC ${quoted(publicId)}${systemId ? ` ${quoted(systemId)}` : ''}>`;
  if (systemId) return `<!DOCTYPE ${name} SYSTEM ${quoted(systemId)}>`;
  return `<!DOCTYPE ${name}>`;
}

/**
 * The page's HTML as Chromium will read it, without <link>, <base>, <meta http-equiv=refresh> and
 * CSS @import (in <style> and style attributes). The browser refuses the network anyway; this keeps
 * what the document never needs from reaching it, and keeps a header from failing to print.
 */
export function prepareDocument(html: string): string {
  if (!MAY_STRIP.test(html)) return html;
  const document = parse(html, PARSE);
  clean(document);
  return document.childNodes.map((node) => (defaultTreeAdapter.isDocumentTypeNode(node) ? doctypeOf(node) : serializeOuter(node, PARSE))).join('');
}

/** The header's HTML, read as Chromium reads a header template (inside a <div>), stripped the same way. */
export function prepareFragment(html: string): string {
  if (!MAY_STRIP.test(html)) return html;
  const context = defaultTreeAdapter.createElement('div', parse5Html.NS.HTML, []);
  const fragment = parseFragment(context, html, PARSE);
  clean(fragment);
  return serialize(fragment, PARSE);
}
