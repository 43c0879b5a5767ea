// Development only: renders this remote's pages without the host (`pnpm --filter @clinica/remote-pacientes dev`).
import { Navigate } from 'react-router-dom';
import { renderStandalone } from '@clinica/shared';
import PacientesPage from './pages/pacientes.page.tsx';

void renderStandalone([
  { path: '/', element: <Navigate to="/pacientes" replace /> },
  { path: '/pacientes', element: <PacientesPage /> },
]);
