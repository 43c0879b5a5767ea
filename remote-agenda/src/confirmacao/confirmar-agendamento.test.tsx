import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from '@clinica/shared/router';
import { initI18n, useSession } from '@clinica/shared';
import { apiError, callsTo, fakeApi, type FakeAnswer, type FakeRoutes } from '@clinica/shared/test-support';
import type { Confirmacao } from './confirmacao.resource.ts';
import ConfirmarAgendamentoPage from '../pages/confirmar-agendamento.page.tsx';

const LER = 'GET gerenciar/agendamento/confirmarAgendamento';
const CONFIRMAR = 'POST gerenciar/agendamento/confirmarAgendamento';
const agendamento = {
  id: 41,
  statusAgendamento: 'PENDENTE',
  dataAgendamento: '2026-03-11T13:00:00Z',
  horaFinal: '2026-03-11T13:30:00Z',
  nomePaciente: 'Ana',
  nomeProcedimento: 'Avaliação',
  nomeMedico: 'Dr. Paulo',
} satisfies FakeAnswer<Confirmacao>;

function open(search: string, routes: FakeRoutes) {
  useSession.getState().end('logout'); // the patient has no session
  const calls = fakeApi(routes);
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: '/confirmar-agendamento', element: <ConfirmarAgendamentoPage /> }], {
        initialEntries: [`/confirmar-agendamento${search}`],
      })}
    />,
  );
  return calls;
}

describe('/confirmar-agendamento', () => {
  beforeAll(async () => {
    await initI18n('pt');
  });
  afterEach(cleanup);

  it('shows the appointment of the link without confirming it, then confirms with the button, without a session', async () => {
    const calls = open('?agendamentoId=Xy7-code', { [LER]: agendamento, [CONFIRMAR]: { ...agendamento, statusAgendamento: 'CONFIRMADO' } });
    const botao = await screen.findByRole('button', { name: 'Confirmar agendamento' });
    expect(screen.getByText('Olá, Ana! Confira os dados e confirme seu agendamento.')).toBeInTheDocument();
    expect(screen.getByTestId('confirmacao-detalhes')).toHaveTextContent('quarta-feira, 11 de março de 2026, 10:00 – 10:30');
    expect(screen.getByTestId('confirmacao-detalhes')).toHaveTextContent('Avaliação');
    expect(screen.getByTestId('confirmacao-detalhes')).toHaveTextContent('Dr. Paulo');
    expect(screen.queryByText('Agendamento confirmado!')).not.toBeInTheDocument();
    expect(callsTo(calls, LER)[0]!.url.searchParams.get('agendamentoId')).toBe('Xy7-code');
    expect(callsTo(calls, CONFIRMAR)).toHaveLength(0);

    await userEvent.click(botao);
    expect(await screen.findByText('Agendamento confirmado!')).toBeInTheDocument();
    expect(screen.getByText('Olá, Ana! Seu agendamento está confirmado.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar agendamento' })).not.toBeInTheDocument();
    expect(screen.getByTestId('confirmacao-detalhes')).toHaveTextContent('Dr. Paulo');
    const confirmacoes = callsTo(calls, CONFIRMAR);
    expect(confirmacoes).toHaveLength(1);
    expect(confirmacoes[0]!.url.searchParams.get('agendamentoId')).toBe('Xy7-code');
    for (const [request] of (globalThis.fetch as jest.Mock<Promise<Response>, [Request]>).mock.calls) expect(request.headers.get('Authorization')).toBeNull();
  });

  it('an appointment already confirmed shows as confirmed, with no button', async () => {
    const calls = open('?agendamentoId=Xy7-code', { [LER]: { ...agendamento, statusAgendamento: 'CONFIRMADO' } });
    expect(await screen.findByText('Agendamento confirmado!')).toBeInTheDocument();
    expect(screen.getByTestId('confirmacao-detalhes')).toHaveTextContent('Avaliação');
    expect(screen.queryByRole('button', { name: 'Confirmar agendamento' })).not.toBeInTheDocument();
    expect(callsTo(calls, CONFIRMAR)).toHaveLength(0);
  });

  it('a link no longer valid (started, finished or cancelled) shows no details, on opening or on confirming', async () => {
    const texto = 'Este link de confirmação não é mais válido. Em caso de dúvida, fale com a clínica.';
    open('?agendamentoId=velho', { [LER]: apiError(410, 'Este link de confirmação não é mais válido.') });
    expect(await screen.findByText(texto)).toBeInTheDocument();
    expect(screen.queryByTestId('confirmacao-detalhes')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    cleanup();
    // cancelled between opening and the click
    open('?agendamentoId=Xy7-code', { [LER]: agendamento, [CONFIRMAR]: apiError(410, 'Este link de confirmação não é mais válido.') });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar agendamento' }));
    expect(await screen.findByText(texto)).toBeInTheDocument();
    expect(screen.queryByTestId('confirmacao-detalhes')).not.toBeInTheDocument();
  });

  it('explains an unknown appointment and a link without code, and offers to retry when the api cannot be reached', async () => {
    open('?agendamentoId=nada', { [LER]: apiError(404, 'Agendamento não encontrado.') });
    expect(await screen.findByText('Agendamento não encontrado. Confira o link ou fale com a clínica.')).toBeInTheDocument();
    cleanup();
    const calls = open('', {});
    expect(await screen.findByText('Link de confirmação inválido. Abra o link completo que a clínica enviou.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    cleanup();
    // the client itself tries twice more (502/503/504); the button is for an api still down after that
    let falhas = 3;
    const lidas = open('?agendamentoId=Xy7-code', {
      [LER]: () => (falhas-- > 0 ? new Response('', { status: 503 }) : agendamento),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('button', { name: 'Confirmar agendamento' })).toBeInTheDocument();
    expect(callsTo(lidas, LER)).toHaveLength(4);
  });
});
