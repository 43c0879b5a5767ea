import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { QUERY_ROOTS, http, invalidateRoots, queryClient, type ApiAnswer, type ApiBody } from '@clinica/shared';

export type Layout = ApiAnswer<'layout/listar', 'post'>[number];
export type LayoutFiltro = ApiBody<'layout/listar', 'post'>;
export type TipoLayout = Layout['tipoLayout'];
/** A variable as listed; `versao` (always sent by the api) is sent back when editing it, and menus that only read the list need not name it. */
export type Variavel = Omit<ApiAnswer<'layout/listarVariaveisAplicacao', 'get'>[number], 'versao'> & { versao?: number };
export type VariavelBody = ApiBody<'layout/cadastroVariaveisAplicacao', 'post'>;
export type MenuVariavel = Variavel['menu'];

/**
 * Layouts and the document variable catalogue: the record's documents and the layout editor pick
 * from them, so they sit under the catalogues' root a change here invalidates.
 */
const LAYOUTS_KEY = [QUERY_ROOTS.catalogos, 'layouts'];
const VARIAVEIS_KEY = [QUERY_ROOTS.catalogos, 'layout-variaveis'];

// writes keep their own messages (the section shows them): the client does not toast
const silent = { context: { silent: true } };

const listarLayouts = (filtro: LayoutFiltro, signal: AbortSignal): Promise<Layout[]> => http.post('layout/listar', { json: filtro, signal }).json();
const excluirLayout = (id: number): Promise<unknown> => http.delete('layout/delete/{id}', { params: { id }, ...silent }).json();

const listarVariaveis = (signal: AbortSignal): Promise<Variavel[]> => http.get('layout/listarVariaveisAplicacao', { signal }).json();
/** Without an id it creates (201), with one it edits (200): the same call; the system's variables are refused (409). */
const salvarVariavel = (body: VariavelBody): Promise<Variavel> => http.post('layout/cadastroVariaveisAplicacao', { json: body, ...silent }).json();
const excluirVariavel = (id: number): Promise<unknown> => http.delete('layout/deletarVariaveisAplicacao/{id}', { params: { id }, ...silent }).json();

const changed = () => invalidateRoots(QUERY_ROOTS.catalogos);

/** Layouts of one type (all types without one), by type and name; the previous list stays while another type loads. */
export const useLayouts = (tipoDeLayout?: TipoLayout) =>
  useQuery(
    {
      queryKey: [...LAYOUTS_KEY, { tipoDeLayout: tipoDeLayout ?? null }],
      queryFn: ({ signal }) => listarLayouts(tipoDeLayout ? { tipoDeLayout } : {}, signal),
      placeholderData: keepPreviousData,
    },
    queryClient,
  );
export const useExcluirLayoutMutation = () => useMutation({ mutationFn: excluirLayout, onSuccess: changed }, queryClient);

/** Every variable a layout can use: the system's first (computed, locked), then the clinic's own (a fixed value). */
export const useVariaveis = () => useQuery({ queryKey: VARIAVEIS_KEY, queryFn: ({ signal }) => listarVariaveis(signal) }, queryClient);
// a refused save (someone else's change) reloads the list too: the form keeps what was typed
export const useSalvarVariavelMutation = () => useMutation({ mutationFn: salvarVariavel, onSettled: changed }, queryClient);
export const useExcluirVariavelMutation = () => useMutation({ mutationFn: excluirVariavel, onSuccess: changed }, queryClient);
