import { ROLES, ROLE_PREFIX, type Role } from './authorities.ts';
import { API_PERMISSIONS } from './authority-names.generated.ts';

/** Finer permissions the api grants (spec 02 section 6), generated from the api's own list. */
export const PERMISSIONS = API_PERMISSIONS;

/** A finer permission ('ORCAMENTO'): what a tab or a page may require besides an area's role. */
export type Permission = (typeof PERMISSIONS)[number];

/** A role as the token carries it ('ROLE_FINANCEIRO'). */
export type RoleAuthority = `${typeof ROLE_PREFIX}${Role}`;

/** Every authority name a token may carry: the roles with their prefix and the finer permissions. */
export type Authority = RoleAuthority | Permission;

export const AUTHORITIES: readonly Authority[] = [...ROLES.map((role): RoleAuthority => `${ROLE_PREFIX}${role}`), ...PERMISSIONS];
