import { useMemo, type ReactNode } from 'react';
import { ConfigProvider } from '@clinica/shared/antd';
import { RouterProvider, createHashRouter } from '@clinica/shared/router';
import { useTranslation } from 'react-i18next';
import { PageText, antdTheme, useOverlaysConfig, useWhiteLabel } from '@clinica/shared';
import { portalRoutes } from './router/routes.tsx';
import { useSessionLifecycle } from './session/use-session-lifecycle.ts';
import { useNotificationSocket } from './notificacoes/use-notification-socket.ts';
import { useAntdLocale } from './antd-locale.ts';

// Built on first render, after bootstrap read remotes.json (the remotes' pages are in the route table).
let router: ReturnType<typeof createHashRouter> | undefined;
const portalRouter = (): ReturnType<typeof createHashRouter> => (router ??= createHashRouter(portalRoutes()));

export function App(): ReactNode {
  const { i18n } = useTranslation();
  const color = useWhiteLabel((state) => state.corDoSistema);
  const theme = useMemo(() => antdTheme(color), [color]);
  useSessionLifecycle();
  useNotificationSocket();
  const locale = useAntdLocale(i18n.language);
  // toasts and confirmations (notify, confirm) in the same theme and language
  useOverlaysConfig(theme, locale);
  // no antd App around the page: it brought Modal, the toasts and messages to every first screen
  // (about 18 KB as served)
  return (
    <ConfigProvider theme={theme} locale={locale}>
      <PageText>
        <RouterProvider router={portalRouter()} />
      </PageText>
    </ConfigProvider>
  );
}
