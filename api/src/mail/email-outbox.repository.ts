import type { Executor } from '../db/database.js';
import type { OutgoingMail } from './mailer.js';

/** Queues the message in the caller's transaction; answers its id. */
export async function insertEmail(trx: Executor, mail: OutgoingMail): Promise<number> {
  const row = await trx
    .insertInto('email_outbox')
    .values({ destinatario: mail.to, assunto: mail.subject, corpo_texto: mail.text, corpo_html: mail.html })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const findEmail = (db: Executor, id: number) => db.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

export async function marcarEnviado(db: Executor, id: number): Promise<void> {
  await db.updateTable('email_outbox').set({ sent_at: new Date() }).where('id', '=', id).execute();
}
