import { sql, type Kysely } from 'kysely';

/**
 * The baldness-degree catalogue keeps its two images itself (the filled one shows the chosen
 * degree), as the white label keeps the logo: small settings images, checked by their bytes and
 * served with their type. The text columns held addresses nothing wrote; the catalogue was empty.
 */
const UP = [
  `ALTER TABLE grau_calvicie DROP COLUMN imagem_preenchida, DROP COLUMN imagem_nao_preenchida`,
  `ALTER TABLE grau_calvicie
     ADD COLUMN imagem_preenchida bytea,
     ADD COLUMN imagem_preenchida_mime text,
     ADD COLUMN imagem_nao_preenchida bytea,
     ADD COLUMN imagem_nao_preenchida_mime text,
     ADD COLUMN usuario_alteracao text,
     ADD COLUMN horario_alteracao timestamptz NOT NULL DEFAULT now()`,
];

const DOWN = [
  `ALTER TABLE grau_calvicie
     DROP COLUMN imagem_preenchida, DROP COLUMN imagem_preenchida_mime,
     DROP COLUMN imagem_nao_preenchida, DROP COLUMN imagem_nao_preenchida_mime,
     DROP COLUMN usuario_alteracao, DROP COLUMN horario_alteracao`,
  `ALTER TABLE grau_calvicie ADD COLUMN imagem_preenchida text, ADD COLUMN imagem_nao_preenchida text`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
