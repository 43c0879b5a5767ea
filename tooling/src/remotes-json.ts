import { REMOTES, remoteUrlVariable } from './apps.ts';
import { REMOTE_MANIFEST_FILE } from './manifest.ts';

/** Container name -> remoteEntry address: the remotes a deployment runs (the host's built remotes.json). */
export type RemoteEntries = Record<string, string>;

/** remotes.json as the host reads it: each remote's entry and the manifest it declares. */
export type RemotesJson = Record<string, { entry: string; manifest?: unknown }>;

export interface RemotesJsonOptions {
  /** The deployed remotes (read on every request, so editing the file moves a remote at once). */
  entries: () => RemoteEntries | Promise<RemoteEntries>;
  /** Where this server reads a remote's manifest; undefined: nowhere (the remote offers no page). */
  manifestUrl: (name: string, entry: string) => string | undefined;
  /** A merged copy older than this is served once more while it is read again in the background. */
  ttlMs?: number;
  /** How long one remote's manifest may take. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * Where a server reads a remote's manifest: the remote's own address in the deployment
 * (REMOTE_<NAME>_URL, as the gateway), else beside an absolute entry, else its local port.
 */
export function remoteManifestUrl(env: NodeJS.ProcessEnv = process.env) {
  return (name: string, entry: string): string | undefined => {
    const configured = env[remoteUrlVariable(name)];
    if (configured) return `${configured.replace(/\/+$/, '')}/${REMOTE_MANIFEST_FILE}`;
    if (/^https?:\/\//.test(entry)) return new URL(REMOTE_MANIFEST_FILE, entry).href;
    const remote = REMOTES.find((candidate) => candidate.federationName === name);
    return remote ? `http://localhost:${remote.port}/${REMOTE_MANIFEST_FILE}` : undefined;
  };
}

const isManifestOf = (name: string, value: unknown): boolean =>
  typeof value === 'object' && value !== null && (value as { name?: unknown }).name === name && Array.isArray((value as { pages?: unknown }).pages);

/**
 * The remotes.json the host is served: the deployed entries, each with the manifest its remote
 * publishes (remote-manifest.json beside its remoteEntry.js). The browser makes the one request it
 * always made; this server reads the manifests (in parallel, kept between requests, read again after
 * ttlMs), so a remote redeployed with a new page shows it on the next page load, the host untouched.
 * A remote that does not answer keeps its last manifest; one never read is served without one.
 */
export function createRemotesJson(options: RemotesJsonOptions): { read: () => Promise<RemotesJson> } {
  const ttlMs = options.ttlMs ?? 5000;
  const timeoutMs = options.timeoutMs ?? 2000;
  const fetchFn = options.fetch ?? fetch;
  const manifests = new Map<string, unknown>();
  /** Remotes whose last read failed: each failure is logged once, until the remote answers again. */
  const failing = new Set<string>();
  let readAt = 0;
  let reading: Promise<void> | undefined;

  async function readOne(name: string, entry: string): Promise<void> {
    const url = options.manifestUrl(name, entry);
    if (!url) return;
    try {
      const response = await fetchFn(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const manifest: unknown = await response.json();
      if (!isManifestOf(name, manifest)) throw new Error(`${url} is not the manifest of ${name}`);
      manifests.set(name, manifest);
      failing.delete(name);
    } catch (error) {
      if (!failing.has(name))
        console.warn(`remotes.json: could not read the manifest of ${name} (${url}): ${error instanceof Error ? error.message : String(error)}`);
      failing.add(name);
    }
  }

  function readAll(entries: RemoteEntries): Promise<void> {
    reading ??= Promise.all(Object.entries(entries).map(([name, entry]) => readOne(name, entry))).then(() => {
      readAt = Date.now();
      reading = undefined;
    });
    return reading;
  }

  return {
    async read() {
      const entries = await options.entries();
      const age = Date.now() - readAt;
      const missing = Object.keys(entries).some((name) => !manifests.has(name));
      // A manifest never read is waited for (at most timeoutMs; a read under way is joined; a remote
      // that is down is asked again after a second, not on every request).
      if (missing) await (reading ?? (age > 1000 ? readAll(entries) : undefined));
      else if (age > ttlMs) void readAll(entries);
      return Object.fromEntries(
        Object.entries(entries).map(([name, entry]) => {
          const manifest = manifests.get(name);
          return [name, manifest === undefined ? { entry } : { entry, manifest }];
        }),
      );
    },
  };
}
