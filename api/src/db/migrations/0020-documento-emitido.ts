import { sql, type Kysely } from 'kysely';

/**
 * The register of issued PDFs: every document the PDF service produced, who asked for it and when,
 * the patient and layout it is about (when the caller said), and the SHA-256 of its bytes. Only the
 * PDF service writes here (with the key it shares with the api); anyone may ask whether a file's
 * hash is in it (the verification page).
 */
const UP = [
  `CREATE TABLE documento_emitido (
     id uuid PRIMARY KEY,
     sha256 char(64) NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
     bytes integer NOT NULL CHECK (bytes > 0),
     paginas integer NOT NULL CHECK (paginas > 0),
     titulo text NOT NULL,
     paciente_id integer REFERENCES paciente (id) ON DELETE SET NULL,
     layout_id integer REFERENCES layout (id) ON DELETE SET NULL,
     usuario_id integer REFERENCES usuario (id) ON DELETE SET NULL,
     usuario_nome text NOT NULL,
     emitido_em timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX documento_emitido_sha256 ON documento_emitido (sha256)`,
  `CREATE INDEX documento_emitido_paciente ON documento_emitido (paciente_id, emitido_em DESC) WHERE paciente_id IS NOT NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE documento_emitido`.execute(db);
}
