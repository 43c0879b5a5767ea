import { useMemo, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from '@clinica/shared/antd';
import { RouterProvider, createHashRouter, type RouteObject } from '@clinica/shared/router';
import { queryClient } from '../http/query-client.ts';
import { initI18n } from '../i18n/i18n.ts';
import { antdTheme, useWhiteLabel } from '../theme/white-label.store.ts';
import { useOverlaysConfig } from '../notify/overlays-config.tsx';
import { PageText } from '../theme/page-text.tsx';

function StandaloneShell({ routes }: { routes: RouteObject[] }): ReactNode {
  const color = useWhiteLabel((state) => state.corDoSistema);
  const theme = useMemo(() => antdTheme(color), [color]);
  useOverlaysConfig(theme);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={theme}>
        <PageText>
          <div style={{ padding: 24 }}>
            <RouterProvider router={createHashRouter(routes)} />
          </div>
        </PageText>
      </ConfigProvider>
    </QueryClientProvider>
  );
}

/**
 * Development only: a remote's own page (`pnpm --filter <remote> dev`) renders its pages without the
 * host, so an area team can work on them alone. Calls needing a session are made through the host.
 */
export async function renderStandalone(routes: RouteObject[]): Promise<void> {
  await initI18n();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(<StandaloneShell routes={routes} />);
}
