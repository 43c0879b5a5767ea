import { isCnpj, isCpf, isEmail } from '@clinica/shared/core';

export interface LoginForm {
  usuario: string;
  senha: string;
}

/**
 * The login's two rules, as i18n keys by field (spec 01 section 5: the identifier is an e-mail or a
 * CPF). Plain checks rather than a form library: the login screen loads before them.
 */
export function loginErrors({ usuario, senha }: LoginForm): Partial<Record<keyof LoginForm, string>> {
  const identifier = usuario.trim();
  const errors: Partial<Record<keyof LoginForm, string>> = {};
  if (!identifier) errors.usuario = 'login.usuarioObrigatorio';
  else if (!isEmail(identifier) && !isCpf(identifier) && !isCnpj(identifier)) errors.usuario = 'login.usuarioInvalido';
  if (!senha) errors.senha = 'login.senhaObrigatoria';
  return errors;
}
