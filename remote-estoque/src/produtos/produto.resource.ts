import { useMutation, useQuery } from '@tanstack/react-query';
import { http, invalidateRoots, queryClient, type ApiAnswer, type ApiBody } from '@clinica/shared';

/** A stock product as the api answers it: total, minimum, unit and the low-stock flag (spec 01 §5). */
export type Produto = ApiAnswer<'gerenciar/estoque/listarProdutos', 'get'>[number];
export type ProdutoBody = ApiBody<'gerenciar/estoque/cadastro', 'post'>;
/** A manufacturer, unit of measure or sector: `codigo` and `descricao`. */
export type CadastroAuxiliar = ApiAnswer<'gerenciar/estoque/listarFabricantes', 'get'>[number];

/** Every stock read keys under this root: a product, lookup or movement saved anywhere in the area reads them all again. */
export const ESTOQUE_ROOT = 'estoque';
const PRODUTOS_KEY = [ESTOQUE_ROOT, 'produtos'];

// writes keep their own messages (the screen shows them): the client does not toast
const silent = { context: { silent: true } };

const listarProdutos = (signal: AbortSignal): Promise<Produto[]> => http.get('gerenciar/estoque/listarProdutos', { signal }).json();
/** Without an id it creates, with one (and its versao) it edits: the same call. */
const salvarProduto = (body: ProdutoBody): Promise<Produto> => http.post('gerenciar/estoque/cadastro', { json: body, ...silent }).json();
const excluirProduto = (id: number): Promise<unknown> => http.delete('gerenciar/estoque/delete', { query: { codigo: String(id) }, ...silent }).json();

const changed = () => invalidateRoots(ESTOQUE_ROOT);

/**
 * Every product (inactive ones too, `ativo: false`), by name, with its total and the low-stock flag.
 * The movement and inventory tabs read the same key: one cache for the area.
 */
export const useProdutos = () => useQuery({ queryKey: PRODUTOS_KEY, queryFn: ({ signal }) => listarProdutos(signal) }, queryClient);
/** A refused save reloads the list too: the form keeps what was typed, the list shows what is saved. */
export const useSalvarProdutoMutation = () => useMutation({ mutationFn: salvarProduto, onSettled: changed }, queryClient);
export const useExcluirProdutoMutation = () => useMutation({ mutationFn: excluirProduto, onSuccess: changed }, queryClient);
