import { defineApp } from '@clinica/tooling/webpack';

export default defineApp({
  dir: 'remote-agenda',
  exposes: {
    './AgendamentosPage': './src/pages/agendamentos.page.tsx',
    './DetalheMedicoPage': './src/pages/detalhe-medico.page.tsx',
  },
});
