import { formatCNPJ, formatCPF, isValidCNPJ, isValidCPF } from '@brazilian-utils/brazilian-utils';

export const onlyDigits = (text: string): string => text.replace(/\D/g, '');

export const isCpf = (text: string): boolean => isValidCPF(onlyDigits(text));
export const isCnpj = (text: string): boolean => isValidCNPJ(onlyDigits(text));
export const formatCpf = (text: string): string => formatCPF(onlyDigits(text));
export const formatCnpj = (text: string): string => formatCNPJ(onlyDigits(text));

/** Basic e-mail pattern of spec 01 section 5 (local part, @, domain, dot, 2-4 letter ending). */
export const EMAIL_PATTERN = /^[\w.+-]+@[\w-]+(\.[\w-]+)*\.[A-Za-z]{2,4}$/;
export const isEmail = (text: string): boolean => EMAIL_PATTERN.test(text.trim());

/**
 * Login input (spec 01 section 5): a value recognised as CPF/CNPJ is sent as CPF, otherwise as e-mail.
 */
export function loginIdentifier(text: string): { cpf: string } | { email: string } {
  const trimmed = text.trim();
  if (!trimmed.includes('@') && (isCpf(trimmed) || isCnpj(trimmed))) return { cpf: onlyDigits(trimmed) };
  return { email: trimmed.toLowerCase() };
}
