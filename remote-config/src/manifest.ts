import type { RemoteManifest } from '@clinica/shared';

/** The settings pages: the one place they are declared (the host's routes and menu, the exposed modules). */
export const manifest = {
  name: 'config',
  area: 'Configurações',
  pages: [
    {
      path: '/usuarios',
      module: './UsuariosPage',
      file: './src/pages/usuarios.page.tsx',
      area: 'Usuários',
      access: { role: 'USUARIOS' },
      menu: { order: 40, label: 'menu.usuarios' },
    },
    {
      path: '/relatorios',
      module: './RelatoriosPage',
      file: './src/pages/relatorios.page.tsx',
      area: 'Relatórios',
      access: { role: 'RELATORIOS' },
      menu: { order: 60, label: 'menu.relatorios' },
    },
    {
      path: '/configuracoes',
      module: './ConfiguracoesPage',
      file: './src/pages/configuracoes.page.tsx',
      access: { role: 'CONFIGURACOES' },
      menu: { order: 70, label: 'menu.configuracoes' },
    },
    {
      path: '/logs',
      module: './LogsPage',
      file: './src/pages/logs.page.tsx',
      area: 'Auditorias',
      access: { role: 'LOG' },
      menu: { order: 80, label: 'menu.logs' },
    },
    {
      path: '/criar-layouts',
      module: './CriarLayoutsPage',
      file: './src/pages/criar-layouts.page.tsx',
      access: 'session',
    },
  ],
} as const satisfies RemoteManifest;
