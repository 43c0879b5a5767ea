import { expect, test } from '@playwright/test';
import { REMOTES } from '@clinica/tooling/apps';
import { SINGLETONS as SHARED_SINGLETONS } from '@clinica/tooling/singletons';
import { portalWithOwnRemote } from '../fixtures/own-remote.ts';
import { loginAs, routeOf } from '../fixtures/portal.ts';

// Every shared library, plus the session store held in @clinica/shared (as the index and as the
// core the login screen uses).
const SINGLETONS = [...SHARED_SINGLETONS, 'sessionStore', 'coreSessionStore'];

test.describe('module federation', () => {
  test('after visiting every area each shared library is one instance, and so is the session store', async ({ page }) => {
    const entryLoads = new Map<string, number>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('remoteEntry.js')) entryLoads.set(url.pathname, (entryLoads.get(url.pathname) ?? 0) + 1);
    });
    await loginAs(page, 'admin');
    for (const area of ['/agendamentos', '/pacientes', '/financeiro/campanha', '/estoque', '/usuarios', '/configuracoes', '/detalhe-medico']) {
      await page.goto(`/#${area}`);
      await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
    }
    const report = await page.evaluate(async (names) => {
      // each app registered how to read its singletons; reading loads them (screens never do)
      const probes = Object.entries(window.__CLINICA_APPS__ ?? {});
      const apps = Object.fromEntries(await Promise.all(probes.map(async ([app, probe]) => [app, await probe()] as const)));
      const appNames = Object.keys(apps).sort();
      const distinct = Object.fromEntries(names.map((name) => [name, new Set(appNames.map((app) => apps[app]?.[name])).size]));
      const missing = names.filter((name) => appNames.some((app) => apps[app]?.[name] === undefined));
      const stores = [...(window.__CLINICA_STORES__?.keys() ?? [])];
      const oneSessionStore = apps.host?.sessionStore === apps.host?.coreSessionStore;
      return { appNames, distinct, missing, stores, oneSessionStore };
    }, SINGLETONS);

    expect(report.appNames).toEqual(['agenda', 'config', 'estoque', 'financeiro', 'host', 'pacientes']);
    expect(report.missing).toEqual([]);
    for (const name of SINGLETONS) expect(report.distinct[name], name).toBe(1);
    expect(report.stores.filter((name) => name === 'session')).toHaveLength(1);
    expect(report.oneSessionStore).toBe(true);
    // Each remote's entry was fetched once, however often its area was opened.
    expect([...entryLoads.values()].every((count) => count === 1)).toBe(true);
    expect(entryLoads.size).toBe(REMOTES.length);
  });

  test('the host finds the remotes and their pages from remotes.json served beside it', async ({ request }) => {
    const manifest = (await (await request.get('/remotes.json')).json()) as Record<string, { entry: string; manifest?: { name: string } }>;
    expect(Object.keys(manifest).sort()).toEqual(REMOTES.map((remote) => remote.federationName).sort());
    for (const [name, { entry, manifest: declared }] of Object.entries(manifest)) {
      // each remote's own manifest (its pages), merged in by the host's server
      expect(declared?.name, name).toBe(name);
      const response = await request.get(entry);
      expect(response.status(), entry).toBe(200);
      expect(response.headers()['cache-control']).toBe('no-cache');
    }
  });

  test('a stopped remote shows a message with retry, and every other area keeps working', async ({ browser }) => {
    // A second portal address whose estoque remote runs on a server this test owns and stops.
    const portal = await portalWithOwnRemote(browser, 'remote-estoque', { remote: 4104, gateway: 8081 });
    const { page } = portal;
    try {
      await portal.stop();
      // through the login screen: opened by deep link while the remote is down, a retry once it is back
      // failed once in a clean-clone CI run even with f33acde (issue 40's note; cause not found yet)
      await loginAs(page, 'admin');
      await page.goto('/#/estoque/medicamentos');
      await expect(page.getByText('Não foi possível carregar esta área')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText('O módulo "Estoque" não respondeu. As outras áreas continuam funcionando.')).toBeVisible();
      await expect(page.getByTestId('top-nav')).toBeVisible();

      await page.getByTestId('main-menu').getByRole('menuitem', { name: 'Financeiro' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Financeiro' })).toBeVisible();
      await page.getByTestId('main-menu').getByRole('menuitem', { name: 'Agendamentos' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Agendamentos' })).toBeVisible();

      // Back on the failed area, the remote comes back: 'Tentar novamente' loads it without a reload.
      await page.getByTestId('main-menu').getByRole('menuitem', { name: 'Estoque' }).click();
      await expect(page.getByText('Não foi possível carregar esta área')).toBeVisible({ timeout: 20_000 });
      await portal.start();
      await page.getByRole('button', { name: 'Tentar novamente' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Estoque' })).toBeVisible();
      expect(routeOf(page)).toBe('/estoque/medicamentos');
    } finally {
      await portal.close();
    }
  });
});
