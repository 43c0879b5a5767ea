import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { downloadFile, http, queryClient, type ApiAnswer } from '@clinica/shared';

export type PaginaAuditoria = ApiAnswer<'auditoria', 'get'>;
export type AuditoriaLinha = PaginaAuditoria['content'][number];
export type AuditoriaFiltros = ApiAnswer<'auditoria/filtros', 'get'>;
export type RelatorioPaciente = ApiAnswer<'auditoria/paciente/{id}', 'get'>;
export type PacienteDaTrilha = ApiAnswer<'auditoria/pacientes', 'get'>[number];

/** The trail's filters as the address and the api spell them (absent: no filter). */
export interface FiltroAuditoria {
  inicio?: string;
  fim?: string;
  usuarioId?: string;
  area?: string;
  acao?: string;
  pacienteId?: string;
  /** 'true': each session's entry and exit (LOGIN, LOGOUT) left out, as the screen starts */
  ocultarLogins?: string;
}

/** The trail only grows: a read is good until the screen asks again (filters, page, the refresh button). */
const AUDITORIA = 'auditoria';
const semVazios = (filtro: FiltroAuditoria): Record<string, string> =>
  Object.fromEntries(Object.entries(filtro).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));

export const useAuditorias = (filtro: FiltroAuditoria, page: number, size: number) =>
  useQuery(
    {
      queryKey: [AUDITORIA, 'pagina', semVazios(filtro), page, size],
      queryFn: ({ signal }) => http.get('auditoria', { query: { ...semVazios(filtro), page, size }, signal, context: { silent: true } }).json(),
      placeholderData: keepPreviousData,
    },
    queryClient,
  );

export const useAuditoriaFiltros = () =>
  useQuery({ queryKey: [AUDITORIA, 'filtros'], queryFn: ({ signal }) => http.get('auditoria/filtros', { signal }).json() }, queryClient);

export const useRelatorioPaciente = (pacienteId: number | undefined) =>
  useQuery(
    {
      queryKey: [AUDITORIA, 'paciente', pacienteId],
      queryFn: ({ signal }) => http.get('auditoria/paciente/{id}', { params: { id: pacienteId! }, signal, context: { silent: true } }).json(),
      enabled: pacienteId !== undefined,
    },
    queryClient,
  );

/** Patients the trail mentions, by part of the name or CPF digits (the auditor may not hold the patients area). */
export const usePacientesDaTrilha = (busca: string) =>
  useQuery(
    {
      queryKey: [AUDITORIA, 'pacientes', busca],
      queryFn: ({ signal }) => http.get('auditoria/pacientes', { query: { busca }, signal }).json(),
      enabled: busca.length >= 2,
      placeholderData: keepPreviousData,
    },
    queryClient,
  );

export const exportarTrilha = (filtro: FiltroAuditoria): Promise<string> =>
  downloadFile('auditoria/csv', { query: semVazios(filtro), fallback: 'auditoria.csv' });

export const exportarAcessosPaciente = (pacienteId: number): Promise<string> =>
  downloadFile('auditoria/paciente/{id}/csv', { params: { id: pacienteId }, fallback: `acessos-paciente-${pacienteId}.csv` });
