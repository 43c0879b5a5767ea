/** The portal frame (navigation): loaded after login, keeping the login screen light. */
export const loadPortalLayout = () => import('../layout/portal-layout.tsx');

/** The host's pages outside the frame: they never need its code. */
const OUTSIDE_FRAME = /^#?\/(login|resetpwd|mudarSenha|newpwd)\b/;

/**
 * Starts loading the frame's code as the page starts when the address opens a page inside it, beside
 * the shared libraries instead of after the first render. No static import here: index.ts calls it
 * before the async boundary.
 */
export function preloadPortalFrame(hash: string): void {
  if (hash !== '' && hash !== '#/' && !OUTSIDE_FRAME.test(hash)) loadPortalFrame();
}

/** Starts loading the frame's code now (login succeeded: the next screen is in it). */
export function loadPortalFrame(): void {
  void loadPortalLayout();
}
