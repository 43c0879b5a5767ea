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

/**
 * Start pages saved under another word for the area ('home.agenda' in the demo profiles, 'home.log'):
 * the area they mean, so the screen names it and a save keeps a page that exists.
 */
const HOME_ALIASES: Readonly<Record<string, string>> = { agenda: 'agendamentos', log: 'logs', inicio: 'dashboard' };

/** 'home.<rota>' of the area a start page means ('home.agenda' → 'home.agendamentos'). */
export const homeCanonico = (home: string): string => {
  const rota = home.replace(/^home\./, '');
  return `home.${HOME_ALIASES[rota] ?? rota}`;
};

export const emptyPerfil = (): PerfilFormValues => ({ nome: '', defaultHome: 'home.dashboard', perfilEquipe: 'ATENDIMENTO', authorities: [] });

export const perfilFormOf = (perfil: Perfil): PerfilFormValues => ({
  nome: perfil.nome,
  defaultHome: homeCanonico(perfil.defaultHome),
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
