import { paginasDaLista, perguntaDaPagina } from './lista-paginas.ts';

describe("the list's pages, counted from today's (issue 36 item 20: oldest first, today's at the top)", () => {
  it("opens on today's page, with the earlier ones before it", () => {
    // 25 before today (a short oldest page of 5, then 20), 30 from today on (20, then 10)
    expect(paginasDaLista(0, 25, 30, 20)).toEqual({ pagina: 0, paginasAntes: 2, paginasDepois: 2 });
    expect(paginasDaLista(-2, 25, 30, 20).pagina).toBe(-2);
    expect(paginasDaLista(1, 25, 30, 20).pagina).toBe(1);
  });

  it('keeps an address page inside those that exist', () => {
    expect(paginasDaLista(7, 25, 30, 20).pagina).toBe(1);
    expect(paginasDaLista(-9, 25, 30, 20).pagina).toBe(-2);
  });

  it('with nothing from today on, opens on the last page before it; with nothing at all, on an empty page 0', () => {
    expect(paginasDaLista(0, 25, 0, 20)).toEqual({ pagina: -1, paginasAntes: 2, paginasDepois: 0 });
    expect(paginasDaLista(0, 0, 0, 20)).toEqual({ pagina: 0, paginasAntes: 0, paginasDepois: 0 });
    expect(paginasDaLista(-1, 0, 3, 20).pagina).toBe(0);
  });

  it('asks today on, oldest first, from page 0, and back from yesterday before it', () => {
    expect(perguntaDaPagina(0)).toEqual({ lado: 'depois', page: 0 });
    expect(perguntaDaPagina(1)).toEqual({ lado: 'depois', page: 1 });
    expect(perguntaDaPagina(-1)).toEqual({ lado: 'antes', page: 0 });
    expect(perguntaDaPagina(-2)).toEqual({ lado: 'antes', page: 1 });
  });
});
