import { cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { initI18n, useSession } from '@clinica/shared';
import { apiError, callsTo, fakeApi, type Route } from '../test-support/fake-api.ts';
import ConfirmarAgendamentoPage from '../pages/confirmar-agendamento.page.tsx';

function open(search: string, routes: Record<string, Route>) {
  useSession.getState().end('logout'); // the patient has no session
  const calls = fakeApi(routes);
  render(<RouterProvider router={createMemoryRouter([{ path: '/confirmar-agendamento', element: <ConfirmarAgendamentoPage /> }], { initialEntries: [`/confirmar-agendamento${search}`] })} />);
  return calls;
}

describe('/confirmar-agendamento', () => {
  beforeAll(async () => {
    await initI18n('pt');
  });
  afterEach(cleanup);

  it('confirms with the code of the link and shows the appointment, without a session', async () => {
    const calls = open('?agendamentoId=Xy7-code', {
      'GET gerenciar/agendamento/confirmarAgendamento': {
        id: 41, statusAgendamento: 'CONFIRMADO', dataAgendamento: '2026-03-11T13:00:00Z', horaFinal: '2026-03-11T13:30:00Z', nomePaciente: 'Ana', nomeProcedimento: 'Avaliação', nomeMedico: 'Dr. Paulo',
      },
    });
    expect(await screen.findByText('Agendamento confirmado!')).toBeInTheDocument();
    expect(screen.getByText('Olá, Ana! Seu agendamento está confirmado.')).toBeInTheDocument();
    expect(screen.getByTestId('confirmacao-detalhes')).toHaveTextContent('quarta-feira, 11 de março de 2026, 10:00 – 10:30');
    expect(screen.getByTestId('confirmacao-detalhes')).toHaveTextContent('Avaliação');
    expect(screen.getByTestId('confirmacao-detalhes')).toHaveTextContent('Dr. Paulo');
    const call = callsTo(calls, 'GET gerenciar/agendamento/confirmarAgendamento')[0]!;
    expect(call.url.searchParams.get('agendamentoId')).toBe('Xy7-code');
    const [request] = (globalThis.fetch as jest.Mock<Promise<Response>, [Request]>).mock.calls[0]!;
    expect(request.headers.get('Authorization')).toBeNull();
  });

  it('explains an unknown or cancelled appointment and a link without code', async () => {
    open('?agendamentoId=nada', { 'GET gerenciar/agendamento/confirmarAgendamento': apiError(404, 'Agendamento não encontrado.') });
    expect(await screen.findByText('Agendamento não encontrado. Confira o link ou fale com a clínica.')).toBeInTheDocument();
    cleanup();
    open('?agendamentoId=cancelado', { 'GET gerenciar/agendamento/confirmarAgendamento': apiError(409, 'Agendamento cancelado.') });
    expect(await screen.findByText('Este agendamento foi cancelado. Fale com a clínica para marcar um novo horário.')).toBeInTheDocument();
    cleanup();
    const calls = open('', {});
    expect(await screen.findByText('Link de confirmação inválido. Abra o link completo que a clínica enviou.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
