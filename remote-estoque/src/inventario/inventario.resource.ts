import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { http, invalidateRoots, queryClient, type ApiAnswer, type ApiBody } from '@clinica/shared';
// the area's one cache root: a movement, product or stocktake saved anywhere in it reads every stock list again
import { ESTOQUE_ROOT } from '../produtos/index.ts';

export type ProdutoInventario = ApiAnswer<'gerenciar/estoque/listarInventario', 'get'>[number];
export type LoteInventario = ProdutoInventario['lotes'][number];
export type AjustePayload = ApiBody<'gerenciar/estoque/ajustarInventario', 'post'>;
export type Ajuste = ApiAnswer<'gerenciar/estoque/ajustarInventario', 'post'>['ajustes'][number];
export type Recebedor = ApiAnswer<'gerenciar/estoque/recall', 'get'>[number];

const lerInventario = (signal: AbortSignal, id?: number): Promise<ProdutoInventario[]> =>
  http.get('gerenciar/estoque/listarInventario', { query: id === undefined ? {} : { id: String(id) }, signal }).json();

/** Every product's balance and first expiry (no lots: a product's lots are read when it is opened). */
export const useInventario = () => useQuery({ queryKey: [ESTOQUE_ROOT, 'inventario'], queryFn: ({ signal }) => lerInventario(signal) }, queryClient);

/** One product with its lots that hold stock, first to expire first. */
export const useLotesDoProduto = (produtoId: number) =>
  useQuery(
    { queryKey: [ESTOQUE_ROOT, 'inventario', produtoId], queryFn: async ({ signal }) => (await lerInventario(signal, produtoId))[0] ?? null },
    queryClient,
  );

/** The stocktake: each lot whose count differs becomes an adjustment; every stock list reads again. */
export const useAjusteMutation = () =>
  useMutation(
    {
      mutationFn: (payload: AjustePayload) => http.post('gerenciar/estoque/ajustarInventario', { json: payload, context: { silent: true } }).json(),
      onSuccess: () => invalidateRoots(ESTOQUE_ROOT),
    },
    queryClient,
  );

export interface RecallBusca {
  produtoId: number;
  lote: string;
}

/** Who received the lot (net of returns); read when searched (each search is audited by the api). */
export const useRecall = (busca: RecallBusca | undefined) =>
  useQuery(
    {
      queryKey: [ESTOQUE_ROOT, 'recall', busca?.produtoId, busca?.lote],
      queryFn: ({ signal }): Promise<Recebedor[]> =>
        http.get('gerenciar/estoque/recall', { query: { produtoId: String(busca!.produtoId), lote: busca!.lote }, signal }).json(),
      enabled: busca !== undefined,
      placeholderData: keepPreviousData,
    },
    queryClient,
  );
