import { sql, type Kysely } from 'kysely';

/** What the calendar shows: its appointments and the names it draws from these tables (agendamento.repository.ts). */
const TABELAS = ['agendamento', 'paciente', 'procedimento', 'usuario', 'tipo_compromisso', 'sala', 'configuracao_etapa'];

/**
 * Any change to what the calendar shows is announced on the api's event channel when the transaction
 * commits, whoever made it: every api process then stops serving the calendar reads it keeps in memory
 * (agendamento/calendario-cache.ts). Statement triggers: one announcement per statement, and
 * PostgreSQL sends equal payloads of one transaction once.
 */
const UP = [
  `CREATE FUNCTION anunciar_agenda_alterada() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     PERFORM pg_notify('clinica_eventos' || coalesce(nullif('_' || current_schema(), '_public'), ''), '{"agendaAlterada":true}');
     RETURN NULL;
   END $$`,
  ...TABELAS.map(
    (t) => `CREATE TRIGGER ${t}_agenda AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${t} FOR EACH STATEMENT EXECUTE FUNCTION anunciar_agenda_alterada()`,
  ),
];

const DOWN = [...TABELAS.map((t) => `DROP TRIGGER ${t}_agenda ON ${t}`), `DROP FUNCTION anunciar_agenda_alterada()`];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
