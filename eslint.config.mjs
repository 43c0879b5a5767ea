// One lint setup for every package (Medplum-style strictness): zero warnings allowed.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jest from 'eslint-plugin-jest';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', '**/coverage/**', '**/test-results/**', '**/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // hooks live in .ts files too (use-permission.ts, use-record-entry.ts)
    files: ['**/*.tsx', '{shared,host,remote-*}/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Boundaries: the host and each remote meet only through module federation and @clinica/shared,
    // so each deploys alone; shared knows none of them.
    files: ['host/src/**/*.{ts,tsx}', 'remote-*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@ant-design/icons',
              message: 'Importe os ícones de @clinica/shared/icons (uma cópia da biblioteca na página); um ícone novo entra em shared/src/icons.ts.',
            },
            {
              name: 'antd',
              message:
                'Importe antd de @clinica/shared/antd (só os componentes que o portal usa vão para a página); um componente novo entra em shared/src/antd/index.ts.',
            },
            ...['react-router', 'react-router-dom'].map((name) => ({
              name,
              message: 'Importe o roteador de @clinica/shared/router (só o que o portal usa vai para a página); uma função nova entra em shared/src/router.ts.',
            })),
          ],
          patterns: [
            {
              regex: '(^|/)(host|remote-[a-z]+)/src(/|$)|^@clinica/(host|remote-[a-z]+)(/|$)',
              message: 'Não importe o código de outro remote nem do host: use @clinica/shared ou um módulo exposto (Module Federation).',
            },
            {
              regex: '^@clinica/(server-kit|api|pdf|gateway)(/|$)|(^|/)(server-kit|api|pdf|gateway)/src(/|$)',
              message: 'Código de servidor (api, pdf, gateway, server-kit) não entra nas páginas: o contrato com a api vem dos tipos gerados (shared/src/api).',
            },
          ],
        },
      ],
    },
  },
  {
    // the places that import the icon library, antd and the router: they re-export what the portal uses
    files: ['shared/src/icons.ts', 'shared/src/antd/*.ts', 'shared/src/router.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The login screen and what it loads stay light (issue 12: the first screen's weight): React,
    // i18n and @clinica/shared/core only. Repeats the boundary above (a later block replaces the rule).
    files: [
      'host/src/index.ts',
      'host/src/page-root.ts',
      'host/src/login/login-start.tsx',
      'host/src/login/login-screen.tsx',
      'host/src/login/login.rules.ts',
      'host/src/login/auth-*.tsx',
      'host/src/layout/clinic-logo.tsx',
      'host/src/layout/svg-icon.tsx',
      'host/src/session/session.resource.ts',
      'host/src/white-label/*.ts',
      'host/src/remotes/remotes-file.ts',
      'host/src/router/portal-frame.ts',
    ],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@clinica/shared', allowTypeImports: true, message: 'A tela de login carrega só @clinica/shared/core.' },
            ...[
              'antd',
              '@clinica/shared/antd',
              '@ant-design/icons',
              'react-router',
              'react-router-dom',
              'react-hook-form',
              'valibot',
              '@tanstack/react-query',
            ].map((name) => ({
              name,
              allowTypeImports: true,
              message: 'A tela de login não carrega esta biblioteca (issue 12): use elementos simples e @clinica/shared/core.',
            })),
          ],
          patterns: [
            {
              regex: '(^|/)(host|remote-[a-z]+)/src(/|$)|^@clinica/(host|remote-[a-z]+)(/|$)',
              message: 'Não importe o código de outro remote nem do host: use @clinica/shared ou um módulo exposto (Module Federation).',
            },
            {
              regex: '^@clinica/(server-kit|api|pdf|gateway)(/|$)|(^|/)(server-kit|api|pdf|gateway)/src(/|$)',
              message: 'Código de servidor (api, pdf, gateway, server-kit) não entra nas páginas: o contrato com a api vem dos tipos gerados (shared/src/api).',
            },
            { regex: '^antd/|^@clinica/shared/antd/', message: 'A tela de login não carrega antd (issue 12).' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    plugins: { jest },
    rules: {
      'jest/no-focused-tests': 'error',
      'jest/no-disabled-tests': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node, ...globals.jest } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // api: SQL lives only in *.repository.ts; routes and services call repository functions (issue
    // 'One way to build a screen', Repositories). Infrastructure (database, migrations, transaction,
    // idempotency, rate-limit store, the audit writer), seeds, fuzzing and tests keep their own SQL.
    files: ['api/src/**/*.ts'],
    ignores: [
      'api/src/**/*.repository.ts',
      'api/src/**/*.test.ts',
      'api/src/db/**',
      'api/src/http/idempotency.ts',
      'api/src/http/rate-limit-store.ts',
      'api/src/audit/audit.ts',
      'api/src/seed/**',
      'api/src/fuzz/**',
      'api/src/test-support/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression > MemberExpression.callee[property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|with|selectNoFrom)$/]',
          message: 'SQL lives in *.repository.ts (docs: one way to build a screen): call a repository function instead.',
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql']",
          message: 'SQL lives in *.repository.ts (docs: one way to build a screen): call a repository function instead.',
        },
      ],
    },
  },
);
