import { preloadRouteRemote } from './remotes/remotes-file.ts';
import { preloadPortalFrame } from './router/portal-frame.ts';
import { fetchWhiteLabelEarly } from './white-label/white-label-early.ts';

// What the first screen needs, asked while the shared libraries load (it would otherwise wait for
// them): the white label, the page's remote and the portal frame.
fetchWhiteLabelEarly();
void preloadRouteRemote(window.location.hash);
preloadPortalFrame(window.location.hash);

// Async boundary: shared singletons are negotiated before any app code runs.
import('./bootstrap').catch((error: unknown) => {
  console.error(error);
});
