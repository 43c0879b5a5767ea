import { atividadesVisiveis, resultadosComoTexto } from './conferencia-dialog.tsx';
import { semRepetir } from './novo-exame-dialog.tsx';

describe('Exames tab helpers (spec 02 §3, §5, §9)', () => {
  it('counts a repeated exam once, in the order chosen', () => {
    expect(semRepetir([3, 1, 3, 2, 1])).toEqual([3, 1, 2]);
  });

  it('hides history entries of 10 characters or fewer', () => {
    const a = (id: number, descricao: string) => ({ id, autor: 1, nomeAutor: 'A', descricao, dataAcao: '2026-11-27T12:00:00.000Z' });
    expect(atividadesVisiveis([a(1, 'curta'), a(2, '0123456789'), a(3, 'ALTERADO <<x>>')]).map((x) => x.id)).toEqual([3]);
  });

  it("sends the results that stay as 'url <<name>>' joined by ';; '", () => {
    expect(
      resultadosComoTexto([
        { url: '/gerenciar/prescricao/arquivo/a', nome: 'a.png' },
        { url: '/gerenciar/prescricao/arquivo/b', nome: 'b.png' },
      ]),
    ).toBe('/gerenciar/prescricao/arquivo/a <<a.png>>;; /gerenciar/prescricao/arquivo/b <<b.png>>');
  });
});
