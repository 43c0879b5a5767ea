import { preloadRouteRemote } from './remotes/remotes-file.ts';
import { preloadPortalFrame } from './router/portal-frame.ts';
import { fetchWhiteLabelEarly } from './white-label/white-label-early.ts';

// What the first screen needs, asked while the shared libraries load (it would otherwise wait for
// them): the white label, the page's remote and the portal frame.
fetchWhiteLabelEarly();
void preloadRouteRemote(window.location.hash);
preloadPortalFrame(window.location.hash);

/** The login address, or none (the portal would send a visitor to the login). */
const opensLogin = (hash: string): boolean => hash === '' || hash === '#' || hash === '#/' || /^#\/login(?:[?/]|$)/.test(hash);

// Async boundary: shared singletons are negotiated before any app code runs. The login screen has
// its own start, without the portal's libraries (the first screen of most visits stays light).
(opensLogin(window.location.hash) ? import('./login/login-start.tsx') : import('./bootstrap.tsx')).catch((error: unknown) => {
  console.error(error);
});
