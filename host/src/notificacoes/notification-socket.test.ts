import type { IFrame, IMessage, StompConfig, messageCallbackType } from '@stomp/stompjs';
import { useNotificacoes } from './notificacoes.store.ts';
import { NotificationSocket, type ClientFactory } from './notification-socket.ts';
import { socketUrl } from './socket-address.ts';
import type { ToastQueue } from './toast-queue.ts';
import { chegada, estoqueBaixo } from './test-support/notificacao-fixture.ts';

/** A STOMP client that records what the socket asks of it; the test plays the server. */
function fakeClient() {
  const fake = {
    config: undefined as StompConfig | undefined,
    activate: jest.fn(),
    deactivate: jest.fn(() => Promise.resolve()),
    topics: [] as string[],
    handler: undefined as messageCallbackType | undefined,
  };
  const factory: ClientFactory = (config) => {
    fake.config = config;
    return {
      activate: fake.activate,
      deactivate: fake.deactivate,
      subscribe: (topic: string, callback: messageCallbackType) => {
        fake.topics.push(topic);
        fake.handler = callback;
        return { id: 'sub-0', unsubscribe: () => undefined };
      },
    };
  };
  const connect = () => fake.config!.onConnect!({} as IFrame);
  const push = (body: unknown) => fake.handler!({ body: JSON.stringify(body) } as IMessage);
  const refuse = (message: string) => fake.config!.onStompError!({ headers: { message }, body: '' } as unknown as IFrame);
  return { fake, factory, connect, push, refuse };
}

const session = { token: 'Bearer abc', userId: '7', authorities: ['ROLE_AGENDAMENTOS'] };

describe('notification socket', () => {
  let toasts: { enqueue: jest.Mock; clear: jest.Mock };

  beforeEach(() => {
    toasts = { enqueue: jest.fn(), clear: jest.fn() };
  });

  afterEach(() => {
    useNotificacoes.getState().reset();
    localStorage.clear();
  });

  it('connects with the token, subscribes to the own topic and reconnects after 2 s', () => {
    const { fake, factory, connect } = fakeClient();
    new NotificationSocket(toasts as unknown as ToastQueue, factory).start(session);
    expect(fake.activate).toHaveBeenCalledTimes(1);
    expect(fake.config).toMatchObject({
      connectHeaders: { Authorization: 'Bearer abc' },
      reconnectDelay: 2000,
      heartbeatIncoming: 10000,
      heartbeatOutgoing: 10000,
    });
    connect();
    expect(fake.topics).toEqual(['/topic/notificacao/7']);
  });

  it('passes the alert roles the user holds in the address, on the page origin', () => {
    expect(socketUrl('7', ['ROLE_AGENDAMENTOS'])).toBe('http://localhost/notification?id=7');
    expect(socketUrl('7', ['ROLE_ESTOQUE'])).toBe('http://localhost/notification?id=7&role=ESTOQUE');
    expect(socketUrl('7', ['ROLE_FINANCEIRO', 'ESTOQUE'])).toBe('http://localhost/notification?id=7&role=FINANCEIRO');
    expect(socketUrl('7', ['ROLE_FINANCEIRO', 'ROLE_ESTOQUE'])).toBe('http://localhost/notification?id=7&role=ESTOQUE,FINANCEIRO');
  });

  it('lists what arrives and toasts only what is new, also after a reconnect', () => {
    const { factory, connect, push } = fakeClient();
    new NotificationSocket(toasts as unknown as ToastQueue, factory).start(session);
    connect();
    push([chegada(1), estoqueBaixo(10, 7)]);
    push(chegada(2));
    connect(); // reconnected: the unread list comes again
    push([chegada(1), estoqueBaixo(10, 7), chegada(2)]);
    push('junk');
    expect(useNotificacoes.getState().items.map((n) => n.idNotificacao)).toEqual([2, 10, 1]);
    expect(toasts.enqueue.mock.calls.map(([added]: [{ idNotificacao: number }[]]) => added.map((n) => n.idNotificacao))).toEqual([[1, 10], [2], [], []]);
  });

  it('after a reload (an empty list, a new socket) lists the unread again but toasts only what this browser has not shown', () => {
    const first = fakeClient();
    new NotificationSocket(toasts as unknown as ToastQueue, first.factory).start(session);
    first.connect();
    first.push([chegada(1), chegada(2)]);
    // the page reloads: the store starts empty, the server sends the unread list again, plus a new one
    useNotificacoes.getState().reset();
    const again = fakeClient();
    new NotificationSocket(toasts as unknown as ToastQueue, again.factory).start(session);
    again.connect();
    again.push([chegada(3), chegada(2), chegada(1)]);
    expect(useNotificacoes.getState().items.map((n) => n.idNotificacao)).toEqual([1, 2, 3]);
    expect(toasts.enqueue.mock.calls.map(([added]: [{ idNotificacao: number }[]]) => added.map((n) => n.idNotificacao))).toEqual([[1, 2], [3]]);
  });

  it("stops retrying when the server answers 'Sessão encerrada', not on other errors", () => {
    const { fake, factory, refuse } = fakeClient();
    new NotificationSocket(toasts as unknown as ToastQueue, factory).start(session);
    refuse('Broker unavailable');
    expect(fake.deactivate).not.toHaveBeenCalled();
    refuse('Sessão encerrada');
    expect(fake.deactivate).toHaveBeenCalledTimes(1);
  });

  it("ends the page's session when the server says the user was deactivated; a channel already replaced says nothing", () => {
    const { fake, factory, refuse } = fakeClient();
    const deactivated = jest.fn();
    const socket = new NotificationSocket(toasts as unknown as ToastQueue, factory, jest.fn(), deactivated);
    socket.start(session);
    refuse('Sessão encerrada');
    expect(deactivated).not.toHaveBeenCalled();
    refuse('Seu acesso foi desativado.');
    expect(deactivated).toHaveBeenCalledWith('7');
    expect(fake.deactivate).toHaveBeenCalledTimes(2);
    // logged out meanwhile: the old channel's refusal is not this page's news
    const old = fakeClient();
    const other = new NotificationSocket(toasts as unknown as ToastQueue, old.factory, jest.fn(), deactivated);
    other.start(session);
    other.stop();
    old.refuse('Seu acesso foi desativado.');
    expect(deactivated).toHaveBeenCalledTimes(1);
  });

  it('stop closes the channel, drops waiting toasts and ignores a message still in flight', () => {
    const { fake, factory, connect, push } = fakeClient();
    const socket = new NotificationSocket(toasts as unknown as ToastQueue, factory);
    socket.start(session);
    connect();
    socket.stop();
    expect(fake.deactivate).toHaveBeenCalledTimes(1);
    expect(toasts.clear).toHaveBeenCalled();
    push(chegada(1));
    expect(useNotificacoes.getState().items).toEqual([]);
    expect(toasts.enqueue).not.toHaveBeenCalled();
  });

  it("fetches the user's new permissions when the server says they changed, and lists nothing for it", () => {
    const { factory, connect, push } = fakeClient();
    const authoritiesChanged = jest.fn();
    new NotificationSocket(toasts as unknown as ToastQueue, factory, authoritiesChanged).start(session);
    connect();
    push({ autorizacoesAlteradas: true });
    expect(authoritiesChanged).toHaveBeenCalledTimes(1);
    expect(useNotificacoes.getState().items).toEqual([]);
    push(chegada(1));
    expect(authoritiesChanged).toHaveBeenCalledTimes(1);
    expect(useNotificacoes.getState().items).toHaveLength(1);
  });
});
