/**
 * Libraries every app shares as singletons: one copy is loaded in the page and every app uses it.
 * The e2e suite checks in the browser that each of them really is one instance.
 */
export const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'zustand',
  'antd',
  '@ant-design/icons',
  'i18next',
  'react-i18next',
  '@tanstack/react-query',
  '@clinica/shared',
] as const;
