/**
 * The list mode's pages, counted from today (issue 36 item 20: reception reads the day from the top,
 * oldest first). Page 0 starts with today's first appointment and goes on oldest first; page -1 holds
 * the `size` appointments just before today, page -2 the ones before those, and so on back to the
 * oldest (which may be a short page). Read in order, the pages are every appointment oldest first.
 */
export interface PaginasDaLista {
  /** the page shown, -antes … depois - 1 (the asked page, kept inside what exists) */
  pagina: number;
  /** pages before today's */
  paginasAntes: number;
  /** pages from today on */
  paginasDepois: number;
}

/** `antes`: appointments before today; `depois`: from today on; `pedida`: the page in the address. */
export function paginasDaLista(pedida: number, antes: number, depois: number, size: number): PaginasDaLista {
  const paginasAntes = Math.ceil(antes / size);
  const paginasDepois = Math.ceil(depois / size);
  // nothing from today on: the last page before today is the list's start
  const ultima = paginasDepois > 0 ? paginasDepois - 1 : paginasAntes > 0 ? -1 : 0;
  const pagina = Math.min(ultima, Math.max(0 - paginasAntes, pedida));
  return { pagina, paginasAntes, paginasDepois };
}

/** What one page asks the api: the days (from today, or up to yesterday), the order and the api's page. */
export interface PerguntaDaPagina {
  lado: 'depois' | 'antes';
  page: number;
}

/** Page 0 and later read from today on, oldest first; earlier pages read back from yesterday, newest first (then shown reversed). */
export const perguntaDaPagina = (pagina: number): PerguntaDaPagina => (pagina >= 0 ? { lado: 'depois', page: pagina } : { lado: 'antes', page: -pagina - 1 });
