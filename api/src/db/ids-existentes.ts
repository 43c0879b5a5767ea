import type { Executor } from './database.js';

/** Tables whose rows other records point at by an integer id. */
type ReferencedTable = 'procedimento' | 'formulario' | 'exame' | 'paciente' | 'layout';

/** Which of these ids exist in `table` (to name the missing ones under their field). */
export async function idsExistentes(db: Executor, table: ReferencedTable, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}
