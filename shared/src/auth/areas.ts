import { hasAuthority, hasRole, type Role } from './authorities.ts';
import type { Permission } from './authority-names.ts';

export interface MainArea {
  /** Route path (hash routing). */
  path: string;
  role: Role;
  /** i18n key of the menu label. */
  labelKey: string;
}

export interface AreaTab {
  path: string;
  labelKey: string;
  /** Extra permission the tab needs besides the area's role. */
  permission?: Permission;
}

/** The host's own area; the remotes' areas come from their manifests (see registerMainAreas). */
export const DASHBOARD_AREA: MainArea = { path: '/dashboard', role: 'DASHBOARD', labelKey: 'menu.dashboard' };

let mainAreas: readonly MainArea[] = [];

/**
 * The portal's main areas in menu order (spec 01 section 2): the host registers them at start-up,
 * from its own areas and the remotes' manifests (remotes.json). @clinica/shared is one instance in
 * the page, so a remote asking for a user's start screen sees the same list.
 */
export function registerMainAreas(areas: readonly MainArea[]): void {
  mainAreas = [...areas];
}

export const registeredMainAreas = (): readonly MainArea[] => mainAreas;

export const NOT_FOUND_PATH = '/pagina-nao-encontrada';

export const accessibleAreas = (authorities: readonly string[]): MainArea[] => mainAreas.filter((area) => hasRole(authorities, area.role));

export const accessibleTabs = (authorities: readonly string[], tabs: readonly AreaTab[]): AreaTab[] =>
  tabs.filter((tab) => !tab.permission || hasAuthority(authorities, tab.permission));

/**
 * Where a user starts (spec 01 section 6): the first area whose role they hold; otherwise the
 * profile's defaultHome (text after 'home.'), otherwise /encerrados.
 */
export function startPath(authorities: readonly string[], defaultHome?: string | null): string {
  const first = accessibleAreas(authorities)[0];
  if (first) return first.path;
  const home = defaultHome?.split('home.')[1];
  return home ? `/${home}` : '/encerrados';
}
