import { sql, type Kysely } from 'kysely';

/**
 * Protections every api process shares through the database (issue "Hardening"):
 * - `login_tentativa` by account and address: the lockout counts failures per (account, address);
 * - `limite_requisicao`: the per-address rate-limit counters (a fixed window each), so several api
 *   processes behind the gateway give an address one budget, not one each;
 * - `idempotencia`: a write's answer kept under the caller's Idempotency-Key for 24 h, replayed when
 *   the same call is sent again (a retry after a dropped answer, a double click); the row is written
 *   in the write's own transaction, so it exists exactly when the write committed (status null: its
 *   answer was lost), and a committed write is never run twice.
 */
const UP = [
  `CREATE INDEX login_tentativa_chave_ip ON login_tentativa (chave, ip, criado_em)`,
  `CREATE TABLE limite_requisicao (
     chave text PRIMARY KEY,
     contagem integer NOT NULL,
     expira_em timestamptz NOT NULL
   )`,
  `CREATE INDEX limite_requisicao_expira ON limite_requisicao (expira_em)`,
  `CREATE TABLE idempotencia (
     dono text NOT NULL,
     chave text NOT NULL,
     requisicao text NOT NULL,
     status integer,
     resposta text,
     tipo_conteudo text,
     criado_em timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (dono, chave)
   )`,
  `CREATE INDEX idempotencia_criado ON idempotencia (criado_em)`,
];

const DOWN = [`DROP TABLE idempotencia`, `DROP TABLE limite_requisicao`, `DROP INDEX login_tentativa_chave_ip`];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
