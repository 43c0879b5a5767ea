import type { ReactNode } from 'react';
import { useLocation, useNavigate } from '@clinica/shared/router';
import { useTranslation } from 'react-i18next';
import { accessibleTabs } from '../auth/areas.ts';
import { manifestTabs } from '../manifest/navigation.ts';
import type { RemoteManifest } from '../manifest/remote-manifest.ts';
import { pageWithTabsAt, tabAddress } from '../manifest/tab-address.ts';
import { useSession } from '../session/session.store.ts';
import { DeferredTabs } from './deferred-display.tsx';

/**
 * An area's tab bar, read from its remote's manifest: the page the address is on, its tabs the user
 * may open, each a path below the page (the host routes each to its module). Switching keeps only the
 * query parameters the page's tabs share (`tabParams`).
 */
export function AreaTabs({ manifest }: { manifest: RemoteManifest }): ReactNode {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const authorities = useSession((state) => state.authorities);
  const page = pageWithTabsAt(manifest, pathname);
  if (!page) return null;
  const visible = accessibleTabs(authorities, manifestTabs(manifest, page.path));
  if (visible.length === 0) return null;
  const active = visible.find((tab) => pathname === `${page.path}/${tab.path}` || pathname.startsWith(`${page.path}/${tab.path}/`))?.path;
  return (
    <DeferredTabs
      activeKey={active}
      onChange={(key) => void navigate(tabAddress(page.path, key, search, page.tabParams))}
      items={visible.map((tab) => ({ key: tab.path, label: t(tab.labelKey) }))}
      // half antd's 32 px between tabs: Configurações' eleven fit at 1280 px. An overflowing bar puts
      // antd's '···' button inside the tablist, which axe flags (aria-required-children)
      tabBarGutter={16}
      role="navigation"
    />
  );
}
