import type { ReactNode } from 'react';
import { Navigate, useNavigate } from '@clinica/shared/router';
import { startPath, useSession } from '@clinica/shared/core';
import { homePath } from '../session/session.resource.ts';
import { preloadRouteRemote } from '../remotes/remotes-file.ts';
import { LoginScreen } from './login-screen.tsx';

/** The /login route inside the portal (after a logout or an ended session): the same screen as a first visit's. */
export function LoginPage(): ReactNode {
  const navigate = useNavigate();
  const token = useSession((state) => state.token);
  const authorities = useSession((state) => state.authorities);
  // A still-valid session goes straight to the user's first area.
  if (token) return <Navigate to={startPath(authorities)} replace />;
  const openStartScreen = async (): Promise<void> => {
    const home = await homePath();
    void preloadRouteRemote(`#${home}`);
    await navigate(home, { replace: true });
  };
  return <LoginScreen onLoggedIn={openStartScreen} />;
}
