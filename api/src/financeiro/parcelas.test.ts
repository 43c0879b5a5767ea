import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { datasRecorrentes, dividirEmParcelas, planejarParcelas, somarMeses, vencimentosMensais } from './parcelas.js';

describe('dividirEmParcelas', () => {
  it('R$ 100,00 em 3 = 33,34 + 33,33 + 33,33', () => {
    expect(dividirEmParcelas(10000, 3)).toEqual({ entradaCentavos: 0, parcelas: [3334, 3333, 3333] });
  });

  it('puts the remainder centavos on the first instalments', () => {
    expect(dividirEmParcelas(1002, 4).parcelas).toEqual([251, 251, 250, 250]);
    expect(dividirEmParcelas(2, 3).parcelas).toEqual([1, 1, 0]);
  });

  it('takes the entry off before splitting', () => {
    expect(dividirEmParcelas(10000, 3, 1000)).toEqual({ entradaCentavos: 1000, parcelas: [3000, 3000, 3000] });
    expect(dividirEmParcelas(10000, 2, 10000).parcelas).toEqual([0, 0]);
  });

  it('refuses what cannot be split', () => {
    expect(() => dividirEmParcelas(100.5, 2)).toThrow(RangeError);
    expect(() => dividirEmParcelas(-1, 2)).toThrow(RangeError);
    expect(() => dividirEmParcelas(100, 0)).toThrow(RangeError);
    expect(() => dividirEmParcelas(100, 1.5)).toThrow(RangeError);
    expect(() => dividirEmParcelas(100, 2, 101)).toThrow(RangeError);
    expect(() => dividirEmParcelas(100, 2, -1)).toThrow(RangeError);
  });

  it('property: any amount in 1–24 instalments with any entry adds up to the centavo, none negative, at most 1 centavo apart', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 0, max: 100_000_000_00 })
          .chain((total) => fc.tuple(fc.constant(total), fc.integer({ min: 1, max: 24 }), fc.integer({ min: 0, max: total }))),
        ([total, quantidade, entrada]) => {
          const { entradaCentavos, parcelas } = dividirEmParcelas(total, quantidade, entrada);
          expect(parcelas).toHaveLength(quantidade);
          expect(entradaCentavos + parcelas.reduce((a, b) => a + b, 0)).toBe(total);
          for (const p of parcelas) {
            expect(Number.isInteger(p)).toBe(true);
            expect(p).toBeGreaterThanOrEqual(0);
          }
          expect(Math.max(...parcelas) - Math.min(...parcelas)).toBeLessThanOrEqual(1);
          // never increasing: the remainder sits on the first ones
          for (let i = 1; i < parcelas.length; i++) expect(parcelas[i]!).toBeLessThanOrEqual(parcelas[i - 1]!);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('due dates', () => {
  it('monthly from vencimentoApartir, the month end when the day does not exist', () => {
    expect(vencimentosMensais('2026-01-31', 4)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
    expect(vencimentosMensais('2028-01-31', 2)).toEqual(['2028-01-31', '2028-02-29']);
    expect(vencimentosMensais('2026-11-15', 3)).toEqual(['2026-11-15', '2026-12-15', '2027-01-15']);
  });

  it('adds months across years both ways', () => {
    expect(somarMeses('2026-12-31', 2)).toBe('2027-02-28');
    expect(somarMeses('2026-03-31', -1)).toBe('2026-02-28');
    expect(somarMeses('2026-05-10', 24)).toBe('2028-05-10');
    expect(() => somarMeses('10/05/2026', 1)).toThrow(RangeError);
  });

  it('property: every due day is a calendar day in a later month, never past the start day of month', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }), fc.integer({ min: 1, max: 24 }), (d, n) => {
        const inicio = d.toISOString().slice(0, 10);
        const dias = vencimentosMensais(inicio, n);
        dias.forEach((dia, i) => {
          expect(new Date(`${dia}T00:00:00Z`).toISOString().slice(0, 10)).toBe(dia);
          const meses = (Number(dia.slice(0, 4)) - Number(inicio.slice(0, 4))) * 12 + Number(dia.slice(5, 7)) - Number(inicio.slice(5, 7));
          expect(meses).toBe(i);
          expect(Number(dia.slice(8, 10))).toBeLessThanOrEqual(Number(inicio.slice(8, 10)));
        });
      }),
      { numRuns: 300 },
    );
  });
});

describe('planejarParcelas', () => {
  it('the entry today (parcela 0), then the instalments monthly', () => {
    expect(planejarParcelas({ totalCentavos: 10000, quantidade: 3, entradaCentavos: 1000, vencimentoApartir: '2026-01-31', hoje: '2026-01-10' })).toEqual([
      { parcela: 0, valorCentavos: 1000, vencimento: '2026-01-10', entrada: true },
      { parcela: 1, valorCentavos: 3000, vencimento: '2026-01-31', entrada: false },
      { parcela: 2, valorCentavos: 3000, vencimento: '2026-02-28', entrada: false },
      { parcela: 3, valorCentavos: 3000, vencimento: '2026-03-31', entrada: false },
    ]);
  });

  it('no entry line when there is none', () => {
    expect(planejarParcelas({ totalCentavos: 10000, quantidade: 1, vencimentoApartir: '2026-02-01' })).toEqual([
      { parcela: 1, valorCentavos: 10000, vencimento: '2026-02-01', entrada: false },
    ]);
  });
});

describe('datasRecorrentes', () => {
  it('every periodo tipoPeriodo from vencimentoApartir while not after dataLimite', () => {
    expect(datasRecorrentes('2026-01-31', 1, 'MES', '2026-04-30')).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
    expect(datasRecorrentes('2026-01-05', 2, 'SEMANA', '2026-02-01')).toEqual(['2026-01-05', '2026-01-19']);
    expect(datasRecorrentes('2026-01-05', 10, 'DIA', '2026-01-25')).toEqual(['2026-01-05', '2026-01-15', '2026-01-25']);
    expect(datasRecorrentes('2024-02-29', 1, 'ANO', '2026-12-31')).toEqual(['2024-02-29', '2025-02-28', '2026-02-28']);
    expect(datasRecorrentes('2026-01-05', 1, 'MES', '2026-01-04')).toEqual([]);
  });

  it('refuses more than the maximum', () => {
    expect(datasRecorrentes('2026-01-01', 1, 'DIA', '2027-12-31', 360)).toBeUndefined();
    expect(datasRecorrentes('2026-01-01', 1, 'DIA', '2026-01-10', 10)).toHaveLength(10);
  });
});
