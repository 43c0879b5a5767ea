import { initI18n, notify } from '@clinica/shared';
import type { Notificacao } from './notificacao.ts';
import { useNotificacoes } from './notificacoes.store.ts';
import { TOAST_CLASS, ToastQueue, showNotificacaoToast } from './toast-queue.ts';
import { chegada, contaPagar, estoqueBaixo, lembrete } from './test-support/notificacao-fixture.ts';

const idsOf = (group: readonly Notificacao[]) => group.map((n) => n.idNotificacao);

describe('toast queue', () => {
  let shown: (readonly Notificacao[])[];
  let queue: ToastQueue;

  beforeEach(() => {
    jest.useFakeTimers();
    shown = [];
    queue = new ToastQueue((group) => shown.push(group));
  });

  afterEach(() => {
    jest.useRealTimers();
    useNotificacoes.getState().reset();
  });

  it('shows one toast per type, one at a time, 5 s apart', () => {
    queue.enqueue([chegada(1), estoqueBaixo(10, 7), chegada(2), contaPagar(3), lembrete(4)]);
    expect(shown.map(idsOf)).toEqual([[1, 2]]);

    jest.advanceTimersByTime(4999);
    expect(shown).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(shown.map(idsOf)).toEqual([[1, 2], [10]]);

    jest.advanceTimersByTime(5000);
    jest.advanceTimersByTime(5000);
    expect(shown.map(idsOf)).toEqual([[1, 2], [10], [3], [4]]);
    jest.advanceTimersByTime(60_000);
    expect(shown).toHaveLength(4);
  });

  it('counts a product low on stock once and joins later arrivals to the waiting toast of their type', () => {
    queue.enqueue([lembrete(1), estoqueBaixo(10, 7), estoqueBaixo(11, 7), estoqueBaixo(12, 8)]);
    queue.enqueue([estoqueBaixo(13, 9)]);
    jest.advanceTimersByTime(5000);
    expect(shown.map(idsOf)).toEqual([[1], [11, 12, 13]]);
  });

  it('shows the next batch at once when nothing is on screen', () => {
    queue.enqueue([chegada(1)]);
    jest.advanceTimersByTime(5000);
    queue.enqueue([chegada(2)]);
    expect(shown.map(idsOf)).toEqual([[1], [2]]);
  });

  it('drops the waiting toasts when cleared (logout)', () => {
    queue.enqueue([chegada(1), contaPagar(2)]);
    queue.clear();
    jest.advanceTimersByTime(30_000);
    expect(shown.map(idsOf)).toEqual([[1]]);
  });

  it('shows nothing for a batch already received (a reconnect re-sends the unread list)', () => {
    const deliver = (batch: Notificacao[]) => queue.enqueue(useNotificacoes.getState().receive(batch));
    deliver([chegada(1), contaPagar(2)]);
    jest.advanceTimersByTime(5000);
    expect(shown).toHaveLength(2);
    deliver([chegada(1), contaPagar(2)]);
    jest.advanceTimersByTime(30_000);
    expect(shown).toHaveLength(2);
  });
});

describe('notification toast', () => {
  beforeAll(async () => {
    await initI18n('pt');
  });

  beforeEach(() => {
    jest.spyOn(notify, 'info').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  it("shows the first item's text for 5 s, with 'e mais N' for the rest of its group", () => {
    showNotificacaoToast([chegada(1), chegada(2, { nomePaciente: 'Caio' }), chegada(3)]);
    expect(notify.info).toHaveBeenCalledWith('Ana Souza chegou para Avaliação (10:00) e mais 2', {
      title: 'Paciente chegou',
      seconds: 5,
      className: TOAST_CLASS,
      testId: TOAST_CLASS,
    });
  });

  it('shows a single item alone', () => {
    showNotificacaoToast([estoqueBaixo(10, 7)]);
    expect(notify.info).toHaveBeenCalledWith('Luva nitrílica abaixo do estoque mínimo', expect.objectContaining({ title: 'Estoque baixo' }));
  });
});
