import { sql, type Kysely } from 'kysely';

/**
 * A stock product's GTIN (issue 37, scan the box): the number of the GS1 DataMatrix on a medicine
 * package (AI 01), kept as its 14 digits (an EAN-13 typed from the box gets a leading zero), so a
 * scanned box finds its product. At most one product per GTIN; products without one are many.
 */
const UP = [
  `ALTER TABLE estoque_produto ADD COLUMN gtin text CHECK (gtin ~ '^[0-9]{14}$')`,
  `CREATE UNIQUE INDEX estoque_produto_gtin_unico ON estoque_produto (gtin) WHERE gtin IS NOT NULL`,
];

const DOWN = ['DROP INDEX estoque_produto_gtin_unico', 'ALTER TABLE estoque_produto DROP COLUMN gtin'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
