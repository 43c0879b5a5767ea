import { sql, type Kysely } from 'kysely';

/**
 * A patient's photo is only one stored by the portal (/gerenciar/paciente/foto/{uuid}): an address
 * elsewhere made every browser that opened the record tell that third party when and from where.
 * Photos saved before the rule that point elsewhere are dropped (the patient's version moves, so a
 * form opened before saves with a 409 instead of sending the old address back).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE paciente SET foto = NULL, versao = versao + 1
            WHERE foto IS NOT NULL AND foto !~ '^/gerenciar/paciente/foto/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'`.execute(db);
}

/** The addresses dropped are not kept. */
export async function down(): Promise<void> {}
