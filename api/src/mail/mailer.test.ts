import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { createMailer } from './mailer.js';
import { resetLink, resetPasswordEmail } from './reset-password-email.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.close();
});

describe('mailer without SMTP_URL', () => {
  it('keeps the message in email_outbox (not sent) and prints it', async () => {
    const printed: string[] = [];
    const mailer = createMailer({ db: t.db, from: 'x@y', print: (s) => printed.push(s) });
    expect(mailer.mode).toBe('console');
    const mail = resetPasswordEmail({ to: 'ana@clinica.dev', nome: 'Ana <b>', link: resetLink('http://localhost:8080/', 'abc_-1') });
    const id = await t.db.transaction().execute((trx) => mailer.enqueue(trx, mail));
    await mailer.deliver(id);
    const row = await t.db.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ destinatario: 'ana@clinica.dev', sent_at: null });
    expect(row.corpo_texto).toContain('http://localhost:8080/#/mudarSenha?hash=abc_-1');
    expect(row.corpo_html).toContain('Ana &lt;b&gt;');
    expect(printed.join('\n')).toContain('http://localhost:8080/#/mudarSenha?hash=abc_-1');
  });
});
