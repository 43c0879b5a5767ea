// Browser APIs jsdom lacks, needed before react-router and antd load.
const util = require('node:util');

Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });

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
  // antd 6's Select defers its open/close with a MessageChannel macrotask: a timer does the same here
  // (Node's own MessageChannel would keep the test process alive).
  globalThis.MessageChannel ??= class {
    constructor() {
      const port = (other) => ({
        onmessage: null,
        postMessage: (data) => setTimeout(() => other().onmessage?.({ data }), 0),
        close() {},
        start() {},
      });
      this.port1 = port(() => this.port2);
      this.port2 = port(() => this.port1);
    }
  };
}
