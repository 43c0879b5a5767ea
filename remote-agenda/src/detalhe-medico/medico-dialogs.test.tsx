import { render, screen, waitFor, within } from '@testing-library/react';
import { apiError, callsTo, fakeApi, useScreenTest, user, type ApiCall } from '@clinica/shared/test-support';
import { BloqueioDialog } from './bloqueio-dialog.tsx';
import { DisponibilidadeDialog } from './disponibilidade-dialog.tsx';

const MEDICO = 7;

describe("the doctor's block and schedule dialogs (form contract)", () => {
  useScreenTest();
  let calls: ApiCall[] = [];

  beforeEach(() => {
    calls = fakeApi({
      'POST gerenciar/medico/criarBloqueioMedico': (call: ApiCall) => ({ id: 1, ...(call.body as object) }),
      'GET gerenciar/medico/listarBloqueioMedico/7': [],
      'POST gerenciar/medico/cadastroDisponibilidade': apiError(400, 'Conflita com outra disponibilidade.'),
      'POST gerenciar/compromisso/listar': [],
    });
  });

  it('a block: marks what its kind needs, says a reversed time range under the field, keeps Salvar off until valid, then saves and closes', async () => {
    const onClose = jest.fn();
    render(<BloqueioDialog medicoId={MEDICO} onClose={onClose} />);
    const form = await screen.findByTestId('bloqueio-dialog');
    const required = (label: string) => within(form).getByLabelText(label).closest('.ant-form-item')!.querySelector('.ant-form-item-required');
    expect(required('Dia')).not.toBeNull();
    expect(required('Hora final')).not.toBeNull();
    expect(required('Observação')).toBeNull();
    await user.type(within(form).getByLabelText('Dia'), '15032030');
    await user.type(within(form).getByLabelText('Hora inicial'), '1400');
    await user.type(within(form).getByLabelText('Hora final'), '1300');
    expect(await within(form).findByText('HORÁRIO FINAL MENOR OU IGUAL QUE O INICIAL')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await user.clear(within(form).getByLabelText('Hora final'));
    await user.type(within(form).getByLabelText('Hora final'), '1600');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(calls, 'POST gerenciar/medico/criarBloqueioMedico')[0]!.body).toMatchObject({
      medicoId: MEDICO,
      diaEspecifico: '2030-03-15',
      horaInicial: '14:00',
      horaFinal: '16:00',
    });
  });

  it('hours: a refused save keeps the dialog open with what was typed', async () => {
    const onClose = jest.fn();
    render(<DisponibilidadeDialog medicoId={MEDICO} onClose={onClose} />);
    const form = await screen.findByTestId('disponibilidade-dialog');
    await user.click(within(form).getByRole('checkbox', { name: 'Domingo' }));
    await user.type(within(form).getByLabelText('Hora inicial'), '0900');
    await user.type(within(form).getByLabelText('Hora final'), '1100');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(callsTo(calls, 'POST gerenciar/medico/cadastroDisponibilidade')).toHaveLength(1));
    expect(callsTo(calls, 'POST gerenciar/medico/cadastroDisponibilidade')[0]!.body).toMatchObject({
      medico: MEDICO,
      dia: 'DOM',
      horaInicio: '09:00',
      horaFim: '11:00',
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(within(form).getByLabelText('Hora final')).toHaveValue('11:00');
    expect(within(form).getByRole('checkbox', { name: 'Domingo' })).toBeChecked();
  });
});
