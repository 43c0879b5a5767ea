import { STORAGE_KEYS } from '@clinica/shared';
import { notificacaoKey, type Notificacao } from './notificacao.ts';

/** How many shown keys the browser remembers: far more than any unread list, still a small entry. */
const LIMITE = 500;

function read(storage: Storage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.notificacoesMostradas) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The notifications not yet shown as a toast in this browser, remembered as shown from now on: the
 * unread list every connection sends first (after a reload, a new login, a reconnect) lists them in
 * the panel but toasts only what is new.
 */
export function notYetToasted(incoming: readonly Notificacao[], storage: Storage = localStorage): Notificacao[] {
  if (incoming.length === 0) return [];
  const shown = read(storage);
  const known = new Set(shown);
  const fresh = incoming.filter((notificacao) => !known.has(notificacaoKey(notificacao)));
  if (fresh.length > 0) storage.setItem(STORAGE_KEYS.notificacoesMostradas, JSON.stringify([...shown, ...fresh.map(notificacaoKey)].slice(-LIMITE)));
  return fresh;
}
