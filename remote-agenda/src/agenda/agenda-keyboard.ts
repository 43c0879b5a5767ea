import { useEffect, useRef } from 'react';

/** Keyboard shortcuts of the agenda page. */
export type AgendaKeyAction = 'anterior' | 'proximo' | 'hoje' | 'novo' | 'buscar';

const KEYS: Record<string, AgendaKeyAction> = {
  ArrowLeft: 'anterior',
  PageUp: 'anterior',
  ArrowRight: 'proximo',
  PageDown: 'proximo',
  t: 'hoje',
  T: 'hoje',
  n: 'novo',
  N: 'novo',
  '/': 'buscar',
};

/** True while the user types somewhere: keys then belong to the field. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.closest('[role="combobox"], [role="listbox"]') !== null;
}

export function agendaKeyAction(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target' | 'defaultPrevented'>,
): AgendaKeyAction | undefined {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return undefined;
  return KEYS[event.key];
}

/**
 * Listens for the shortcuts while `enabled` (no dialog open: Esc and typing belong to the dialog).
 * The handler may change every render; the listener is attached once.
 */
export function useAgendaKeyboard(enabled: boolean, onAction: (action: AgendaKeyAction) => void): void {
  const handler = useRef(onAction);
  handler.current = onAction;
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent): void => {
      const action = agendaKeyAction(event);
      if (!action) return;
      event.preventDefault();
      handler.current(action);
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [enabled]);
}
