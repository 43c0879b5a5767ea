import { sql, type Kysely } from 'kysely';

/**
 * Any change to users or profiles (who is active, which profile, its authorities) is announced on the
 * api's event channel when the transaction commits, whichever code or person made it: every api
 * process then drops the sessions it keeps in memory (auth/auth-cache.ts). The channel is the one
 * database.ts names: one per schema.
 */
const UP = [
  `CREATE FUNCTION anunciar_autorizacoes_alteradas() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     PERFORM pg_notify('clinica_eventos' || coalesce(nullif('_' || current_schema(), '_public'), ''), '{"autorizacoesAlteradas":true}');
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER usuario_autorizacoes AFTER UPDATE OR DELETE ON usuario FOR EACH STATEMENT EXECUTE FUNCTION anunciar_autorizacoes_alteradas()`,
  `CREATE TRIGGER perfil_autorizacoes AFTER UPDATE OR DELETE ON perfil FOR EACH STATEMENT EXECUTE FUNCTION anunciar_autorizacoes_alteradas()`,
];

const DOWN = [`DROP TRIGGER perfil_autorizacoes ON perfil`, `DROP TRIGGER usuario_autorizacoes ON usuario`, `DROP FUNCTION anunciar_autorizacoes_alteradas()`];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
