import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { downloadFile, http, queryClient, type ApiAnswer } from '@clinica/shared';

export type RelatorioAgendamentos = ApiAnswer<'relatorios/agendamentos', 'get'>;
export type RelatorioPacientesNovos = ApiAnswer<'relatorios/pacientes-novos', 'get'>;
export type RelatorioProcedimentosRealizados = ApiAnswer<'relatorios/procedimentos-realizados', 'get'>;
export type RelatorioReceita = ApiAnswer<'relatorios/receita', 'get'>;
export type RelatorioFiltros = ApiAnswer<'relatorios/filtros', 'get'>;
export type Contagem = RelatorioAgendamentos['totais'];

export const RELATORIOS = ['agendamentos', 'pacientes-novos', 'procedimentos-realizados', 'receita'] as const;
export type NomeRelatorio = (typeof RELATORIOS)[number];

/** The filters as they travel in the address and to the api: lists as comma text, days as aaaa-mm-dd. */
export interface FiltroRelatorio {
  inicio: string;
  fim: string;
  medico?: string;
  procedimento?: string;
  status?: string;
  agrupar?: string;
}

/** Which filters each report takes (the api refuses the others). */
const FILTROS_DE: Record<NomeRelatorio, readonly (keyof FiltroRelatorio)[]> = {
  agendamentos: ['inicio', 'fim', 'medico', 'procedimento', 'status', 'agrupar'],
  'pacientes-novos': ['inicio', 'fim'],
  'procedimentos-realizados': ['inicio', 'fim', 'medico', 'procedimento'],
  receita: ['inicio', 'fim', 'medico', 'procedimento'],
};

export const paramsDe = (nome: NomeRelatorio, filtro: FiltroRelatorio): Record<string, string> =>
  Object.fromEntries(FILTROS_DE[nome].flatMap((key) => (filtro[key] ? [[key, filtro[key]]] : [])));

const RELATORIOS_KEY = 'relatorios';

/** Each report's answer, by its name. */
export interface Relatorios {
  agendamentos: RelatorioAgendamentos;
  'pacientes-novos': RelatorioPacientesNovos;
  'procedimentos-realizados': RelatorioProcedimentosRealizados;
  receita: RelatorioReceita;
}

/**
 * A report for the filters. While new figures of the same report load, the previous ones stay on
 * screen (dimmed by the screen); another report's never do: its answer has another shape, and
 * drawing it broke the screen (issue 36 item 1).
 */
export function useRelatorio<N extends NomeRelatorio>(nome: N, filtro: FiltroRelatorio): UseQueryResult<Relatorios[N]> {
  const query = paramsDe(nome, filtro);
  const path: `relatorios/${NomeRelatorio}` = `relatorios/${nome}`;
  return useQuery(
    {
      queryKey: [RELATORIOS_KEY, nome, query],
      // a refused filter is shown by the screen (the api's sentence), not as a toast
      // one report's answer of the three the path names (the key holds the name)
      queryFn: async ({ signal }) => (await http.get(path, { query, signal, context: { silent: true } }).json()) as Relatorios[N],
      placeholderData: (anterior, consultaAnterior) => (consultaAnterior?.queryKey[1] === nome ? anterior : undefined),
      retry: false,
    },
    queryClient,
  );
}

/** Doctors and procedures to filter by (inactive ones too: old appointments have them). */
export const useRelatorioFiltros = () =>
  useQuery({ queryKey: [RELATORIOS_KEY, 'filtros'], queryFn: ({ signal }) => http.get('relatorios/filtros', { signal }).json() }, queryClient);

/** Downloads the report's rows for the filters, as the server names the file. */
export const exportarRelatorio = (nome: NomeRelatorio, formato: 'csv' | 'xlsx', filtro: FiltroRelatorio): Promise<string> =>
  downloadFile(`relatorios/${nome}/${formato}`, { query: paramsDe(nome, filtro), fallback: `relatorio-${nome}.${formato}` });
