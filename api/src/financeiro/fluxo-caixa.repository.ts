/** Cash flow (issue 38, "Beyond"): pending receivables and payables of the coming weeks, summed by the database. */
import { sql } from 'kysely';
import type { Executor } from '../db/database.js';
import type { TipoReceita } from '../db/column-types.js';

export interface SomaDaSemana {
  tipo: TipoReceita;
  /** -1: overdue (due before today); 0…n-1: the week from `inicio` */
  semana: number;
  valor: number;
}

/**
 * The pending instalments (of entries not cancelled) due before `fim`, summed in one grouped query by
 * kind and week: week n holds the days [inicio + 7n, inicio + 7n + 6] from today on; what fell due
 * before today is week -1 (overdue), whatever its age. Reads the partial index of pending ones by due day.
 */
export async function somasDoFluxo(db: Executor, hoje: string, inicio: string, fim: string): Promise<SomaDaSemana[]> {
  const semana = sql<number>`case when d.vencimento < ${hoje}::date then -1 else (d.vencimento - ${inicio}::date) / 7 end`;
  const linhas = await db
    .selectFrom('receita_detalhe as d')
    .innerJoin('receita as r', 'r.id', 'd.receita_id')
    .select(['r.tipo', semana.as('semana'), sql<string>`sum(d.valor)`.as('valor')])
    .where('d.status', '=', 'PENDENTE')
    .where('r.status', '=', 'ATIVA')
    .where('d.vencimento', '<', sql<string>`${fim}::date`)
    .groupBy(['r.tipo', sql`2`])
    .execute();
  return linhas.map((l) => ({ tipo: l.tipo, semana: Number(l.semana), valor: Number(l.valor) }));
}
