import type { ApiAnswer } from '../api/api-types.ts';

/** Interface customisation (white label) of spec 01 section 3, as every page reads it. */
export type WhiteLabel = ApiAnswer<'obterConfiguracoes', 'get'>;

export const DEFAULT_SYSTEM_COLOR = '#008B90';
