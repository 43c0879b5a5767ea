import { cleanup, waitFor } from '@testing-library/react';
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

/**
 * Tests only: opens an antd Select and clicks the shown option starting with `text`. The
 * `role="option"` nodes antd renders are for screen readers and take no clicks.
 */
export async function pickOption(select: HTMLElement, text: string): Promise<void> {
  // from outside: a select that just chose keeps the focus, and a click on it then does not reopen it in jsdom
  (document.activeElement as HTMLElement | null)?.blur();
  await user.click(select);
  const option = await waitFor(() => {
    const shown = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')];
    const found = shown.find((element) => element.textContent?.startsWith(text));
    if (!found) throw new Error(`option ${text} not shown`);
    return found;
  });
  await user.click(option);
}
