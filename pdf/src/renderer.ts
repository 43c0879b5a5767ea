import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { PdfError, ownerQueueFull, queueFull, renderAborted, renderFailed, renderTimeout } from './errors.js';
import { prepareDocument, prepareFragment } from './html-prepare.js';

export interface PdfDocument {
  /** The page's HTML. Scripts do not run and nothing outside data: URLs is fetched. */
  content: string;
  /** Repeated at the top of every page (Chromium header template: inline styles, data: images). */
  htmlHeader?: string;
  /** Top margin in px that holds the header, at least (a taller header gets the room it takes); 0 → no header. */
  headerHeight: number;
}

export type Progress =
  | { progresso: number; etapa: 'na-fila'; posicao: number }
  | { progresso: number; etapa: 'gerando' }
  /** `tamanho`: characters of the line that follows, so the caller can show the download's percent */
  | { progresso: number; etapa: 'pronto'; tamanho?: number };

export interface PdfResult {
  pdf: Buffer;
  paginas: number;
}

export interface RenderOptions {
  /** Who asks (the user's id): the line is shared out fairly between owners. */
  owner?: string;
  signal?: AbortSignal;
  onProgress?: (progress: Progress) => void;
}

export interface RendererOptions {
  executablePath: string;
  concurrency: number;
  queueLimit: number;
  /** Documents one owner may have waiting (default ceil(queueLimit / 4), at least 1). */
  queuePerOwner?: number;
  timeoutMs: number;
  /** How to start a browser (tests share one); defaults to chromium.launch with executablePath. */
  launch?: () => Promise<Browser>;
  /** Called when something fails inside (browser crash, relaunch failure); defaults to console.error. */
  log?: (message: string, error?: unknown) => void;
}

interface Job {
  owner: string;
  /** The place in line last told to the caller. */
  posicao?: number;
  doc: PdfDocument;
  options: RenderOptions;
  resolve: (result: PdfResult) => void;
  reject: (error: unknown) => void;
  onAbort?: () => void;
}

const FOOTER =
  '<div style="width:100%;font-size:8px;font-family:Arial,Helvetica,sans-serif;color:#555;text-align:center;margin:0 8mm;">' +
  'Página <span class="pageNumber"></span> de <span class="totalPages"></span></div>';
const FOOTER_HEIGHT_PX = 32;

/** Space above the header and between the header and the page's body. */
const HEADER_TOP_PX = 20;
const HEADER_GAP_PX = 12;
/** The top margin never takes more than about half an A4 page (1123 px), whatever the header holds. */
export const MAX_TOP_MARGIN_PX = 560;

/**
 * Chromium draws header templates at font-size 0 unless told otherwise: wrap the caller's HTML in a
 * sized box. The box sits at the page's top edge (Chromium's template page flows its content some
 * pixels lower, by a rule of its own), so the page laid out to measure it (headerMeasurePage) draws
 * it at the very same place.
 */
const headerTemplate = (html: string): string =>
  `<div style="position:absolute;top:0;left:0;width:100%;box-sizing:border-box;font-size:12px;margin:0;padding:${HEADER_TOP_PX}px 0 0;-webkit-print-color-adjust:exact;print-color-adjust:exact;">${html}</div>`;

/** The header alone on an A4-wide page, to measure where it ends. */
const headerMeasurePage = (template: string): string =>
  `<!DOCTYPE html><html><head><title>cabeçalho</title></head><body style="margin:0"><div data-cabecalho style="position:relative;width:210mm">${template}</div></body></html>`;

/**
 * The page's top margin for a header: what the caller asked, or more when the header is taller
 * (a long address wraps, a tall logo): the header must end above the body, never over it.
 */
export const topMarginFor = (asked: number, headerBottom: number): number =>
  Math.min(MAX_TOP_MARGIN_PX, Math.max(asked, Math.ceil(headerBottom) + HEADER_GAP_PX));

/** A PDF's title (its Info /Title) when the document names none: Chromium would write its address, about:blank. */
export const DEFAULT_TITLE = 'Documento';

/** Pages of a Chromium (Skia) PDF: one `/Type /Page` dictionary per page, kept uncompressed. */
export function countPages(pdf: Buffer): number {
  const matches = pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g);
  return matches ? matches.length : 0;
}

/** Where Chromium sends what it still tries to fetch: a port nothing listens on (tests point it at a listener). */
export const DEAD_PROXY = 'http://127.0.0.1:9';

