import type { RemoteManifest } from './remote-manifest.ts';

let deployed: readonly RemoteManifest[] = [];

/**
 * The manifests of the deployed remotes (remotes.json), handed by the host at start-up (or by a
 * remote run on its own, with its own): @clinica/shared is one instance in the page, so a remote
 * reads what the others declare for it (the record's tabs) without a request of its own.
 */
export function registerDeployedManifests(manifests: readonly RemoteManifest[]): void {
  deployed = [...manifests];
}

export const deployedManifests = (): readonly RemoteManifest[] => deployed;
