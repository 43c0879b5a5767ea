/** Loads an exposed module ('pacientes/PacienteDialog') through the page's federation runtime. */
export type RemoteLoader = (id: string) => Promise<unknown>;

let loader: RemoteLoader | undefined;

/**
 * The host binds its federation runtime at start-up (it knows the remotes from remotes.json), so a
 * remote can load another remote's module without a runtime of its own: @clinica/shared is one
 * instance in the page. Until then (tests, a remote run alone) every load fails and callers fall back.
 */
export const bindRemoteLoader = (next: RemoteLoader): void => {
  loader = next;
};

/** How long a remote may take before the caller shows its fallback. */
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The module `module` ('./PacienteDialog') exposed by `remote` ('pacientes'); it must have a default export. */
export async function loadRemoteModule<M extends { default: unknown }>(remote: string, module: string, timeoutMs = REMOTE_LOAD_TIMEOUT_MS): Promise<M> {
  if (!loader) throw new Error(`No federation runtime to load ${remote}/${module}`);
  const loaded = (await withTimeout(loader(`${remote}/${module.replace(/^\.\//, '')}`), timeoutMs)) as M | undefined;
  if (!loaded?.default) throw new Error(`${remote}/${module} has no default export`);
  return loaded;
}
