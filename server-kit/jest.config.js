/**
 * Jest runs the TypeScript sources as native ES modules (node --experimental-vm-modules, see the
 * "test" script): @swc/jest only strips types and keeps `import`/`export`, and the mapper turns
 * the `.js` suffix of relative imports (NodeNext style) back into the `.ts` file.
 */
/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
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
  testTimeout: 10000,
  maxWorkers: 2,
};
