import { sql, type Kysely } from 'kysely';

/**
 * Documents signed by the doctor (issue 39, "Beyond"): a user's A1 certificate (the PKCS#12 file and
 * its password, sealed together with AES-256-GCM under a key of the server's configuration; never
 * sent back), with what can be shown of it (holder, issuer, validity). An issued document records
 * who signed it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `CREATE TABLE certificado_digital (
         usuario_id integer PRIMARY KEY REFERENCES usuario (id) ON DELETE CASCADE,
         cifrado bytea NOT NULL,
         titular text NOT NULL,
         emissor text NOT NULL,
         numero_serie text NOT NULL,
         valido_de timestamptz NOT NULL,
         valido_ate timestamptz NOT NULL,
         enviado_em timestamptz NOT NULL DEFAULT now()
       )`,
    )
    .execute(db);
  await sql.raw('ALTER TABLE documento_emitido ADD COLUMN assinante text').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('ALTER TABLE documento_emitido DROP COLUMN assinante').execute(db);
  await sql.raw('DROP TABLE certificado_digital').execute(db);
}
