import { registerMessages } from '@clinica/shared';
import { pt } from './pt.ts';

/**
 * Registers the remote's texts once, whichever of its modules the host loads first; Spanish and
 * English are fetched only when shown (the exposed module waits for them: see languageReady).
 */
registerMessages({
  pt,
  es: () => import('./es.ts').then((module) => module.es),
  en: () => import('./en.ts').then((module) => module.en),
});
