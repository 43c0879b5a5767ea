import { accessibleTabs, type AreaTab } from '../auth/areas.ts';
import type { ManifestPage, RemoteManifest } from './remote-manifest.ts';

/** Whether `path` is `base` or below it. */
const within = (path: string, base: string): boolean => path === base || path.startsWith(`${base}/`);

/** The manifest's page with tabs that `pathname` opens ('/configuracoes/salas' → the /configuracoes page). */
export const pageWithTabsAt = (manifest: RemoteManifest, pathname: string): ManifestPage | undefined =>
  manifest.pages.find((page) => (page.tabs?.length ?? 0) > 0 && within(pathname, page.path));

const withSearch = (path: string, params: URLSearchParams): string => {
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

/** A tab's address from the current one: the tab's path with only the query parameters the tabs share (`keep`). */
export function tabAddress(basePath: string, tab: string, search: string, keep: readonly string[] = []): string {
  const current = new URLSearchParams(search);
  const next = new URLSearchParams();
  for (const name of keep) for (const value of current.getAll(name)) next.append(name, value);
  return withSearch(`${basePath}/${tab}`, next);
}

/**
 * Where an area's own address (or a tab the user may not open) goes: the tab an old address names in
 * `legacyParam` ('/configuracoes?secao=salas' → '/configuracoes/salas') when the user may open it, else
 * the first tab they may; the rest of the query stays. Undefined when they may open none.
 */
export function firstTabAddress(
  authorities: readonly string[],
  basePath: string,
  tabs: readonly AreaTab[],
  search: string,
  legacyParam?: string,
): string | undefined {
  const params = new URLSearchParams(search);
  const asked = legacyParam ? params.get(legacyParam) : null;
  if (legacyParam) params.delete(legacyParam);
  const allowed = accessibleTabs(authorities, tabs);
  const target = allowed.find((tab) => tab.path === asked) ?? allowed[0];
  return target && withSearch(`${basePath}/${target.path}`, params);
}
