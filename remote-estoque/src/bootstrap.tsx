// Development only: renders this remote's pages without the host (`pnpm --filter @clinica/remote-estoque dev`).
import { Navigate } from 'react-router-dom';
import { renderStandalone } from '@clinica/shared';
import EstoquePage from './pages/estoque.page.tsx';
import MedicamentosPage from './pages/medicamentos.page.tsx';
import MovimentacaoEntradaPage from './pages/movimentacao-entrada.page.tsx';
import MovimentacaoSaidaPage from './pages/movimentacao-saida.page.tsx';

void renderStandalone([
  { path: '/', element: <Navigate to="/estoque" replace /> },
  {
    path: '/estoque',
    element: <EstoquePage />,
    children: [{ path: 'medicamentos', element: <MedicamentosPage /> }, { path: 'movimentacao-entrada', element: <MovimentacaoEntradaPage /> }, { path: 'movimentacao-saida', element: <MovimentacaoSaidaPage /> }],
  },
]);
