import { contagemErrors, contagemInicial, contagemPayload } from './contagem-form.ts';

const lotes = [
  { id: 11, lote: 'BX-01', validade: '2026-11-30', saldo: 2, vencido: false, vencendo: true, fabricante: null },
  { id: 12, lote: 'BX-02', validade: '2027-03-01', saldo: 0, vencido: false, vencendo: false, fabricante: null },
];

describe('stocktake form rules', () => {
  it('opens with each balance as the count; only the reason is missing', () => {
    const values = contagemInicial(lotes);
    expect(values.contagens.map((c) => c.quantidadeContada)).toEqual([2, 0]);
    expect([...contagemErrors(values).keys()]).toEqual(['motivo']);
  });

  it('refuses a blank, negative or fractional count in its lot, and a blank reason', () => {
    const values = contagemInicial(lotes);
    values.motivo = '   ';
    values.contagens[0]!.quantidadeContada = null;
    values.contagens[1]!.quantidadeContada = 1.5;
    expect(contagemErrors(values)).toEqual(
      new Map([
        ['contagens.0.quantidadeContada', 'estoque.inventario.contadoObrigatorio'],
        ['contagens.1.quantidadeContada', 'estoque.inventario.contadoObrigatorio'],
        ['motivo', 'estoque.inventario.motivoObrigatorio'],
      ]),
    );
    values.contagens[1]!.quantidadeContada = -1;
    expect(contagemErrors(values).has('contagens.1.quantidadeContada')).toBe(true);
  });

  it('sends each lot and the trimmed reason', () => {
    const values = { ...contagemInicial(lotes), motivo: ' perda ' };
    expect(contagemPayload(values)).toEqual({
      motivo: 'perda',
      contagens: [
        { loteId: 11, quantidadeContada: 2 },
        { loteId: 12, quantidadeContada: 0 },
      ],
    });
  });
});
