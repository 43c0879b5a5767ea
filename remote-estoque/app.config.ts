import { defineApp } from '@clinica/tooling/webpack';

export default defineApp({
  dir: 'remote-estoque',
  exposes: {
    './EstoquePage': './src/pages/estoque.page.tsx',
    './MedicamentosPage': './src/pages/medicamentos.page.tsx',
    './MovimentacaoEntradaPage': './src/pages/movimentacao-entrada.page.tsx',
    './MovimentacaoSaidaPage': './src/pages/movimentacao-saida.page.tsx',
  },
});
