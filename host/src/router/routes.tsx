import { Suspense, lazy, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { DETALHE_MEDICO_PERMISSION, ESTOQUE_TABS, FINANCEIRO_TABS, NOT_FOUND_PATH, type AreaTab, type Role } from '@clinica/shared';
import { RemoteModule } from '../remotes/remote-module.tsx';
import { LoginPage } from '../login/login.page.tsx';
import { ResetRequestPage } from '../password/reset-request.page.tsx';
import { NewPasswordPage } from '../password/new-password.page.tsx';
import { NotFoundPage } from '../not-found/not-found.page.tsx';
import { AreaGuard, FirstTabRedirect, PermissionGuard, RequireSession, TabGuard } from './guards.tsx';

// The portal frame (navigation, full icon set) loads after login, keeping the login screen light.
const PortalLayout = lazy(() => import('../layout/portal-layout.tsx').then((module) => ({ default: module.PortalLayout })));
const DashboardPage = lazy(() => import('../dashboard/dashboard.page.tsx').then((module) => ({ default: module.DashboardPage })));

const portal = (): ReactNode => (
  <Suspense fallback={null}>
    <PortalLayout />
  </Suspense>
);

/** Which remote owns which page; the area name appears in the "could not load" message. */
const page = (remote: string, module: string, area: string): ReactNode => (
  <RemoteModule remote={remote} module={module} area={area} />
);

const area = (path: string, role: Role, element: ReactNode, children?: RouteObject[]): RouteObject => ({
  path,
  element: <AreaGuard role={role}>{element}</AreaGuard>,
  children,
});

const tabRoutes = (basePath: string, tabs: readonly AreaTab[], pages: Record<string, ReactNode>): RouteObject[] => [
  { index: true, element: <FirstTabRedirect basePath={basePath} tabs={tabs} /> },
  ...tabs.map((tab) => ({
    path: tab.path,
    element: (
      <TabGuard tab={tab} basePath={basePath} tabs={tabs}>
        {pages[tab.path]}
      </TabGuard>
    ),
  })),
];

/** The portal's route table (spec 01 section 2), hash-style URLs. */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/login" replace /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/resetpwd', element: <ResetRequestPage /> },
  { path: '/mudarSenha', element: <NewPasswordPage /> },
  { path: '/newpwd/:token', element: <NewPasswordPage /> },
  // Public: the patient confirms with the code in the link, no session and no navigation bar.
  { path: '/confirmar-agendamento', element: page('agenda', './ConfirmarAgendamentoPage', 'Agenda') },
  {
    element: (
      <RequireSession>{portal()}</RequireSession>
    ),
    children: [
      area('/dashboard', 'DASHBOARD', <DashboardPage />),
      area('/agendamentos', 'AGENDAMENTOS', page('agenda', './AgendamentosPage', 'Agenda')),
      area('/pacientes', 'PACIENTES', page('pacientes', './PacientesPage', 'Pacientes')),
      area(
        '/financeiro',
        'FINANCEIRO',
        page('financeiro', './FinanceiroPage', 'Financeiro'),
        tabRoutes('/financeiro', FINANCEIRO_TABS, {
          orcamentos: page('financeiro', './OrcamentosPage', 'Financeiro'),
          campanha: page('financeiro', './CampanhaPage', 'Financeiro'),
          'contas-receber': page('financeiro', './ContasReceberPage', 'Financeiro'),
          'contas-pagar': page('financeiro', './ContasPagarPage', 'Financeiro'),
        }),
      ),
      area('/usuarios', 'USUARIOS', page('config', './UsuariosPage', 'Usuários')),
      area(
        '/estoque',
        'ESTOQUE',
        page('estoque', './EstoquePage', 'Estoque'),
        tabRoutes('/estoque', ESTOQUE_TABS, {
          medicamentos: page('estoque', './MedicamentosPage', 'Estoque'),
          'movimentacao-entrada': page('estoque', './MovimentacaoEntradaPage', 'Estoque'),
          'movimentacao-saida': page('estoque', './MovimentacaoSaidaPage', 'Estoque'),
        }),
      ),
      area('/relatorios', 'RELATORIOS', page('config', './RelatoriosPage', 'Relatórios')),
      area('/configuracoes', 'CONFIGURACOES', page('config', './ConfiguracoesPage', 'Configurações')),
      area('/logs', 'LOG', page('config', './LogsPage', 'Auditorias')),
      {
        path: '/detalhe-medico',
        element: (
          <PermissionGuard permission={DETALHE_MEDICO_PERMISSION}>
            {page('agenda', './DetalheMedicoPage', 'Agenda')}
          </PermissionGuard>
        ),
      },
      { path: '/criar-layouts', element: page('config', './CriarLayoutsPage', 'Configurações') },
    ],
  },
  {
    element: portal(),
    children: [
      { path: NOT_FOUND_PATH, element: <NotFoundPage /> },
      // No guard on the parent route (spec 01 section 2): the record runs its own entry checks.
      { path: '/detalhes-paciente/*', element: page('pacientes', './PacienteRecordPage', 'Pacientes') },
    ],
  },
  { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
];
