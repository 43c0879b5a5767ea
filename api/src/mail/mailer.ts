import nodemailer, { type Transporter } from 'nodemailer';
import type { Db, Executor } from '../db/database.js';
import { findEmail, insertEmail, marcarEnviado } from './email-outbox.repository.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Mail goes through the `email_outbox` table: `enqueue` inside the caller's transaction,
 * `deliver` after it commits. With SMTP_URL the message is sent by SMTP and `sent_at` is set;
 * without it, it stays in the outbox and is printed to the console.
 */
export interface Mailer {
  enqueue(trx: Executor, mail: OutgoingMail): Promise<number>;
  deliver(outboxId: number): Promise<void>;
  readonly mode: 'smtp' | 'console';
}

export interface MailerOptions {
  db: Db;
  from: string;
  smtpUrl?: string;
  /** console output when there is no SMTP server (tests pass a no-op) */
  print?: (text: string) => void;
}

export function createMailer(options: MailerOptions): Mailer {
  const transport: Transporter | undefined = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const print = options.print ?? ((text: string) => console.log(text));
  return {
    mode: transport ? 'smtp' : 'console',
    enqueue: insertEmail,
    async deliver(outboxId) {
      const mail = await findEmail(options.db, outboxId);
      if (!transport) {
        print(
          [
            '──────── e-mail (sem SMTP_URL: guardado em email_outbox) ────────',
            `Para: ${mail.destinatario}`,
            `Assunto: ${mail.assunto}`,
            '',
            mail.corpo_texto,
            '──────────────────────────────────────────────────────────────────',
          ].join('\n'),
        );
        return;
      }
      await transport.sendMail({ from: options.from, to: mail.destinatario, subject: mail.assunto, text: mail.corpo_texto, html: mail.corpo_html });
      await marcarEnviado(options.db, outboxId);
    },
  };
}
