import { http, type Endereco } from '@clinica/shared';

/** Weekday keys of the api (spec 01 section 3, Availability). */
export const DIAS = ['DOM', 'SEG', 'TER', 'QUA', 'QUI', 'SEX', 'SAB'] as const;
export type Dia = (typeof DIAS)[number];

/** A doctor: a user flagged ehMedico; `id` is the user's id (docs/api-contract.md, Doctors). */
export interface Medico extends Endereco {
  id: number;
  nome: string;
  email: string | null;
  registroProfissional: string | null;
  cpf: string | null;
  rg: string | null;
  telefone: string | null;
  celular: string | null;
  nascimento: string | null;
  /** '1'…'59', or null: reminders off */
  minutosParaOAlerta: string | null;
}

export type MedicoPayload = Omit<Medico, 'minutosParaOAlerta'>;

export interface Disponibilidade {
  id?: number;
  medico: number;
  /** weekly entries only */
  dia: Dia | null;
  /** HH:mm */
  horaInicio: string;
  horaFim: string;
  tipoCompromisso: number | null;
  nomeCompromisso?: string | null;
  /** true: every day from dataInicial to dataFinal ('Período customizado') */
  periodo: boolean;
  dataInicial: string | null;
  dataFinal: string | null;
}

export interface Bloqueio {
  id?: number;
  medicoId: number;
  tipoCompromissoEnum?: string;
  observacao: string | null;
  /** YYYY-MM-DD, for a one-day block */
  diaEspecifico: string | null;
  /** HH:mm; both null: the whole day */
  horaInicial: string | null;
  horaFinal: string | null;
  bloqueioRecorrente: boolean;
  diaSemana: Dia | null;
  periodo: boolean;
  dataInicial: string | null;
  dataFinal: string | null;
  usuarioCadastro?: string | null;
  horarioCadastro?: string | null;
  usuarioAlteracao?: string | null;
  horarioAlteracao?: string | null;
}

export interface GatilhoLembrete {
  medicoId: number;
  horarioGatilho: string | null;
}

export interface TipoCompromisso {
  id: number;
  nome: string;
  cor: string;
}

const base = 'gerenciar/medico';

export const listarMedicos = (): Promise<Medico[]> => http.get(`${base}/listar`).json<Medico[]>();
export const buscarMedico = (id: number): Promise<Medico> => http.get(`${base}/listar/${id}`).json<Medico>();
export const editarMedico = (medico: MedicoPayload): Promise<Medico> => http.put(`${base}/editar`, { json: medico }).json<Medico>();

export const listarDisponibilidade = (medicoId: number): Promise<Disponibilidade[]> => http.get(`${base}/listarDisponibilidade/${medicoId}`).json<Disponibilidade[]>();
export const salvarDisponibilidade = (entry: Disponibilidade): Promise<Disponibilidade> => http.post(`${base}/cadastroDisponibilidade`, { json: entry }).json<Disponibilidade>();
/** Failures are shown by the screen. */
export const excluirDisponibilidade = (id: number): Promise<unknown> => http.delete(`${base}/deletarDisponibilidade/${id}`, { context: { silent: true } }).json();

export const listarBloqueios = (medicoId: number): Promise<Bloqueio[]> => http.get(`${base}/listarBloqueioMedico/${medicoId}`).json<Bloqueio[]>();
export const salvarBloqueio = (bloqueio: Bloqueio): Promise<Bloqueio> => http.post(`${base}/criarBloqueioMedico`, { json: bloqueio }).json<Bloqueio>();
/** Failures are shown by the screen ('Opss , algo deu errado!'). */
export const excluirBloqueio = (id: number): Promise<unknown> => http.delete(`${base}/deletaBloqueioMedico/${id}`, { context: { silent: true } }).json();

export const buscarGatilho = (medicoId: number): Promise<GatilhoLembrete> => http.get(`${base}/notificacaoMedico/${medicoId}`).json<GatilhoLembrete>();
export const salvarGatilho = (gatilho: GatilhoLembrete): Promise<GatilhoLembrete> => http.post(`${base}/cadastrarGatilhoLembrete`, { json: gatilho }).json<GatilhoLembrete>();

export const listarCompromissos = (): Promise<TipoCompromisso[]> => http.post('gerenciar/compromisso/listar', { json: {} }).json<TipoCompromisso[]>();
