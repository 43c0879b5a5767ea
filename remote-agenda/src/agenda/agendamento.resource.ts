import { useState } from 'react';
import { hashKey, keepPreviousData, useMutation, useQueries, useQuery } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { QUERY_ROOTS, http, invalidateRoots, marcarIniciadoAgora, queryClient, type ApiAnswer, type ApiBody } from '@clinica/shared';
import { perguntaDaPagina } from './lista-paginas.ts';

/** docs/api-contract.md, Appointments: PENDENTE → CONFIRMADO → EM_ATENDIMENTO → FINALIZADO, or CANCELADO. */
export const STATUS_AGENDAMENTO = [
  'PENDENTE',
  'CONFIRMADO',
  'EM_ATENDIMENTO',
  'FINALIZADO',
  'CANCELADO',
] as const satisfies readonly Agendamento['statusAgendamento'][];
export type StatusAgendamento = (typeof STATUS_AGENDAMENTO)[number];

export const TIPOS_AGENDAMENTO = ['NOVO', 'RETORNO'] as const satisfies readonly Agendamento['tipoAgendamento'][];
export type TipoAgendamento = (typeof TIPOS_AGENDAMENTO)[number];

type AgendamentoLido = ApiAnswer<'gerenciar/agendamento/listar/{id}', 'get'>;
/** An appointment as every agenda call answers it (instants as ISO UTC); only listar/{id} adds the patient's confirmation link. */
export type Agendamento = Omit<AgendamentoLido, 'linkConfirmacao'> & Partial<Pick<AgendamentoLido, 'linkConfirmacao'>>;
export type InfoPaciente = Agendamento['infoPaciente'];

/** What criar takes (atualizar: the same with id and versao); times are the clinic's wall clock, 'YYYY-MM-DDTHH:mm:00'. */
export type BookingPayload = ApiBody<'gerenciar/agendamento/criar', 'post'>;

export type CalendarioFiltro = ApiBody<'gerenciar/agendamento/popularCalendario', 'post'>;
export type PesquisaFiltro = ApiBody<'gerenciar/agendamento/pesquisarAgendamentos', 'post'>;
type PaginaAgendamentos = ApiAnswer<'gerenciar/agendamento/pesquisarAgendamentos', 'post'>;

const base = 'gerenciar/agendamento';
/** The screen shows its own message for these calls (toasts with a title, or inline). */
const silent = { context: { silent: true } };
const AGENDAMENTOS = QUERY_ROOTS.agendamentos;

/**
 * Others book too: the open agenda reads again every 2 minutes while the tab is visible (TanStack
 * pauses intervals in a hidden tab) and when the tab becomes visible again (its focusManager listens
 * to visibilitychange).
 */
const REFRESH_MS = 2 * 60_000;
export const AGENDA_REFRESH = { refetchInterval: REFRESH_MS, refetchOnWindowFocus: true } as const;

const popularCalendario = (filtro: CalendarioFiltro, signal: AbortSignal): Promise<Agendamento[]> =>
  http.post(`${base}/popularCalendario`, { json: filtro, signal }).json();

type Ordem = 'dataAgendamento,desc' | 'dataAgendamento,asc';
const pesquisarAgendamentos = (
  filtro: PesquisaFiltro,
  page: number,
  size: number,
  signal: AbortSignal,
  sort: Ordem = 'dataAgendamento,desc',
): Promise<PaginaAgendamentos> =>
  http.post(`${base}/pesquisarAgendamentos`, { json: filtro, query: { page, size, ...(sort === 'dataAgendamento,asc' && { sort }) }, signal }).json();

const buscarAgendamento = (id: number, signal: AbortSignal): Promise<Agendamento> => http.get(`${base}/listar/{id}`, { params: { id }, signal }).json();

const criarAgendamento = (payload: BookingPayload): Promise<Agendamento> => http.post(`${base}/criar`, { json: payload, ...silent }).json();

/** atualizar takes the booking with the id and versao the edited appointment had (payloadFromForm puts them in). */
const atualizarAgendamento = ({ id, versao, ...fields }: BookingPayload): Promise<Agendamento> => {
  if (id == null || versao == null) return Promise.reject(new Error('atualizar: the booking has no id and versao'));
  return http.put(`${base}/atualizar`, { json: { ...fields, id, versao }, ...silent }).json();
};

const confirmarAgendamento = (id: number): Promise<unknown> => http.get(`${base}/confirmarAgendamento`, { query: { agendamentoId: id }, ...silent }).json();

const cancelarAgendamento = (id: number, motivoCancelamento: string): Promise<Agendamento> =>
  http.post(`${base}/cancelarAgendamento`, { query: { agendamentoId: id }, json: { motivoCancelamento }, ...silent }).json();

