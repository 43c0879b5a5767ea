import type { ReactNode } from 'react';
import { Layout, Spin } from '@clinica/shared/antd';
import { Outlet, useLocation } from '@clinica/shared/router';
import { RemoteComponent, useNaoFinalizadosCheck, useSession, type NaoFinalizadosDialogProps } from '@clinica/shared';
import { ImpersonationBanner } from './impersonation-banner.tsx';
import { PdfBanner } from './pdf-banner.tsx';
import { TopNav } from './top-nav.tsx';
// the host's singleton probe, registered, not loaded (see tooling's register-probe)
import '@clinica/tooling/register-probe';

/** Page frame of every logged-in screen: top navigation and the routed area below it. */
export function PortalLayout(): ReactNode {
  const location = useLocation();
  const loggedIn = useSession((state) => state.token !== null);
  // "Entrar como" and back: no screen while the user changes (see shared's switchSession)
  const switching = useSession((state) => state.switching);
  // asked here, on entering and on every route change: the agenda's dialog loads only when there is something to finish
  const pendentes = useNaoFinalizadosCheck().data ?? [];
  return (
    <Layout className="portal">
      {loggedIn && <TopNav />}
      {loggedIn && <ImpersonationBanner />}
      {loggedIn && <PdfBanner />}
      {/* Doctors must finish past consultations first (spec 01 section 2); without the agenda remote the portal goes on. */}
      {pendentes.length > 0 && <RemoteComponent<NaoFinalizadosDialogProps> remote="agenda" module="./NaoFinalizadosDialog" props={{}} />}
      <Layout.Content className="portal__content">
        {/* Keyed by area so each route change plays the short transition. */}
        <div key={location.pathname.split('/')[1]} className="route-transition">
          {switching ? <Spin /> : <Outlet />}
        </div>
      </Layout.Content>
    </Layout>
  );
}
