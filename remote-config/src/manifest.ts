import type { RemoteManifest } from '@clinica/shared';

/** The settings pages and their tabs: the one place they are declared (the host's routes and menu, the exposed modules). */
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
      // each tab keeps its own filters in the address: a switch starts the other one clean
      tabs: [
        {
          path: 'lista',
          module: './UsuariosListaTab',
          file: './src/pages/usuarios/lista.tab.tsx',
          label: { pt: 'Usuários', es: 'Usuarios', en: 'Users' },
        },
        {
          path: 'perfis',
          module: './UsuariosPerfisTab',
          file: './src/pages/usuarios/perfis.tab.tsx',
          label: { pt: 'Perfis', es: 'Perfiles', en: 'Profiles' },
        },
      ],
      legacyTabParam: 'aba',
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
      // a module per tab: the area's first screen loads only the tab it opens
      tabs: [
        {
          path: 'personalizacao',
          module: './ConfiguracoesPersonalizacaoTab',
          file: './src/pages/configuracoes/personalizacao.tab.tsx',
          label: { pt: 'Personalização', es: 'Personalización', en: 'Branding' },
        },
        {
          path: 'procedimentos',
          module: './ConfiguracoesProcedimentosTab',
          file: './src/pages/configuracoes/procedimentos.tab.tsx',
          label: { pt: 'Procedimentos', es: 'Procedimientos', en: 'Procedures' },
        },
        {
          path: 'salas',
          module: './ConfiguracoesSalasTab',
          file: './src/pages/configuracoes/salas.tab.tsx',
          label: { pt: 'Salas', es: 'Salas', en: 'Rooms' },
        },
        {
          path: 'compromissos',
          module: './ConfiguracoesCompromissosTab',
          file: './src/pages/configuracoes/compromissos.tab.tsx',
          label: { pt: 'Tipos de compromisso', es: 'Tipos de compromiso', en: 'Commitment types' },
        },
        {
          path: 'exames',
          module: './ConfiguracoesExamesTab',
          file: './src/pages/configuracoes/exames.tab.tsx',
          label: { pt: 'Exames', es: 'Exámenes', en: 'Exams' },
        },
        {
          path: 'formularios',
          module: './ConfiguracoesFormulariosTab',
          file: './src/pages/configuracoes/formularios.tab.tsx',
          label: { pt: 'Formulários', es: 'Formularios', en: 'Forms' },
        },
        {
          path: 'layouts',
          module: './ConfiguracoesLayoutsTab',
          file: './src/pages/configuracoes/layouts.tab.tsx',
          label: { pt: 'Layouts', es: 'Layouts', en: 'Layouts' },
        },
        {
          path: 'planos',
          module: './ConfiguracoesPlanosTab',
          file: './src/pages/configuracoes/planos.tab.tsx',
          label: { pt: 'Planos de saúde', es: 'Planes de salud', en: 'Health plans' },
        },
        {
          path: 'atracao',
          module: './ConfiguracoesAtracaoTab',
          file: './src/pages/configuracoes/atracao.tab.tsx',
          label: { pt: 'Como conheceu', es: 'Cómo nos conoció', en: 'How they found us' },
        },
        {
          path: 'pulseiras',
          module: './ConfiguracoesPulseirasTab',
          file: './src/pages/configuracoes/pulseiras.tab.tsx',
          label: { pt: 'Pulseiras', es: 'Pulseras', en: 'Wristbands' },
        },
        {
          // card fees, payout days and the clinic's Pix key (issue 38): changed only with GERENCIAR_CONFIGURACOES
          path: 'pagamentos',
          module: './ConfiguracoesPagamentosTab',
          file: './src/pages/configuracoes/pagamentos.tab.tsx',
          label: { pt: 'Pagamentos', es: 'Pagos', en: 'Payments' },
          permission: 'GERENCIAR_CONFIGURACOES',
        },
      ],
      legacyTabParam: 'secao',
    },
    {
      path: '/logs',
      module: './LogsPage',
      file: './src/pages/logs.page.tsx',
      area: 'Auditorias',
      access: { role: 'LOG' },
      menu: { order: 80, label: 'menu.logs' },
      // each tab keeps its own filters in the address: a switch starts the other one clean
      tabs: [
        {
          path: 'trilha',
          module: './LogsTrilhaTab',
          file: './src/pages/logs/trilha.tab.tsx',
          label: { pt: 'Trilha de auditoria', es: 'Registro de auditoría', en: 'Audit trail' },
        },
        {
          path: 'paciente',
          module: './LogsPacienteTab',
          file: './src/pages/logs/paciente.tab.tsx',
          label: { pt: 'Acessos por paciente', es: 'Accesos por paciente', en: 'Accesses by patient' },
        },
      ],
      legacyTabParam: 'aba',
    },
    {
      path: '/criar-layouts',
      module: './CriarLayoutsPage',
      file: './src/pages/criar-layouts.page.tsx',
      access: 'session',
    },
  ],
} as const satisfies RemoteManifest;
