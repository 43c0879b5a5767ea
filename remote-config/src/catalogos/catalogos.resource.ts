import { useMutation, useQuery } from '@tanstack/react-query';
import { QUERY_ROOTS, http, invalidateRoots, queryClient, type ApiAnswer, type ApiBody } from '@clinica/shared';

export type Sala = ApiAnswer<'gerenciar/sala/listar', 'get'>[number];
export type SalaBody = ApiBody<'gerenciar/sala/cadastroEedicao', 'post'>;
export type TipoCompromisso = ApiAnswer<'gerenciar/compromisso/listar', 'post'>[number];
export type CompromissoBody = ApiBody<'gerenciar/compromisso/editar', 'put'>;
export type Exame = ApiAnswer<'gerenciar/exames/listarExames', 'get'>[number];
export type ExameBody = ApiBody<'gerenciar/exames/cadastroExames', 'post'>;

/**
 * The catalogues the agenda picks from: the same keys as the agenda's own reads (one cache for the
 * page), under the shared root a change here invalidates, so an open agenda sees it too.
 */
const SALAS_KEY = [QUERY_ROOTS.catalogos, 'salas'];
const COMPROMISSOS_KEY = [QUERY_ROOTS.catalogos, 'compromissos'];
const EXAMES_KEY = [QUERY_ROOTS.catalogos, 'exames'];

// writes keep their own messages (the section shows them): the client does not toast
const silent = { context: { silent: true } };

const listarSalas = (signal: AbortSignal): Promise<Sala[]> => http.get('gerenciar/sala/listar', { signal }).json<Sala[]>();
const salvarSala = (body: SalaBody): Promise<Sala> => http.post('gerenciar/sala/cadastroEedicao', { json: body, ...silent }).json<Sala>();
const excluirSala = (id: number): Promise<unknown> => http.delete(`gerenciar/sala/excluir/${id}`, silent).json();

const listarCompromissos = (signal: AbortSignal): Promise<TipoCompromisso[]> =>
  http.post('gerenciar/compromisso/listar', { json: {}, signal }).json<TipoCompromisso[]>();
/** Without an id it creates (POST cadastro), with one it edits (PUT editar). */
const salvarCompromisso = ({ id, ...fields }: Omit<CompromissoBody, 'id'> & { id?: number }): Promise<TipoCompromisso> =>
  (id === undefined
    ? http.post('gerenciar/compromisso/cadastro', { json: fields, ...silent })
    : http.put('gerenciar/compromisso/editar', { json: { id, ...fields }, ...silent })
  ).json<TipoCompromisso>();
const excluirCompromisso = (id: number): Promise<unknown> => http.delete(`gerenciar/compromisso/excluir/${id}`, silent).json();

const listarExames = (signal: AbortSignal): Promise<Exame[]> => http.get('gerenciar/exames/listarExames', { signal }).json<Exame[]>();
/** Without an id it creates, with one it edits (the same call). */
const salvarExame = (body: ExameBody): Promise<Exame> => http.post('gerenciar/exames/cadastroExames', { json: body, ...silent }).json<Exame>();
const excluirExame = (id: number): Promise<unknown> => http.delete(`gerenciar/exames/excluir/${id}`, silent).json();

const changed = () => invalidateRoots(QUERY_ROOTS.catalogos);

/** Rooms, active first, by name. */
export const useSalas = () => useQuery({ queryKey: SALAS_KEY, queryFn: ({ signal }) => listarSalas(signal) }, queryClient);
export const useSalvarSalaMutation = () => useMutation({ mutationFn: salvarSala, onSuccess: changed }, queryClient);
export const useExcluirSalaMutation = () => useMutation({ mutationFn: excluirSala, onSuccess: changed }, queryClient);

/** Commitment types (name and colour). */
export const useCompromissos = () => useQuery({ queryKey: COMPROMISSOS_KEY, queryFn: ({ signal }) => listarCompromissos(signal) }, queryClient);
export const useSalvarCompromissoMutation = () => useMutation({ mutationFn: salvarCompromisso, onSuccess: changed }, queryClient);
export const useExcluirCompromissoMutation = () => useMutation({ mutationFn: excluirCompromisso, onSuccess: changed }, queryClient);

/** The exam catalogue (what an exam request picks from), by name. */
export const useExames = () => useQuery({ queryKey: EXAMES_KEY, queryFn: ({ signal }) => listarExames(signal) }, queryClient);
export const useSalvarExameMutation = () => useMutation({ mutationFn: salvarExame, onSuccess: changed }, queryClient);
export const useExcluirExameMutation = () => useMutation({ mutationFn: excluirExame, onSuccess: changed }, queryClient);
