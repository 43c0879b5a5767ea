/**
 * Records, per app, how to read the module objects it gets for each shared singleton. The e2e suite
 * reads them and compares them in the browser: one instance each means the federation sharing works.
 * Only a loader is kept: reading loads every shared library, which a screen must not do for a test.
 */
type ModuleMap = Record<string, unknown>;
type Probe = () => Promise<ModuleMap>;

declare global {
  interface Window {
    __CLINICA_APPS__?: Record<string, Probe>;
  }
}

export function registerFederatedApp(appName: string, probe: Probe): void {
  const holder = globalThis as unknown as Window;
  holder.__CLINICA_APPS__ ??= {};
  holder.__CLINICA_APPS__[appName] = probe;
}
