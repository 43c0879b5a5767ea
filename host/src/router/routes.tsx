import { Suspense, lazy, type ReactNode } from 'react';
import { Navigate, type RouteObject } from '@clinica/shared/router';
import { NOT_FOUND_PATH, manifestTabs, type AreaTab, type ManifestPage, type RemoteManifest } from '@clinica/shared';
import { RemoteModule } from '../remotes/remote-module.tsx';
import { NotFoundPage } from '../not-found/not-found.page.tsx';
import { AreaGuard, FirstTabRedirect, PermissionGuard, RequireSession, TabGuard } from './guards.tsx';
import { registeredManifests } from './portal-navigation.ts';
import { loadPortalLayout } from './portal-frame.ts';

const PortalLayout = lazy(() => loadPortalLayout().then((module) => ({ default: module.PortalLayout })));
const DashboardPage = lazy(() => import('../dashboard/dashboard.page.tsx').then((module) => ({ default: module.DashboardPage })));
// The host's pages outside the frame load when opened: a deep link into the portal never needs them
// (the first visit's login screen comes from login-start, not from here).
const LoginPage = lazy(() => import('../login/login.page.tsx').then((module) => ({ default: module.LoginPage })));
const ResetRequestPage = lazy(() => import('../password/reset-request.page.tsx').then((module) => ({ default: module.ResetRequestPage })));
const NewPasswordPage = lazy(() => import('../password/new-password.page.tsx').then((module) => ({ default: module.NewPasswordPage })));
const VerificarDocumentoPage = lazy(() =>
  import('../verificar-documento/verificar-documento.page.tsx').then((module) => ({ default: module.VerificarDocumentoPage })),
);

const outsideFrame = (page: ReactNode): ReactNode => <Suspense fallback={null}>{page}</Suspense>;

const portal = (): ReactNode => (
  <Suspense fallback={null}>
    <PortalLayout />
  </Suspense>
);

const tabRoutes = (basePath: string, tabs: readonly AreaTab[], pages: Record<string, ReactNode>, legacyParam?: string): RouteObject[] => [
  { index: true, element: <FirstTabRedirect basePath={basePath} tabs={tabs} legacyParam={legacyParam} /> },
  ...tabs.map((tab) => ({
    path: tab.path,
    element: (
      <TabGuard tab={tab} basePath={basePath} tabs={tabs}>
        {pages[tab.path]}
      </TabGuard>
    ),
  })),
];

/** A manifest page as a route: its remote module behind the guard its access asks for, its tabs below it. */
function pageRoute(manifest: RemoteManifest, page: ManifestPage): RouteObject {
  const area = page.area ?? manifest.area;
  // the area name appears in the "could not load" message
  const element = <RemoteModule remote={manifest.name} module={page.module} area={area} />;
  const children = page.tabs
    ? tabRoutes(
        page.path,
        manifestTabs(manifest, page.path),
        Object.fromEntries(page.tabs.map((tab) => [tab.path, <RemoteModule remote={manifest.name} module={tab.module} area={area} />])),
        page.legacyTabParam,
      )
    : undefined;
  const { access } = page;
  const guarded =
    typeof access === 'string' ? (
      element
    ) : 'role' in access ? (
      <AreaGuard role={access.role}>{element}</AreaGuard>
    ) : (
      <PermissionGuard permission={access.permission}>{element}</PermissionGuard>
    );
  return { path: page.path, element: guarded, children };
}

/**
 * The portal's route table (spec 01 section 2), hash-style URLs: the host's own pages, and each
 * remote's pages and tabs as its manifest declares them. Pages in the frame need a session unless
 * public; public pages outside the frame (a patient's link) need nothing.
 */
export function buildRoutes(manifests: readonly RemoteManifest[]): RouteObject[] {
  const pages = manifests.flatMap((manifest) => manifest.pages.map((page) => ({ manifest, page })));
  const routesWhere = (framed: boolean, open: boolean): RouteObject[] =>
    pages.filter(({ page }) => (page.frame ?? true) === framed && (page.access === 'public') === open).map(({ manifest, page }) => pageRoute(manifest, page));

  return [
    { path: '/', element: <Navigate to="/login" replace /> },
    { path: '/login', element: outsideFrame(<LoginPage />) },
    { path: '/resetpwd', element: outsideFrame(<ResetRequestPage />) },
    { path: '/mudarSenha', element: outsideFrame(<NewPasswordPage />) },
    { path: '/newpwd/:token', element: outsideFrame(<NewPasswordPage />) },
    // public: whoever holds a PDF of the clinic checks it (logged in or not)
    { path: '/verificar-documento', element: outsideFrame(<VerificarDocumentoPage />) },
    // public, outside the frame: e.g. the patient confirms with the code in the link
    ...routesWhere(false, true),
    ...routesWhere(false, false).map((route) => ({ ...route, element: <RequireSession>{route.element}</RequireSession> })),
    {
      element: <RequireSession>{portal()}</RequireSession>,
      children: [
        {
          path: '/dashboard',
          element: (
            <AreaGuard role="DASHBOARD">
              <DashboardPage />
            </AreaGuard>
          ),
        },
        ...routesWhere(true, false),
      ],
    },
    {
      element: portal(),
      children: [
        { path: NOT_FOUND_PATH, element: <NotFoundPage /> },
        // No guard on the parent route (spec 01 section 2), e.g. the patient record runs its own entry checks.
        ...routesWhere(true, true),
      ],
    },
    { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
  ];
}

/** The route table of the remotes registered at start-up (remotes.json). */
export const portalRoutes = (): RouteObject[] => buildRoutes(registeredManifests());
