/** spec 01 §9: the print dialog opens this long after the document is in the window. */
export const ATRASO_IMPRESSAO_MS = 100;

/**
 * The print helper (spec 01 §2): a window with the document as the editor draws it (the page's
 * styles, Quill's among them, copied along) that opens the browser's print dialog. Answers the
 * window, or null when the browser blocked it.
 */
export function imprimirLayout(titulo: string, html: string): Window | null {
  const janela = window.open('', '_blank');
  if (!janela) return null;
  const estilos = [...document.querySelectorAll('style, link[rel="stylesheet"]')].map((el) => el.outerHTML).join('');
  const doc = janela.document;
  doc.open();
  doc.write(
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title></title>${estilos}` +
      '<style>@page{size:A4;margin:15mm}body{margin:0;background:#fff}.ql-editor{padding:0;overflow:visible}</style></head>' +
      '<body><div class="ql-snow"><div class="ql-editor" data-testid="impressao-layout"></div></div></body></html>',
  );
  doc.close();
  doc.title = titulo;
  // the document goes in as markup of the editor (already the allow-listed HTML the api keeps)
  doc.querySelector('.ql-editor')!.innerHTML = html;
  janela.setTimeout(() => {
    janela.focus();
    janela.print();
  }, ATRASO_IMPRESSAO_MS);
  return janela;
}
