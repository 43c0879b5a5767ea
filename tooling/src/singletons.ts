/**
 * Libraries every app shares as singletons: one copy is loaded in the page and every app uses it.
 * The e2e suite checks in the browser that each of them really is one instance.
 * Shared modules are not tree-shaken: a large library whose apps use a few exports each (the icons)
 * is shared through a module of ours that re-exports only those (@clinica/shared/icons, /antd, /router).
 * A remote's production build carries no copy of them (the host provides them all), so it cannot tell
 * an ES module's default export from the module: a remote imports i18next's instance from
 * @clinica/shared, never `import i18next from 'i18next'` (that gives the module object there).
 */
export const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'zustand',
  'i18next',
  'react-i18next',
  '@tanstack/react-query',
  'luxon',
  'react-hook-form',
  '@hookform/resolvers/valibot',
  'valibot',
  '@clinica/shared',
  // what the login screen needs, without antd and the router (the index re-exports it)
  '@clinica/shared/core',
  // the antd components and the router APIs the portal uses (the libraries themselves, shared, would ship all of them)
  '@clinica/shared/antd',
  // antd's heaviest components, each with the screens that use it
  '@clinica/shared/antd/table',
  '@clinica/shared/antd/date-picker',
  '@clinica/shared/antd/inputs',
  '@clinica/shared/antd/numbers',
  '@clinica/shared/antd/display',
  '@clinica/shared/antd/details',
  '@clinica/shared/antd/result',
  '@clinica/shared/antd/overlays',
  '@clinica/shared/router',
  // the input masks' library, loaded with the first masked field (the form parts themselves,
  // @clinica/shared/forms, are bundled by each app, tree-shaken: a screen gets only those it uses)
  'imask',
  // the portal's icons, so the icon library is one copy (not bundled again by each remote)
  '@clinica/shared/icons',
] as const;
