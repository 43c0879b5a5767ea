import { create } from 'zustand';
import { newer, notificacaoKey, type Notificacao } from './notificacao.ts';

export interface NotificacoesState {
  /** Unread notifications, newest first. */
  items: Notificacao[];
  /** Keys hidden here (read, or a role alert closed locally): a reconnect re-sends them, they stay hidden. */
  dismissed: ReadonlySet<string>;
  /**
   * Adds what is not here yet and was not dismissed; one low-stock alert per product (the newest).
   * Returns only what was added: those, and only those, get a toast.
   */
  receive(incoming: readonly Notificacao[]): Notificacao[];
  /** Removes one notification here and keeps it hidden. */
  dismiss(key: string): void;
  /** 'Fechar todas': everything listed goes, alerts included. */
  clear(): void;
  /** A new session starts from nothing. */
  reset(): void;
}

const sameProductLowStock = (a: Notificacao, b: Notificacao): boolean =>
  a.tipoNotificacao === 'ABAIXO_ESTOQUE' && b.tipoNotificacao === 'ABAIXO_ESTOQUE' && a.produtoId !== null && a.produtoId === b.produtoId;

// Host-only state (the bell and the socket live in the host), so a plain zustand store is enough.
export const useNotificacoes = create<NotificacoesState>()((set, get) => ({
  items: [],
  dismissed: new Set(),

  receive(incoming) {
    const { items, dismissed } = get();
    let list = items;
    const added: Notificacao[] = [];
    for (const notificacao of incoming) {
      const key = notificacaoKey(notificacao);
      if (dismissed.has(key) || list.some((item) => notificacaoKey(item) === key)) continue;
      const previous = list.find((item) => sameProductLowStock(item, notificacao));
      if (previous) {
        if (newer(previous, notificacao) === previous) continue;
        list = list.filter((item) => item !== previous);
        if (added.includes(previous)) added.splice(added.indexOf(previous), 1);
      }
      list = [notificacao, ...list];
      added.push(notificacao);
    }
    if (list !== items) set({ items: list });
    return added;
  },

  dismiss(key) {
    set((state) => ({
      items: state.items.filter((item) => notificacaoKey(item) !== key),
      dismissed: new Set(state.dismissed).add(key),
    }));
  },

  clear() {
    set((state) => ({ items: [], dismissed: new Set([...state.dismissed, ...state.items.map(notificacaoKey)]) }));
  },

  reset() {
    set({ items: [], dismissed: new Set() });
  },
}));
