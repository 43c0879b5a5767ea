import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from '@clinica/shared/router';
import { useTranslation } from 'react-i18next';
import {
  NOT_FOUND_PATH,
  accessibleTabs,
  hasAuthority,
  hasRole,
  notify,
  useSession,
  type AreaTab,
  type Permission,
  type Role,
  DeferredResult,
} from '@clinica/shared';

/** Routes under the portal need a session; without one the user goes to /login. */
export function RequireSession({ children }: { children: ReactNode }): ReactNode {
  const token = useSession((state) => state.token);
  const location = useLocation();
  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return children;
}

/** Main-area guard: without the area's role the address is treated as not found (spec 01 section 6). */
export function AreaGuard({ role, children }: { role: Role; children: ReactNode }): ReactNode {
  const authorities = useSession((state) => state.authorities);
  if (!hasRole(authorities, role)) return <Navigate to={NOT_FOUND_PATH} replace />;
  return children;
}

/** Sends an area's index address to its first tab the user can open, else to not-found. */
export function FirstTabRedirect({ basePath, tabs }: { basePath: string; tabs: readonly AreaTab[] }): ReactNode {
  const authorities = useSession((state) => state.authorities);
  const first = accessibleTabs(authorities, tabs)[0];
  return <Navigate to={first ? `${basePath}/${first.path}` : NOT_FOUND_PATH} replace />;
}

/** Child guard (Financeiro): a tab needing an extra permission redirects to the first tab the user can open. */
export function TabGuard({ tab, basePath, tabs, children }: { tab: AreaTab; basePath: string; tabs: readonly AreaTab[]; children: ReactNode }): ReactNode {
  const authorities = useSession((state) => state.authorities);
  if (tab.permission && !hasAuthority(authorities, tab.permission)) {
    return <FirstTabRedirect basePath={basePath} tabs={tabs} />;
  }
  return children;
}

/** Permission guard: the route is blocked with 'Usuário sem permissão de acessar essa rota.'. */
export function PermissionGuard({ permission, children }: { permission: Permission; children: ReactNode }): ReactNode {
  const { t } = useTranslation();
  const allowed = useSession((state) => hasAuthority(state.authorities, permission));
  useEffect(() => {
    if (!allowed) notify.warning(t('permissao.semPermissao'));
  }, [allowed, t]);
  if (!allowed) return <DeferredResult status="403" title="403" subTitle={t('permissao.semPermissao')} />;
  return children;
}
