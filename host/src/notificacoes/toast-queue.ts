import i18next, { type TFunction } from 'i18next';
import { notify } from '@clinica/shared';
import { groupOf, newer, type Notificacao } from './notificacao.ts';
import { notificacaoTexto } from './notificacao-texto.ts';

/** Spec 01 sections 4 and 9: each toast lives 5 s, and queued toasts come 5 s apart. */
export const TOAST_SECONDS = 5;
export const TOAST_SPACING_MS = 5000;

/** The class and test id e2e tests find a notification toast by. */
export const TOAST_CLASS = 'notificacao-toast';

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

// Read at call time, so jest's fake timers (installed after this module loads) are the ones used.
const pageTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Adds a notification to its group; a product's low-stock alert counts once (the newest). */
function addTo(group: Notificacao[], notificacao: Notificacao): void {
  const index = group.findIndex(
    (item) => notificacao.tipoNotificacao === 'ABAIXO_ESTOQUE' && notificacao.produtoId !== null && item.produtoId === notificacao.produtoId,
  );
  if (index < 0) group.push(notificacao);
  else group[index] = newer(group[index]!, notificacao);
}

/**
 * Live notifications become toasts one at a time: grouped by type, one toast per type waiting in the
 * queue (what arrives for a type already waiting joins it), each shown `spacingMs` after the previous.
 */
export class ToastQueue {
  private waiting: Notificacao[][] = [];
  private spacing: unknown;

  constructor(
    private readonly show: (group: readonly Notificacao[]) => void,
    private readonly timers: Timers = pageTimers,
    private readonly spacingMs: number = TOAST_SPACING_MS,
  ) {}

  enqueue(notificacoes: readonly Notificacao[]): void {
    for (const notificacao of notificacoes) {
      const group = this.waiting.find((waiting) => groupOf(waiting[0]!) === groupOf(notificacao));
      if (group) addTo(group, notificacao);
      else this.waiting.push([notificacao]);
    }
    this.next();
  }

  /** Drops what is waiting (the session ended); a toast on screen fades by itself. */
  clear(): void {
    this.waiting = [];
    if (this.spacing !== undefined) this.timers.clearTimeout(this.spacing);
    this.spacing = undefined;
  }

  private next(): void {
    if (this.spacing !== undefined) return;
    const group = this.waiting.shift();
    if (!group) return;
    this.show(group);
    this.spacing = this.timers.setTimeout(() => {
      this.spacing = undefined;
      this.next();
    }, this.spacingMs);
  }
}

/** A group's toast: the first notification's text, plus 'and N more' when the group holds several. */
export function showNotificacaoToast(group: readonly Notificacao[], t: TFunction = i18next.t): void {
  const [first, ...others] = group;
  if (!first) return;
  const { titulo, corpo } = notificacaoTexto(first, t);
  const more = others.length > 0 ? t('notificacoes.eMais', { count: others.length }) : '';
  notify.info([corpo, more].filter(Boolean).join(' '), { title: titulo, seconds: TOAST_SECONDS, className: TOAST_CLASS, testId: TOAST_CLASS });
}