/**
 * Headless Chromium for printing, with no way out to the network. The context's route block does
 * not see everything: <link rel=prefetch>, the connection behind an https <iframe>/<object>, and
 * Chromium's own calls (an on-demand component update to update.googleapis.com, accounts.google.com)
 * go out beside it, and the background-service flags below (Playwright passes most of them already)
 * do not stop those on Chromium 156 (src/rede.test.ts). The host resolver rule does: every name and
 * address, IP literals and the proxy's included, resolves to nothing, so no connection opens
 * (Playwright talks over a pipe). The flags stay for what they do stop, and the dead proxy as a
 * further wall.
 */
export const launchChromium = (executablePath: string, { proxy = DEAD_PROXY }: { proxy?: string } = {}): Promise<Browser> =>
  chromium.launch({
    executablePath,
    args: [
      '--host-resolver-rules=MAP * ~NOTFOUND',
      `--proxy-server=${proxy}`,
      '--proxy-bypass-list=<-loopback>',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-default-apps',
      '--disable-domain-reliability',
      '--disable-client-side-phishing-detection',
      '--no-pings',
      '--disable-dev-shm-usage',
      '--no-first-run',
    ],
  });

/** A page kept warm between documents, in a context of its own. */
interface WarmPage {
  context: BrowserContext;
  page: Page;
}

/**
 * HTML → PDF on one warm Chromium (launched at start, relaunched when it goes away). At most
 * `concurrency` documents render at once, each on a warm page of its own context (JavaScript off,
 * every request but data: URLs aborted); up to `queueLimit` more wait in line, and beyond that
 * `render` refuses at once (503) so a burst cannot pile up memory. Each document has `timeoutMs`
 * from the moment it starts.
 *
 * The line is shared out between owners (users): one owner may have at most `queuePerOwner`
 * documents waiting, and a free slot goes to the owner with the fewest documents rendering (ties:
 * round-robin), so one user's burst cannot keep everybody else out.
 *
 * Opening a page costs Chromium a renderer process (about 300 ms here, more than printing a page),
 * so a page that printed is kept for the next document: with scripts off and no network, a document
 * can leave nothing behind for the next one (`setContent` replaces the whole page). A page whose
 * document failed, timed out or was abandoned is closed instead.
 */
export class PdfRenderer {
  private browser: Browser | undefined;
  private launching: Promise<Browser> | undefined;
  private closed = false;
  private running = 0;
  /** Every waiting job, in arrival order. */
  private readonly waiting: Job[] = [];
  /** Documents rendering now, per owner (owners with none are not kept). */
  private readonly runningBy = new Map<string, number>();
  /**
   * Each owner with documents running or waiting, and when it last got a slot (or came in): a
   * round-robin turn. A newcomer joins the end of the round; an owner with nothing left is forgotten.
   */
  private readonly turn = new Map<string, number>();
  private turns = 0;
  private readonly queuePerOwner: number;
  private readonly warm: WarmPage[] = [];
  private readonly log: (message: string, error?: unknown) => void;

  constructor(private readonly options: RendererOptions) {
    this.log = options.log ?? ((message, error) => console.error(message, error));
    this.queuePerOwner = options.queuePerOwner ?? Math.max(1, Math.ceil(options.queueLimit / 4));
  }

  /** Launches the browser and opens one warm page now, so the first document does not pay for them. */
  async start(): Promise<void> {
    this.warm.push(await this.openPage(await this.getBrowser()));
  }

