import type { OutgoingMail } from './mailer.js';

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const resetLink = (portalUrl: string, token: string): string => `${portalUrl.replace(/\/+$/, '')}/#/mudarSenha?hash=${encodeURIComponent(token)}`;

/** The Portuguese password-reset message (text and HTML). */
export function resetPasswordEmail(input: { to: string; nome: string; link: string }): OutgoingMail {
  const text = [
    `Olá, ${input.nome}.`,
    '',
    'Recebemos um pedido para redefinir a senha do seu acesso ao portal da clínica.',
    'Para escolher uma nova senha, abra o endereço abaixo (válido por 1 hora e para um único uso):',
    '',
    input.link,
    '',
    'Se você não fez este pedido, ignore este e-mail: sua senha continua a mesma.',
  ].join('\n');
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:sans-serif">
<p>Olá, ${escapeHtml(input.nome)}.</p>
<p>Recebemos um pedido para redefinir a senha do seu acesso ao portal da clínica.</p>
<p><a href="${escapeHtml(input.link)}">Clique aqui para escolher uma nova senha</a> (válido por 1 hora e para um único uso).</p>
<p>Se o botão não funcionar, copie este endereço no navegador:<br>${escapeHtml(input.link)}</p>
<p>Se você não fez este pedido, ignore este e-mail: sua senha continua a mesma.</p>
</body></html>`;
  return { to: input.to, subject: 'Redefinição de senha — Portal da clínica', text, html };
}
