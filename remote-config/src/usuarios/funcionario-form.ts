import { isCpf, isEmail, isStrongPassword, onlyDigits } from '@clinica/shared';
import type { Funcionario, FuncionarioCriar, FuncionarioEditar } from './usuarios.resource.ts';

export interface FuncionarioFormValues {
  nome: string;
  cpf: string;
  email: string;
  perfilId: number | null;
  /** the initial password: asked only when registering */
  senha: string;
  ativo: boolean;
}

export const emptyFuncionario = (): FuncionarioFormValues => ({ nome: '', cpf: '', email: '', perfilId: null, senha: '', ativo: true });
export const funcionarioFormOf = (f: Funcionario): FuncionarioFormValues => ({
  nome: f.nome,
  cpf: f.cpf,
  email: f.email,
  perfilId: f.perfilId.id,
  senha: '',
  ativo: f.ativo,
});

/** The rules (field → i18n key), the same the api applies; `novo`: registering (the password is asked). */
export function funcionarioErrors(values: FuncionarioFormValues, novo: boolean): Map<string, string> {
  const errors = new Map<string, string>();
  if (!values.nome.trim()) errors.set('nome', 'usuarios.erros.nome');
  if (!isCpf(values.cpf)) errors.set('cpf', 'usuarios.erros.cpf');
  if (!isEmail(values.email.trim())) errors.set('email', 'usuarios.erros.email');
  if (values.perfilId === null) errors.set('perfilId', 'usuarios.erros.perfil');
  if (novo && !isStrongPassword(values.senha)) errors.set('senha', 'usuarios.erros.senha');
  return errors;
}

export const funcionarioRequired = (novo: boolean): ReadonlySet<string> => new Set(['nome', 'cpf', 'email', 'perfilId', ...(novo ? ['senha'] : [])]);

export function funcionarioPayload(values: FuncionarioFormValues, id?: number): FuncionarioCriar | FuncionarioEditar {
  const fields = { nome: values.nome.trim(), cpf: onlyDigits(values.cpf), email: values.email.trim(), perfilId: values.perfilId, ativo: values.ativo };
  return id === undefined ? { ...fields, senha: values.senha } : { id, ...fields };
}
