import { useState, type ReactNode } from 'react';
import { Navigate, useNavigate } from '@clinica/shared/router';
import { startPath, useSession } from '@clinica/shared/core';
import { homePath } from '../session/session.resource.ts';
import { preloadRouteRemote } from '../remotes/remotes-file.ts';
import { LoginScreen } from './login-screen.tsx';

/** The /login route inside the portal (after a logout or an ended session): the same screen as a first visit's. */
export function LoginPage(): ReactNode {
  const navigate = useNavigate();
  const authorities = useSession((state) => state.authorities);
  // A session already open when the page opened goes straight to the user's first area. A login made
  // here is sent on by openStartScreen alone: a second navigation, arriving later, took the user away
  // from a page opened meanwhile before its guard had said why it refused.
  const [alreadyIn] = useState(() => Boolean(useSession.getState().token));
  if (alreadyIn) return <Navigate to={startPath(authorities)} replace />;
  const openStartScreen = async (): Promise<void> => {
    const home = await homePath();
    void preloadRouteRemote(`#${home}`);
    await navigate(home, { replace: true });
  };
  return <LoginScreen onLoggedIn={openStartScreen} />;
}
