import { defineApp } from '@clinica/tooling/webpack';

export default defineApp({
  dir: 'remote-config',
  exposes: {
    './UsuariosPage': './src/pages/usuarios.page.tsx',
    './RelatoriosPage': './src/pages/relatorios.page.tsx',
    './LogsPage': './src/pages/logs.page.tsx',
    './CriarLayoutsPage': './src/pages/criar-layouts.page.tsx',
    './ConfiguracoesPage': './src/pages/configuracoes.page.tsx',
  },
});
