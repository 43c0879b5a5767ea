import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from '@clinica/shared/router';
import { initI18n, notify, useSession } from '@clinica/shared';
import { userToken } from '@clinica/tooling/test-tokens';
import type { Notificacao } from './notificacao.ts';
import { NotificationBell } from './notification-bell.tsx';
import { useNotificacoes } from './notificacoes.store.ts';
import { chegada, contaPagar, estoqueBaixo, lembrete } from './test-support/notificacao-fixture.ts';
import { fakeApi, type ApiCall } from '@clinica/shared/test-support';

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });

const json = (status: number, body: unknown): Response => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The paths the screen called, as 'GET gerenciar/…'. */
const called = (calls: ApiCall[]): string[] => calls.map((call) => `${call.method} ${call.path}`);

function mount(items: Notificacao[], authorities = ['ROLE_AGENDAMENTOS', 'ROLE_PACIENTES']) {
  useSession.getState().start(userToken({ jti: '7', authorities }));
  act(() => void useNotificacoes.getState().receive(items));
  const router = createMemoryRouter([{ path: '*', element: <NotificationBell /> }], { initialEntries: ['/agendamentos'] });
  render(<RouterProvider router={router} />);
  return router;
}

async function openPanel(): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: 'Notificações' }));
  return screen.findByTestId('notificacoes-panel');
}

const itemWith = (panel: HTMLElement, text: string): HTMLElement => within(panel).getByText(text).closest<HTMLElement>('[data-testid="notificacao-item"]')!;

