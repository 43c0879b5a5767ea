import { useQuery } from '@tanstack/react-query';
import { queryClient } from '@clinica/shared';

type Nome = { pt: string; es: string; en: string };

/** An area of the portal (telas.json): its role, route and name. */
export interface Tela {
  role: string;
  rota: string;
  nome: Nome;
}

/** A finer permission (funcao.json), under the area whose role it refines. */
export interface Funcao {
  codigo: string;
  role: string;
  nome: Nome;
}

/** The texts of the language in use (pt when the language is another). */
export const nomeEm = (nome: Nome, language: string): string => nome[language.slice(0, 2) as keyof Nome] ?? nome.pt;

/**
 * The permission catalogue: static JSON served beside the host (spec 01 §7, assets funcao and
 * telas), read from the page's origin and kept for the session: it changes only with a deployment.
 */
async function read<T>(file: string, signal: AbortSignal): Promise<T> {
  // not the api: the http client's base and session headers do not apply
  const response = await fetch(new Request(new URL(`/assets/${file}`, window.location.origin), { signal }));
  if (!response.ok) throw new Error(`/assets/${file}: ${response.status}`);
  return (await response.json()) as T;
}

export const useTelas = () =>
  useQuery({ queryKey: ['catalogo-permissoes', 'telas'], queryFn: ({ signal }) => read<Tela[]>('telas.json', signal), staleTime: Infinity }, queryClient);
export const useFuncoes = () =>
  useQuery({ queryKey: ['catalogo-permissoes', 'funcao'], queryFn: ({ signal }) => read<Funcao[]>('funcao.json', signal), staleTime: Infinity }, queryClient);
