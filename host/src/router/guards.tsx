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

const decoded = (path: string): string => {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};

/**
 * True while the address bar already holds another page than the one rendered: a navigation is on
 * its way (the router renders it in a transition, keeping the old page meanwhile). A guard then
 * judges nothing: after "Entrar como" the old page renders once with the new user's permissions
 * before their start screen arrives, and its redirect to not-found would overtake that navigation.
 */
function useNavigationPending(): boolean {
  const { pathname } = useLocation();
  const hash = window.location.hash;
  if (!hash.startsWith('#/')) return false;
  const address = hash.slice(1).split(/[?#]/)[0] ?? '';
  return decoded(address) !== decoded(pathname);
}

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
  const pending = useNavigationPending();
  if (!hasRole(authorities, role)) return pending ? null : <Navigate to={NOT_FOUND_PATH} replace />;
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
  const pending = useNavigationPending();
  if (pending) return null;
  return <Navigate to={firstTabAddress(authorities, basePath, tabs, search, legacyParam) ?? NOT_FOUND_PATH} replace />;
}

/** Child guard: a tab needing a permission the user lacks redirects to the first tab they can open. */
export function TabGuard({ tab, basePath, tabs, children }: { tab: AreaTab; children: ReactNode } & AreaTabsRoute): ReactNode {
  const authorities = useSession((state) => state.authorities);
  const pending = useNavigationPending();
  if (tab.permission && !hasAuthority(authorities, tab.permission)) {
    if (pending) return null;
    return <FirstTabRedirect basePath={basePath} tabs={tabs} />;
  }
  return children;
}

/** Permission guard: the route is blocked with 'Usuário sem permissão de acessar essa rota.'. */
export function PermissionGuard({ permission, children }: { permission: Permission; children: ReactNode }): ReactNode {
  const { t } = useTranslation();
  const allowed = useSession((state) => hasAuthority(state.authorities, permission));
  const pending = useNavigationPending();
  useEffect(() => {
    if (!allowed && !pending) notify.warning(t('permissao.semPermissao'));
  }, [allowed, pending, t]);
  if (!allowed && pending) return null;
  if (!allowed) return <DeferredResult status="403" title="403" subTitle={t('permissao.semPermissao')} />;
  return children;
}
