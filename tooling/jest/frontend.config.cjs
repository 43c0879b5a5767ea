// Jest setup shared by shared/, host/ and every remote: jsdom, TypeScript through swc, ESM-only
// packages (ky) transformed, CSS stubbed.
const path = require('node:path');

module.exports = {
  testEnvironment: path.join(__dirname, 'jsdom-environment.cjs'),
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFiles: [path.join(__dirname, 'polyfills.cjs')],
  setupFilesAfterEnv: [path.join(__dirname, 'setup-after-env.cjs')],
  moduleNameMapper: {
    '\\.(css)$': path.join(__dirname, 'style-stub.cjs'),
  },
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // pnpm keeps packages under node_modules/.pnpm: let the ESM-only ones through the transform.
  // FullCalendar v7 (the agenda), the Temporal polyfill it loads and echarts (the reports) are ESM-only as well,
  // and so are Quill and what it loads (@clinica/shared/rich-text).
  transformIgnorePatterns: [
    '/node_modules/\\.pnpm/(?!(ky|quill|react-quill-new|parchment|lodash-es|eventemitter3|@ant-design\\+icons-svg|@ant-design\\+colors|@ant-design\\+fast-color|@fullcalendar\\+core|@fullcalendar\\+react|@full-ui\\+headless-calendar|temporal-polyfill|temporal-utils|echarts|zrender)@)',
  ],
  // Set by webpack's DefinePlugin in real builds.
  globals: { __APP_NAME__: 'jest' },
  testTimeout: 15000,
  // jest's default is one worker fewer than the cores: on CI's two, that is one
  maxWorkers: 2,
};
