import { useMutation, useQuery } from '@tanstack/react-query';
import { QUERY_ROOTS, http, invalidateRoots, queryClient, type ApiAnswer, type ApiBody } from '@clinica/shared';

export type Funcionario = ApiAnswer<'gerenciar/funcionario/listar', 'get'>[number];
export type Medico = ApiAnswer<'gerenciar/medico/listar', 'get'>[number];
export type Perfil = ApiAnswer<'gerenciar/perfil/listar', 'post'>[number];
export type FuncionarioCriar = ApiBody<'gerenciar/funcionario/cadastro', 'post'>;
export type FuncionarioEditar = ApiBody<'gerenciar/funcionario/editar', 'put'>;
export type PerfilBody = ApiBody<'gerenciar/perfil/cadastro', 'post'>;

/**
 * Employees and profiles: only the users screen reads them (a profile's change reads both again).
 * Doctors, the inactive too: under the agenda's root (a doctor's change reads the agenda's list and this one again).
 */
const USUARIOS = 'usuarios';
const FUNCIONARIOS_KEY = [USUARIOS, 'funcionarios'];
const PERFIS_KEY = [USUARIOS, 'perfis'];
const MEDICOS_KEY = [QUERY_ROOTS.medicos, 'todos'];

// writes keep their own messages (the screen shows them): the client does not toast
const silent = { context: { silent: true } };

const listarFuncionarios = (signal: AbortSignal): Promise<Funcionario[]> => http.get('gerenciar/funcionario/listar', { signal }).json();
const listarMedicos = (signal: AbortSignal): Promise<Medico[]> => http.get('gerenciar/medico/listar', { query: { situacao: 'todos' }, signal }).json();
const listarPerfis = (signal: AbortSignal): Promise<Perfil[]> => http.post('gerenciar/perfil/listar', { json: {}, signal }).json();

/** Without an id it creates (POST cadastro, with the initial password), with one it edits (PUT editar). */
const salvarFuncionario = (body: FuncionarioCriar | FuncionarioEditar): Promise<Funcionario> =>
  (typeof body.id === 'number'
    ? http.put('gerenciar/funcionario/editar', { json: body, ...silent })
    : http.post('gerenciar/funcionario/cadastro', { json: body, ...silent })
  ).json();
const excluirFuncionario = (id: number): Promise<unknown> => http.delete('gerenciar/funcionario/excluir/{id}', { params: { id }, ...silent }).json();

/** Without an id it creates (POST cadastro), with one it edits (PUT editar/{id}, with the versao read: 409 when stale). */
const salvarPerfil = ({ id, ...body }: PerfilBody & { id?: number; versao?: number }): Promise<Perfil> =>
  (id === undefined
    ? http.post('gerenciar/perfil/cadastro', { json: body, ...silent })
    : http.put('gerenciar/perfil/editar/{id}', { params: { id }, json: body, ...silent })
  ).json();
const excluirPerfil = (id: number): Promise<unknown> => http.delete('gerenciar/perfil/deletarPerfil/{id}', { params: { id }, ...silent }).json();

/** "Entrar como": a token for the other user's session (the session store keeps the administrator's aside). */
const entrarComo = (id: number): Promise<string> =>
  http
    .get('UsuarioManager/loginAs/{id}', { params: { id }, ...silent })
    .json()
    .then(({ token }) => token);
const enviarNovaSenha = (email: string): Promise<unknown> => http.post('UsuarioManager/resetPwd', { json: { email }, ...silent }).json();

const changed = () => invalidateRoots(USUARIOS);

export const useFuncionarios = () => useQuery({ queryKey: FUNCIONARIOS_KEY, queryFn: ({ signal }) => listarFuncionarios(signal) }, queryClient);
/** Every doctor, active first: the users screen deactivates and reactivates them (the agenda lists only the active). */
export const useMedicos = () => useQuery({ queryKey: MEDICOS_KEY, queryFn: ({ signal }) => listarMedicos(signal) }, queryClient);
export const usePerfis = () => useQuery({ queryKey: PERFIS_KEY, queryFn: ({ signal }) => listarPerfis(signal) }, queryClient);
export const useSalvarFuncionarioMutation = () => useMutation({ mutationFn: salvarFuncionario, onSuccess: changed }, queryClient);
export const useExcluirFuncionarioMutation = () => useMutation({ mutationFn: excluirFuncionario, onSuccess: changed }, queryClient);
/** A save refused (someone else's change, a duplicate…) reloads the list too: the form keeps what was typed, the list the version now saved. */
export const useSalvarPerfilMutation = () => useMutation({ mutationFn: salvarPerfil, onSettled: changed }, queryClient);
export const useExcluirPerfilMutation = () => useMutation({ mutationFn: excluirPerfil, onSuccess: changed }, queryClient);
export const useEntrarComoMutation = () => useMutation({ mutationFn: entrarComo }, queryClient);
export const useEnviarNovaSenhaMutation = () => useMutation({ mutationFn: enviarNovaSenha }, queryClient);

export type MedicoCriar = ApiBody<'gerenciar/medico/cadastro', 'post'>;
export type MedicoEditar = ApiBody<'gerenciar/medico/editar', 'put'>;

/** Without an id it registers the doctor (a user with a profile and initial password); with one it edits the doctor's record, profile and situation. */
const salvarMedico = (body: MedicoCriar | MedicoEditar): Promise<Medico> =>
  (typeof body.id === 'number'
    ? http.put('gerenciar/medico/editar', { json: body, ...silent })
    : http.post('gerenciar/medico/cadastro', { json: body, ...silent })
  ).json();

// a doctor's change (deactivated: no longer booked) reaches the agenda's list too: both roots are read again
export const useSalvarMedicoMutation = () =>
  useMutation({ mutationFn: salvarMedico, onSuccess: () => invalidateRoots(USUARIOS, QUERY_ROOTS.medicos) }, queryClient);
