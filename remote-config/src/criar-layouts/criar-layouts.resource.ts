import { useMutation, useQuery } from '@tanstack/react-query';
import { QUERY_ROOTS, http, invalidateRoots, queryClient, type ApiBody } from '@clinica/shared';
import type { Layout } from '../layouts/layouts.resource.ts';

export type LayoutCriar = ApiBody<'layout/cadastro', 'post'>;
export type LayoutAtualizar = ApiBody<'layout/atualizar', 'put'>;

// under the key of the Layouts list (layouts.resource.ts): a save there refreshes it
const layoutKey = (id: number) => [QUERY_ROOTS.catalogos, 'layouts', 'um', id];

// the page says its own messages: the client does not toast
const silent = { context: { silent: true } };

const lerLayout = (id: number, signal: AbortSignal): Promise<Layout> => http.get('layout/listar/{id}', { params: { id }, signal }).json();
/** With an id it updates, otherwise creates (spec 01 §4). */
const salvarLayout = (body: LayoutCriar | LayoutAtualizar): Promise<Layout> =>
  'id' in body && typeof body.id === 'number'
    ? http.put('layout/atualizar', { json: body, ...silent }).json()
    : http.post('layout/cadastro', { json: body, ...silent }).json();

/** The layout being edited (none when creating). */
export const useLayout = (id: number | undefined) =>
  useQuery({ queryKey: layoutKey(id ?? 0), queryFn: ({ signal }) => lerLayout(id!, signal), enabled: id !== undefined }, queryClient);

export const useSalvarLayoutMutation = () => useMutation({ mutationFn: salvarLayout, onSuccess: () => invalidateRoots(QUERY_ROOTS.catalogos) }, queryClient);