  private async openPage(browser: Browser): Promise<WarmPage> {
    const context = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block', acceptDownloads: false });
    try {
      // a template must never make the server fetch an address (SSRF): only inline data: URLs load
      await context.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort('blockedbyclient')));
      const page = await context.newPage();
      await page.emulateMedia({ media: 'print' });
      return { context, page };
    } catch (error) {
      await context.close().catch(() => undefined);
      throw error;
    }
  }

  /** A warm page of the current browser (those of a browser that went away are dropped), or a new one. */
  private async takePage(browser: Browser): Promise<WarmPage> {
    for (let warm = this.warm.pop(); warm; warm = this.warm.pop()) {
      if (warm.context.browser() === browser && !warm.page.isClosed()) return warm;
      void warm.context.close().catch(() => undefined);
    }
    return this.openPage(browser);
  }

  /** Refuses what still waits and closes the browser (kept open with keepBrowser, when a test shares it). */
  async close({ keepBrowser = false } = {}): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.splice(0)) job.reject(new PdfError(503, 'Serviço de PDF encerrando.', 'Renderer fechado'));
    await Promise.all(this.warm.splice(0).map((warm) => warm.context.close().catch(() => undefined)));
    const browser = this.browser ?? (await this.launching?.catch(() => undefined));
    this.browser = undefined;
    if (!keepBrowser) await browser?.close().catch(() => undefined);
  }

  stats(): { running: number; queued: number; browserConnected: boolean } {
    return { running: this.running, queued: this.waiting.length, browserConnected: this.browser?.isConnected() ?? false };
  }

  /**
   * Renders one document. Refuses synchronously (throws a 503 PdfError) when the line is full, so
   * the caller can answer before it starts streaming; afterwards failures reject the promise.
   */
  render(doc: PdfDocument, options: RenderOptions = {}): Promise<PdfResult> {
    if (this.closed) throw new PdfError(503, 'Serviço de PDF encerrando.', 'Renderer fechado');
    if (options.signal?.aborted) throw renderAborted();
    const owner = options.owner ?? '';
    if (this.running >= this.options.concurrency) {
      if (this.waiting.length >= this.options.queueLimit) throw queueFull();
      if (this.waiting.filter((job) => job.owner === owner).length >= this.queuePerOwner) throw ownerQueueFull();
    }
    return new Promise<PdfResult>((resolve, reject) => {
      const job: Job = { owner, doc, options, resolve, reject };
      if (this.running < this.options.concurrency) {
        this.startJob(job);
        return;
      }
      this.waiting.push(job);
      if (!this.turn.has(owner)) this.turn.set(owner, ++this.turns);
      this.announcePositions();
      job.onAbort = () => {
        const index = this.waiting.indexOf(job);
        if (index < 0) return;
        this.waiting.splice(index, 1);
        this.forgetIfIdle(owner);
        this.announcePositions();
        reject(renderAborted());
      };
      options.signal?.addEventListener('abort', job.onAbort, { once: true });
    });
  }

  /**
   * The waiting jobs in the order they will get a slot: each next slot to the owner with the fewest
   * documents rendering (counting those started earlier in this order, as if none finished), ties
   * to the owner whose turn is oldest; each owner's own documents in arrival order.
   */
  private lineOrder(): Job[] {
    const byOwner = new Map<string, Job[]>();
    for (const job of this.waiting) {
      const jobs = byOwner.get(job.owner);
      if (jobs) jobs.push(job);
      else byOwner.set(job.owner, [job]);
    }
    const running = new Map(this.runningBy);
    const turn = new Map(this.turn);
    let turns = this.turns;
    const order: Job[] = [];
    while (byOwner.size > 0) {
      let best: string | undefined;
      for (const owner of byOwner.keys()) {
        const a = running.get(owner) ?? 0;
        const b = best === undefined ? Infinity : (running.get(best) ?? 0);
        if (a < b || (a === b && turn.get(owner)! < turn.get(best!)!)) best = owner;
      }
      const jobs = byOwner.get(best!)!;
      order.push(jobs.shift()!);
      if (jobs.length === 0) byOwner.delete(best!);
      running.set(best!, (running.get(best!) ?? 0) + 1);
      turn.set(best!, ++turns);
    }
    return order;
  }

  private forgetIfIdle(owner: string): void {
    if (!this.runningBy.has(owner) && !this.waiting.some((job) => job.owner === owner)) this.turn.delete(owner);
  }

  /** Tells each waiting caller its place in line, when it changed (a newcomer may pass a long line of one owner). */
  private announcePositions(): void {
    this.lineOrder().forEach((job, index) => {
      if (job.posicao === index + 1) return;
      job.posicao = index + 1;
      job.options.onProgress?.({ progresso: 0, etapa: 'na-fila', posicao: index + 1 });
    });
  }

  private startJob(job: Job): void {
    if (job.onAbort) job.options.signal?.removeEventListener('abort', job.onAbort);
    this.running++;
    this.runningBy.set(job.owner, (this.runningBy.get(job.owner) ?? 0) + 1);
    this.turn.set(job.owner, ++this.turns);
    this.renderNow(job.doc, job.options)
      .then(job.resolve, job.reject)
      .finally(() => {
        this.running--;
        const left = (this.runningBy.get(job.owner) ?? 1) - 1;
        if (left > 0) this.runningBy.set(job.owner, left);
        else this.runningBy.delete(job.owner);
        this.forgetIfIdle(job.owner);
        const next = this.lineOrder()[0];
        if (next) {
          this.waiting.splice(this.waiting.indexOf(next), 1);
          this.startJob(next);
          this.announcePositions();
        }
      });
  }

  private async renderNow(doc: PdfDocument, { signal, onProgress }: RenderOptions): Promise<PdfResult> {
    onProgress?.({ progresso: 10, etapa: 'gerando' });
    let pagePromise: Promise<WarmPage> | undefined;
    let reusable = false;
    let stopReason: PdfError | undefined;
    let stop: (error: PdfError) => void = () => undefined;
    const stopped = new Promise<never>((_resolve, reject) => {
      stop = reject;
    });
    stopped.catch(() => undefined);
    // timeout and abort win every race below at once; closing the context makes Chromium drop the work
    const halt = (error: PdfError) => {
      stopReason ??= error;
      stop(error);
      void pagePromise?.then((warm) => warm.context.close()).catch(() => undefined);
    };
    const step = <T>(work: Promise<T>): Promise<T> => Promise.race([work, stopped]);
    const timer = setTimeout(() => halt(renderTimeout(this.options.timeoutMs)), this.options.timeoutMs);
    const onAbort = () => halt(renderAborted());
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const browser = await step(this.getBrowser());
      pagePromise = this.takePage(browser);
      pagePromise.catch(() => undefined);
      const { page } = await step(pagePromise);
      const withHeader = doc.headerHeight > 0 && !!doc.htmlHeader;
      const header = withHeader ? headerTemplate(prepareFragment(doc.htmlHeader!)) : '<span></span>';
      let top = doc.headerHeight;
      if (withHeader) {
        // the header laid out alone first: the body starts below its end, whatever height was asked
        await step(page.setContent(headerMeasurePage(header), { waitUntil: 'load', timeout: this.options.timeoutMs }));
        const box = await step(page.locator('[data-cabecalho] > div').boundingBox());
        top = topMarginFor(doc.headerHeight, box ? box.y + box.height : 0);
      }
      await step(page.setContent(prepareDocument(doc.content), { waitUntil: 'load', timeout: this.options.timeoutMs }));
      // the PDF's title: the document's <title>, or a name rather than the page's address
      if (!(await step(page.title())).trim()) await step(page.evaluate(`document.title = ${JSON.stringify(DEFAULT_TITLE)}`));
      onProgress?.({ progresso: 40, etapa: 'gerando' });
      const pdf = await step(
        page.pdf({
          format: 'A4',
          printBackground: true,
          displayHeaderFooter: true,
          headerTemplate: header,
          footerTemplate: FOOTER,
          margin: { top: `${top}px`, bottom: `${FOOTER_HEIGHT_PX}px`, left: '0', right: '0' },
        }),
      );
      onProgress?.({ progresso: 90, etapa: 'gerando' });
      reusable = !stopReason;
      return { pdf, paginas: countPages(pdf) };
    } catch (error) {
      if (stopReason) throw stopReason;
      if (error instanceof PdfError) throw error;
      this.log('falha ao gerar o PDF', error);
      throw renderFailed();
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (pagePromise) {
        // the slot frees once the page is kept or its context gone, but a stuck open or close must not hold it forever
        const settled = <T>(work: Promise<T>) => Promise.race([work, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 5000).unref())]);
        const warm = await settled(pagePromise.catch(() => undefined));
        if (warm && reusable && !this.closed && !warm.page.isClosed()) this.warm.push(warm);
        else if (warm) await settled(warm.context.close().catch(() => undefined));
      }
    }
  }

  private getBrowser(): Promise<Browser> {
    if (this.browser?.isConnected()) return Promise.resolve(this.browser);
    if (this.closed) return Promise.reject(new PdfError(503, 'Serviço de PDF encerrando.', 'Renderer fechado'));
    this.launching ??= (this.options.launch ?? (() => launchChromium(this.options.executablePath)))()
      .then((browser) => {
        this.browser = browser;
        browser.on('disconnected', () => {
          if (this.browser === browser) this.browser = undefined;
          if (this.closed) return;
          this.log('Chromium desconectou: abrindo outro');
          this.getBrowser().catch((error: unknown) => this.log('falha ao reabrir o Chromium', error));
        });
        return browser;
      })
      .finally(() => {
        this.launching = undefined;
      });
    return this.launching;
  }
}
