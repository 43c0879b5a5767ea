/**
 * Jest runs the TypeScript sources as native ES modules (node --experimental-vm-modules, see the
 * "test" script): @swc/jest only strips types and keeps `import`/`export`, and the mapper turns
 * the `.js` suffix of relative imports (NodeNext style) back into the `.ts` file.
 * The tests drive a real Chromium (CHROMIUM_PATH, default /usr/bin/chromium): one browser per file.
 */
/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // the server kit's sources, not its build (tests need no build step)
    '^@clinica/server-kit$': '<rootDir>/../server-kit/src/index.ts',
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
  testTimeout: 30000,
  maxWorkers: 2,
};
