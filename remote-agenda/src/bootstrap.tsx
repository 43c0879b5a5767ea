// Development only: renders this remote's pages without the host (`pnpm --filter @clinica/remote-agenda dev`).
import { Navigate } from 'react-router-dom';
import { renderStandalone } from '@clinica/shared';
import AgendamentosPage from './pages/agendamentos.page.tsx';
import DetalheMedicoPage from './pages/detalhe-medico.page.tsx';
import ConfirmarAgendamentoPage from './pages/confirmar-agendamento.page.tsx';

void renderStandalone([
  { path: '/', element: <Navigate to="/agendamentos" replace /> },
  { path: '/agendamentos', element: <AgendamentosPage /> },
  { path: '/detalhe-medico', element: <DetalheMedicoPage /> },
  { path: '/confirmar-agendamento', element: <ConfirmarAgendamentoPage /> },
]);
