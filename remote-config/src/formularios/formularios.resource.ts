import { useMutation, useQuery } from '@tanstack/react-query';
import { QUERY_ROOTS, http, invalidateRoots, queryClient, type ApiAnswer, type ApiBody } from '@clinica/shared';

export type Formulario = ApiAnswer<'gerenciar/formulario/listarTodos', 'get'>[number];
export type Pergunta = Formulario['perguntas'][number];
export type FormularioCriarBody = ApiBody<'gerenciar/formulario/cadastro', 'post'>;
export type FormularioEditarBody = ApiBody<'gerenciar/formulario/editar', 'put'>;

/** A catalogue the record's forms panel picks from: under the same root, so an open record sees a change. */
const FORMULARIOS_KEY = [QUERY_ROOTS.catalogos, 'formularios'];

// writes keep their own messages (the section shows them): the client does not toast
const silent = { context: { silent: true } };

const listarFormularios = (signal: AbortSignal): Promise<Formulario[]> => http.get('gerenciar/formulario/listarTodos', { signal }).json();

/** Without an id it creates version 1; with one it edits (a new version when name or questions change; 409 when `versao` is stale). */
const editando = (body: FormularioCriarBody | FormularioEditarBody): body is FormularioEditarBody => 'versao' in body && !!body.id;
const salvarFormulario = (body: FormularioCriarBody | FormularioEditarBody): Promise<Formulario> =>
  (editando(body)
    ? http.put('gerenciar/formulario/editar', { json: body, ...silent })
    : http.post('gerenciar/formulario/cadastro', { json: body, ...silent })
  ).json();

const atualizarStatus = (body: { id: number; ativo: boolean }): Promise<Formulario> =>
  http.post('gerenciar/formulario/atualizarStatusFormulario', { json: body, ...silent }).json();

const changed = () => invalidateRoots(QUERY_ROOTS.catalogos);

/** Every form in its current version, by name, active and inactive. */
export const useFormularios = () => useQuery({ queryKey: FORMULARIOS_KEY, queryFn: ({ signal }) => listarFormularios(signal) }, queryClient);
export const useSalvarFormularioMutation = () => useMutation({ mutationFn: salvarFormulario, onSuccess: changed }, queryClient);
export const useStatusFormularioMutation = () => useMutation({ mutationFn: atualizarStatus, onSuccess: changed }, queryClient);

export type GrauCalvicie = ApiAnswer<'gerenciar/formulario/grauCalvicie/listarTodos', 'get'>[number];
export type GrauCalvicieBody = ApiBody<'gerenciar/formulario/grauCalvicie/cadastro', 'post'>;

const GRAUS_KEY = [QUERY_ROOTS.catalogos, 'graus-calvicie'];

const listarGraus = (signal: AbortSignal): Promise<GrauCalvicie[]> => http.get('gerenciar/formulario/grauCalvicie/listarTodos', { signal }).json();
/** Without an id it creates, with one it edits; an image sent back as read stays as it is. */
const salvarGrau = ({ id, versao, ...fields }: Omit<GrauCalvicieBody, 'id'> & { id?: number; versao?: number }): Promise<GrauCalvicie> =>
  (id === undefined
    ? http.post('gerenciar/formulario/grauCalvicie/cadastro', { json: fields, ...silent })
    : http.put('gerenciar/formulario/grauCalvicie/editar', { json: { id, versao, ...fields }, ...silent })
  ).json();
const excluirGrau = (id: number): Promise<unknown> => http.delete('gerenciar/formulario/grauCalvicie/excluir/{id}', { params: { id }, ...silent }).json();

/** The baldness degrees a 'Grau de calvície' question offers, in order, each with its two pictures. */
export const useGrausCalvicie = () => useQuery({ queryKey: GRAUS_KEY, queryFn: ({ signal }) => listarGraus(signal) }, queryClient);
// a refused save (someone else's change) reloads the list too: the form keeps what was typed
export const useSalvarGrauMutation = () => useMutation({ mutationFn: salvarGrau, onSettled: changed }, queryClient);
export const useExcluirGrauMutation = () => useMutation({ mutationFn: excluirGrau, onSuccess: changed }, queryClient);
