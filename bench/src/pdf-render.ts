/**
 * PDF rendering time of the PDF service (pdf/, POST /node/gerar-pdf): the service runs in-process on
 * a real Chromium with a session check that lets everyone in, and each request reads the whole NDJSON
 * answer (progress lines, then the base64 PDF). Measures one 1-page document cold (the first request
 * after start: browser launched, nothing rendered yet), then warm p50/p95, a 10-page document p50/p95,
 * and a burst of C concurrent 1-page requests (throughput, p95, failures = anything but a final base line).
 *
 * Usage: pnpm --filter @clinica/bench pdf-render [--runs N] [--concurrent C] [--concurrency K] [--queue Q] [--json]
 */
import { parseArgs } from 'node:util';
import { PdfRenderer, allowAll, buildApp } from '../../pdf/src/index.ts';
import { benchArgv, exitOnHelp, integerFlag } from './support/flags.ts';
import { machine, machineLine, percentile, round } from './support/machine.ts';

const USAGE = 'Uso: pnpm --filter @clinica/bench pdf-render [--runs N] [--concurrent C] [--concurrency K] [--queue Q] [--json]';
const { values: flags } = parseArgs({
  args: benchArgv(),
  options: {
    runs: { type: 'string', default: '15' },
    concurrent: { type: 'string', default: '20' },
    concurrency: { type: 'string', default: '2' },
    queue: { type: 'string', default: '32' },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
exitOnHelp(flags.help, USAGE);
const integer = integerFlag(USAGE);
const RUNS = integer('runs', flags.runs, 1, 1000);
const CONCURRENT = integer('concurrent', flags.concurrent, 1, 200);
const CONCURRENCY = integer('concurrency', flags.concurrency, 1, 32);
const QUEUE = integer('queue', flags.queue, 0, 1000);
const say = (text = '') => (flags.json ? process.stderr : process.stdout).write(`${text}\n`);

const paragraph = (i: number) =>
  `<p style="font-size:13px;margin:4px 24px">Atendimento ${i}: consulta de rotina, paciente orientado, retorno em 30 dias. Valor R$ 250,00.</p>`;
/** Exactly `pages` A4 pages (a page break after each block of 30 paragraphs), with a header. */
const document = (pages: number) => ({
  content: `<html><body><h1 style="margin:0 24px">Relatório</h1>${Array.from(
    { length: pages },
    (_, p) => `<div style="${p < pages - 1 ? 'break-after:page' : ''}">${Array.from({ length: 30 }, (_unused, i) => paragraph(p * 30 + i)).join('')}</div>`,
  ).join('')}</body></html>`,
  htmlHeader: '<div style="font-size:12px;padding:0 24px">Clínica: relatório de atendimentos</div>',
  headerHeigth: 60,
});

say(machineLine());
const renderer = new PdfRenderer({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  concurrency: CONCURRENCY,
  queueLimit: QUEUE,
  timeoutMs: 60_000,
});
await renderer.start();
const app = await buildApp({ renderer, verifySession: allowAll, maxHtmlBytes: 10 * 1024 * 1024 });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

/** One request, read to the end: its time in ms, and the page count when a PDF came back. */
async function once(body: unknown): Promise<{ ms: number; paginas?: number }> {
  const start = performance.now();
  const response = await fetch(`${base}/node/gerar-pdf`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await response.text();
  const ms = performance.now() - start;
  if (response.status !== 200) return { ms };
  const last = JSON.parse(text.trimEnd().split('\n').at(-1)!) as { base?: string; paginas?: number };
  return { ms, ...(typeof last.base === 'string' && { paginas: last.paginas }) };
}

interface Row {
  caso: string;
  n: number;
  p50ms: number;
  p95ms: number;
  paginas: number | null;
  falhas: number;
  docsPorSegundo?: number;
}
async function series(caso: string, body: unknown, n: number): Promise<Row> {
  const results = [];
  for (let i = 0; i < n; i++) results.push(await once(body));
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  return {
    caso,
    n,
    p50ms: round(percentile(ms, 50)),
    p95ms: round(percentile(ms, 95)),
    paginas: results.find((r) => r.paginas !== undefined)?.paginas ?? null,
    falhas: results.filter((r) => r.paginas === undefined).length,
  };
}

const onePage = document(1);
const rows: Row[] = [];
rows.push(await series('1 página, frio (1º pedido)', onePage, 1));
rows.push(await series('1 página, quente', onePage, RUNS));
rows.push(await series('10 páginas', document(10), RUNS));
const burstStart = performance.now();
const burst = await Promise.all(Array.from({ length: CONCURRENT }, () => once(onePage)));
const burstSeconds = (performance.now() - burstStart) / 1000;
const burstMs = burst.map((r) => r.ms).sort((a, b) => a - b);
const ok = burst.filter((r) => r.paginas !== undefined).length;
rows.push({
  caso: `${CONCURRENT} simultâneos, 1 página`,
  n: CONCURRENT,
  p50ms: round(percentile(burstMs, 50)),
  p95ms: round(percentile(burstMs, 95)),
  paginas: burst.find((r) => r.paginas !== undefined)?.paginas ?? null,
  falhas: CONCURRENT - ok,
  docsPorSegundo: round(ok / burstSeconds),
});

say(
  `\nChromium ${renderer.stats().browserConnected ? 'aberto' : '?'}, PDF_CONCURRENCY=${CONCURRENCY}, PDF_QUEUE=${QUEUE}; tempo = pedido HTTP até a última linha NDJSON`,
);
say('caso                             n   p50 ms   p95 ms  páginas  falhas  docs/s');
for (const r of rows)
  say(
    `${r.caso.padEnd(30)} ${String(r.n).padStart(3)} ${String(r.p50ms).padStart(8)} ${String(r.p95ms).padStart(8)} ${String(r.paginas ?? '-').padStart(8)} ${String(r.falhas).padStart(7)} ${String(r.docsPorSegundo ?? '').padStart(7)}`,
  );
say(`carga da máquina ${machine.loadavgAtStart.join(' ')} no início`);
if (flags.json) process.stdout.write(`${JSON.stringify({ machine, concurrency: CONCURRENCY, queue: QUEUE, rows }, null, 2)}\n`);

await app.close();
await renderer.close();
process.exit(rows.some((r) => r.falhas > 0) ? 1 : 0);