/** Flags (chegou) or clears the patient's arrival (the api reads the query; the body is empty). */
const pacienteChegou = (agendamento: Agendamento, chegou: boolean): Promise<Agendamento> =>
  http.post(`${base}/pacienteChegou`, { query: { id: agendamento.id, chegou }, json: {}, ...silent }).json();

const iniciarAgendamento = (id: number): Promise<unknown> => http.post(`${base}/iniciarAgendamento/{id}`, { params: { id }, ...silent }).json();

const finalizarAgendamentos = (ids: number[]): Promise<unknown> => http.post(`${base}/finalizarAgendamento`, { json: ids, ...silent }).json();

/** A read this recent is not repeated when the calendar, done drawing, subscribes to its range. */
const JUST_READ_MS = 10_000;

/**
 * The calendar's appointments of the visible range (none asked while `filtro` is undefined: list
 * mode). The previous range stays on screen while the next loads.
 *
 * The read of a range starts while the screen renders, not in an effect after it: the calendar first
 * draws what the cache holds for the range, and with a full week (1,000 appointments) that draw took
 * as long as the read that waited for it. TanStack's usePrefetchQuery does this for a range never
 * read; this reads again one already in the cache too, once each time the range is shown.
 */
export function useCalendario(filtro: CalendarioFiltro | undefined) {
  const options = {
    queryKey: [AGENDAMENTOS, 'calendario', filtro],
    queryFn: ({ signal }: { signal: AbortSignal }) => popularCalendario(filtro!, signal),
  };
  const key = filtro === undefined ? undefined : hashKey(options.queryKey);
  // null until the first render: a deep link's first read starts there too
  const [lido, setLido] = useState<string | undefined | null>(null);
  if (key !== lido) {
    setLido(key);
    // the observer below, once subscribed, joins this read instead of starting another
    if (filtro !== undefined) void queryClient.prefetchQuery({ ...options, staleTime: 0 });
  }
  return useQuery({ ...options, enabled: filtro !== undefined, placeholderData: keepPreviousData, staleTime: JUST_READ_MS, ...AGENDA_REFRESH }, queryClient);
}

const antesDeHoje = (filtro: PesquisaFiltro, hoje: string): PesquisaFiltro => ({ ...filtro, dataFim: diaVizinho(hoje, -1) });
const aPartirDeHoje = (filtro: PesquisaFiltro, hoje: string): PesquisaFiltro => ({ ...filtro, dataInicio: hoje });

/** How many of the list's appointments lie before `hoje` and from it on: the pages the list has (lista-paginas.ts). */
export function useListaTotais(filtro: PesquisaFiltro, hoje: string): { antes?: number; depois?: number; isError: boolean; refetch: () => void } {
  return useQueries(
    {
      queries: [antesDeHoje(filtro, hoje), aPartirDeHoje(filtro, hoje)].map((pergunta) => ({
        queryKey: [AGENDAMENTOS, 'lista-total', pergunta],
        queryFn: ({ signal }: { signal: AbortSignal }) => pesquisarAgendamentos(pergunta, 0, 1, signal),
        placeholderData: keepPreviousData,
        ...AGENDA_REFRESH,
      })),
      combine: ([antes, depois]) => ({
        antes: antes?.data?.totalElements,
        depois: depois?.data?.totalElements,
        isError: !!antes?.isError || !!depois?.isError,
        refetch: () => void Promise.all([antes?.refetch(), depois?.refetch()]),
      }),
    },
    queryClient,
  );
}

/**
 * The list mode's page counted from `hoje` (lista-paginas.ts): page 0 and later from today on, oldest
 * first; earlier pages back from yesterday, each shown oldest first too. The previous page stays on
 * screen while the next loads.
 */
export function useListaPagina(filtro: PesquisaFiltro, pagina: number, size: number, hoje: string, enabled: boolean) {
  const { lado, page } = perguntaDaPagina(pagina);
  const pergunta = lado === 'antes' ? antesDeHoje(filtro, hoje) : aPartirDeHoje(filtro, hoje);
  return useQuery(
    {
      queryKey: [AGENDAMENTOS, 'lista', pergunta, { page, size, lado }],
      queryFn: ({ signal }): Promise<PaginaAgendamentos> =>
        lado === 'antes'
          ? pesquisarAgendamentos(pergunta, page, size, signal).then((answer) => ({ ...answer, content: [...answer.content].reverse() }))
          : pesquisarAgendamentos(pergunta, page, size, signal, 'dataAgendamento,asc'),
      enabled,
      placeholderData: keepPreviousData,
      ...AGENDA_REFRESH,
    },
    queryClient,
  );
}

