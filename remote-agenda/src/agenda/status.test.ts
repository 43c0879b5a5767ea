import type { Agendamento, StatusAgendamento } from './agendamento.resource.ts';
import { acoesDisponiveis } from './status.ts';

const agendamento = (statusAgendamento: StatusAgendamento, extra: Partial<Agendamento> = {}) =>
  ({ statusAgendamento, chegadaDoPaciente: null, linkConfirmacao: 'abc', ...extra }) as Agendamento;

describe('actions on an appointment', () => {
  it('follows the lifecycle', () => {
    expect(acoesDisponiveis(agendamento('PENDENTE'), true)).toEqual(['editar', 'confirmar', 'chegou', 'iniciar', 'cancelar', 'copiarLink']);
    expect(acoesDisponiveis(agendamento('CONFIRMADO', { chegadaDoPaciente: '2026-03-11T12:55:00Z' }), true)).toEqual([
      'editar',
      'desfazerChegada',
      'iniciar',
      'cancelar',
      'copiarLink',
    ]);
    expect(acoesDisponiveis(agendamento('EM_ATENDIMENTO'), true)).toEqual(['editar', 'chegou', 'finalizar']);
  });

  it('lets cancelled and finished ones only be viewed', () => {
    expect(acoesDisponiveis(agendamento('CANCELADO'), true)).toEqual(['ver']);
    expect(acoesDisponiveis(agendamento('FINALIZADO'), true)).toEqual(['ver']);
  });

  it('needs EDITAR_AGENDAMENTOS to edit or cancel, and a link to share it', () => {
    expect(acoesDisponiveis(agendamento('PENDENTE', { linkConfirmacao: null }), false)).toEqual(['ver', 'confirmar', 'chegou', 'iniciar']);
  });
});
