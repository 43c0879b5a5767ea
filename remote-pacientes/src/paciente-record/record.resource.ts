import { http } from '@clinica/shared';

export interface Etapa {
  id: number;
  nomeEtapa: string;
}

export interface Procedimento {
  id: number;
  nome: string;
  valor: number;
  etapas: Etapa[];
}

export type StatusAgendamento = 'PENDENTE' | 'CONFIRMADO' | 'CANCELADO' | 'EM_ATENDIMENTO' | 'FINALIZADO';
export type StatusConsulta = 'NAO_INICIADA' | 'EM_ATENDIMENTO' | 'FINALIZADA';

/** A row of the patient's appointment history (spec 02 section 3, Appointment history row). */
export interface HistoricoAgendamento {
  id: number;
  status: StatusAgendamento;
  statusConsulta: StatusConsulta;
  dataAgendamento: string;
  horaFinal: string;
  medico: string | null;
  procedimento: string;
  valor: number | null;
  etapa: string | null;
  motivoCancelamento: string | null;
  observacao: string | null;
  chegadaDoPaciente: string | null;
  inicioConsulta: string | null;
  fimConsulta: string | null;
  usuarioCadastro: string | null;
  horarioCadastro: string | null;
  usuarioAlteracao: string | null;
  horarioAlteracao: string | null;
}

/** Fitness check for the 'Avaliação' stage. */
export interface Aptidao {
  status: string;
  apto: boolean | null;
  valor: number | null;
}

export const procedimentosDoPaciente = (pacienteId: number): Promise<Procedimento[]> =>
  http.get(`gerenciar/procedimento/pesquisarProcedimentosDoPaciente/${pacienteId}`, { context: { silent: true } }).json<Procedimento[]>();

const body = (pacienteId: number, procedimentoId: number) => ({ json: { procedimento: procedimentoId, idPaciente: pacienteId } });

export const historicoAgendamento = (pacienteId: number, procedimentoId: number): Promise<HistoricoAgendamento[]> =>
  http.post('gerenciar/paciente/historicoAgendamento', body(pacienteId, procedimentoId)).json<HistoricoAgendamento[]>();

export const verificarAptidao = (pacienteId: number, procedimentoId: number): Promise<Aptidao> =>
  http.post('gerenciar/paciente/verificarAptidaoParaAgendamento', body(pacienteId, procedimentoId)).json<Aptidao>();

/** Failures are shown by the control ('Ops, algo saiu errado!'). */
export const iniciarAgendamento = (id: number): Promise<unknown> => http.post(`gerenciar/agendamento/iniciarAgendamento/${id}`, { context: { silent: true } }).json();
export const finalizarAgendamento = (ids: number[]): Promise<unknown> => http.post('gerenciar/agendamento/finalizarAgendamento/', { json: ids, context: { silent: true } }).json();
