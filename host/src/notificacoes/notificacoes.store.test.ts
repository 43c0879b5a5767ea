import { notificacaoKey } from './notificacao.ts';
import { useNotificacoes } from './notificacoes.store.ts';
import { chegada, contaPagar, estoqueBaixo, lembrete } from './test-support/notificacao-fixture.ts';

const store = () => useNotificacoes.getState();
const ids = () => store().items.map((item) => item.idNotificacao);

describe('unread notifications store', () => {
  afterEach(() => store().reset());

  it('adds each id once and answers only what is new', () => {
    expect(store().receive([chegada(1), lembrete(2)])).toHaveLength(2);
    const again = store().receive([chegada(1), lembrete(2), contaPagar(3)]);
    expect(again.map((n) => n.idNotificacao)).toEqual([3]);
    expect(ids()).toEqual([3, 2, 1]); // newest first
    expect(store().receive([chegada(1)])).toEqual([]);
  });

  it('keeps one low-stock alert per product, the newest', () => {
    store().receive([estoqueBaixo(10, 7, 'Luva', { criadoEm: '2026-03-10T10:00:00Z' }), estoqueBaixo(11, 8, 'Gaze')]);
    const added = store().receive([estoqueBaixo(12, 7, 'Luva', { criadoEm: '2026-03-11T10:00:00Z' })]);
    expect(added.map((n) => n.idNotificacao)).toEqual([12]);
    expect(ids()).toEqual([12, 11]);
    // an older alert of the same product changes nothing
    expect(store().receive([estoqueBaixo(9, 7, 'Luva', { criadoEm: '2026-03-01T10:00:00Z' })])).toEqual([]);
    expect(ids()).toEqual([12, 11]);
    // within one batch too
    store().reset();
    expect(
      store()
        .receive([estoqueBaixo(20, 5), estoqueBaixo(21, 5)])
        .map((n) => n.idNotificacao),
    ).toEqual([21]);
    expect(ids()).toEqual([21]);
  });

  it('never brings back what was dismissed or cleared, until the session ends', () => {
    store().receive([estoqueBaixo(10, 7), chegada(1), contaPagar(3)]);
    store().dismiss(notificacaoKey(estoqueBaixo(10, 7)));
    expect(ids()).toEqual([3, 1]);
    expect(store().receive([estoqueBaixo(10, 7)])).toEqual([]);

    store().clear();
    expect(ids()).toEqual([]);
    expect(store().receive([chegada(1), contaPagar(3), estoqueBaixo(10, 7)])).toEqual([]);
    expect(ids()).toEqual([]);

    store().reset();
    expect(store().receive([chegada(1)])).toHaveLength(1);
  });

  it('keeps an alert and an own notification that share an id', () => {
    store().receive([lembrete(3), contaPagar(3)]);
    expect(store().items).toHaveLength(2);
  });
});
