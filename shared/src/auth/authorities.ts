/** Roles of spec 01 section 6: token authorities carry them with the ROLE_ prefix. */
export const ROLES = [
  'DASHBOARD',
  'AGENDAMENTOS',
  'PACIENTES',
  'FINANCEIRO',
  'USUARIOS',
  'ESTOQUE',
  'RELATORIOS',
  'CONFIGURACOES',
  'LOG',
] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_PREFIX = 'ROLE_';

export const roleAuthority = (role: Role): string => ROLE_PREFIX + role;

export const rolesOf = (authorities: readonly string[]): string[] =>
  authorities.filter((entry) => entry.startsWith(ROLE_PREFIX)).map((entry) => entry.slice(ROLE_PREFIX.length));

/** Finer permissions: every authority that is not a role (spec 02 section 6 ignores entries containing ROLE). */
export const permissionsOf = (authorities: readonly string[]): string[] =>
  authorities.filter((entry) => !entry.includes('ROLE'));

export const hasRole = (authorities: readonly string[], role: string): boolean =>
  authorities.includes(ROLE_PREFIX + role);

/**
 * Evaluates a permission expression such as `ORCAMENTO`, `ROLE_FINANCEIRO && ORCAMENTO` or
 * `CRIAR_RECEITA || EDITAR_RECEITA` (&& binds tighter than ||). Names match authorities exactly.
 */
export function hasAuthority(authorities: readonly string[], expression: string): boolean {
  const held = new Set(authorities);
  return expression
    .split('||')
    .some((alternative) =>
      alternative
        .split('&&')
        .map((name) => name.trim())
        .every((name) => name.length > 0 && held.has(name)),
    );
}
