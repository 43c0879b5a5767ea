import { act, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from '@clinica/shared/router';
import { userToken } from '@clinica/tooling/test-tokens';
import { queryClient } from '../http/query-client.ts';
import { useSession } from '../session/session.store.ts';
import { callsTo, fakeApi, useScreenTest, type FakeAnswer } from '../test-support/index.ts';
import { useNaoFinalizadosCheck, type NaoFinalizado } from './nao-finalizados.resource.ts';

/** What the host's frame does with it: shows how many there are. */
function Frame() {
  const { data } = useNaoFinalizadosCheck();
  return <p data-testid="pendentes">{data === undefined ? 'nada perguntado' : `${data.length} pendentes`}</p>;
}

function mount(token: Record<string, unknown>, pendentes: FakeAnswer<NaoFinalizado>[] = []) {
  queryClient.clear();
  useSession.getState().start(userToken({ ehMedico: true, authorities: ['ROLE_AGENDAMENTOS'], ...token }));
  const calls = fakeApi({ 'GET gerenciar/agendamento/naoFinalizados': () => pendentes });
  const router = createMemoryRouter([{ path: '*', element: <Frame /> }], { initialEntries: ['/agendamentos'] });
  render(<RouterProvider router={router} />);
  return { calls, router };
}

describe("the doctor's unfinished consultations, checked by the frame", () => {
  useScreenTest();

  it('asks on entering and again on every route change', async () => {
    const { calls, router } = mount({}, [{ id: 1 }]);
    expect(await screen.findByText('1 pendentes')).toBeInTheDocument();
    await act(() => router.navigate('/pacientes'));
    await waitFor(() => expect(callsTo(calls, 'GET gerenciar/agendamento/naoFinalizados')).toHaveLength(2));
    await act(() => router.navigate('/pacientes?pagina=2'));
    await act(() => router.navigate('/dashboard'));
    await waitFor(() => expect(callsTo(calls, 'GET gerenciar/agendamento/naoFinalizados')).toHaveLength(3));
  });

  it('asks nothing for a user who is not a doctor of the agenda', async () => {
    const { calls, router } = mount({ ehMedico: false });
    await act(() => router.navigate('/pacientes'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0);
    expect(screen.getByText('nada perguntado')).toBeInTheDocument();
  });
});
