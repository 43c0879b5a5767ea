import { sql, type Kysely } from 'kysely';

/**
 * "Entrar como": a session opened by an administrator for another user remembers who opened it, and
 * every audit row written in it names both (the user acted as, the administrator behind). Audit rows
 * also name the patient they concern, so one query answers "who saw or changed this patient's data"
 * (LGPD art. 18/37); the indexes serve the Auditorias screen's filters, newest first, and the
 * Início tiles (patients registered this week, consultations left running).
 */
const UP = [
  `ALTER TABLE sessao ADD COLUMN impersonador_id integer REFERENCES usuario (id) ON DELETE SET NULL`,
  `ALTER TABLE auditoria ADD COLUMN impersonador_id integer`,
  `ALTER TABLE auditoria ADD COLUMN impersonador_nome text`,
  `ALTER TABLE auditoria ADD COLUMN paciente_id integer`,
  `CREATE INDEX auditoria_paciente ON auditoria (paciente_id, criado_em) WHERE paciente_id IS NOT NULL`,
  `CREATE INDEX auditoria_usuario ON auditoria (usuario_id, criado_em)`,
  `CREATE INDEX auditoria_impersonador ON auditoria (impersonador_id, criado_em) WHERE impersonador_id IS NOT NULL`,
  `CREATE INDEX auditoria_entidade ON auditoria (entidade, criado_em)`,
  `CREATE INDEX paciente_horario_cadastro ON paciente (horario_cadastro)`,
  `CREATE INDEX agendamento_em_atendimento ON agendamento (medico_id, hora_final) WHERE status = 'EM_ATENDIMENTO'`,
];

const DOWN = [
  'DROP INDEX agendamento_em_atendimento',
  'DROP INDEX paciente_horario_cadastro',
  'DROP INDEX auditoria_entidade',
  'DROP INDEX auditoria_impersonador',
  'DROP INDEX auditoria_usuario',
  'DROP INDEX auditoria_paciente',
  'ALTER TABLE auditoria DROP COLUMN paciente_id',
  'ALTER TABLE auditoria DROP COLUMN impersonador_nome',
  'ALTER TABLE auditoria DROP COLUMN impersonador_id',
  'ALTER TABLE sessao DROP COLUMN impersonador_id',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
