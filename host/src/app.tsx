import { useEffect, useMemo, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from '@clinica/shared/antd';
import ptBR from 'antd/locale/pt_BR';
import esES from 'antd/locale/es_ES';
import enUS from 'antd/locale/en_US';
import { RouterProvider, createHashRouter } from '@clinica/shared/router';
import { useTranslation } from 'react-i18next';
import { antdTheme, bindNotifications, useWhiteLabel } from '@clinica/shared';
import { portalRoutes } from './router/routes.tsx';
import { useSessionLifecycle } from './session/use-session-lifecycle.ts';
import { useNotificationSocket } from './notificacoes/use-notification-socket.ts';

const ANTD_LOCALES = { pt: ptBR, es: esES, en: enUS } as const;

// Built on first render, after bootstrap read remotes.json (the remotes' pages are in the route table).
let router: ReturnType<typeof createHashRouter> | undefined;
const portalRouter = (): ReturnType<typeof createHashRouter> => (router ??= createHashRouter(portalRoutes()));

/** Gives the shared notify() antd's context-aware API, so toasts follow the theme. */
function NotificationBridge(): null {
  const { notification } = AntApp.useApp();
  useEffect(() => bindNotifications(notification), [notification]);
  return null;
}

export function App(): ReactNode {
  const { i18n } = useTranslation();
  const color = useWhiteLabel((state) => state.corDoSistema);
  const theme = useMemo(() => antdTheme(color), [color]);
  useSessionLifecycle();
  useNotificationSocket();
  const locale = ANTD_LOCALES[i18n.language as keyof typeof ANTD_LOCALES] ?? ptBR;
  return (
    <ConfigProvider theme={theme} locale={locale}>
      <AntApp>
        <NotificationBridge />
        <RouterProvider router={portalRouter()} />
      </AntApp>
    </ConfigProvider>
  );
}
