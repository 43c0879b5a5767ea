import type { LoteInventario } from './inventario.resource.ts';

/** The stocktake's form: what was counted in each lot of the product, and why the count differs. */
export interface ContagemValues {
  motivo: string;
  contagens: { loteId: number; lote: string; quantidadeContada: number | null }[];
}

/** Opens with each lot's balance as the count (the clerk changes the ones that differ). */
export const contagemInicial = (lotes: readonly LoteInventario[]): ContagemValues => ({
  motivo: '',
  contagens: lotes.map((l) => ({ loteId: l.id, lote: l.lote, quantidadeContada: l.saldo })),
});

/** Rules: a reason, and a whole count of 0 or more in every lot (i18n keys by field path). */
export function contagemErrors(values: ContagemValues): Map<string, string> {
  const errors = new Map<string, string>();
  values.contagens.forEach((c, i) => {
    const q = c.quantidadeContada;
    if (q === null || q === undefined || !Number.isInteger(q) || q < 0) errors.set(`contagens.${i}.quantidadeContada`, 'estoque.inventario.contadoObrigatorio');
  });
  if (!values.motivo?.trim()) errors.set('motivo', 'estoque.inventario.motivoObrigatorio');
  return errors;
}

export const contagemPayload = (values: ContagemValues) => ({
  motivo: values.motivo.trim(),
  contagens: values.contagens.map((c) => ({ loteId: c.loteId, quantidadeContada: c.quantidadeContada! })),
});
