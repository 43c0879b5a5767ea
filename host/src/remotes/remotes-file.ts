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

/** The query of a hash address: '#/configuracoes?secao=salas' → secao=salas. */
const queryOf = (hash: string): URLSearchParams => new URLSearchParams(hash.split('?')[1]?.split('#')[0] ?? '');

/**
 * A script fetched ahead. One that fails (its remote is down) is taken out of the page: Chromium hands
 * a failed preload to the first script of that address, so the retry once the remote is back would
 * fail again without asking the server (issue 40).
 */
const preload = (href: string): HTMLLinkElement => {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  link.addEventListener('error', () => link.remove(), { once: true });
  document.head.append(link);
  return link;
};

/** Whether `path` is `base` or below it ('/detalhes-paciente/*' is its base). */
const within = (path: string, base: string): boolean => {
  const root = base.replace(/\/\*$/, '');
  return path === root || path.startsWith(`${root}/`);
};

/**
 * Fetches what the page the address opens needs from its remote beside the portal's own scripts,
 * instead of after them: the remote's entry and the scripts of the page's module and of the tab it
 * opens (the one in the path; on the area's own address, the one an old address names or the first,
 * where the area will send it), as the build listed them. The browser keeps them for when federation asks (same addresses, no
 * crossorigin, as federation's and webpack's script tags). Nothing for the host's own pages, nor when
 * remotes.json is missing.
 */
export async function preloadRouteRemote(hash: string): Promise<void> {
  try {
    await preloadFor(pathOf(hash), queryOf(hash));
  } catch (error) {
    // only a head start: start-up reads the same file and says what is wrong with it
    console.warn('Could not preload the page of this address', error);
  }
}

async function preloadFor(path: string, query: URLSearchParams): Promise<void> {
  const remotes: RemotesFile = await remotesFile().catch(() => ({}));
  for (const value of Object.values(remotes)) {
    // an address alone (no manifest) declares no page
    const manifest = typeof value === 'object' ? value.manifest : undefined;
    const page = manifest?.pages.find((candidate) => within(path, candidate.path));
    if (typeof value !== 'object' || !page) continue;
    const entry = new URL(value.entry, window.location.href);
    const entryLink = preload(entry.href);
    const asked = page.legacyTabParam ? query.get(page.legacyTabParam) : null;
    const tab =
      page.tabs?.find((candidate) => within(path, `${page.path}/${candidate.path}`)) ??
      (path === page.path ? (page.tabs?.find((candidate) => candidate.path === asked) ?? page.tabs?.find((candidate) => !candidate.permission)) : undefined);
    const files = new Set([page.module, tab?.module].flatMap((module) => (module ? (manifest?.scripts?.[module] ?? []) : [])));
    const pageLinks = [...files].map((file) => preload(new URL(file, entry).href));
    // the page's scripts of a remote that is down are never asked by a failed load, so their failed
    // preloads would wait for the retry: gone with the entry's
    entryLink.addEventListener('error', () => pageLinks.forEach((link) => link.remove()), { once: true });
    return;
  }
}
