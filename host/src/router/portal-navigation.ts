import {
  DASHBOARD_AREA,
  manifestAreas,
  registerDeployedManifests,
  registerMainAreas,
  registerManifestLabels,
  type DeployedRemote,
  type MainArea,
  type RemoteManifest,
} from '@clinica/shared';

/** The host's own menu areas; `order` places them among the remotes' (theirs count in tens from 10). */
const HOST_AREAS: readonly (MainArea & { order: number })[] = [{ ...DASHBOARD_AREA, order: 0 }];

let manifests: readonly RemoteManifest[] = [];

/** The portal's menu: the host's areas and the manifests', in menu order. */
export function portalAreas(remoteManifests: readonly RemoteManifest[]): MainArea[] {
  return [...HOST_AREAS, ...manifestAreas(remoteManifests)].sort((a, b) => a.order - b.order).map(({ path, role, labelKey }) => ({ path, role, labelKey }));
}

/**
 * Takes the deployed remotes' manifests (from remotes.json) as the portal's pages: their labels join
 * the page's texts, their areas the menu and start screen (shared's accessibleAreas and startPath),
 * and the remotes read them from shared (the record's tabs other remotes add).
 */
export function registerPortal(remotes: readonly DeployedRemote[]): void {
  manifests = remotes.flatMap((remote) => (remote.manifest ? [remote.manifest] : []));
  registerManifestLabels(manifests);
  registerDeployedManifests(manifests);
  registerMainAreas(portalAreas(manifests));
}

/** The manifests registered at start-up, for the route table. */
export const registeredManifests = (): readonly RemoteManifest[] => manifests;
