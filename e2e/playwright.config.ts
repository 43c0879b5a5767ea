import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { API_PORT, APPS, GATEWAY_PORT } from '@clinica/tooling/apps';

/**
 * End-to-end suite: production builds of every app, served on their own ports behind the gateway,
 * against the real api on a fresh embedded database. Chromium is Debian's (never downloaded).
 */
const root = path.resolve(import.meta.dirname, '..');
export const SMTP_PORT = 2526;
/** The postal-code service's stand-in (fixtures/global-setup.ts). */
export const CEP_PORT = 2527;
/** Restarts the api on request (fixtures/api-supervisor.mjs): the reconnection test. */
export const SUPERVISOR_PORT = 2528;
/** The PDF service, where the gateway's /node goes by default. */
export const PDF_PORT = 3100;
/** Shared by the api and the PDF service: the register of issued PDFs. */
const PDF_SERVICE_KEY = 'chave-do-servico-de-pdf-nos-testes-e2e-0123456789';
/** Shared by the api and the gateway: only the gateway's X-Forwarded-For is believed. */
const GATEWAY_KEY = 'chave-do-gateway-nos-testes-e2e-0123456789abcdef';
process.env.E2E_RUN_DIR ??= path.join(os.tmpdir(), `clinica-e2e-${process.pid}`);
const runDir = process.env.E2E_RUN_DIR;

/**
 * Specs that change what every other test relies on: the api restarted under everyone and a demo
 * doctor's exact notification count (notificacoes). They run alone, one at a time, after the rest.
 * The clinic's colour, title and logo (preferences, acessibilidade) matter to those two specs alone:
 * they run one at a time beside the rest (project `theme`), which no test reads them in. Every other
 * spec owns its data (a user whose password or failed logins it changes is its own:
 * fixtures/own-user.ts) and runs two at a time (E2E_WORKERS to change).
 */
const ALONE = ['notificacoes'].map((spec) => `**/${spec}.spec.ts`);
const THEME = ['preferences', 'acessibilidade'].map((spec) => `**/${spec}.spec.ts`);
const chromium = { browserName: 'chromium' } as const;

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  fullyParallel: false,
  // Two at a time measured faster than one on the 2-core CI machine (the closing note of issue 40)
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // CI retries a failed test once so one slow moment does not sink the stage; reporters/retried.ts
  // names every test that needed it (each is a defect to fix). Locally: no retry, failures show at once.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['./reporters/retried.ts'], ['html', { open: 'never', outputFolder: 'playwright-report' }]]
    : [['list'], ['./reporters/retried.ts']],
  globalSetup: './fixtures/global-setup.ts',
  use: {
    baseURL: `http://localhost:${GATEWAY_PORT}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // as a user who asked for less motion: nothing is clicked mid-animation (a dialog zooming in
    // from the pointer drew its 'Salvar' at a fifth of its size where the click landed)
    reducedMotion: 'reduce',
    // a failed test's trace keeps each action's DOM snapshot, network and console, not the screencast:
    // recording the screen cost a third of the suite's CPU on the 2-core CI machine (issue 40)
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // first, so its serial specs start at once and run beside the others rather than after them
    { name: 'theme', testMatch: THEME, workers: 1, use: chromium },
    { name: 'chromium', testIgnore: [...ALONE, ...THEME], use: chromium },
    { name: 'alone', testMatch: ALONE, dependencies: ['chromium', 'theme'], workers: 1, use: chromium },
  ],
  webServer: [
    {
      name: 'api',
      command: 'node ../e2e/fixtures/api-supervisor.mjs',
      cwd: path.join(root, 'api'),
      url: `http://localhost:${API_PORT}/api/ping/versao`,
      env: {
        PORT: String(API_PORT),
        DATA_DIR: path.join(runDir, 'data'),
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        PORTAL_URL: `http://localhost:${GATEWAY_PORT}`,
        LOG_LEVEL: 'warn',
        // Every e2e login comes from one address; the limit itself is covered by the api tests.
        LOGIN_RATE_LIMIT: '1000',
        // reminders checked every second, so the reminder test waits seconds, not the default 10 s
        LEMBRETE_INTERVALO_MS: '1000',
        SUPERVISOR_PORT: String(SUPERVISOR_PORT),
        PDF_SERVICE_KEY,
        GATEWAY_KEY,
        // 1 MB: an upload over it fits in a quick test (specs/uploads-limite.spec.ts); the screens' own checks allow more
        UPLOAD_MAX_BYTES: String(1024 * 1024),
      },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    ...APPS.map((app) => ({
      name: app.dir,
      command: 'node ../tooling/bin/clinica-app.mjs serve',
      cwd: path.join(root, app.dir),
      url: `http://localhost:${app.port}/index.html`,
      timeout: 60_000,
      reuseExistingServer: false,
    })),
    {
      // the PDF service ({node}): Debian's Chromium, the caller's session checked with the api
      name: 'pdf',
      command: 'node dist/main.js',
      cwd: path.join(root, 'pdf'),
      url: `http://localhost:${PDF_PORT}/node/ping`,
      env: {
        PORT: String(PDF_PORT),
        API_URL: `http://localhost:${API_PORT}/api`,
        CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        PDF_SERVICE_KEY,
      },
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      name: 'gateway',
      command: 'node --conditions=source --import tsx src/main.ts',
      cwd: path.join(root, 'gateway'),
      url: `http://localhost:${GATEWAY_PORT}/remotes.json`,
      env: { CEP_URL: `http://127.0.0.1:${CEP_PORT}`, GATEWAY_KEY },
      timeout: 60_000,
      reuseExistingServer: false,
    },
  ],
});
