/**
 * JS weight of the login screen: opens /#/login of a running portal in Chromium and prints each
 * script it loads: raw size, gzip -9 size of the body, and the bytes that actually crossed the wire.
 * Usage: pnpm --filter @clinica/bench login-weight [portal address, default http://localhost:8080]
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const portal = process.argv[2] ?? 'http://localhost:8080';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const page = await browser.newPage();
const scripts: { url: string; raw: number; gzip: number; wire: number }[] = [];
const pending: Promise<void>[] = [];
page.on('response', (response) => {
  if (response.request().resourceType() !== 'script') return;
  pending.push(
    Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => {
      scripts.push({
        url: new URL(response.url()).pathname,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        wire: sizes.responseBodySize,
      });
    }),
  );
});
await page.goto(`${portal}/#/login`, { waitUntil: 'networkidle' });
await page.getByRole('button', { name: 'Entrar' }).waitFor();
await Promise.all(pending);
await browser.close();

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
scripts.sort((a, b) => b.gzip - a.gzip);
for (const script of scripts) {
  console.log(`${kib(script.gzip).padStart(11)} gzip ${kib(script.wire).padStart(11)} wire ${kib(script.raw).padStart(11)} raw  ${script.url}`);
}
const total = scripts.reduce((sum, script) => ({ raw: sum.raw + script.raw, gzip: sum.gzip + script.gzip, wire: sum.wire + script.wire }), {
  raw: 0,
  gzip: 0,
  wire: 0,
});
console.log(`\n/login loads ${scripts.length} scripts: ${kib(total.gzip)} gzip, ${kib(total.wire)} on the wire, ${kib(total.raw)} raw`);
