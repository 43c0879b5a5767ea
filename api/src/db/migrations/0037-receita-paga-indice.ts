import { sql, type Kysely } from 'kysely';

/**
 * Issue 38, beyond the anchors: Relatórios › Receita sums the instalments paid in a period by the
 * instant of payment. A partial index of the paid ones by that instant makes the report one range scan
 * of its period, whatever the number of pending and cancelled instalments.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`CREATE INDEX receita_detalhe_pago ON receita_detalhe (dia_pagamento) WHERE status = 'PAGO'`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP INDEX receita_detalhe_pago').execute(db);
}
