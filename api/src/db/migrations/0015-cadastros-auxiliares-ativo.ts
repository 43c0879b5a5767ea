import { sql, type Kysely } from 'kysely';

/**
 * Health plans, 'how did you hear about us' options and wristbands can be switched off: an inactive
 * item stays on the patients who have it, but the patient form's pickers no longer offer it
 * (a used item cannot be deleted). Existing items stay active.
 */
const TABELAS = ['plano_saude', 'pesquisa_atracao', 'pulseira'];

const UP = TABELAS.map((tabela) => `ALTER TABLE ${tabela} ADD COLUMN ativo boolean NOT NULL DEFAULT true`);

const DOWN = TABELAS.map((tabela) => `ALTER TABLE ${tabela} DROP COLUMN ativo`);

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
