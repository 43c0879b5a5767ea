import { API_ROLES } from './authority-names.generated.ts';

/** A role of spec 01 section 6 without its prefix ('FINANCEIRO'); the token carries 'ROLE_FINANCEIRO'. */
export type Role = (typeof API_ROLES)[number] extends `ROLE_${infer Name}` ? Name : never;

/** The roles, in the api's order (generated from its list). */
export const ROLES: readonly Role[] = API_ROLES.map((role) => role.slice('ROLE_'.length) as Role);

export const ROLE_PREFIX = 'ROLE_';

export const roleAuthority = (role: Role): string => ROLE_PREFIX + role;

export const rolesOf = (authorities: readonly string[]): string[] =>
  authorities.filter((entry) => entry.startsWith(ROLE_PREFIX)).map((entry) => entry.slice(ROLE_PREFIX.length));

/** Finer permissions: every authority that is not a role (spec 02 section 6 ignores entries containing ROLE). */
export const permissionsOf = (authorities: readonly string[]): string[] => authorities.filter((entry) => !entry.includes('ROLE'));

export const hasRole = (authorities: readonly string[], role: string): boolean => authorities.includes(ROLE_PREFIX + role);

/**
 * Evaluates a permission expression such as `ORCAMENTO`, `ROLE_FINANCEIRO && ORCAMENTO` or
 * `CRIAR_RECEITA || EDITAR_RECEITA` (&& binds tighter than ||). Names match authorities exactly.
 */
export function hasAuthority(authorities: readonly string[], expression: string): boolean {
  const held = new Set(authorities);
  return expression.split('||').some((alternative) =>
    alternative
      .split('&&')
      .map((name) => name.trim())
      .every((name) => name.length > 0 && held.has(name)),
  );
}
