import { defineApp } from '@clinica/tooling/webpack';

export default defineApp({
  dir: 'remote-financeiro',
  exposes: {
    './FinanceiroPage': './src/pages/financeiro.page.tsx',
    './OrcamentosPage': './src/pages/orcamentos.page.tsx',
    './CampanhaPage': './src/pages/campanha.page.tsx',
    './ContasReceberPage': './src/pages/contas-receber.page.tsx',
    './ContasPagarPage': './src/pages/contas-pagar.page.tsx',
  },
});
