import type { ReactNode } from 'react';
import { Typography } from '@clinica/shared/antd';
import { Outlet } from '@clinica/shared/router';
import type { RemoteManifest } from '../manifest/remote-manifest.ts';
import { AreaTabs } from './area-tabs.tsx';

export interface AreaPageProps {
  title: string;
  /** The area's remote manifest: its tabs (for the page the address is on) are the sub-navigation. */
  manifest?: RemoteManifest;
  extra?: ReactNode;
  /** Below the tabs; the open tab's route (the Outlet) by default. */
  children?: ReactNode;
}

/** Heading and sub-navigation every area shares; the open tab renders below the tabs. */
export function AreaPage({ title, manifest, extra, children }: AreaPageProps): ReactNode {
  return (
    <section className="area-page" aria-label={title}>
      <header className="area-page__header">
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </header>
      {manifest && <AreaTabs manifest={manifest} />}
      {children ?? <Outlet />}
    </section>
  );
}
