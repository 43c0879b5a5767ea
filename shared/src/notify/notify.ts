import type { NotificationInstance } from 'antd/es/notification/interface';

/**
 * Toasts from anywhere (HTTP client, stores, screens): antd's notification, whose code loads with the
 * first toast (@clinica/shared/antd/overlays) rather than with every screen. It follows the portal's
 * theme and language through the host's useOverlaysConfig. Tests may bind their own.
 */
let instance: NotificationInstance | undefined;
let loading: Promise<NotificationInstance> | undefined;

export const bindNotifications = (api: NotificationInstance): void => {
  instance = api;
};

const notifications = (): Promise<NotificationInstance> =>
  (loading ??= import('@clinica/shared/antd/overlays').then((module) => (instance ??= module.notification)));

type Level = 'success' | 'info' | 'warning' | 'error';

export interface ToastOptions {
  /** Title line; the spec's toasts often carry one ('ERRO :(', 'Sem acesso a esta tela'). */
  title?: string;
  /** Seconds on screen. */
  seconds?: number;
  /** Class and test id of the toast, for the toasts tests and styles must tell apart (live notifications). */
  className?: string;
  testId?: string;
}

function show(level: Level, text: string, options: ToastOptions = {}): void {
  const args = {
    title: options.title ?? text,
    description: options.title ? text : undefined,
    duration: options.seconds ?? 5,
    placement: 'topRight' as const,
    className: options.className,
    props: options.testId ? { 'data-testid': options.testId } : undefined,
  };
  if (instance) instance[level](args);
  else
    void notifications().then(
      (api) => api[level](args),
      () => console.warn(`[${level}] ${options.title ?? ''} ${text}`),
    );
}

export const notify = {
  success: (text: string, options?: ToastOptions) => show('success', text, options),
  info: (text: string, options?: ToastOptions) => show('info', text, options),
  warning: (text: string, options?: ToastOptions) => show('warning', text, options),
  error: (text: string, options?: ToastOptions) => show('error', text, options),
};
