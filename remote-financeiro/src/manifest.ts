import type { RemoteManifest } from '@clinica/shared';

/** The finance pages and tabs, and its tabs in the patient record: the one place they are declared (the host's routes and menu, the exposed modules). */
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
  // the patient record's finance tabs (spec 02 section 6 names their permissions); placeholders until the finance issue
  recordTabs: [
    {
      path: 'orcamentos',
      module: './OrcamentosFichaTab',
      file: './src/ficha/orcamentos.ficha-tab.tsx',
      label: { pt: 'Orçamentos', es: 'Presupuestos', en: 'Quotes' },
      permission: 'ORCAMENTO',
      order: 10,
    },
    {
      path: 'debitos',
      module: './DebitosFichaTab',
      file: './src/ficha/debitos.ficha-tab.tsx',
      label: { pt: 'Debitos', es: 'Débitos', en: 'Debts' },
      permission: 'DEBITO_FICHA_PACIENTE',
      order: 20,
    },
  ],
  // Início's finance tiles (to receive today, overdue, to pay this week) for FINANCEIRO users
  dashboard: [{ module: './InicioTiles', file: './src/inicio/inicio-tiles.tsx', role: 'FINANCEIRO', order: 30 }],
} as const satisfies RemoteManifest;
