import { sql, type Kysely } from 'kysely';

/**
 * Uploaded files record where the store keeps them (`caminho`, a server-made relative path, so the
 * store's layout can change or move to an object store without losing older files) and who sent
 * them by name (`usuario_cadastro`, kept when the user is deleted). Files in the local store already
 * live at '<first two characters of the id>/<id>', which is what the backfill writes.
 */
const UP = [
  `ALTER TABLE arquivo ADD COLUMN caminho text`,
  `UPDATE arquivo SET caminho = substr(id::text, 1, 2) || '/' || id::text`,
  `ALTER TABLE arquivo ALTER COLUMN caminho SET NOT NULL`,
  // relative, no parent steps, no backslashes (chr(92)): a path the server made, never the user
  `ALTER TABLE arquivo ADD CONSTRAINT arquivo_caminho_relativo
     CHECK (length(caminho) BETWEEN 1 AND 300 AND left(caminho, 1) <> '/' AND position('..' in caminho) = 0 AND position(chr(92) in caminho) = 0)`,
  `CREATE UNIQUE INDEX arquivo_caminho_unico ON arquivo (caminho)`,
  `ALTER TABLE arquivo ADD COLUMN usuario_cadastro text`,
  `UPDATE arquivo SET usuario_cadastro = (SELECT u.nome FROM usuario u WHERE u.id = arquivo.usuario_id)`,
  // only images and videos are ever accepted (type read from the content)
  `ALTER TABLE arquivo ADD CONSTRAINT arquivo_tipo CHECK (mime_type LIKE 'image/%' OR mime_type LIKE 'video/%')`,
];

const DOWN = [
  `ALTER TABLE arquivo DROP CONSTRAINT arquivo_tipo`,
  `ALTER TABLE arquivo DROP COLUMN usuario_cadastro`,
  `DROP INDEX arquivo_caminho_unico`,
  `ALTER TABLE arquivo DROP COLUMN caminho`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
