/**
 * First-screen weight and round trips in Chromium against a running portal (`pnpm start`), cold
 * HTTP cache, every request delayed by a fixed round trip (CDP network emulation) so that waiting
 * shows as depth:
 * - /login until the form is drawn;
 * - from 'Entrar' on the login screen until the agenda's calendar is drawn (as reception);
 * - a deep link to /agendamentos with the session already stored, until the calendar is drawn;
 * - a deep link to each other area's first screen (Início, Pacientes, Financeiro, Estoque,
 *   Configurações) as the admin, session stored, until it has settled (nothing loading for 1.5 s:
 *   its tab's data and lazily loaded parts in), and to a demo patient's record (its first tab) the same way.
 * For each: the scripts loaded (files, bytes as served, i.e. compressed on the wire) and the serial
 * round trips: the longest chain of requests where each starts only after the previous answered.
 * Also counts the copies of each library in the page after login: the builds whose loaded scripts
 * hold it (from the scripts' source maps).
 *
 * Usage: pnpm --filter @clinica/bench page-weight [portal address, default http://localhost:8080] [--rtt 150] [--json] [--chain] [--scripts] [--libraries [--area /configuracoes,record,…] [--detail]]
 * (--chain prints each measure's longest chain of requests; --timeline every request's start and end;
 * --scripts each measure's scripts, largest first;
 * --libraries the deep link's JS by package, from the scripts' source maps: what a lighter first
 * screen would have to cut)
 */
import { parseArgs } from 'node:util';
import { chromium, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { bytesByLibrary, moduleOf } from './support/bytes-by-library.ts';

const { values: flags, positionals } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  allowPositionals: true,
  options: {
    rtt: { type: 'string', default: '150' },
    json: { type: 'boolean', default: false },
    chain: { type: 'boolean', default: false },
    timeline: { type: 'boolean', default: false },
    libraries: { type: 'boolean', default: false },
    scripts: { type: 'boolean', default: false },
    /** with --libraries: the screens to break down (areas such as /configuracoes, or 'record', comma-separated), instead of /agendamentos */
    area: { type: 'string' },
    /** with --libraries: antd by component and the portal's code by folder, not whole packages */
    detail: { type: 'boolean', default: false },
  },
});
const portal = positionals[0] ?? 'http://localhost:8080';
const RTT_MS = Number(flags.rtt);
const USER = { login: 'recepcao@clinica.dev', senha: 'Demo@1234' };
/** Each area's first screen, opened by the admin (who sees every tile and tab): the 530 KB budget. */
export const AREAS = ['/dashboard', '/pacientes', '/financeiro', '/estoque', '/configuracoes'] as const;
const ADMIN = { login: 'admin@clinica.dev', senha: 'Demo@1234' };

interface Request {
  url: string;
  type: string;
  start: number;
  end?: number;
  /** bytes received for it, headers and compressed body */
  wire: number;
}

/** Records every request of a page through CDP, from the moment it is attached. */
class Timeline {
  readonly requests = new Map<string, Request>();
  private constructor(private readonly cdp: CDPSession) {}

