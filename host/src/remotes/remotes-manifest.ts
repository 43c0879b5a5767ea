import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_LOAD_TIMEOUT_MS, bindRemoteLoader, type DeployedRemote, type RemoteManifest } from '@clinica/shared';
import { registerPortal } from '../router/portal-navigation.ts';
import { remotesFile } from './remotes-file.ts';

/**
 * remotes.json, served beside the host: each remote's remoteEntry address and the manifest it
 * declares (its pages, tabs and their permissions), merged in when the remotes are deployed. An
 * address alone (the older form, or a remote whose manifest could not be read) loads but offers no page.
 */
export type RemotesFile = Record<string, string | { entry: string; manifest?: RemoteManifest }>;

let deployed: DeployedRemote[] = [];

const isManifest = (name: string, value: unknown): value is RemoteManifest =>
  typeof value === 'object' && value !== null && (value as RemoteManifest).name === name && Array.isArray((value as RemoteManifest).pages);

/** The remotes of remotes.json, each with its manifest when it came with a valid one. */
export function parseRemotesFile(file: RemotesFile): DeployedRemote[] {
  return Object.entries(file).flatMap(([name, value]): DeployedRemote[] => {
    if (typeof value === 'string') return [{ name, entry: value }];
    if (typeof value !== 'object' || value === null || typeof value.entry !== 'string') return [];
    return [isManifest(name, value.manifest) ? { name, entry: value.entry, manifest: value.manifest } : { name, entry: value.entry }];
  });
}

/**
 * Reads remotes.json at start-up (the one request before the first screen), so a remote can be
 * redeployed, moved or given a new page without rebuilding the host. A missing file leaves every
 * remote unavailable, never the shell.
 */
export async function loadRemotesManifest(): Promise<void> {
  try {
    deployed = parseRemotesFile(await remotesFile());
  } catch (error) {
    console.error('Could not read remotes.json', error);
    deployed = [];
  }
  registerRemotes(deployed.map(({ name, entry }) => ({ name, entry })));
  registerPortal(deployed);
  // remotes load each other's modules through the host's runtime (shared's loadRemoteModule)
  bindRemoteLoader((id) => loadAfresh(id));
}

/** Remotes whose last load failed or did not answer in time: the next load (a retry) registers them anew first. */
const failed = new Set<string>();

/**
 * Loads an exposed module ('pacientes/EtapasFichaTab'); after a failure, or a load that hung past
 * the time callers wait (a stopped server may never answer), the retry fetches the remote's entry again.
 */
export async function loadAfresh(id: string, timeoutMs = REMOTE_LOAD_TIMEOUT_MS): Promise<unknown> {
  const name = id.split('/')[0] ?? id;
  if (failed.delete(name)) resetRemote(name);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${id} did not load in ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([loadRemote(id), late]);
  } catch (error) {
    failed.add(name);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Registers a remote again after a failed load, so a retry fetches its entry anew. */
export function resetRemote(name: string): void {
  const remote = deployed.find((candidate) => candidate.name === name);
  if (remote) registerRemotes([{ name, entry: remote.entry }], { force: true });
}
