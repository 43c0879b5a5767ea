// jsdom plus the Fetch API of Node (jsdom has none): the HTTP client is tested with real
// Request/Response objects and a mocked fetch.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'ReadableStream',
  'TransformStream',
  'WritableStream',
  'AbortController',
  'AbortSignal',
  'structuredClone',
  'TextEncoder',
  'TextDecoder',
  'TextDecoderStream',
  'DOMException',
];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
