/**
 * Jest runs the TypeScript sources as native ES modules (node --experimental-vm-modules, see the
 * "test" script): @swc/jest only strips types and keeps `import`/`export`, and the mapper turns
 * the `.js` suffix of relative imports (NodeNext style) back into the `.ts` file.
 * With DATABASE_URL set, each test file works in its own PostgreSQL schema (src/test-support).
 * API_TEST_DATABASE_URL does the same for this suite alone: CI runs the whole test command with it, so
 * the api's tests run on PostgreSQL while the e2e stage's api keeps the embedded PGlite (.ci/run).
 */
if (process.env.API_TEST_DATABASE_URL) process.env.DATABASE_URL = process.env.API_TEST_DATABASE_URL;
/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  // *.postgres.test.ts need a real server (several processes on one database): scripts/test-postgres.sh runs them
  testPathIgnorePatterns: process.env.DATABASE_URL ? ['/node_modules/'] : ['/node_modules/', '\\.postgres\\.test\\.ts$'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // the server kit's sources, not its build (tests need no build step)
    '^@clinica/server-kit$': '<rootDir>/../server-kit/src/index.ts',
    // light-my-request (CommonJS, behind app.inject) requires `cookie`, whose 2.x is ESM-only: Node 20
    // loads that through require(esm), jest's CommonJS loader cannot (before Node 24.9). Same API in 1.x.
    '^cookie$': '<rootDir>/node_modules/cookie-cjs/dist/index.js',
    // the same for sanitize-html's parser: htmlparser2 12 is ESM-only; 10 (same API) ships CommonJS
    '^htmlparser2$': '<rootDir>/node_modules/htmlparser2-cjs/dist/commonjs/index.js',
  },
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'es6' },
        sourceMaps: 'inline',
      },
    ],
  },
  // PGlite: every test file starts from dumps made once per run (src/test-support/database-templates.ts)
  globalSetup: '<rootDir>/jest-global-setup.mjs',
  globalTeardown: '<rootDir>/jest-global-teardown.mjs',
  testTimeout: 30000,
  maxWorkers: 2,
};
