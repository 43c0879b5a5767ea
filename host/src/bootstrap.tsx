import { pageRoot } from './page-root.ts';
import { renderPortal } from './portal-start.tsx';
import { loadWhiteLabel } from './white-label/white-label.resource.ts';

// An address inside the portal (or a public page): the portal at once.
void loadWhiteLabel();
void renderPortal(pageRoot());
