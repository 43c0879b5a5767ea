import { useMutation, useQuery } from '@tanstack/react-query';
import { http, invalidateRoots, queryClient, type ApiAnswer } from '@clinica/shared';
import { ESTOQUE_ROOT } from '../produtos/produto.resource.ts';

/** A manufacturer, unit of measure or sector as the api answers it: `codigo` and `descricao`. */
export type Auxiliar = ApiAnswer<'gerenciar/estoque/listarFabricantes', 'get'>[number];
/** The three stock lookups (spec 01 §3, §7). */
export type TipoAuxiliar = 'fabricante' | 'unidadeMedida' | 'setor';

// writes keep their own messages (the card and the form show them): the client does not toast
const silent = { context: { silent: true } };

const listar: Record<TipoAuxiliar, (signal: AbortSignal) => Promise<Auxiliar[]>> = {
  fabricante: (signal) => http.get('gerenciar/estoque/listarFabricantes', { signal }).json(),
  unidadeMedida: (signal) => http.get('gerenciar/estoque/listarUnidadesMedida', { signal }).json(),
  setor: (signal) => http.get('gerenciar/estoque/listarSetor', { signal }).json(),
};
const cadastrar: Record<TipoAuxiliar, (descricao: string) => Promise<Auxiliar>> = {
  fabricante: (descricao) => http.post('gerenciar/estoque/cadastroFabricante', { json: { descricao }, ...silent }).json(),
  unidadeMedida: (descricao) => http.post('gerenciar/estoque/cadastroUnidadeMedida', { json: { descricao }, ...silent }).json(),
  setor: (descricao) => http.post('gerenciar/estoque/cadastroSetor', { json: { descricao }, ...silent }).json(),
};
const excluir: Record<TipoAuxiliar, (codigo: number) => Promise<unknown>> = {
  fabricante: (codigo) => http.delete('gerenciar/estoque/deleteFabricante', { query: { codigo: String(codigo) }, ...silent }).json(),
  unidadeMedida: (codigo) => http.delete('gerenciar/estoque/deleteUnidadeMedida', { query: { codigo: String(codigo) }, ...silent }).json(),
  setor: (codigo) => http.delete('gerenciar/estoque/deleteSetor', { query: { codigo: String(codigo) }, ...silent }).json(),
};

/** The cache key of one lookup: under the area's root, so any stock write reads it again. */
export const auxiliarKey = (tipo: TipoAuxiliar) => [ESTOQUE_ROOT, 'cadastros', tipo];

// a unit renamed or deleted changes how products read: the whole area reads again
const changed = () => invalidateRoots(ESTOQUE_ROOT);

/** One lookup's items, by description (what the product, entry and exit forms pick from). */
export const useAuxiliares = (tipo: TipoAuxiliar) => useQuery({ queryKey: auxiliarKey(tipo), queryFn: ({ signal }) => listar[tipo](signal) }, queryClient);
export const useFabricantes = () => useAuxiliares('fabricante');
export const useUnidadesMedida = () => useAuxiliares('unidadeMedida');
export const useSetores = () => useAuxiliares('setor');

/** Creates an item (a duplicate description is refused: the form says so). */
export const useCadastrarAuxiliarMutation = (tipo: TipoAuxiliar) =>
  useMutation({ mutationFn: (descricao: string) => cadastrar[tipo](descricao), onSettled: changed }, queryClient);
/** Deletes by codigo; refused while in use (the card says the api's message, the item stays). */
export const useExcluirAuxiliarMutation = (tipo: TipoAuxiliar) =>
  useMutation({ mutationFn: (codigo: number) => excluir[tipo](codigo), onSuccess: changed }, queryClient);
