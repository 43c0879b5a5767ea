import ky from 'ky';
import { onlyDigits } from './documents.ts';

/** Address found for a postal code (spec 02 section 7: the public lookup's fields, renamed to ours). */
export interface CepAddress {
  logradouro: string;
  bairro: string;
  cidade: string;
  estado: string;
  pais: 'Brasil';
}

interface ViaCepAnswer {
  cep?: string;
  logradouro?: string;
  bairro?: string;
  localidade?: string;
  uf?: string;
  erro?: boolean | string;
}

/** Default: the gateway's /cep route, which forwards to the public service set in its CEP_URL. */
let cepBase = '/cep';

export const configureCep = (base: string): void => {
  cepBase = base;
};

/**
 * Looks a CEP up (GET {base}/ws/{8 digits}/json). Only 8-digit codes are asked; a not-found answer,
 * a failure or a slow service gives undefined, so the user simply types the address.
 */
export async function lookupCep(cep: string, signal?: AbortSignal): Promise<CepAddress | undefined> {
  const digits = onlyDigits(cep);
  if (digits.length !== 8) return undefined;
  try {
    const url = new URL(`${cepBase.replace(/\/$/, '')}/ws/${digits}/json`, globalThis.location.origin);
    const answer = await ky.get(url, { timeout: 8000, retry: 0, signal }).json<ViaCepAnswer>();
    if (answer.erro === true || answer.erro === 'true') return undefined;
    return { logradouro: answer.logradouro ?? '', bairro: answer.bairro ?? '', cidade: answer.localidade ?? '', estado: answer.uf ?? '', pais: 'Brasil' };
  } catch {
    return undefined;
  }
}
