import { sql, type Kysely } from 'kysely';

/**
 * Relatórios: the reports aggregate every appointment (or patient) of a period — a year of a busy
 * clinic is a quarter of a million appointments. Their indexes cover the columns they read, so the
 * scan is index-only and does not visit the table, whose rows bookings and status updates scatter
 * (bench report-queries, 1,000,000 appointments on PostgreSQL 15: a year of appointments 263 ms
 * through agendamento_data and the table, 124 ms index-only; the procedures performed in a year
 * 539 → 180 ms):
 * - `agendamento_relatorio` replaces `agendamento_data` (same key, so the calendar's and the
 *   Início's range reads use it as before) and carries what the appointments and procedures
 *   reports count: doctor, procedure, status, arrival, end and value;
 * - `paciente_cadastro_atracao` replaces `paciente_horario_cadastro` (Início's new patients) and
 *   carries the 'Como conheceu' option for the new patients report.
 * A doctor's own reports read a few thousand entries of the same index (a quarter: about 10 ms).
 */
const UP = [
  `CREATE INDEX agendamento_relatorio ON agendamento (data_agendamento)
     INCLUDE (medico_id, procedimento_id, status, chegada_do_paciente, hora_final, valor)`,
  `DROP INDEX agendamento_data`,
  `CREATE INDEX paciente_cadastro_atracao ON paciente (horario_cadastro) INCLUDE (pesquisa_atracao)`,
  `DROP INDEX paciente_horario_cadastro`,
];

const DOWN = [
  `CREATE INDEX paciente_horario_cadastro ON paciente (horario_cadastro)`,
  `DROP INDEX paciente_cadastro_atracao`,
  `CREATE INDEX agendamento_data ON agendamento (data_agendamento)`,
  `DROP INDEX agendamento_relatorio`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
