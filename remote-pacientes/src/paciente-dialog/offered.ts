/** A list's active items, and the patient's own choice even if deactivated since (it stays shown, not offered to others). */
export const offered = <T extends { id: number; ativo: boolean }>(items: readonly T[], current: number | null | undefined): T[] =>
  items.filter((item) => item.ativo || item.id === current);
