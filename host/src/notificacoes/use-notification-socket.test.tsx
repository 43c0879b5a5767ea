import { act, cleanup, renderHook } from '@testing-library/react';
import { queryClient, useSession } from '@clinica/shared';
import { userToken } from '@clinica/tooling/test-tokens';
import { useNotificacoes } from './notificacoes.store.ts';
import { useNotificationSocket } from './use-notification-socket.ts';
import { notificationSocket, type SocketSession } from './notification-socket.ts';
import { chegada } from './test-support/notificacao-fixture.ts';

// The channel itself is replaced: this checks when the portal opens and closes it.
jest.mock('./notification-socket.ts', () => ({ notificationSocket: { start: jest.fn(), stop: jest.fn() } }));

const start = notificationSocket.start as jest.Mock<void, [SocketSession]>;
const stop = notificationSocket.stop as jest.Mock<void, []>;
// the channel opens at an idle moment (a timer here: jsdom has no requestIdleCallback)
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
/** The first screen has read its data: the portal opens the channel after that. */
const screenRead = () => act(() => void queryClient.setQueryData(['primeira-tela'], []));

describe('notification channel lifetime', () => {
  afterEach(() => {
    cleanup(); // unmount before the session ends
    jest.clearAllMocks();
    useSession.getState().end('logout');
    useNotificacoes.getState().reset();
    queryClient.clear();
  });

  it('opens on login with the session, closes and forgets the list on logout', async () => {
    renderHook(() => useNotificationSocket());
    await settle();
    expect(start).not.toHaveBeenCalled();

    act(() => void useSession.getState().start(userToken({ jti: '7', authorities: ['ROLE_AGENDAMENTOS', 'ROLE_ESTOQUE'] })));
    screenRead();
    await settle();
    expect(start).toHaveBeenCalledTimes(1);
    expect(start.mock.calls[0]![0]).toEqual({
      token: useSession.getState().token,
      userId: '7',
      authorities: ['ROLE_AGENDAMENTOS', 'ROLE_ESTOQUE'],
    });

    act(() => void useNotificacoes.getState().receive([chegada(1)]));
    act(() => useSession.getState().end('logout'));
    await settle();
    expect(stop).toHaveBeenCalledTimes(1);
    expect(useNotificacoes.getState().items).toEqual([]);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits until the first screen has read its data', async () => {
    act(() => void useSession.getState().start(userToken({ jti: '7' })));
    renderHook(() => useNotificationSocket());
    await settle();
    expect(start).not.toHaveBeenCalled();

    screenRead();
    await settle();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('reopens with a new token, keeping the list', async () => {
    act(() => void useSession.getState().start(userToken({ jti: '7' })));
    screenRead();
    renderHook(() => useNotificationSocket());
    await settle();
    act(() => void useNotificacoes.getState().receive([chegada(1)]));

    act(() => void useSession.getState().start(userToken({ jti: '7', nome: 'Ana S.' })));
    screenRead();
    await settle();
    expect(stop).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledTimes(2);
    expect(start.mock.calls[1]![0]).toMatchObject({ token: useSession.getState().token });
    expect(useNotificacoes.getState().items).toHaveLength(1);
  });
});
