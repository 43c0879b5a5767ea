import type { Perfil, PerfilBody } from '../usuarios/usuarios.resource.ts';

export type Equipe = Perfil['perfilEquipe'];

export interface PerfilFormValues {
  nome: string;
  /** 'home.<rota>': where a user of the profile lands when no area of the menu is held */
  defaultHome: string;
  perfilEquipe: Equipe;
  /** roles (ROLE_*) and finer permissions */
  authorities: string[];
}

export const emptyPerfil = (): PerfilFormValues => ({ nome: '', defaultHome: 'home.dashboard', perfilEquipe: 'ATENDIMENTO', authorities: [] });

export const perfilFormOf = (perfil: Perfil): PerfilFormValues => ({
  nome: perfil.nome,
  defaultHome: perfil.defaultHome,
  perfilEquipe: perfil.perfilEquipe,
  authorities: [...perfil.authorities],
});

/**
 * The rules (field → i18n key). A profile needs an area: a token without any ROLE_ entry is
 * refused by the portal (spec 01 §6), so its users could not use it.
 */
export function perfilErrors(values: PerfilFormValues): Map<string, string> {
  const errors = new Map<string, string>();
  if (!values.nome.trim()) errors.set('nome', 'configuracoes.catalogo.nomeObrigatorio');
  if (!values.authorities.some((authority) => authority.startsWith('ROLE_'))) errors.set('authorities', 'perfis.semArea');
  return errors;
}

export const PERFIL_REQUIRED: ReadonlySet<string> = new Set(['nome', 'authorities']);

export const perfilPayload = (values: PerfilFormValues): PerfilBody => ({
  nome: values.nome.trim(),
  defaultHome: values.defaultHome,
  perfilEquipe: values.perfilEquipe,
  // names come from the served catalogue; the api refuses any it does not know
  authorities: values.authorities as PerfilBody['authorities'],
});
