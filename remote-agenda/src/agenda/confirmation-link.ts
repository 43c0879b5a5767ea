/** The screen the patient opens to confirm (spec 01 section 2). */
export const CONFIRMAR_PATH = '/confirmar-agendamento';

/**
 * The full address to send the patient. The api gives `linkConfirmacao`, which may be a whole URL,
 * a path inside the portal, or just the confirmation code: all three end up as a link to this portal.
 */
export function confirmationUrl(link: string, portalOrigin: string): string {
  const trimmed = link.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (trimmed.includes(CONFIRMAR_PATH)) return `${portalOrigin}/#${trimmed.slice(trimmed.indexOf(CONFIRMAR_PATH))}`;
  return `${portalOrigin}/#${CONFIRMAR_PATH}?agendamentoId=${encodeURIComponent(trimmed)}`;
}

/**
 * wa.me link that opens a chat with the patient's mobile and the message typed in: the number with
 * the patient's dial code ('55' for a Brazilian one, unless the number already carries it).
 */
export function whatsappUrl(celularDigits: string, ddi: string | null | undefined, message: string): string {
  const codigo = (ddi ?? '').replace(/\D/g, '') || '55';
  const numero = codigo === '55' && celularDigits.startsWith('55') && celularDigits.length > 11 ? celularDigits : `${codigo}${celularDigits}`;
  return `https://wa.me/${numero}?text=${encodeURIComponent(message)}`;
}
