// Browser APIs jsdom lacks, needed before react-router and antd load.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });

if (typeof window !== 'undefined') {
  window.matchMedia ??= (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
