// Development only: renders this remote's pages without the host (`pnpm --filter @clinica/remote-financeiro dev`).
import { Navigate } from 'react-router-dom';
import { renderStandalone } from '@clinica/shared';
import FinanceiroPage from './pages/financeiro.page.tsx';
import OrcamentosPage from './pages/orcamentos.page.tsx';
import CampanhaPage from './pages/campanha.page.tsx';
import ContasReceberPage from './pages/contas-receber.page.tsx';
import ContasPagarPage from './pages/contas-pagar.page.tsx';

void renderStandalone([
  { path: '/', element: <Navigate to="/financeiro" replace /> },
  {
    path: '/financeiro',
    element: <FinanceiroPage />,
    children: [{ path: 'orcamentos', element: <OrcamentosPage /> }, { path: 'campanha', element: <CampanhaPage /> }, { path: 'contas-receber', element: <ContasReceberPage /> }, { path: 'contas-pagar', element: <ContasPagarPage /> }],
  },
]);
