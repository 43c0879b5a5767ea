/**
 * The options a picker offers: the active items, and the record's current one even if deactivated
 * since (a record keeps showing what it holds; the item is no longer offered to others). An item
 * without `ativo` counts as active.
 */
export const ativosOuAtual = <T extends { id: number; ativo?: boolean }>(items: readonly T[] | undefined, atual: number | null | undefined): T[] =>
  (items ?? []).filter((item) => item.ativo !== false || item.id === atual);
