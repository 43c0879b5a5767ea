// Development only: renders this remote's pages without the host (`pnpm --filter @clinica/remote-config dev`).
import { Navigate } from 'react-router-dom';
import { renderStandalone } from '@clinica/shared';
import UsuariosPage from './pages/usuarios.page.tsx';
import RelatoriosPage from './pages/relatorios.page.tsx';
import LogsPage from './pages/logs.page.tsx';
import CriarLayoutsPage from './pages/criar-layouts.page.tsx';
import ConfiguracoesPage from './pages/configuracoes.page.tsx';

void renderStandalone([
  { path: '/', element: <Navigate to="/usuarios" replace /> },
  { path: '/usuarios', element: <UsuariosPage /> },
  { path: '/relatorios', element: <RelatoriosPage /> },
  { path: '/logs', element: <LogsPage /> },
  { path: '/configuracoes', element: <ConfiguracoesPage /> },
  { path: '/criar-layouts', element: <CriarLayoutsPage /> },
]);
