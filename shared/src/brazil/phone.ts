import { onlyDigits } from './documents.ts';

/**
 * The one way a phone is shown (lists, the record, dialogs, the agenda's panel): Brazilian numbers
 * as (31) 98765-4321 or (31) 3456-7890, as the inputs' masks (MASKS.phoneBR) write them; other dial
 * codes as +351 912345678; '' when there is none. Written out rather than through imask, so the
 * screens that only show phones (the agenda) do not load the input masks.
 */
export function formatPhone(digits: string | null | undefined, ddi?: string | null): string {
  const raw = onlyDigits(digits ?? '');
  if (!raw) return '';
  if (ddi && ddi !== '55') return `+${ddi} ${raw}`;
  const numero = raw.slice(0, 11);
  if (numero.length <= 2) return `(${numero}`;
  const [area, resto] = [numero.slice(0, 2), numero.slice(2)];
  if (resto.length <= 4) return `(${area}) ${resto}`;
  // a mobile's 9 digits: 5 before the dash; a landline's 8, or fewer while typing: 4
  const corte = resto.length === 9 ? 5 : 4;
  return `(${area}) ${resto.slice(0, corte)}-${resto.slice(corte)}`;
}
