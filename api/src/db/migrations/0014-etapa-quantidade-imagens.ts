import { sql, type Kysely } from 'kysely';

/**
 * A stage's image slots (issue 13, Configurações → procedures: "image slots"): how many photos the
 * record's stage card takes, 0 to the spec's 6 (spec 02 §5, "max 6 image slots per stage").
 */
const UP = [`ALTER TABLE configuracao_etapa ADD COLUMN quantidade_imagens integer NOT NULL DEFAULT 6 CHECK (quantidade_imagens BETWEEN 0 AND 6)`];

const DOWN = ['ALTER TABLE configuracao_etapa DROP COLUMN quantidade_imagens'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
