import type { NotificationInstance } from 'antd/es/notification/interface';

/**
 * Toasts from anywhere (HTTP client, stores). The host binds antd's context-aware notification API
 * at start-up so toasts follow the white-label theme; until then messages go to the console.
 */
let instance: NotificationInstance | undefined;

export const bindNotifications = (api: NotificationInstance): void => {
  instance = api;
};

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
  if (!instance) {
    console.warn(`[${level}] ${options.title ?? ''} ${text}`);
    return;
  }
  instance[level]({
    title: options.title ?? text,
    description: options.title ? text : undefined,
    duration: options.seconds ?? 5,
    placement: 'topRight',
    className: options.className,
    props: options.testId ? { 'data-testid': options.testId } : undefined,
  });
}

export const notify = {
  success: (text: string, options?: ToastOptions) => show('success', text, options),
  info: (text: string, options?: ToastOptions) => show('info', text, options),
  warning: (text: string, options?: ToastOptions) => show('warning', text, options),
  error: (text: string, options?: ToastOptions) => show('error', text, options),
};
