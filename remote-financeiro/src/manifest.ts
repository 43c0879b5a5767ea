import type { RemoteManifest } from '@clinica/shared';

/** The finance pages and tabs: the one place they are declared (the host's routes and menu, the exposed modules). */
export const manifest = {
  name: 'financeiro',
  area: 'Financeiro',
  pages: [
    {
      path: '/financeiro',
      module: './FinanceiroPage',
      file: './src/pages/financeiro.page.tsx',
      access: { role: 'FINANCEIRO' },
      menu: { order: 30, label: 'menu.financeiro' },
      // the first tab the user may open is the area's default; orcamentos needs ORCAMENTO
      tabs: [
        { path: 'orcamentos', module: './OrcamentosPage', file: './src/pages/orcamentos.page.tsx', label: 'financeiro.orcamentos', permission: 'ORCAMENTO' },
        { path: 'campanha', module: './CampanhaPage', file: './src/pages/campanha.page.tsx', label: 'financeiro.campanha' },
        { path: 'contas-receber', module: './ContasReceberPage', file: './src/pages/contas-receber.page.tsx', label: 'financeiro.contasReceber' },
        { path: 'contas-pagar', module: './ContasPagarPage', file: './src/pages/contas-pagar.page.tsx', label: 'financeiro.contasPagar' },
      ],
    },
  ],
} as const satisfies RemoteManifest;
