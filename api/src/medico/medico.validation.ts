import { isValidCpf, onlyDigits } from '../auth/cpf.js';
import { invalidField as item, type ErrorItem } from '../errors/api-error.js';
import { EMAIL_PATTERN } from '../paciente/paciente.validation.js';
import { isCalendarDay } from '../time/clinic-time.js';
import { MEDICO_TEXT_FIELDS, type MedicoDados, type MedicoInput } from './medico.schemas.js';

/** Messages of the doctor's screens (spec 01 §2 Doctor detail, §5, §8); those the spec leaves open are marked. */
export const MEDICO_MSG = {
  naoEncontrado: 'Médico não encontrado.',
  nome: 'NOME É OBRIGATÓRIO.',
  cpf: 'CPF INVÁLIDO.',
  email: 'Informe um email válido.',
  /** not in the spec: a birth date that does not exist or lies in the future */
  nascimento: 'NASCIMENTO INVÁLIDO.',
  /** not in the spec: the login e-mail or CPF of another user */
  emailEmUso: 'Já existe um usuário com este e-mail.',
  cpfEmUso: 'Já existe um usuário com este CPF.',
  lembrete: 'O lembrete deve ser de 1 a 59 minutos.',
  /** not in the spec: cadastro and excluir, as an employee's (funcionario/funcionario.routes.ts) */
  perfil: 'PERFIL É OBRIGATÓRIO.',
  perfilNaoEncontrado: 'Perfil não encontrado.',
  excluirProprio: 'Você não pode excluir o próprio usuário.',
  desativarProprio: 'Você não pode desativar o próprio usuário.',
  emUso: 'Não é possível excluir: o médico tem registros vinculados.',
} as const;

/** Why a doctor cannot be deleted, naming what he still has (spec 01 §7 lists excluir, not its refusal). */
export function medicoEmUso(v: { agendamentos: boolean; disponibilidades: boolean; bloqueios: boolean }): string | undefined {
  const itens = [v.agendamentos && 'agendamentos', v.disponibilidades && 'disponibilidades na escala', v.bloqueios && 'bloqueios de agenda'].filter(
    (item): item is string => typeof item === 'string',
  );
  if (itens.length === 0) return undefined;
  const lista = itens.length === 1 ? itens[0]! : `${itens.slice(0, -1).join(', ')} e ${itens[itens.length - 1]!}`;
  return `Não é possível excluir: o médico tem ${lista}.`;
}

/** What a new doctor starts from: nothing but what the body brings. */
export const medicoVazio = (): MedicoDados => ({
  nome: '',
  email: '',
  cpf: '',
  nascimento: null,
  foto: null,
  ...(Object.fromEntries(MEDICO_TEXT_FIELDS.map((field) => [field, null])) as Record<(typeof MEDICO_TEXT_FIELDS)[number], null>),
});

/** trimmed text, '' → null */
const clean = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);
const DIGIT_FIELDS = new Set<string>(['telefone', 'celular', 'cep']);

/**
 * The edit as it will be saved: fields the client left out keep `base` (the stored doctor); text
 * trimmed ('' → null), name with inner whitespace collapsed, CPF, phones and CEP digits only.
 */
export function normalizeMedico(input: MedicoInput, base: MedicoDados): MedicoDados {
  const pick = (field: keyof MedicoDados): string | null => (input[field] === undefined ? base[field] : clean(input[field]));
  const dados = { ...base };
  for (const field of ['nome', 'email', 'cpf', 'nascimento', 'foto', ...MEDICO_TEXT_FIELDS] as const) {
    const value = pick(field);
    (dados as Record<string, string | null>)[field] = value !== null && DIGIT_FIELDS.has(field) ? onlyDigits(value) || null : value;
  }
  dados.nome = dados.nome?.replace(/\s+/g, ' ') ?? '';
  dados.cpf = onlyDigits(dados.cpf ?? '');
  dados.email = dados.email ?? '';
  return dados;
}

/** One item per invalid field, in the screen's order. */
export function validateMedico(d: MedicoDados, today: string): ErrorItem[] {
  const errors: ErrorItem[] = [];
  if (!d.nome) errors.push(item(MEDICO_MSG.nome, 'nome'));
  if (!isValidCpf(d.cpf)) errors.push(item(MEDICO_MSG.cpf, 'cpf'));
  if (!EMAIL_PATTERN.test(d.email)) errors.push(item(MEDICO_MSG.email, 'email'));
  if (d.nascimento !== null && (!isCalendarDay(d.nascimento) || d.nascimento > today || d.nascimento < '1900-01-01'))
    errors.push(item(MEDICO_MSG.nascimento, 'nascimento'));
  return errors;
}

/** Minutes of the reminder: '1'…'59' (or the number), null/'' → off; undefined when out of range. */
export function minutosDoLembrete(value: string | number | null | undefined): number | null | undefined {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  const text = String(value).trim();
  if (!/^\d{1,2}$/.test(text)) return undefined;
  const minutes = Number(text);
  return minutes >= 1 && minutes <= 59 ? minutes : undefined;
}
