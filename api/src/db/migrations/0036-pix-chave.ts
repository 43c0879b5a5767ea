import { sql, type Kysely } from 'kysely';

/**
 * Issue 38, beyond the anchors: the clinic's Pix key (one row), from which a BR Code (copia-e-cola
 * and QR) is made for an instalment or an entry. The card fees and the days until the money arrives
 * per method and instalment count already live in `parcelamento` (0029); this adds only the Pix key.
 * The receiver's name and city are as the BR Code carries them (at most 25 and 15 characters).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `CREATE TABLE pix_configuracao (
         id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
         tipo_chave text NOT NULL CHECK (tipo_chave IN ('CPF', 'CNPJ', 'EMAIL', 'TELEFONE', 'ALEATORIA')),
         chave text NOT NULL CHECK (length(chave) BETWEEN 1 AND 77),
         nome_recebedor text NOT NULL CHECK (length(trim(nome_recebedor)) BETWEEN 1 AND 25),
         cidade text NOT NULL CHECK (length(trim(cidade)) BETWEEN 1 AND 15),
         versao integer NOT NULL DEFAULT 1 CHECK (versao >= 1),
         usuario_alteracao text,
         horario_alteracao timestamptz NOT NULL DEFAULT now()
       )`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE pix_configuracao').execute(db);
}
