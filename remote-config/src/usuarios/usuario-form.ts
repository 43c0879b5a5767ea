import { MEDICO_CAMPOS_TEXTO, formatDate, isCpf, isEmail, onlyDigits, parseDate } from '@clinica/shared';
import { isStrongPassword } from '@clinica/shared/forms';
import type { Funcionario, FuncionarioCriar, FuncionarioEditar, Medico, MedicoCriar, MedicoEditar } from './usuarios.resource.ts';

/** The doctor's own fields (spec 01 §3, Doctor), texts as typed: the api's optional texts and the birth date. */
export const MEDICO_CAMPOS = [...MEDICO_CAMPOS_TEXTO, 'nascimento'] as const;
type MedicoCampo = (typeof MEDICO_CAMPOS)[number];

/** One user as the form edits it: the login (name, CPF, e-mail, profile) and, for a doctor, the doctor's record. */
export type UsuarioFormValues = {
  nome: string;
  cpf: string;
  email: string;
  perfilId: number | null;
  /** the initial password: asked only when registering */
  senha: string;
  ativo: boolean;
  /** "é médico": the doctor's fields are asked and the user is booked in the agenda */
  ehMedico: boolean;
  /** the path the api answered for the photo sent (null: none) */
  foto: string | null;
} & Record<MedicoCampo, string>;

const semMedico = Object.fromEntries(MEDICO_CAMPOS.map((campo) => [campo, ''])) as Record<MedicoCampo, string>;

export const emptyUsuario = (): UsuarioFormValues => ({
  nome: '',
  cpf: '',
  email: '',
  perfilId: null,
  senha: '',
  ativo: true,
  ehMedico: false,
  foto: null,
  ...semMedico,
});

export const funcionarioFormOf = (f: Funcionario): UsuarioFormValues => ({
  ...emptyUsuario(),
  nome: f.nome,
  cpf: f.cpf,
  email: f.email,
  perfilId: f.perfilId.id,
  ativo: f.ativo,
  foto: f.foto,
});

export const medicoFormOf = (m: Medico): UsuarioFormValues => ({
  ...emptyUsuario(),
  nome: m.nome,
  cpf: m.cpf,
  email: m.email,
  perfilId: m.perfilId.id,
  ativo: m.ativo,
  ehMedico: true,
  foto: m.foto,
  ...(Object.fromEntries(MEDICO_CAMPOS.map((campo) => [campo, m[campo] ?? ''])) as Record<MedicoCampo, string>),
  nascimento: m.nascimento ? formatDate(`${m.nascimento}T12:00:00`) : '',
});

/** The context of the rules: registering (password asked) or editing. */
export interface UsuarioModo {
  novo: boolean;
}

/** The rules (field → i18n key), the same the api applies. */
export function usuarioErrors(values: UsuarioFormValues, { novo }: UsuarioModo): Map<string, string> {
  const errors = new Map<string, string>();
  if (!values.nome.trim()) errors.set('nome', 'usuarios.erros.nome');
  if (!isCpf(values.cpf)) errors.set('cpf', 'usuarios.erros.cpf');
  if (!isEmail(values.email.trim())) errors.set('email', 'usuarios.erros.email');
  if (values.perfilId === null) errors.set('perfilId', 'usuarios.erros.perfil');
  if (novo && !isStrongPassword(values.senha)) errors.set('senha', 'usuarios.erros.senha');
  if (values.ehMedico && values.nascimento) {
    const dia = parseDate(values.nascimento);
    if (!dia || dia.toISODate()! > (parseDate(formatDate(new Date()))?.toISODate() ?? '') || dia.year < 1900)
      errors.set('nascimento', 'usuarios.erros.nascimento');
  }
  return errors;
}

export const usuarioRequired = ({ novo }: UsuarioModo): ReadonlySet<string> => new Set(['nome', 'cpf', 'email', 'perfilId', ...(novo ? ['senha'] : [])]);

const orNull = (texto: string): string | null => texto.trim() || null;

export function funcionarioPayload(values: UsuarioFormValues, id?: number): FuncionarioCriar | FuncionarioEditar {
  const fields = {
    nome: values.nome.trim(),
    cpf: onlyDigits(values.cpf),
    email: values.email.trim(),
    perfilId: values.perfilId,
    ativo: values.ativo,
    foto: values.foto,
  };
  return id === undefined ? { ...fields, senha: values.senha } : { id, ...fields };
}

/** The doctor's call: cadastro takes the login's profile and password too; editar the login's profile and situation (a doctor who leaves is deactivated). */
export function medicoPayload(values: UsuarioFormValues, id?: number): MedicoCriar | MedicoEditar {
  const medico = {
    nome: values.nome.trim(),
    cpf: onlyDigits(values.cpf),
    email: values.email.trim(),
    foto: values.foto,
    ...(Object.fromEntries(MEDICO_CAMPOS.map((campo) => [campo, orNull(values[campo])])) as Record<MedicoCampo, string | null>),
    nascimento: values.nascimento ? (parseDate(values.nascimento)?.toISODate() ?? null) : null,
  };
  return id === undefined ? { ...medico, perfilId: values.perfilId, senha: values.senha } : { id, ...medico, perfilId: values.perfilId, ativo: values.ativo };
}
