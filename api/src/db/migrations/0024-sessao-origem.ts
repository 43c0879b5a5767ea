import { sql, type Kysely } from 'kysely';

/**
 * "Entrar como": the session an administrator opens for another user remembers the administrator's
 * own session it was started from, and ends with it (logout, password change, revocation): a
 * session left open for another user must not outlive the administrator's.
 */
const UP = [
  `ALTER TABLE sessao ADD COLUMN origem_id uuid REFERENCES sessao (id) ON DELETE CASCADE`,
  `CREATE INDEX sessao_origem ON sessao (origem_id) WHERE origem_id IS NOT NULL`,
];

const DOWN = ['DROP INDEX sessao_origem', 'ALTER TABLE sessao DROP COLUMN origem_id'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
