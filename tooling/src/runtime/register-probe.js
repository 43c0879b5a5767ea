// Plain JS on purpose: its imports resolve from the app being built, not from tooling.
/**
 * Imported by every exposed module (and by the host's frame): registers how to read this app's shared
 * singletons without loading them. The probe itself imports every shared library, so it loads only
 * when the e2e suite asks; a screen loads only the libraries it uses.
 */
import { registerFederatedApp } from '@clinica/shared';

/* global __APP_NAME__ */
registerFederatedApp(__APP_NAME__, () => import('./singleton-probe.js').then((probe) => probe.probeSingletons()));
