import { http, useWhiteLabel, type WhiteLabel } from '@clinica/shared/core';
import { takeEarlyWhiteLabel } from './white-label-early.ts';

/** Loads the installation's white label (public call) and applies it to the page. */
export async function loadWhiteLabel(): Promise<void> {
  try {
    const early = takeEarlyWhiteLabel() as Promise<WhiteLabel> | undefined;
    const whiteLabel = await (early ?? http.get('obterConfiguracoes', { context: { silent: true } }).json());
    useWhiteLabel.getState().apply(whiteLabel);
  } catch (error) {
    // The cached white label (or the default colour) stays in use.
    console.warn('White label unavailable', error);
  }
}
