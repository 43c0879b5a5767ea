import type { RemotesFile } from './remotes-manifest.ts';

let file: Promise<RemotesFile> | undefined;

/**
 * remotes.json, asked once (index.html preloads it while the scripts load): start-up reads the
 * remotes from it, and the route's preload below, before start-up's scripts have arrived.
 */
export function remotesFile(): Promise<RemotesFile> {
  file ??= fetch('remotes.json').then(async (response) => {
    if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
    return (await response.json()) as RemotesFile;
  });
  return file;
}

/** The path of a hash address: '#/agendamentos/lista?x=1' → '/agendamentos/lista'. */
const pathOf = (hash: string): string => hash.replace(/^#/, '').split(/[?#]/)[0] || '/';

const preload = (href: string): void => {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  document.head.append(link);
};

/** Whether `path` is `base` or below it. */
const within = (path: string, base: string): boolean => path === base || path.startsWith(`${base}/`);

/**
 * Fetches what the page the address opens needs from its remote beside the portal's own scripts,
 * instead of after them: the remote's entry and the scripts of the page's module (and of its tab's),
 * as the build listed them. The browser keeps them for when federation asks (same addresses, no
 * crossorigin, as federation's and webpack's script tags). Nothing for the host's own pages, nor when
 * remotes.json is missing.
 */
export async function preloadRouteRemote(hash: string): Promise<void> {
  try {
    await preloadFor(pathOf(hash));
  } catch (error) {
    // only a head start: start-up reads the same file and says what is wrong with it
    console.warn('Could not preload the page of this address', error);
  }
}

async function preloadFor(path: string): Promise<void> {
  const remotes: RemotesFile = await remotesFile().catch(() => ({}));
  for (const value of Object.values(remotes)) {
    // an address alone (no manifest) declares no page
    const manifest = typeof value === 'object' ? value.manifest : undefined;
    const page = manifest?.pages.find((candidate) => within(path, candidate.path));
    if (typeof value !== 'object' || !page) continue;
    const entry = new URL(value.entry, window.location.href);
    preload(entry.href);
    const tab = page.tabs?.find((candidate) => within(path, `${page.path}/${candidate.path}`));
    const files = new Set([page.module, tab?.module].flatMap((module) => (module ? (manifest?.scripts?.[module] ?? []) : [])));
    for (const file of files) preload(new URL(file, entry).href);
    return;
  }
}
