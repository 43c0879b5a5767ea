import { EMAIL_PATTERN, formatCpf, formatDate, isCpf, onlyDigits, parseDate } from '@clinica/shared';
import type { Medico, MedicoPayload } from './medico.resource.ts';

/** The personal data form's sections in the screen's order, each name a field of the api's Medico; values as typed (masked); messages are i18n keys under medico.erros. */
export const MEDICO_SECTIONS = {
  identificacao: ['nome', 'registroProfissional', 'cpf', 'rg', 'nascimento'],
  contato: ['email', 'telefone', 'celular'],
  endereco: ['cep', 'logradouro', 'numero', 'complemento', 'bairro', 'cidade', 'estado', 'pais'],
} as const satisfies Record<string, readonly (keyof Medico)[]>;
const MEDICO_TEXT_FIELDS = Object.values(MEDICO_SECTIONS).flat();
export type MedicoFormValues = Record<(typeof MEDICO_TEXT_FIELDS)[number], string>;

export function formFromMedico(m: Medico): MedicoFormValues {
  const values = Object.fromEntries(MEDICO_TEXT_FIELDS.map((field) => [field, (m[field as keyof Medico] as string | null) ?? ''])) as MedicoFormValues;
  return { ...values, cpf: m.cpf ? formatCpf(m.cpf) : '', nascimento: m.nascimento ? formatDate(m.nascimento) : '' };
}

/** Field → message key; the api repeats these rules with the same messages. */
export function medicoErrors(values: MedicoFormValues): Partial<Record<keyof MedicoFormValues, string>> {
  const errors: Partial<Record<keyof MedicoFormValues, string>> = {};
  if (values.nome.trim() === '') errors.nome = 'medico.erros.nome';
  const cpf = onlyDigits(values.cpf);
  if (cpf !== '' && !isCpf(cpf)) errors.cpf = 'medico.erros.cpf';
  if (values.email.trim() !== '' && !EMAIL_PATTERN.test(values.email.trim())) errors.email = 'medico.erros.email';
  if (values.nascimento.trim() !== '' && !parseDate(values.nascimento)) errors.nascimento = 'medico.erros.nascimento';
  return errors;
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim().replace(/\s+/g, ' '));

/** Normalised for the api: trimmed, documents and phones as digits, birth date as YYYY-MM-DD. */
export function payloadFromForm(id: number, values: MedicoFormValues): MedicoPayload {
  const text = Object.fromEntries(MEDICO_TEXT_FIELDS.map((field) => [field, orNull(values[field])])) as Record<keyof MedicoFormValues, string | null>;
  const digits = (value: string): string | null => orNull(onlyDigits(value));
  return {
    ...text,
    id,
    nome: text.nome ?? '',
    cpf: digits(values.cpf),
    telefone: digits(values.telefone),
    celular: digits(values.celular),
    cep: digits(values.cep),
    nascimento: parseDate(values.nascimento)?.toISODate() ?? null,
  };
}
