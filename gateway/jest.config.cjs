module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  // ESM-only packages under pnpm's .pnpm folder go through the transform too.
  transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(cookie)@)'],
  transform: {
    '^.+\\.(t|j)s$': [require.resolve('@swc/jest'), { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
};
