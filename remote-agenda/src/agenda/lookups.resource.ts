import { useQuery } from '@tanstack/react-query';
import { QUERY_ROOTS, http, queryClient, type ApiAnswer } from '@clinica/shared';

export type Sala = ApiAnswer<'gerenciar/sala/listar', 'get'>[number];
export type Procedimento = ApiAnswer<'gerenciar/procedimento/listar', 'get'>[number];
export type TipoCompromisso = ApiAnswer<'gerenciar/compromisso/listar', 'post'>[number];

/**
 * Lists the agenda picks from: the settings' catalogues, under the root a change there invalidates;
 * all are read again whenever a screen using them opens.
 */

/** Rooms, active first, by name. */
const listarSalas = (signal: AbortSignal): Promise<Sala[]> => http.get('gerenciar/sala/listar', { signal }).json();

const listarProcedimentos = (signal: AbortSignal): Promise<Procedimento[]> => http.get('gerenciar/procedimento/listar', { signal }).json();

const listarCompromissos = (signal: AbortSignal): Promise<TipoCompromisso[]> => http.post('gerenciar/compromisso/listar', { json: {}, signal }).json();

export const useSalas = () => useQuery({ queryKey: [QUERY_ROOTS.catalogos, 'salas'], queryFn: ({ signal }) => listarSalas(signal) }, queryClient);

export const useProcedimentos = () =>
  useQuery({ queryKey: [QUERY_ROOTS.catalogos, 'procedimentos'], queryFn: ({ signal }) => listarProcedimentos(signal) }, queryClient);

/** Commitment types (name and colour). */
export const useCompromissos = () =>
  useQuery({ queryKey: [QUERY_ROOTS.catalogos, 'compromissos'], queryFn: ({ signal }) => listarCompromissos(signal) }, queryClient);
