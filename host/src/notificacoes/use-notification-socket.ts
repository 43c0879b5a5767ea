import { useEffect, useRef } from 'react';
import { getSession, useSession } from '@clinica/shared';
import { useNotificacoes } from './notificacoes.store.ts';
import { alertRoles } from './socket-address.ts';
import { afterFirstScreen } from '../session/after-first-screen.ts';

/**
 * Keeps the notification channel as long as the session (spec 01 section 4): login opens it, logout
 * closes it and forgets the list. A new token or new alert roles reopen it (the unread list comes
 * again; the store shows nothing twice). Used once, in App, so navigation never reopens it.
 */
export function useNotificationSocket(): void {
  const token = useSession((state) => state.token);
  const userId = useSession((state) => state.user?.id);
  const roles = useSession((state) => alertRoles(state.authorities));
  const owner = useRef<string | undefined>(undefined);

  useEffect(() => {
    // Another user (or none): the previous list is not theirs.
    if (owner.current !== userId) useNotificacoes.getState().reset();
    owner.current = userId;
    if (!token || !userId) return;

    let open = true;
    let stop: (() => void) | undefined;
    // STOMP (and SockJS, where needed) load once the first screen has read its data: off the login screen and off
    // the first screen's way (what was sent meanwhile comes as the unread list when the channel opens).
    const cancel = afterFirstScreen(() => {
      import('./notification-socket.ts')
        .then(({ notificationSocket }) => {
          if (!open) return;
          notificationSocket.start({ token, userId, authorities: getSession().authorities });
          stop = () => notificationSocket.stop();
        })
        .catch((error: unknown) => console.error('Notification channel could not load', error));
    });
    return () => {
      open = false;
      cancel();
      stop?.();
    };
  }, [token, userId, roles]);
}