/** A page of the search, newest first; the previous page stays on screen while the next loads. */
export const usePesquisaAgendamentos = (filtro: PesquisaFiltro, page: number, size: number) =>
  useQuery(
    {
      queryKey: [AGENDAMENTOS, 'pesquisa', filtro, { page, size }],
      queryFn: ({ signal }) => pesquisarAgendamentos(filtro, page, size, signal),
      placeholderData: keepPreviousData,
      ...AGENDA_REFRESH,
    },
    queryClient,
  );

/** Where a searched patient's appointments fall around a period: how many inside, the last one before and the first one after. */
export interface BuscaNoPeriodo {
  /** every date: the list's count */
  total: number;
  noPeriodo: number;
  anterior?: Agendamento;
  proximo?: Agendamento;
}

const diaVizinho = (dia: string, dias: number): string => DateTime.fromISO(dia, { zone: 'UTC' }).plus({ days: dias }).toISODate()!;

/**
 * The list's search measured against the period the calendar showed (days 'YYYY-MM-DD', both
 * included); nothing asked while `periodo` is undefined. Undefined until all three answers are in.
 */
export function useBuscaNoPeriodo(filtro: PesquisaFiltro, periodo: { inicio: string; fim: string } | undefined): BuscaNoPeriodo | undefined {
  const perguntas = [
    { ...filtro, dataInicio: periodo?.inicio, dataFim: periodo?.fim },
    { ...filtro, dataFim: periodo && diaVizinho(periodo.inicio, -1) },
    { ...filtro, dataInicio: periodo && diaVizinho(periodo.fim, 1) },
  ];
  const ordens: Ordem[] = ['dataAgendamento,desc', 'dataAgendamento,desc', 'dataAgendamento,asc'];
  return useQueries(
    {
      queries: perguntas.map((pergunta, index) => ({
        queryKey: [AGENDAMENTOS, 'busca-periodo', pergunta, ordens[index]],
        queryFn: ({ signal }: { signal: AbortSignal }) => pesquisarAgendamentos(pergunta, 0, 1, signal, ordens[index]),
        enabled: periodo !== undefined,
        ...AGENDA_REFRESH,
      })),
      combine: ([noPeriodo, anterior, proximo]) =>
        noPeriodo?.data && anterior?.data && proximo?.data
          ? {
              total: noPeriodo.data.totalElements + anterior.data.totalElements + proximo.data.totalElements,
              noPeriodo: noPeriodo.data.totalElements,
              anterior: anterior.data.content[0],
              proximo: proximo.data.content[0],
            }
          : undefined,
    },
    queryClient,
  );
}

/** One appointment as listar/{id} answers it (with its confirmation link); none asked without an id. */
export const useAgendamento = (id: number | undefined) =>
  useQuery(
    {
      queryKey: [AGENDAMENTOS, 'detalhe', id],
      queryFn: ({ signal }) => buscarAgendamento(id!, signal),
      enabled: id !== undefined,
    },
    queryClient,
  );

/**
 * Every write of an appointment changes what is read under the agendamentos root: the calendar, the
 * list, the open panel, the unfinished consultations and, in the Pacientes remote, the patient's
 * history. They all read again (the ones not on screen when next shown).
 */
const refreshAgendamentos = (): Promise<void> => invalidateRoots(AGENDAMENTOS);

export const useCriarAgendamentoMutation = () => useMutation({ mutationFn: criarAgendamento, onSuccess: refreshAgendamentos }, queryClient);

/** Editing in the dialog and moving on the calendar. */
export const useAtualizarAgendamentoMutation = () => useMutation({ mutationFn: atualizarAgendamento, onSuccess: refreshAgendamentos }, queryClient);

export const useConfirmarAgendamentoMutation = () => useMutation({ mutationFn: confirmarAgendamento, onSuccess: refreshAgendamentos }, queryClient);

export const useCancelarAgendamentoMutation = () =>
  useMutation({ mutationFn: ({ id, motivo }: { id: number; motivo: string }) => cancelarAgendamento(id, motivo), onSuccess: refreshAgendamentos }, queryClient);

export const usePacienteChegouMutation = () =>
  useMutation(
    {
      mutationFn: ({ agendamento, chegou }: { agendamento: Agendamento; chegou: boolean }) => pacienteChegou(agendamento, chegou),
      onSuccess: refreshAgendamentos,
    },
    queryClient,
  );

/** Starts the consultation; the doctor's unfinished-consultation warning leaves out the one just started. */
export const useIniciarAgendamentoMutation = () =>
  useMutation(
    {
      mutationFn: async (agendamento: Agendamento) => {
        await iniciarAgendamento(agendamento.id);
        marcarIniciadoAgora(agendamento);
      },
      onSuccess: refreshAgendamentos,
    },
    queryClient,
  );

/** The panel's 'Finalizar' and the unfinished consultations dialog. */
export const useFinalizarAgendamentosMutation = () => useMutation({ mutationFn: finalizarAgendamentos, onSuccess: refreshAgendamentos }, queryClient);
