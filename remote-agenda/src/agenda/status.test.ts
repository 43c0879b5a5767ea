import type { Agendamento, StatusAgendamento } from './agendamento.resource.ts';
import { acoesDisponiveis } from './status.ts';

/** The appointments' doctor, who is the user unless a test says otherwise. */
const MEDICO = 7;
const agendamento = (statusAgendamento: StatusAgendamento, extra: Partial<Agendamento> = {}) =>
  ({ statusAgendamento, medicoId: MEDICO, chegadaDoPaciente: null, linkConfirmacao: 'abc', dataAgendamento: '2026-03-11T13:00:00Z', ...extra }) as Agendamento;
/** 10:30 in São Paulo on the appointment's day (it starts at 10:00). */
const agora = new Date('2026-03-11T13:30:00Z');

describe('actions on an appointment', () => {
  it('follows the lifecycle', () => {
    expect(acoesDisponiveis(agendamento('PENDENTE'), true, agora, MEDICO)).toEqual(['editar', 'confirmar', 'chegou', 'iniciar', 'cancelar', 'copiarLink']);
    expect(acoesDisponiveis(agendamento('CONFIRMADO', { chegadaDoPaciente: '2026-03-11T12:55:00Z' }), true, agora, MEDICO)).toEqual([
      'editar',
      'desfazerChegada',
      'iniciar',
      'cancelar',
      'copiarLink',
    ]);
    expect(acoesDisponiveis(agendamento('EM_ATENDIMENTO'), true, agora, MEDICO)).toEqual(['editar', 'chegou', 'finalizar']);
  });

  it('offers the arrival on the appointment’s day only and the start once its time has passed (spec 02 §4)', () => {
    const dias = (iso: string) => acoesDisponiveis(agendamento('CONFIRMADO', { linkConfirmacao: undefined }), false, new Date(iso), MEDICO);
    // 09:59 on the day: arrival yes, start not yet; 10:00: both
    expect(dias('2026-03-11T12:59:00Z')).toEqual(['ver', 'chegou']);
    expect(dias('2026-03-11T13:00:00Z')).toEqual(['ver', 'chegou', 'iniciar']);
    // the evening before (23:30 in São Paulo is 02:30 UTC of the day): nothing yet
    expect(dias('2026-03-11T02:30:00Z')).toEqual(['ver']);
    // the next day: start still possible (a late consultation), arrival no longer
    expect(dias('2026-03-12T13:00:00Z')).toEqual(['ver', 'iniciar']);
    // an arrival flagged by mistake can be undone on any day
    expect(
      acoesDisponiveis(
        agendamento('CONFIRMADO', { chegadaDoPaciente: '2026-03-11T12:55:00Z', linkConfirmacao: undefined }),
        false,
        new Date('2026-03-12T13:00:00Z'),
        MEDICO,
      ),
    ).toEqual(['ver', 'desfazerChegada', 'iniciar']);
  });

  it('lets cancelled and finished ones only be viewed', () => {
    expect(acoesDisponiveis(agendamento('CANCELADO'), true, agora, MEDICO)).toEqual(['ver']);
    expect(acoesDisponiveis(agendamento('FINALIZADO'), true, agora, MEDICO)).toEqual(['ver']);
  });

  it("offers the start to the appointment's doctor only, not to reception or another doctor (issue 36 item 19)", () => {
    expect(acoesDisponiveis(agendamento('CONFIRMADO'), true, agora, 8)).toEqual(['editar', 'chegou', 'cancelar', 'copiarLink']);
    expect(acoesDisponiveis(agendamento('CONFIRMADO'), true, agora)).not.toContain('iniciar');
    // finishing one under way stays with whoever sees it (the doctor's warning lists it until then)
    expect(acoesDisponiveis(agendamento('EM_ATENDIMENTO'), true, agora, 8)).toContain('finalizar');
  });

  it('needs EDITAR_AGENDAMENTOS to edit or cancel, and a link to share it', () => {
    expect(acoesDisponiveis(agendamento('PENDENTE', { linkConfirmacao: undefined }), false, agora, MEDICO)).toEqual(['ver', 'confirmar', 'chegou', 'iniciar']);
  });
});
