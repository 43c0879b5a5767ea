/**
 * The part of a remote's manifest (shared's RemoteManifest, declared in the remote's src/manifest.ts)
 * the build reads: which module each page, tab and component is exposed under, and from which file.
 * Structural on purpose: tooling does not depend on @clinica/shared.
 */
export interface ManifestModule {
  module: string;
  file?: string;
}

export interface ManifestLike {
  name: string;
  pages: readonly (ManifestModule & { tabs?: readonly ManifestModule[] })[];
  dashboard?: readonly ManifestModule[];
  /** Tabs the remote adds to the patient record. */
  recordTabs?: readonly ManifestModule[];
  components?: Readonly<Record<string, string>>;
}

/** Module Federation `exposes` from a manifest: every page, tab, dashboard tile set, record tab and component, each declared once. */
export function exposesOf(manifest: ManifestLike): Record<string, string> {
  const exposes: Record<string, string> = {};
  const add = (module: string, file: string | undefined): void => {
    if (!file) throw new Error(`${manifest.name}: ${module} has no file in the manifest`);
    if (exposes[module] && exposes[module] !== file) throw new Error(`${manifest.name}: ${module} is declared twice with different files`);
    exposes[module] = file;
  };
  for (const page of manifest.pages) {
    add(page.module, page.file);
    for (const tab of page.tabs ?? []) add(tab.module, tab.file);
  }
  for (const tiles of manifest.dashboard ?? []) add(tiles.module, tiles.file);
  for (const tab of manifest.recordTabs ?? []) add(tab.module, tab.file);
  for (const [module, file] of Object.entries(manifest.components ?? {})) add(module, file);
  return exposes;
}

/** The manifest as the host reads it (remote-manifest.json): without build-only fields (files). */
export function publicManifest(manifest: ManifestLike): unknown {
  return JSON.parse(JSON.stringify(manifest, (key, value: unknown) => (key === 'file' || key === 'components' ? undefined : value)));
}

/** File name of a remote's manifest, emitted beside its remoteEntry.js. */
export const REMOTE_MANIFEST_FILE = 'remote-manifest.json';
