/** Brazilian CPF helpers: digits only, check digits, validation. */
export const onlyDigits = (value: string): string => value.replace(/\D/g, '');

function checkDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** The full 11-digit CPF for a 9-digit base. */
export function cpfFromBase(base9: string): string {
  if (!/^\d{9}$/.test(base9)) throw new Error('base do CPF deve ter 9 dígitos');
  const first = checkDigit(base9);
  const second = checkDigit(base9 + String(first));
  return `${base9}${first}${second}`;
}

export function isValidCpf(value: string): boolean {
  const digits = onlyDigits(value);
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  return cpfFromBase(digits.slice(0, 9)) === digits;
}

/** Does a login input look like a CPF (digits with optional . - mask, 11 digits)? */
export const looksLikeCpf = (value: string): boolean => /^[\d.\-\s]+$/.test(value.trim()) && onlyDigits(value).length === 11;

export const formatCpf = (digits: string): string => digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