  static async attach(page: Page): Promise<Timeline> {
    const cdp = await page.context().newCDPSession(page);
    const timeline = new Timeline(cdp);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    // a fixed delay on every request: without it, a loopback server answers before the next request starts
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: RTT_MS, downloadThroughput: -1, uploadThroughput: -1 });
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.request.url.startsWith('data:')) return;
      timeline.requests.set(event.requestId, { url: event.request.url, type: event.type ?? 'Other', start: event.timestamp, wire: 0 });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = timeline.requests.get(event.requestId);
      if (request) Object.assign(request, { end: event.timestamp, wire: event.encodedDataLength });
    });
    cdp.on('Network.loadingFailed', (event) => {
      const request = timeline.requests.get(event.requestId);
      if (request) request.end = event.timestamp;
    });
    return timeline;
  }

  /** Forgets what came before (a measure starts from here). */
  reset(): void {
    this.requests.clear();
  }

  /**
   * The longest chain of requests, each started after the one before it answered (with the emulated
   * round trip, a request only starts after another answered because it waited for it).
   */
  serialRoundTrips(): number {
    return this.longestChain().length;
  }

  /** The requests of the longest chain, first to last (what a faster start must cut). */
  longestChain(): string[] {
    const done = [...this.requests.values()].filter((r) => r.end !== undefined && !r.url.includes('/notification/')).sort((a, b) => a.start - b.start);
    const chain = new Map<Request, Request[]>();
    for (const request of done) {
      let longest: Request[] = [];
      for (const before of done) {
        const prefix = chain.get(before);
        if (before.end! <= request.start && prefix && prefix.length > longest.length) longest = prefix;
      }
      chain.set(request, [...longest, request]);
    }
    const all = [...chain.values()];
    const result = all.reduce<Request[]>((a, b) => (b.length > a.length ? b : a), []);
    return result.map((r) => new URL(r.url).pathname);
  }

  /** Every request, by start: milliseconds from the first one's start to its own start and end. */
  lines(): string[] {
    const all = [...this.requests.values()].sort((a, b) => a.start - b.start);
    const zero = all[0]?.start ?? 0;
    const ms = (t: number | undefined) => (t === undefined ? '…' : String(Math.round((t - zero) * 1000)));
    return all.map((r) => `${ms(r.start).padStart(6)} ${ms(r.end).padStart(6)}  ${new URL(r.url).pathname}`);
  }

  /** The scripts loaded, with the bytes each took as served. */
  scriptsServed(): { url: string; wire: number }[] {
    return [...this.requests.values()].filter((r) => r.type === 'Script').map(({ url, wire }) => ({ url, wire }));
  }

  /** Requests sent and not yet answered (the notification channel's long-lived ones aside). */
  inFlight(): number {
    return [...this.requests.values()].filter((r) => r.end === undefined && !r.url.includes('/notification/')).length;
  }

  scriptUrls(): string[] {
    return this.scriptsServed().map((r) => r.url);
  }

  scripts(): { files: number; wire: number } {
    const scripts = this.scriptsServed();
    return { files: scripts.length, wire: scripts.reduce((sum, r) => sum + r.wire, 0) };
  }

  async close(): Promise<void> {
    await this.cdp.detach();
  }
}

interface Measure {
  screen: string;
  files: number;
  kib: number;
  /** bytes as served (kib rounded from them) */
  bytes: number;
  roundTrips: number;
}

const measure = (screen: string, timeline: Timeline): Measure => {
  const { files, wire } = timeline.scripts();
  if (flags.chain) console.log(`${screen}: ${timeline.longestChain().join(' → ')}`);
  if (flags.timeline) console.log(`${screen}:\n${timeline.lines().join('\n')}\n`);
  if (flags.scripts)
    console.log(
      `${screen}:\n${timeline
        .scriptsServed()
        .sort((a, b) => b.wire - a.wire)
        .map((r) => `${(r.wire / 1024).toFixed(1).padStart(7)} KiB  ${new URL(r.url).pathname}`)
        .join('\n')}\n`,
    );
  return { screen, files, kib: Math.round(wire / 1024), bytes: wire, roundTrips: timeline.serialRoundTrips() };
};

/** The calendar is drawn with the week's appointments read (the measure ends when both are done). */
async function calendarDrawn(page: Page, action: () => Promise<unknown>): Promise<void> {
  const read = page.waitForResponse((response) => response.url().includes('/popularCalendario') && response.ok(), { timeout: 60_000 });
  await action();
  // the title is written once the calendar has laid out its period
  await page.getByTestId('agenda-titulo').filter({ hasText: /\S/ }).waitFor({ timeout: 60_000 });
  await (await read).finished();
}

/**
 * Libraries in more than one copy among the scripts the page loaded: a library counts the builds (one
 * per app: the gateway serves a remote under /remotes/<name>/, the host at the root) that bundled
 * the same module of it, read from the scripts' source maps. Different modules of one package in
 * two builds (an app's own small helper of a shared library) are no copy.
 */
