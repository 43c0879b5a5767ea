import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from '@clinica/shared/router';
import { useTranslation } from 'react-i18next';
import {
  NOT_FOUND_PATH,
  firstTabAddress,
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

export interface AreaTabsRoute {
  basePath: string;
  tabs: readonly AreaTab[];
  /** The query parameter that named the tab in old addresses ('secao'). */
  legacyParam?: string;
}

/**
 * Sends an area's own address to a tab, keeping the query: the one an old address names
 * ('?secao=salas') when the user may open it, else the first they may; not-found when none.
 */
export function FirstTabRedirect({ basePath, tabs, legacyParam }: AreaTabsRoute): ReactNode {
  const authorities = useSession((state) => state.authorities);
  const { search } = useLocation();
  return <Navigate to={firstTabAddress(authorities, basePath, tabs, search, legacyParam) ?? NOT_FOUND_PATH} replace />;
}

/** Child guard: a tab needing a permission the user lacks redirects to the first tab they can open. */
export function TabGuard({ tab, basePath, tabs, children }: { tab: AreaTab; children: ReactNode } & AreaTabsRoute): ReactNode {
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
