import { createMask, type FactoryArg } from 'imask';

/** Input masks of the spec, as imask definitions (react-imask components take them as props too). */
export const MASKS = {
  cpf: { mask: '000.000.000-00' },
  cnpj: { mask: '00.000.000/0000-00' },
  cep: { mask: '00000-000' },
  /** Time mask (spec 01 section 5): digits and colon, colon after two digits, 5 characters. */
  time: { mask: '00:00' },
  /** Date mask (spec 01 section 5): dd/mm/yyyy, 10 characters. */
  date: { mask: '00/00/0000' },
  /** Brazilian phones: landline (10 digits) or mobile (11 digits). */
  phoneBR: { mask: [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }] },
  /**
   * The patient form's Brazilian mobile: 11 digits, written as every phone of the portal is
   * (formatPhone); spec 02 section 5 draws it '(00) 0 0000-0000', one of three formats the screens
   * showed, so one was chosen (issue 'Front desk polish').
   */
  mobileBR: { mask: '(00) 00000-0000' },
  /** Emergency phone by length (spec 02 section 5): short number, landline or mobile. */
  emergencyPhone: { mask: [{ mask: '0000' }, { mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }] },
  /** Postal codes outside Brazil: up to 16 digits. */
  foreignPostalCode: { mask: /^\d{0,16}$/ },
  /** International phone digits (E.164 allows 15). */
  foreignPhone: { mask: /^\d{0,15}$/ },
  /** Reminder minutes (spec 01 section 5): two digits. */
  minutes: { mask: '00' },
} as const;

export type MaskName = keyof typeof MASKS;

/** Applies a mask to a raw value (for display and for typed-value normalisation). */
export function applyMask(name: MaskName, value: string): string {
  const masked = createMask(MASKS[name] as FactoryArg);
  masked.resolve(value);
  return masked.value;
}

/** Money mask (spec 01 section 5): 'R$ ' prefix, comma decimals, dot thousands, 2 decimals, no negatives. */
export const MONEY_MASK = {
  mask: 'R$ num',
  blocks: {
    num: {
      mask: Number,
      scale: 2,
      thousandsSeparator: '.',
      radix: ',',
      mapToRadix: ['.'],
      padFractionalZeros: true,
      normalizeZeros: true,
      min: 0,
    },
  },
} as const;
