import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { QUERY_ROOTS, http, invalidateRoots, onlyDigits, queryClient, type ApiAnswer, type ApiBody } from '@clinica/shared';

type PaginaPacientes = ApiAnswer<'gerenciar/paciente/pesquisar', 'post'>;
/** A row of the patient search (api PacienteResumo). */
export type PacienteResumo = PaginaPacientes['content'][number];

export type Situacao = 'ativos' | 'inativos' | 'todos';

export const PAGE_SIZE = 20;

/** Typed text → api filter: digits (with or without mask) search the CPF, anything else the name. */
export function toFiltro(texto: string, situacao: Situacao): ApiBody<'gerenciar/paciente/pesquisar', 'post'> {
  const trimmed = texto.trim();
  const ativo = situacao === 'todos' ? undefined : situacao === 'ativos';
  if (trimmed && /^[\d.\-\s]+$/.test(trimmed)) return { cpf: onlyDigits(trimmed), ativo };
  return { ...(trimmed ? { nome: trimmed } : {}), ativo };
}

const searchPacientes = (texto: string, situacao: Situacao, page: number, signal: AbortSignal): Promise<PaginaPacientes> =>
  http
    .post('gerenciar/paciente/pesquisar', {
      query: { page, size: PAGE_SIZE },
      json: toFiltro(texto, situacao),
      signal,
    })
    .json();

/** One page of the patient search; the previous page stays on screen while the next loads. */
export const usePacienteSearch = (texto: string, situacao: Situacao, page: number) =>
  useQuery(
    {
      queryKey: [QUERY_ROOTS.pacientes, 'pesquisa', { texto, situacao, page }],
      queryFn: ({ signal }) => searchPacientes(texto, situacao, page, signal),
      placeholderData: keepPreviousData,
    },
    queryClient,
  );

const ativarDesativar = ({ id, ativo }: { id: number; ativo: boolean }): Promise<ApiAnswer<'gerenciar/paciente/ativarDesativarPaciente/{id}', 'post'>> =>
  http.post('gerenciar/paciente/ativarDesativarPaciente/{id}', { params: { id }, json: { ativo } }).json();

/** Activates or deactivates a patient (the api records the history line and the audit); every patient list reads again. */
export const useAtivarDesativarMutation = () =>
  useMutation({ mutationFn: ativarDesativar, onSuccess: () => invalidateRoots(QUERY_ROOTS.pacientes) }, queryClient);
