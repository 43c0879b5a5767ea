import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { PdfError, queueFull, renderAborted, renderFailed, renderTimeout } from './errors.js';

export interface PdfDocument {
  /** The page's HTML. Scripts do not run and nothing outside data: URLs is fetched. */
  content: string;
  /** Repeated at the top of every page (Chromium header template: inline styles, data: images). */
  htmlHeader?: string;
  /** Top margin in px that holds the header; 0 → no header. */
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
  signal?: AbortSignal;
  onProgress?: (progress: Progress) => void;
}

export interface RendererOptions {
  executablePath: string;
  concurrency: number;
  queueLimit: number;
  timeoutMs: number;
  /** How to start a browser (tests share one); defaults to chromium.launch with executablePath. */
  launch?: () => Promise<Browser>;
  /** Called when something fails inside (browser crash, relaunch failure); defaults to console.error. */
  log?: (message: string, error?: unknown) => void;
}

interface Job {
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

/** Chromium draws header templates at font-size 0 unless told otherwise: wrap the caller's HTML in a sized box. */
const headerTemplate = (html: string): string =>
  `<div style="width:100%;font-size:12px;margin:0;padding:0;-webkit-print-color-adjust:exact;print-color-adjust:exact;">${html}</div>`;

/** Pages of a Chromium (Skia) PDF: one `/Type /Page` dictionary per page, kept uncompressed. */
export function countPages(pdf: Buffer): number {
  const matches = pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g);
  return matches ? matches.length : 0;
}

/** Headless Chromium for printing; anything that slipped past the route block meets a dead proxy. */
export const launchChromium = (executablePath: string): Promise<Browser> =>
  chromium.launch({
    executablePath,
    args: ['--proxy-server=http://127.0.0.1:9', '--proxy-bypass-list=<-loopback>', '--disable-dev-shm-usage', '--no-first-run'],
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
  private readonly waiting: Job[] = [];
  private readonly warm: WarmPage[] = [];
  private readonly log: (message: string, error?: unknown) => void;

  constructor(private readonly options: RendererOptions) {
    this.log = options.log ?? ((message, error) => console.error(message, error));
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
    if (this.running >= this.options.concurrency && this.waiting.length >= this.options.queueLimit) throw queueFull();
    return new Promise<PdfResult>((resolve, reject) => {
      const job: Job = { doc, options, resolve, reject };
      if (this.running < this.options.concurrency) {
        this.startJob(job);
        return;
      }
      this.waiting.push(job);
      options.onProgress?.({ progresso: 0, etapa: 'na-fila', posicao: this.waiting.length });
      job.onAbort = () => {
        const index = this.waiting.indexOf(job);
        if (index < 0) return;
        this.waiting.splice(index, 1);
        this.announcePositions(index);
        reject(renderAborted());
      };
      options.signal?.addEventListener('abort', job.onAbort, { once: true });
    });
  }

  private announcePositions(from: number): void {
    for (let i = from; i < this.waiting.length; i++) this.waiting[i]!.options.onProgress?.({ progresso: 0, etapa: 'na-fila', posicao: i + 1 });
  }

  private startJob(job: Job): void {
    if (job.onAbort) job.options.signal?.removeEventListener('abort', job.onAbort);
    this.running++;
    this.renderNow(job.doc, job.options)
      .then(job.resolve, job.reject)
      .finally(() => {
        this.running--;
        const next = this.waiting.shift();
        if (next) {
          this.startJob(next);
          this.announcePositions(0);
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
      await step(page.setContent(doc.content, { waitUntil: 'load', timeout: this.options.timeoutMs }));
      onProgress?.({ progresso: 40, etapa: 'gerando' });
      const withHeader = doc.headerHeight > 0 && !!doc.htmlHeader;
      const pdf = await step(
        page.pdf({
          format: 'A4',
          printBackground: true,
          displayHeaderFooter: true,
          headerTemplate: withHeader ? headerTemplate(doc.htmlHeader!) : '<span></span>',
          footerTemplate: FOOTER,
          margin: { top: `${doc.headerHeight}px`, bottom: `${FOOTER_HEIGHT_PX}px`, left: '0', right: '0' },
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