describe('notification bell and panel', () => {
  const original = window.getComputedStyle.bind(window);

  beforeAll(async () => {
    // jsdom walks every antd stylesheet rule on each call: the inline style is enough here.
    window.getComputedStyle = (element: Element) => (element as HTMLElement).style;
    await initI18n('pt');
  });

  afterAll(() => {
    window.getComputedStyle = original;
  });

  beforeEach(() => {
    jest.spyOn(notify, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    cleanup(); // unmount before the store and the session are emptied
    jest.restoreAllMocks();
    useNotificacoes.getState().reset();
    useSession.getState().end('logout');
  });

  it('shows the unread count and the panel texts', async () => {
    fakeApi({});
    mount([chegada(1), estoqueBaixo(10, 7), contaPagar(3)]);
    expect(screen.getByTestId('notification-bell')).toHaveAttribute('data-count', '3');
    const panel = await openPanel();
    expect(within(panel).getByText('Notificações não lidas.')).toBeInTheDocument();
    expect(within(panel).getAllByTestId('notificacao-item')).toHaveLength(3);
    expect(within(panel).getByText('Ana Souza chegou para Avaliação (10:00)')).toBeInTheDocument();
    expect(within(panel).getByText('Luva nitrílica abaixo do estoque mínimo')).toBeInTheDocument();
    expect(within(panel).getByText('Contas a pagar')).toBeInTheDocument();
  });

  it("says 'Sem notificação para ler.' when there is nothing", async () => {
    fakeApi({});
    mount([]);
    expect(screen.getByTestId('notification-bell')).toHaveAttribute('data-count', '0');
    const panel = await openPanel();
    expect(within(panel).getByText('Sem notificação para ler.')).toBeInTheDocument();
    expect(within(panel).queryByTestId('notificacao-item')).not.toBeInTheDocument();
  });

  it('marks an arrival read on the server, then removes it', async () => {
    const calls = fakeApi({ 'GET gerenciar/notificacao/marcarComoLida/1': () => json(200, chegada(1)) });
    mount([chegada(1), lembrete(2)]);
    const panel = await openPanel();
    await user.click(within(itemWith(panel, 'Paciente chegou')).getByRole('button', { name: 'Marcar como lida' }));
    await waitFor(() => expect(within(panel).queryByText('Paciente chegou')).not.toBeInTheDocument());
    expect(called(calls)).toEqual(['GET gerenciar/notificacao/marcarComoLida/1']);
    expect(screen.getByTestId('notification-bell')).toHaveAttribute('data-count', '1');
  });

  it('removes a stock alert here only, without calling the server', async () => {
    const calls = fakeApi({});
    mount([estoqueBaixo(10, 7), chegada(1)]);
    const panel = await openPanel();
    await user.click(within(itemWith(panel, 'Estoque baixo')).getByRole('button', { name: 'Marcar como lida' }));
    await waitFor(() => expect(within(panel).queryByText('Estoque baixo')).not.toBeInTheDocument());
    expect(called(calls)).toEqual([]);
    expect(within(panel).getByText('Paciente chegou')).toBeInTheDocument();
  });

  it('keeps the item and says so when the server fails', async () => {
    const calls = fakeApi({ 'GET gerenciar/notificacao/marcarComoLida/2': () => json(500, [{ mensagemUsuario: 'Algo deu errado em nossos servidores.' }]) });
    mount([lembrete(2)]);
    const panel = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Marcar como lida' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Não foi possível atualizar as notificações. Tente novamente.'));
    expect(called(calls)).toEqual(['GET gerenciar/notificacao/marcarComoLida/2']);
    expect(within(panel).getByText('Lembrete de agendamento')).toBeInTheDocument();
    expect(screen.getByTestId('notification-bell')).toHaveAttribute('data-count', '1');
  });

  it("shows the server's own message once on a 4xx, and keeps the item", async () => {
    fakeApi({ 'GET gerenciar/notificacao/marcarComoLida/2': () => json(404, [{ mensagemUsuario: 'Notificação não encontrada.' }]) });
    mount([lembrete(2)]);
    const panel = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Marcar como lida' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Notificação não encontrada.'));
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(within(panel).getByText('Lembrete de agendamento')).toBeInTheDocument();
  });

  it("'Fechar todas' clears the user's notifications on the server, then empties the list", async () => {
    let answer!: (response: Response) => void;
    // the server's answer waits for the test
    const calls = fakeApi({ 'GET gerenciar/notificacao/limparNotificacoesDoMedico/7': () => new Promise<Response>((resolve) => (answer = resolve)) });
    mount([chegada(1), estoqueBaixo(10, 7), contaPagar(3)]);
    const panel = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Fechar todas' }));
    await waitFor(() => expect(called(calls)).toEqual(['GET gerenciar/notificacao/limparNotificacoesDoMedico/7']));
    // nothing leaves before the server answers
    expect(within(panel).getAllByTestId('notificacao-item')).toHaveLength(3);
    act(() => answer(json(200, { quantidade: 1 })));
    expect(await within(panel).findByText('Sem notificação para ler.')).toBeInTheDocument();
    expect(screen.getByTestId('notification-bell')).toHaveAttribute('data-count', '0');
  });

  it("'Fechar todas' keeps everything when the server fails", async () => {
    fakeApi({ 'GET gerenciar/notificacao/limparNotificacoesDoMedico/7': () => json(503, {}) });
    mount([chegada(1), contaPagar(3)]);
    const panel = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Fechar todas' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Não foi possível atualizar as notificações. Tente novamente.'));
    expect(within(panel).getAllByTestId('notificacao-item')).toHaveLength(2);
  });

  it("opens the patient's record from an arrival, for users of the patients area", async () => {
    fakeApi({});
    const router = mount([chegada(1)]);
    const panel = await openPanel();
    await user.click(within(panel).getByText('Ana Souza chegou para Avaliação (10:00)'));
    expect(router.state.location.pathname).toBe('/detalhes-paciente');
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('paciente')).toBe('"41"');
    expect(params.get('procedimento')).toBe('"3"');
  });

  it('offers no record link without the patients area', async () => {
    fakeApi({});
    const router = mount([chegada(1)], ['ROLE_AGENDAMENTOS']);
    const panel = await openPanel();
    expect(within(itemWith(panel, 'Paciente chegou')).getAllByRole('button')).toHaveLength(1); // only 'Marcar como lida'
    await user.click(within(panel).getByText('Ana Souza chegou para Avaliação (10:00)'));
    expect(router.state.location.pathname).toBe('/agendamentos');
  });
});
