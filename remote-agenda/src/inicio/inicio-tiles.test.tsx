import { render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from '@clinica/shared/router';
import { useSession } from '@clinica/shared';
import { userToken } from '@clinica/tooling/test-tokens';
import { fakeApi, useScreenTest, user } from '@clinica/shared/test-support';
import '../i18n/messages.ts';
import InicioTiles from './inicio-tiles.tsx';

const dia = {
  data: '2026-11-24',
  medicoId: 9,
  porStatus: { PENDENTE: 3, CONFIRMADO: 2, EM_ATENDIMENTO: 1, FINALIZADO: 4, CANCELADO: 5 },
  aguardando: [
    {
      id: 71,
      paciente: { id: 5, nome: 'Beatriz Souza' },
      medicoNome: 'Dra. Helena Prado',
      dataAgendamento: '2026-11-24T13:00:00Z',
      chegada: '2026-11-24T12:52:00Z',
    },
  ],
  naoFinalizados: 2,
  proximos: [{ id: 80, paciente: { id: 6, nome: 'Carlos Lima' }, procedimentoNome: 'Botox', dataAgendamento: '2026-11-24T17:30:00Z', status: 'CONFIRMADO' }],
};

describe("Início's agenda tiles", () => {
  useScreenTest();

  function open() {
    const router = createMemoryRouter(
      [
        { path: '/dashboard', element: <InicioTiles /> },
        { path: '/agendamentos', element: <p>agenda</p> },
      ],
      { initialEntries: ['/dashboard'] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  it("shows a doctor's day: total without the cancelled, who is waiting since when, unfinished and next appointments", async () => {
    useSession.getState().start(userToken({ jti: '9', authorities: ['ROLE_DASHBOARD', 'ROLE_AGENDAMENTOS'] }));
    fakeApi({ 'GET dashboard/agenda': dia });
    open();
    const hoje = await screen.findByTestId('inicio-hoje');
    expect(await within(hoje).findByText('Meus agendamentos de hoje')).toBeInTheDocument();
    expect(within(hoje).getByText('10')).toBeInTheDocument();
    expect(within(hoje).getByText('Cancelado: 5')).toBeInTheDocument();
    // 12:52 UTC is 09:52 in São Paulo
    expect(within(screen.getByTestId('inicio-aguardando')).getByText('chegou às 09:52 · Dra. Helena Prado')).toBeInTheDocument();
    expect(within(screen.getByTestId('inicio-nao-finalizados')).getByText('2')).toBeInTheDocument();
    expect(within(screen.getByTestId('inicio-proximos')).getByText('24/11/2026 14:30')).toBeInTheDocument();
  });

  it("a status opens the agenda's list of that day with that status, on the doctor's own agenda", async () => {
    useSession.getState().start(userToken({ jti: '9', authorities: ['ROLE_DASHBOARD', 'ROLE_AGENDAMENTOS'] }));
    fakeApi({ 'GET dashboard/agenda': dia });
    const router = open();
    await user.click(await screen.findByText('Confirmado: 2'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agendamentos'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      modo: 'lista',
      visao: 'dia',
      data: '2026-11-24',
      medico: '9',
      status: 'CONFIRMADO',
    });
  });

  it("reception sees the clinic's day (every doctor) and no next-appointments list", async () => {
    useSession.getState().start(userToken({ ehMedico: false, authorities: ['ROLE_DASHBOARD', 'ROLE_AGENDAMENTOS'] }));
    fakeApi({ 'GET dashboard/agenda': { ...dia, medicoId: null, proximos: [] } });
    const router = open();
    await user.click(await screen.findByText('Abrir a agenda'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agendamentos'));
    expect(new URLSearchParams(router.state.location.search).get('medico')).toBe('');
    expect(screen.queryByTestId('inicio-proximos')).not.toBeInTheDocument();
  });
});
