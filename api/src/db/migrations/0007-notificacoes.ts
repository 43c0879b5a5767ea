import { sql, type Kysely } from 'kysely';

/**
 * Notifications delivered live (issue 5):
 * - a notification is either a user's own (`usuario_id`: arrival, reminder) or an alert of a role
 *   (`papel`: stock, finance) that stays open until its area resolves it; `chave` names the alert's
 *   subject (a product, a bill) so the same subject never has two open alerts;
 * - `agendamento.lembrete_enviado_em`: the reminder of this appointment went out (once, whichever api
 *   process claimed it); moving the appointment clears it.
 */
const UP = [
  `ALTER TABLE notificacao ALTER COLUMN usuario_id DROP NOT NULL`,
  `ALTER TABLE notificacao ADD COLUMN papel text CHECK (papel IN ('ROLE_ESTOQUE', 'ROLE_FINANCEIRO'))`,
  `ALTER TABLE notificacao ADD COLUMN chave text`,
  `ALTER TABLE notificacao ADD CONSTRAINT notificacao_destino CHECK ((usuario_id IS NULL) <> (papel IS NULL))`,
  `ALTER TABLE notificacao ADD CONSTRAINT notificacao_alerta_com_chave CHECK (papel IS NULL OR (chave IS NOT NULL AND tipo IS NOT NULL))`,
  `CREATE UNIQUE INDEX notificacao_alerta_aberto ON notificacao (papel, tipo, chave) WHERE papel IS NOT NULL AND NOT lida`,
  `ALTER TABLE agendamento ADD COLUMN lembrete_enviado_em timestamptz`,
  `CREATE INDEX agendamento_lembrete_pendente ON agendamento (data_agendamento)
     WHERE lembrete_enviado_em IS NULL AND status IN ('PENDENTE', 'CONFIRMADO')`,
];

const DOWN = [
  `DROP INDEX agendamento_lembrete_pendente`,
  `ALTER TABLE agendamento DROP COLUMN lembrete_enviado_em`,
  `DELETE FROM notificacao WHERE usuario_id IS NULL`,
  `DROP INDEX notificacao_alerta_aberto`,
  `ALTER TABLE notificacao DROP CONSTRAINT notificacao_alerta_com_chave`,
  `ALTER TABLE notificacao DROP CONSTRAINT notificacao_destino`,
  `ALTER TABLE notificacao DROP COLUMN chave`,
  `ALTER TABLE notificacao DROP COLUMN papel`,
  `ALTER TABLE notificacao ALTER COLUMN usuario_id SET NOT NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
