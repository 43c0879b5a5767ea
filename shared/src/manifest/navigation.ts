import { registerMessages, LANGUAGES, type Language } from '../i18n/i18n.ts';
import type { AreaTab, MainArea } from '../auth/areas.ts';
import { roleAuthority } from '../auth/authorities.ts';
import type { Permission } from '../auth/authority-names.ts';
import type { ManifestLabel, ManifestPage, ManifestTab, RemoteManifest } from './remote-manifest.ts';

const slug = (path: string): string => path.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '') || 'root';

const pageLabelId = (page: Pick<ManifestPage, 'path'>): string => slug(page.path);
const tabLabelId = (page: Pick<ManifestPage, 'path'>, tab: Pick<ManifestTab, 'path'>): string => `${slug(page.path)}__${slug(tab.path)}`;
const recordTabLabelId = (tab: Pick<ManifestTab, 'path'>): string => `ficha__${slug(tab.path)}`;

/** The i18n key a manifest label is shown through: its own key, or one made for texts given per language. */
export const manifestLabelKey = (remote: string, id: string, label: ManifestLabel): string => (typeof label === 'string' ? label : `nav.${remote}.${id}`);

/** Adds the per-language labels of the manifests to the page's i18next (idempotent). */
export function registerManifestLabels(manifests: readonly RemoteManifest[]): void {
  const bundles = Object.fromEntries(LANGUAGES.map((language) => [language, {}])) as Record<Language, Record<string, unknown>>;
  const add = (remote: string, id: string, label: ManifestLabel): void => {
    if (typeof label === 'string') return;
    for (const language of LANGUAGES) {
      const nav = (bundles[language].nav ??= {}) as Record<string, Record<string, string>>;
      (nav[remote] ??= {})[id] = label[language];
    }
  };
  for (const manifest of manifests) {
    for (const page of manifest.pages) {
      if (page.menu) add(manifest.name, pageLabelId(page), page.menu.label);
      for (const tab of page.tabs ?? []) add(manifest.name, tabLabelId(page, tab), tab.label);
    }
    for (const tab of manifest.recordTabs ?? []) add(manifest.name, recordTabLabelId(tab), tab.label);
  }
  registerMessages(bundles);
}

/** The main areas the manifests put in the menu, in menu order (the host adds its own). */
export function manifestAreas(manifests: readonly RemoteManifest[]): (MainArea & { order: number })[] {
  return manifests
    .flatMap((manifest) =>
      manifest.pages.flatMap((page) =>
        page.menu && typeof page.access === 'object' && 'role' in page.access
          ? [{ path: page.path, role: page.access.role, labelKey: manifestLabelKey(manifest.name, pageLabelId(page), page.menu.label), order: page.menu.order }]
          : [],
      ),
    )
    .sort((a, b) => a.order - b.order);
}

/** A page's tabs as the area's sub-navigation and guards read them (label keys resolved). */
export function manifestTabs(manifest: RemoteManifest, pagePath: string): AreaTab[] {
  const page = manifest.pages.find((candidate) => candidate.path === pagePath);
  if (!page) throw new Error(`${manifest.name}'s manifest has no page ${pagePath}`);
  return (page.tabs ?? []).map((tab) => ({
    path: tab.path,
    labelKey: manifestLabelKey(manifest.name, tabLabelId(page, tab), tab.label),
    ...(tab.permission && { permission: tab.permission }),
  }));
}

/** A remote's tiles the user may see on Início, in order. */
export interface DashboardTiles {
  remote: string;
  module: string;
}

/** The tiles of the manifests for a user holding `authorities`, in their declared order. */
export function dashboardTiles(manifests: readonly RemoteManifest[], authorities: readonly string[]): DashboardTiles[] {
  const held = new Set(authorities);
  return manifests
    .flatMap((manifest) => (manifest.dashboard ?? []).map((tiles) => ({ remote: manifest.name, module: tiles.module, role: tiles.role, order: tiles.order })))
    .filter((tiles) => held.has(roleAuthority(tiles.role)))
    .sort((a, b) => a.order - b.order)
    .map(({ remote, module }) => ({ remote, module }));
}

/** A tab of the patient record, from whichever remote declares it. */
export interface RecordTab {
  /** The remote that exposes its module. */
  remote: string;
  module: string;
  /** Area name in the 'could not load' notice shown inside the tab. */
  area: string;
  path: string;
  labelKey: string;
  permission: Permission;
}

/** The record's tabs the manifests declare (the pacientes remote's own and the others'), in order; the first of a path wins. */
export function recordTabs(manifests: readonly RemoteManifest[]): RecordTab[] {
  const tabs = manifests
    .flatMap((manifest) =>
      (manifest.recordTabs ?? []).map((tab) => ({
        remote: manifest.name,
        module: tab.module,
        area: manifest.area,
        path: tab.path,
        labelKey: manifestLabelKey(manifest.name, recordTabLabelId(tab), tab.label),
        permission: tab.permission,
        order: tab.order,
      })),
    )
    .sort((a, b) => a.order - b.order);
  return tabs.filter((tab, index) => tabs.findIndex((other) => other.path === tab.path) === index).map(({ order: _order, ...tab }) => tab);
}
