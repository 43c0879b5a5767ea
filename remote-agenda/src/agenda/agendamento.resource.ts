import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { QUERY_ROOTS, http, invalidateRoots, queryClient } from '@clinica/shared';

/** docs/api-contract.md, Appointments: PENDENTE → CONFIRMADO → EM_ATENDIMENTO → FINALIZADO, or CANCELADO. */
export const STATUS_AGENDAMENTO = ['PENDENTE', 'CONFIRMADO', 'EM_ATENDIMENTO', 'FINALIZADO', 'CANCELADO'] as const;
export type StatusAgendamento = (typeof STATUS_AGENDAMENTO)[number];

export const TIPOS_AGENDAMENTO = ['NOVO', 'RETORNO'] as const;
export type TipoAgendamento = (typeof TIPOS_AGENDAMENTO)[number];

export interface InfoPaciente {
  id: number;
  nome: string;
  celular: string | null;
  telefone: string | null;
  email: string | null;
}

/** An appointment as every agenda call answers it (instants as ISO UTC). */
export interface Agendamento {
  id: number;
  pacienteId: number;
  infoPaciente: InfoPaciente;
  procedimentoId: number;
  nomeProcedimento: string;
  medicoId: number;
  nomeMedico: string;
  tipoCompromissoId: number;
  nomeCompromisso: string | null;
  /** the commitment type's colour, '#RRGGBB' */
  cor: string | null;
  salaId: number | null;
  nomeSala: string | null;
  etapaId: number | null;
  nomeEtapa: string | null;
  tipoAgendamento: TipoAgendamento;
  /** the 'Exceção' switch: booked over another appointment on purpose */
  ecirurgia: boolean;
  statusAgendamento: StatusAgendamento;
  dataAgendamento: string;
  horaFinal: string;
  observacao: string | null;
  motivoCancelamento: string | null;
  chegadaDoPaciente: string | null;
  inicioConsulta: string | null;
  fimConsulta: string | null;
  versao: number;
  usuarioCadastro: string | null;
  horarioCadastro: string | null;
  usuarioAlteracao: string | null;
  horarioAlteracao: string | null;
  /** only from listar/{id}: the patient's public confirmation link (or code) */
  linkConfirmacao?: string | null;
}

/** What criar and atualizar take; times are the clinic's wall clock, 'YYYY-MM-DDTHH:mm:00'. */
export interface BookingPayload {
  id?: number;
  versao?: number;
  procedimentoId: number;
  medicoId: number;
  tipoCompromissoId: number;
  tipoAgendamento: TipoAgendamento;
  ecirurgia: boolean;
  salaId: number | null;
  etapaId: number | null;
  dataAgendamento: string;
  horaFinal: string;
  pacienteId: number;
  observacao: string | null;
  infoPaciente: { celular: string | null; telefone: string | null };
}

export interface CalendarioFiltro {
  /** ISO instant or YYYY-MM-DD; at most 62 days before `fim` */
  inicio: string;
  fim: string;
  medicoId?: number;
  salaId?: number;
  status?: StatusAgendamento[];
}

export interface PesquisaFiltro {
  nomePaciente?: string;
  medicoId?: number;
  salaId?: number;
  status?: StatusAgendamento[];
  /** YYYY-MM-DD */
  dataInicio?: string;
  dataFim?: string;
}

export interface Pagina<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
}

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
  http.post(`${base}/popularCalendario`, { json: filtro, signal }).json<Agendamento[]>();

const pesquisarAgendamentos = (filtro: PesquisaFiltro, page: number, size: number, signal: AbortSignal): Promise<Pagina<Agendamento>> =>
  http.post(`${base}/pesquisarAgendamentos`, { json: filtro, searchParams: { page, size }, signal }).json<Pagina<Agendamento>>();

const buscarAgendamento = (id: number, signal: AbortSignal): Promise<Agendamento> => http.get(`${base}/listar/${id}`, { signal }).json<Agendamento>();

const criarAgendamento = (payload: BookingPayload): Promise<Agendamento> => http.post(`${base}/criar`, { json: payload, ...silent }).json<Agendamento>();

const atualizarAgendamento = (payload: BookingPayload): Promise<Agendamento> => http.put(`${base}/atualizar`, { json: payload, ...silent }).json<Agendamento>();

const confirmarAgendamento = (id: number): Promise<unknown> =>
  http.get(`${base}/confirmarAgendamento`, { searchParams: { agendamentoId: id }, ...silent }).json();

const cancelarAgendamento = (id: number, motivoCancelamento: string): Promise<Agendamento> =>
  http.post(`${base}/cancelarAgendamento`, { searchParams: { agendamentoId: id }, json: { motivoCancelamento }, ...silent }).json<Agendamento>();

/** Flags (chegou) or clears the patient's arrival; the body is the appointment, read only for its id. */
const pacienteChegou = (agendamento: Agendamento, chegou: boolean): Promise<Agendamento> =>
  http.post(`${base}/pacienteChegou`, { searchParams: { id: agendamento.id, chegou }, json: agendamento, ...silent }).json<Agendamento>();

const iniciarAgendamento = (id: number): Promise<unknown> => http.post(`${base}/iniciarAgendamento/${id}`, silent).json();

const finalizarAgendamentos = (ids: number[]): Promise<unknown> => http.post(`${base}/finalizarAgendamento`, { json: ids, ...silent }).json();

/**
 * The calendar's appointments of the visible range (none asked while `filtro` is undefined: list
 * mode, or the range not known yet). The previous range stays on screen while the next loads.
 */
export const useCalendario = (filtro: CalendarioFiltro | undefined) =>
  useQuery(
    {
      queryKey: [AGENDAMENTOS, 'calendario', filtro],
      queryFn: ({ signal }) => popularCalendario(filtro!, signal),
      enabled: filtro !== undefined,
      placeholderData: keepPreviousData,
      ...AGENDA_REFRESH,
    },
    queryClient,
  );

/** The list mode's page of appointments; the previous page stays on screen while the next loads. */
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

export const useIniciarAgendamentoMutation = () => useMutation({ mutationFn: iniciarAgendamento, onSuccess: refreshAgendamentos }, queryClient);

/** The panel's 'Finalizar' and the unfinished consultations dialog. */
export const useFinalizarAgendamentosMutation = () => useMutation({ mutationFn: finalizarAgendamentos, onSuccess: refreshAgendamentos }, queryClient);
