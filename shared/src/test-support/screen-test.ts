import { cleanup } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { initI18n } from '../i18n/i18n.ts';
import { notify } from '../notify/notify.ts';
import { useSession } from '../session/session.store.ts';

/**
 * Tests only: user events without the pointer-events check, which reads computed styles on every
 * event (slow under antd's stylesheets in jsdom).
 */
export const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });

/**
 * Tests only: what every screen test needs — Portuguese texts, fast computed styles,
 * toasts observed (notify.error / notify.success are spies), and no session or screen left behind.
 */
export function useScreenTest(): void {
  // jsdom's getComputedStyle walks every rule of antd's injected stylesheets on each call, and antd
  // calls it on every render: answer with the element's inline style (antd hides popups inline).
  // Assigned, not spied, so restoreAllMocks between tests keeps it.
  const original = window.getComputedStyle.bind(window);
  beforeAll(async () => {
    window.getComputedStyle = (element: Element) => (element as HTMLElement).style;
    await initI18n('pt');
  });
  afterAll(() => {
    window.getComputedStyle = original;
  });
  beforeEach(() => {
    jest.spyOn(notify, 'error').mockImplementation(() => undefined);
    jest.spyOn(notify, 'success').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup(); // unmount before the session ends
    jest.restoreAllMocks();
    useSession.getState().end('logout');
  });
}
