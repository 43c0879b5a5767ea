import type { ReactNode } from 'react';
import { Typography } from '@clinica/shared/antd';
import { DeferredTabs } from './deferred-display.tsx';
import { Outlet, useLocation, useNavigate } from '@clinica/shared/router';
import { useTranslation } from 'react-i18next';
import type { AreaTab } from '../auth/areas.ts';
import { accessibleTabs } from '../auth/areas.ts';
import { useSession } from '../session/session.store.ts';

export interface AreaPageProps {
  title: string;
  /** Area base path, e.g. '/financeiro'. */
  basePath?: string;
  /** Sub-navigation; tabs the user cannot open are not shown. */
  tabs?: readonly AreaTab[];
  extra?: ReactNode;
  children?: ReactNode;
}

/** Heading and sub-navigation every area shares; child routes render below the tabs. */
export function AreaPage({ title, basePath, tabs, extra, children }: AreaPageProps): ReactNode {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const authorities = useSession((state) => state.authorities);
  const visible = tabs ? accessibleTabs(authorities, tabs) : [];
  const active = visible.find((tab) => location.pathname.startsWith(`${basePath}/${tab.path}`))?.path;

  return (
    <section className="area-page" aria-label={title}>
      <header className="area-page__header">
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </header>
      {visible.length > 0 && (
        <DeferredTabs
          activeKey={active}
          onChange={(key) => void navigate(`${basePath}/${key}`)}
          items={visible.map((tab) => ({ key: tab.path, label: t(tab.labelKey) }))}
          role="navigation"
        />
      )}
      {children ?? <Outlet />}
    </section>
  );
}
