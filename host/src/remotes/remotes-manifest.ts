import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { bindRemoteLoader } from '@clinica/shared';

/** Container name -> remoteEntry address, served beside the host as remotes.json. */
export type RemotesManifest = Record<string, string>;

let manifest: RemotesManifest = {};

/**
 * Reads remotes.json at start-up, so a remote can be redeployed or moved without rebuilding the host.
 * A missing manifest leaves every remote unavailable, never the shell.
 */
export async function loadRemotesManifest(): Promise<void> {
  try {
    const response = await fetch('remotes.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
    manifest = (await response.json()) as RemotesManifest;
  } catch (error) {
    console.error('Could not read remotes.json', error);
    manifest = {};
  }
  registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry })));
  // remotes load each other's modules through the host's runtime (shared's loadRemoteModule)
  bindRemoteLoader((id) => loadRemote(id));
}

/** Registers a remote again after a failed load, so a retry fetches its entry anew. */
export function resetRemote(name: string): void {
  const entry = manifest[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
