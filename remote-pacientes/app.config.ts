import { defineApp } from '@clinica/tooling/webpack';

export default defineApp({
  dir: 'remote-pacientes',
  exposes: {
    './PacientesPage': './src/pages/pacientes.page.tsx',
  },
});
