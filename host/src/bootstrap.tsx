import { pageRoot } from './page-root.ts';
import { renderPortal } from './portal-start.tsx';

// An address inside the portal (or a public page): the portal at once.
void renderPortal(pageRoot());