async function libraryCopies(scriptUrls: Iterable<string>): Promise<Record<string, number>> {
  const buildsOfModule = new Map<string, Set<string>>();
  for (const url of new Set(scriptUrls)) {
    const response = await fetch(`${url.split('?')[0]}.map`);
    if (!response.ok) continue;
    const map = (await response.json()) as { sources?: string[] };
    const build = /\/remotes\/([^/]+)\//.exec(new URL(url).pathname)?.[1] ?? 'host';
    for (const source of map.sources ?? []) {
      const module = moduleOf(source);
      if (!module) continue;
      const key = `${module.name}\0${module.file}`;
      buildsOfModule.set(key, (buildsOfModule.get(key) ?? new Set<string>()).add(build));
    }
  }
  const copies: Record<string, number> = {};
  for (const [key, builds] of buildsOfModule) {
    const name = key.split('\0')[0]!;
    copies[name] = Math.max(copies[name] ?? 0, builds.size);
  }
  return copies;
}

/**
 * The screen is drawn and done loading: no request in flight and no spinner or skeleton on the page
 * for 1.5 s on end (10 emulated round trips). The network going quiet for half a second (Playwright's
 * 'networkidle') came too early on some runs: between the data's answer and the tab's code it asks
 * for, so the same screen measured 433 kB on one run and 686 kB on the next.
 */
async function settled(page: Page, timeline: Timeline): Promise<void> {
  const deadline = Date.now() + 60_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    const busy = timeline.inFlight() > 0 || (await page.locator('.ant-spin-spinning, .ant-skeleton').count()) > 0;
    if (busy) quietSince = Date.now();
    else if (Date.now() - quietSince >= 1500) return;
    await page.waitForTimeout(100);
  }
  throw new Error('page-weight: a tela não terminou de carregar em 60 s');
}

/** The record's address for the first demo patient with a procedure (its first tab opens). */
async function recordOfADemoPatient(): Promise<string> {
  const api = async <T>(path: string, init: RequestInit = {}, token?: string): Promise<T> => {
    const headers = { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) };
    const response = await fetch(`${portal}/api/${path}`, { ...init, headers });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return (await response.json()) as T;
  };
  const { token } = await api<{ token: string }>('auth/login', { method: 'POST', body: JSON.stringify({ email: ADMIN.login, senha: ADMIN.senha }) });
  const page = await api<{ content: { id: number }[] }>('gerenciar/paciente/pesquisar?page=0&size=50', { method: 'POST', body: '{}' }, token);
  for (const { id } of page.content) {
    const [procedimento] = await api<{ id: number }[]>(`gerenciar/procedimento/pesquisarProcedimentosDoPaciente/${id}`, {}, token);
    if (procedimento) {
      const quoted = (n: number) => encodeURIComponent(JSON.stringify(String(n)));
      return `/detalhes-paciente?paciente=${quoted(id)}&procedimento=${quoted(procedimento.id)}`;
    }
  }
  throw new Error('page-weight: nenhum paciente de demonstração com procedimento');
}

