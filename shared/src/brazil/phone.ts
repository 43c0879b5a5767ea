import { onlyDigits } from './documents.ts';
import { applyMask } from './masks.ts';

/**
 * The one way a phone is shown (lists, the record, dialogs, the agenda's panel): Brazilian numbers
 * as (31) 98765-4321 or (31) 3456-7890, the masks the inputs use too; other dial codes as
 * +351 912345678; '' when there is none.
 */
export function formatPhone(digits: string | null | undefined, ddi?: string | null): string {
  const raw = onlyDigits(digits ?? '');
  if (!raw) return '';
  return ddi && ddi !== '55' ? `+${ddi} ${raw}` : applyMask('phoneBR', raw);
}
