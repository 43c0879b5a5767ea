import { inicioPassou, noDiaDoAgendamento } from '@clinica/shared';
import type { Agendamento, StatusAgendamento } from './agendamento.resource.ts';

/** One colour per status, on the calendar, in the list and in the legend: each at least 5.5:1 with white text (WCAG AA). */
export const STATUS_COLORS: Record<StatusAgendamento, string> = {
  PENDENTE: '#874d00',
  CONFIRMADO: '#0958d9',
  EM_ATENDIMENTO: '#722ed1',
  FINALIZADO: '#237804',
  CANCELADO: '#595959',
};

/** Cancelled and finished appointments are read-only (docs/api-contract.md, Appointments). */
export const isReadOnly = (agendamento: Pick<Agendamento, 'statusAgendamento'>): boolean =>
  agendamento.statusAgendamento === 'CANCELADO' || agendamento.statusAgendamento === 'FINALIZADO';

export const PERMISSOES = {
  criar: 'CRIAR_AGENDAMENTOS',
  editar: 'EDITAR_AGENDAMENTOS',
  excecao: 'EXCECAO_AGENDAMENTO',
  /** the doctor detail screen (its route asks the same) */
  detalheMedico: 'VISUALIZAR_AGENDAMENTOS_PROFISSIONAIS',
  /** the record runs its own tab checks; the link is offered to those who work with patients */
  fichaPaciente: 'ROLE_PACIENTES',
  /** the patients api registers patients with this permission only */
  novoPaciente: 'ROLE_PACIENTES && CRIAR_NOVO_PACIENTE',
} as const;

export type AcaoAgendamento = 'editar' | 'ver' | 'confirmar' | 'cancelar' | 'chegou' | 'desfazerChegada' | 'iniciar' | 'finalizar' | 'copiarLink';

/**
 * The actions the panel offers for an appointment at `agora`: what its state allows (docs/api-contract.md,
 * Appointments), the clock (spec 02 §4: arrival on the appointment's day, start once its time has
 * passed) and the user's permissions. Starting is the appointment's doctor's action (issue 36 item 19: the
 * api refuses anyone else): offered to `usuarioId` when that is the appointment's doctor. Cancelled or
 * finished ones can only be viewed.
 */
export function acoesDisponiveis(agendamento: Agendamento, canEdit: boolean, agora: Date, usuarioId?: number): AcaoAgendamento[] {
  const status = agendamento.statusAgendamento;
  const aberto = status === 'PENDENTE' || status === 'CONFIRMADO';
  const acoes: AcaoAgendamento[] = [];
  acoes.push(canEdit && !isReadOnly(agendamento) ? 'editar' : 'ver');
  if (status === 'PENDENTE') acoes.push('confirmar');
  if (aberto || status === 'EM_ATENDIMENTO') {
    if (agendamento.chegadaDoPaciente) acoes.push('desfazerChegada');
    else if (noDiaDoAgendamento(agendamento.dataAgendamento, agora)) acoes.push('chegou');
  }
  if (aberto && agendamento.medicoId === usuarioId && inicioPassou(agendamento.dataAgendamento, agora)) acoes.push('iniciar');
  if (status === 'EM_ATENDIMENTO') acoes.push('finalizar');
  if (aberto && canEdit) acoes.push('cancelar');
  if (aberto && agendamento.linkConfirmacao) acoes.push('copiarLink');
  return acoes;
}
