import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { QUERY_ROOTS, http, onlyDigits, queryClient } from '@clinica/shared';

/** A row of the patient search (api PacienteResumo). */
export interface PacienteResumo {
  id: number;
  nome: string;
  cpf: string | null;
  nascimento: string | null;
  email: string | null;
  ddi: string;
  celular: string | null;
  telefone: string | null;
  cidade: string | null;
  estado: string | null;
  estrangeiro: boolean;
  ativo: boolean;
}

export interface Pagina<T> {
  content: T[];
  totalElements: number;
  page: number;
  size: number;
}

export type Situacao = 'ativos' | 'inativos' | 'todos';

export const PAGE_SIZE = 20;

/** Typed text → api filter: digits (with or without mask) search the CPF, anything else the name. */
export function toFiltro(texto: string, situacao: Situacao): { nome?: string; cpf?: string; ativo?: boolean } {
  const trimmed = texto.trim();
  const ativo = situacao === 'todos' ? undefined : situacao === 'ativos';
  if (trimmed && /^[\d.\-\s]+$/.test(trimmed)) return { cpf: onlyDigits(trimmed), ativo };
  return { ...(trimmed ? { nome: trimmed } : {}), ativo };
}

const searchPacientes = (texto: string, situacao: Situacao, page: number, signal: AbortSignal): Promise<Pagina<PacienteResumo>> =>
  http
    .post('gerenciar/paciente/pesquisar', {
      searchParams: { page, size: PAGE_SIZE },
      json: toFiltro(texto, situacao),
      signal,
    })
    .json<Pagina<PacienteResumo>>();

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