async function run(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const results: Measure[] = [];
  let stored: Awaited<ReturnType<BrowserContext['storageState']>>;
  let copies: Record<string, number>;
  const byLibrary = new Map<string, Map<string, number>>();
  {
    const context = await browser.newContext();
    const page = await context.newPage();
    const timeline = await Timeline.attach(page);
    await page.goto(`${portal}/#/login`);
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    results.push(measure('/login (to the form)', timeline));
    const loginScripts = timeline.scripts();
    const scriptUrls = timeline.scriptUrls();
    timeline.reset();
    await page.getByLabel('E-mail ou CPF').fill(USER.login);
    await page.getByLabel('Senha').fill(USER.senha);
    await calendarDrawn(page, () => page.getByRole('button', { name: 'Entrar' }).click());
    const after = measure('Entrar → calendar drawn', timeline);
    // the page's JS is what the login loaded plus what the agenda added
    const bytes = after.bytes + loginScripts.wire;
    results.push({ ...after, files: after.files + loginScripts.files, kib: Math.round(bytes / 1024), bytes });
    copies = await libraryCopies([...scriptUrls, ...timeline.scriptUrls()]);
    stored = await context.storageState();
    await timeline.close();
    await context.close();
  }
  {
    const context = await browser.newContext({ storageState: stored });
    const page = await context.newPage();
    const timeline = await Timeline.attach(page);
    await calendarDrawn(page, () => page.goto(`${portal}/#/agendamentos`));
    results.push(measure('deep link /agendamentos, session stored → calendar drawn', timeline));
    if (flags.libraries && !flags.area) byLibrary.set('/agendamentos', await bytesByLibrary(timeline.scriptsServed(), flags.detail));
    await timeline.close();
    await context.close();
  }
  {
    // the admin's session, stored once: each area is then a cold deep link
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${portal}/#/login`);
    await page.getByLabel('E-mail ou CPF').fill(ADMIN.login);
    await page.getByLabel('Senha').fill(ADMIN.senha);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => !url.hash.startsWith('#/login'), { timeout: 60_000 });
    const admin = await context.storageState();
    await context.close();
    const record = await recordOfADemoPatient();
    for (const area of [...AREAS, record]) {
      const areaContext = await browser.newContext({ storageState: admin });
      const areaPage = await areaContext.newPage();
      const timeline = await Timeline.attach(areaPage);
      await areaPage.goto(`${portal}/#${area}`, { timeout: 60_000 });
      await areaPage.getByRole('main').first().waitFor({ timeout: 60_000 });
      await settled(areaPage, timeline);
      results.push(measure(`deep link ${area === record ? '/detalhes-paciente' : area} as admin, settled`, timeline));
      const name = area === record ? 'record' : area;
      if (flags.libraries && flags.area?.split(',').includes(name)) byLibrary.set(name, await bytesByLibrary(timeline.scriptsServed(), flags.detail));
      await timeline.close();
      await areaContext.close();
    }
  }
  await browser.close();

  if (flags.json) {
    console.log(JSON.stringify({ rttMs: RTT_MS, results, copies }));
    return;
  }
  console.log(`\nround trip emulated: ${RTT_MS} ms; JS as served (compressed on the wire)\n`);
  console.log(`${'screen'.padEnd(58)} ${'JS files'.padStart(8)} ${'JS KiB'.padStart(8)} ${'JS kB'.padStart(8)} ${'serial trips'.padStart(12)}`);
  for (const r of results)
    console.log(
      `${r.screen.padEnd(58)} ${String(r.files).padStart(8)} ${String(r.kib).padStart(8)} ${String(Math.round(r.bytes / 1000)).padStart(8)} ${String(r.roundTrips).padStart(12)}`,
    );
  // each container carries its own federation runtime and loader helpers: by design, not a library copy
  const many = Object.entries(copies).filter(([name, n]) => n > 1 && !/^(@module-federation\/|\.federation$|css-loader$|style-loader$|webpack$)/.test(name));
  console.log(`\nlibraries in more than one copy after login: ${many.length === 0 ? 'none' : many.map(([name, n]) => `${name} ×${n}`).join(', ')}`);
  for (const [screen, bytes] of byLibrary) printByLibrary(screen, bytes);
}

/** The deep link's JS by package, largest first, and how much of it is the portal's own code. */
function printByLibrary(screen: string, bytes: Map<string, number>): void {
  const kib = (n: number) => (n / 1024).toFixed(1).padStart(7);
  const sorted = [...bytes].sort((a, b) => b[1] - a[1]);
  const ours = ['portal code', 'webpack runtime', '(unmapped)', '(no source map)'];
  const sum = (rows: [string, number][]) => rows.reduce((a, [, n]) => a + n, 0);
  console.log(`\ndeep link ${screen}, JS as served by package (KiB; shared out by each script's source map)`);
  for (const [name, n] of sorted.filter(([, n]) => n >= 512)) console.log(`${kib(n)}  ${name}`);
  console.log(`${kib(sum(sorted.filter(([, n]) => n < 512)))}  (${sorted.filter(([, n]) => n < 512).length} packages under 0.5 KiB each)`);
  const libraries = sum(sorted.filter(([name]) => !ours.includes(name) && !name.startsWith('portal code')));
  console.log(`packages ${kib(libraries).trim()} KiB; the portal's own code and webpack's runtime ${kib(sum(sorted) - libraries).trim()} KiB`);
}

await run();
