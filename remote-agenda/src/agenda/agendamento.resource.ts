import { http } from '@clinica/shared';

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

export const popularCalendario = (filtro: CalendarioFiltro, signal?: AbortSignal): Promise<Agendamento[]> =>
  http.post(`${base}/popularCalendario`, { json: filtro, signal }).json<Agendamento[]>();

export const pesquisarAgendamentos = (filtro: PesquisaFiltro, page: number, size: number, signal?: AbortSignal): Promise<Pagina<Agendamento>> =>
  http.post(`${base}/pesquisarAgendamentos`, { json: filtro, searchParams: { page, size }, signal }).json<Pagina<Agendamento>>();

export const buscarAgendamento = (id: number): Promise<Agendamento> => http.get(`${base}/listar/${id}`).json<Agendamento>();

export const criarAgendamento = (payload: BookingPayload): Promise<Agendamento> => http.post(`${base}/criar`, { json: payload, ...silent }).json<Agendamento>();

export const atualizarAgendamento = (payload: BookingPayload): Promise<Agendamento> => http.put(`${base}/atualizar`, { json: payload, ...silent }).json<Agendamento>();

export const confirmarAgendamento = (id: number): Promise<unknown> =>
  http.get(`${base}/confirmarAgendamento`, { searchParams: { agendamentoId: id }, ...silent }).json();

export const cancelarAgendamento = (id: number, motivoCancelamento: string): Promise<Agendamento> =>
  http.post(`${base}/cancelarAgendamento`, { searchParams: { agendamentoId: id }, json: { motivoCancelamento }, ...silent }).json<Agendamento>();

/** Flags (chegou) or clears the patient's arrival; the body is the appointment, read only for its id. */
export const pacienteChegou = (agendamento: Agendamento, chegou: boolean): Promise<Agendamento> =>
  http.post(`${base}/pacienteChegou`, { searchParams: { id: agendamento.id, chegou }, json: agendamento, ...silent }).json<Agendamento>();

export const iniciarAgendamento = (id: number): Promise<unknown> => http.post(`${base}/iniciarAgendamento/${id}`, silent).json();

export const finalizarAgendamentos = (ids: number[]): Promise<unknown> => http.post(`${base}/finalizarAgendamento`, { json: ids, ...silent }).json();
