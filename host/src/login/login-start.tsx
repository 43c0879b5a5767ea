import { StrictMode } from 'react';
import { initI18n, useSession } from '@clinica/shared/core';
import { pageRoot } from '../page-root.ts';
import { loadWhiteLabel } from '../white-label/white-label.resource.ts';
import { homePath } from '../session/session.resource.ts';
import { preloadRouteRemote } from '../remotes/remotes-file.ts';
import { LoginScreen } from './login-screen.tsx';

/**
 * A first visit (the login address, or none) draws the login screen alone: React, i18n and the
 * session, without the portal's antd, router and forms. The portal is loaded when the user got in,
 * or left for another address (forgot the password, verify a document), and draws in the same root.
 */
const root = pageRoot();

const portalCode = () => import('../portal-start.tsx');

let portal: Promise<void> | undefined;
const openPortal = (): Promise<void> => {
  window.removeEventListener('hashchange', onAddressChange);
  portal ??= portalCode().then(({ renderPortal }) => renderPortal(root));
  return portal;
};

/** In: the portal's code and areas load while the start screen is looked up, then it opens there. */
async function openStartScreen(): Promise<void> {
  const home = await homePath(portalCode().then(({ preparePortal }) => preparePortal()));
  void preloadRouteRemote(`#${home}`);
  window.history.replaceState(null, '', `#${home}`);
  await openPortal();
}
function onAddressChange(): void {
  void openPortal();
}

async function start(): Promise<void> {
  void loadWhiteLabel();
  // someone already in (a still-valid session) opened the login: the portal sends them to their start screen
  if (useSession.getState().token) {
    await openPortal();
    return;
  }
  if (window.location.hash !== '#/login') window.history.replaceState(null, '', '#/login');
  await initI18n();
  window.addEventListener('hashchange', onAddressChange);
  root.render(
    <StrictMode>
      <LoginScreen onLoggedIn={openStartScreen} />
    </StrictMode>,
  );
}

void start();
