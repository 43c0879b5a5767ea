import { registerMessages } from '@clinica/shared';
import { en } from './en.ts';
import { es } from './es.ts';
import { pt } from './pt.ts';

/** Registers the remote's texts once, whichever of its modules the host loads first. */
registerMessages({ pt, es, en });
