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

/** What a lookup found: the address, nothing for that code, or no answer from the service. */
export type CepLookup = { status: 'encontrado'; address: CepAddress } | { status: 'naoEncontrado' } | { status: 'falhou' };

/**
 * Looks a CEP up (GET {base}/ws/{8 digits}/json). Only 8-digit codes are asked. A code the service
 * does not know and a service that fails or is slow are told apart, so the screen can say which
 * while the user types the address.
 */
export async function lookupCep(cep: string, signal?: AbortSignal): Promise<CepLookup> {
  const digits = onlyDigits(cep);
  if (digits.length !== 8) return { status: 'naoEncontrado' };
  let answer: ViaCepAnswer;
  try {
    const url = new URL(`${cepBase.replace(/\/$/, '')}/ws/${digits}/json`, globalThis.location.origin);
    // the public ViaCEP service, not the api: its answer's type is written by hand in this file
    answer = await ky.get<ViaCepAnswer>(url, { timeout: 8000, retry: 0, signal }).json();
  } catch (error) {
    // the public service answers 400 for a code it cannot take: not found, not a failure
    return (error as { response?: Response }).response?.status === 400 ? { status: 'naoEncontrado' } : { status: 'falhou' };
  }
  if (answer.erro === true || answer.erro === 'true') return { status: 'naoEncontrado' };
  return {
    status: 'encontrado',
    address: { logradouro: answer.logradouro ?? '', bairro: answer.bairro ?? '', cidade: answer.localidade ?? '', estado: answer.uf ?? '', pais: 'Brasil' },
  };
}
