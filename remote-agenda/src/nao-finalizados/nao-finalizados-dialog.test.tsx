import { render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from '@clinica/shared/router';
import { notify, useSession } from '@clinica/shared';
import { userToken } from '@clinica/tooling/test-tokens';
import { agendamentoFixture } from '../test-support/fixtures.ts';
import { useScreenTest, user, apiError, callsTo, fakeApi, type FakeRoutes } from '@clinica/shared/test-support';
import NaoFinalizadosDialog from './nao-finalizados-dialog.tsx';

const EM_ATENDIMENTO = agendamentoFixture({ statusAgendamento: 'EM_ATENDIMENTO', inicioConsulta: '2026-03-11T13:02:00Z' });

function mount(routes: FakeRoutes, token: Record<string, unknown> = {}) {
  useSession.getState().start(userToken({ ehMedico: true, authorities: ['ROLE_AGENDAMENTOS'], ...token }));
  const calls = fakeApi(routes);
  const router = createMemoryRouter([{ path: '*', element: <NaoFinalizadosDialog /> }], { initialEntries: ['/dashboard'] });
  render(<RouterProvider router={router} />);
  return { calls, router };
}

describe("'Aviso de agendamento não finalizado'", () => {
  useScreenTest();

  it('lists the unfinished appointments and cannot be closed until they are finished', async () => {
    const outro = agendamentoFixture({ id: 43, statusAgendamento: 'EM_ATENDIMENTO', infoPaciente: { ...EM_ATENDIMENTO.infoPaciente, nome: 'Caio Prado' } });
    let pendentes = [EM_ATENDIMENTO, outro];
    const { calls } = mount({
      'GET gerenciar/agendamento/naoFinalizados': () => pendentes,
      'POST gerenciar/agendamento/finalizarAgendamento': () => {
        pendentes = [outro];
        return [];
      },
    });
    const dialog = await screen.findByTestId('nao-finalizados-dialog');
    expect(within(dialog).getByText('Aviso de agendamento não finalizado')).toBeInTheDocument();
    expect(within(dialog).getByText('Finalize os agendamentos listados abaixo antes de iniciar outros atendimentos.')).toBeInTheDocument();
    expect(within(dialog).getByText('Ana Souza')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Avaliação · 10:00 11/03/2026')).toHaveLength(2);
    expect(within(dialog).queryByRole('button', { name: /close|fechar/i })).not.toBeInTheDocument();

    await user.click(within(dialog).getAllByRole('button', { name: /Finalizar/ })[0]!);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Atendimento finalizado.'));
    await waitFor(() => expect(within(dialog).queryByText('Ana Souza')).not.toBeInTheDocument());
    expect(within(dialog).getByText('Caio Prado')).toBeInTheDocument();
    expect(callsTo(calls, 'POST gerenciar/agendamento/finalizarAgendamento')[0]!.body).toEqual([41]);
  });

  it("says 'Ops, algo saiu errado!' when finishing fails", async () => {
    mount({
      'GET gerenciar/agendamento/naoFinalizados': [EM_ATENDIMENTO],
      'POST gerenciar/agendamento/finalizarAgendamento': apiError(409, 'Só é possível finalizar agendamentos em atendimento.'),
    });
    await user.click(await screen.findByRole('button', { name: /Finalizar/ }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Algo deu errado, tente novamente.', { title: 'Ops, algo saiu errado!' }));
    expect(screen.getByText('Ana Souza')).toBeInTheDocument();
  });

  it('asks nothing for users who are not doctors of the agenda', async () => {
    const { calls } = mount({}, { ehMedico: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0);
    expect(screen.queryByTestId('nao-finalizados-dialog')).not.toBeInTheDocument();
  });
});
