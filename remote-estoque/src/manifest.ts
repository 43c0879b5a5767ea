import type { RemoteManifest } from '@clinica/shared';

/** The stock pages and tabs: the one place they are declared (the host's routes and menu, the exposed modules). */
export const manifest = {
  name: 'estoque',
  area: 'Estoque',
  pages: [
    {
      path: '/estoque',
      module: './EstoquePage',
      file: './src/pages/estoque.page.tsx',
      access: { role: 'ESTOQUE' },
      menu: { order: 50, label: 'menu.estoque' },
      tabs: [
        { path: 'medicamentos', module: './MedicamentosPage', file: './src/pages/medicamentos.page.tsx', label: 'estoque.medicamentos' },
        {
          path: 'movimentacao-entrada',
          module: './MovimentacaoEntradaPage',
          file: './src/pages/movimentacao-entrada.page.tsx',
          label: 'estoque.movimentacaoEntrada',
        },
        { path: 'movimentacao-saida', module: './MovimentacaoSaidaPage', file: './src/pages/movimentacao-saida.page.tsx', label: 'estoque.movimentacaoSaida' },
        // the label is shared's (the host draws the tabs): the remote's estoque.inventario is the tab's own texts
        { path: 'inventario', module: './InventarioPage', file: './src/pages/inventario.page.tsx', label: 'estoque.abaInventario' },
      ],
    },
  ],
  // Início's stock tiles (below minimum, expiring this week) for ESTOQUE users
  dashboard: [{ module: './InicioTiles', file: './src/inicio/inicio-tiles.tsx', role: 'ESTOQUE', order: 50 }],
} as const satisfies RemoteManifest;
