/**
 * Records, per app, the module objects it got for each shared singleton. The e2e suite compares them
 * in the browser: one instance each means the federation sharing works.
 */
type ModuleMap = Record<string, unknown>;

declare global {
  interface Window {
    __CLINICA_APPS__?: Record<string, ModuleMap>;
  }
}

export function registerFederatedApp(appName: string, modules: ModuleMap): void {
  const holder = globalThis as unknown as Window;
  holder.__CLINICA_APPS__ ??= {};
  holder.__CLINICA_APPS__[appName] = modules;
}
