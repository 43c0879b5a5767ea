import { create, type StateCreator, type StoreApi, type UseBoundStore } from 'zustand';

type Registry = Map<string, UseBoundStore<StoreApi<unknown>>>;

declare global {
  interface Window {
    __CLINICA_STORES__?: Registry;
  }
}

function registry(): Registry {
  const holder = globalThis as unknown as Window;
  holder.__CLINICA_STORES__ ??= new Map();
  return holder.__CLINICA_STORES__;
}

/**
 * Creates a store that the whole page shares. A second store of the same name means this package
 * was loaded twice (a broken federation singleton): fail loudly instead of splitting the state.
 */
export function createGlobalStore<T>(name: string, initializer: StateCreator<T>): UseBoundStore<StoreApi<T>> {
  const stores = registry();
  if (stores.has(name)) {
    throw new Error(`Store "${name}" already exists: @clinica/shared was loaded more than once.`);
  }
  const store = create<T>()(initializer);
  stores.set(name, store);
  return store;
}

/** For tests: forget registered stores so a module can be re-imported. */
export function resetGlobalStores(): void {
  registry().clear();
}
