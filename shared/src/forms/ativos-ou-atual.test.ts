import { ativosOuAtual } from './ativos-ou-atual.ts';

const salas = [
  { id: 1, nome: 'Sala 1', ativo: true },
  { id: 2, nome: 'Sala 2', ativo: false },
  { id: 3, nome: 'Sala 3', ativo: false },
  { id: 4, nome: 'Sem situação' },
];

describe('ativosOuAtual (the options a picker offers)', () => {
  it('offers the active items (and those without a situation)', () => {
    expect(ativosOuAtual(salas, null).map((s) => s.id)).toEqual([1, 4]);
    expect(ativosOuAtual(salas, undefined).map((s) => s.id)).toEqual([1, 4]);
  });

  it("keeps the record's current item even if deactivated since, in its place", () => {
    expect(ativosOuAtual(salas, 3).map((s) => s.id)).toEqual([1, 3, 4]);
  });

  it('offers nothing while the list is loading', () => {
    expect(ativosOuAtual(undefined, 3)).toEqual([]);
  });
});
