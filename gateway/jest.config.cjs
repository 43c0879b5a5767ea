module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  // the server kit's sources (NodeNext `.js` imports back to `.ts`), not its build: tests need no build step
  moduleNameMapper: { '^@clinica/server-kit$': '<rootDir>/../server-kit/src/index.ts', '^(\\.{1,2}/.*)\\.js$': '$1' },
  // ESM-only packages under pnpm's .pnpm folder go through the transform too.
  transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(cookie)@)'],
  transform: {
    '^.+\\.(t|j)s$': [require.resolve('@swc/jest'), { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
};
