import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from '@clinica/shared/router';
import { notify, useSession } from '@clinica/shared';
import { userToken } from '@clinica/tooling/test-tokens';
import AgendamentosPage from '../pages/agendamentos.page.tsx';
import { agendamentoFixture, lookupRoutes } from '../test-support/fixtures.ts';
import { useScreenTest, user, apiError, callsTo, fakeApi, type FakeRoutes } from '@clinica/shared/test-support';
import type * as CalendarModule from './agenda-calendar.tsx';
import type { AgendaCalendarProps } from './agenda-calendar.tsx';
import type { Agendamento } from './agendamento.resource.ts';

const ANA = agendamentoFixture();
const BRUNO = agendamentoFixture({
  id: 42,
  infoPaciente: { ...ANA.infoPaciente, id: 2, nome: 'Bruno Lima' },
  statusAgendamento: 'CONFIRMADO',
  dataAgendamento: '2026-03-12T14:00:00Z',
  horaFinal: '2026-03-12T15:00:00Z',
});

// The real calendar renders (events, data-agendamento-id); its drag callbacks are reached through this spy.
let calendarProps: AgendaCalendarProps | undefined;
jest.mock('./agenda-calendar.tsx', () => {
  const actual = jest.requireActual<typeof CalendarModule>('./agenda-calendar.tsx');
  return {
    ...actual,
    AgendaCalendar: (props: AgendaCalendarProps) => {
      calendarProps = props;
      return <actual.AgendaCalendar {...props} />;
    },
  };
});

function open(path: string, routes: FakeRoutes = {}, token: Record<string, unknown> = {}) {
  useSession.getState().start(userToken({ authorities: ['ROLE_AGENDAMENTOS', 'CRIAR_AGENDAMENTOS', 'EDITAR_AGENDAMENTOS'], ehMedico: false, ...token }));
  const calls = fakeApi({
    ...lookupRoutes,
    'POST gerenciar/agendamento/popularCalendario': [ANA, BRUNO],
    'POST gerenciar/agendamento/pesquisarAgendamentos': { content: [BRUNO, ANA], totalElements: 2, totalPages: 1, number: 0, size: 20 },
    'GET gerenciar/agendamento/listar/41': { ...ANA, linkConfirmacao: 'cod-41' },
    'GET gerenciar/medico/listarDisponibilidade/7': [],
    'GET gerenciar/medico/listarBloqueioMedico/7': [],
    ...routes,
  });
  const router = createMemoryRouter(
    [
      {
        path: '/agendamentos',
        element: <AgendamentosPage />,
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { calls, router };
}

describe('agenda page', () => {
  useScreenTest();

  it('shows the week of the address with each appointment, asks for the visible range and filters', async () => {
    const { calls } = open('/agendamentos?data=2026-03-11&sala=6&status=PENDENTE,CONFIRMADO');
    const calendar = await screen.findByTestId('agenda-calendar');
    const ana = await within(calendar).findByText('Ana Souza');
    expect(ana.closest('[data-agendamento-id]')).toHaveAttribute('data-agendamento-id', '41');
    expect(within(calendar).getByText('Bruno Lima').closest('[data-agendamento-id]')).toHaveAttribute('data-agendamento-id', '42');
    const body = callsTo(calls, 'POST gerenciar/agendamento/popularCalendario')[0]!.body;
    expect(body).toEqual({ inicio: '2026-03-09', fim: '2026-03-16', salaId: 6, status: ['PENDENTE', 'CONFIRMADO'] });
    expect(screen.getByTestId('agenda-legenda')).toHaveTextContent('Em atendimento');
  });

  it('starts a doctor on their own agenda, and moves through dates with the keyboard', async () => {
    const { calls, router } = open('/agendamentos?data=2026-03-11', {}, { ehMedico: true, jti: '7' });
    await screen.findByTestId('agenda-calendar');
    await waitFor(() => expect(callsTo(calls, 'POST gerenciar/agendamento/popularCalendario')[0]!.body).toMatchObject({ medicoId: 7 }));
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await waitFor(() => expect(router.state.location.search).toContain('data=2026-03-18'));
    fireEvent.keyDown(window, { key: 'PageUp' });
    await waitFor(() => expect(router.state.location.search).toContain('data=2026-03-11'));
    fireEvent.keyDown(window, { key: '/' });
    expect(screen.getByTestId('agenda-busca')).toHaveFocus();
    fireEvent.keyDown(screen.getByTestId('agenda-busca'), { key: 'n' });
    expect(screen.queryByTestId('booking-dialog')).not.toBeInTheDocument();
    act(() => screen.getByTestId('agenda-busca').blur());
    fireEvent.keyDown(window, { key: 'n' });
    expect(await screen.findByTestId('booking-dialog')).toBeInTheDocument();
  });

  it("undoes a drag the server refuses and shows the server's message", async () => {
    const { calls } = open('/agendamentos?data=2026-03-11', { 'PUT gerenciar/agendamento/atualizar': apiError(409, 'HORÁRIO OCUPADO') });
    await screen.findByText('Ana Souza');
    const revert = jest.fn();
    act(() => calendarProps!.onMove(ANA, new Date('2026-03-11T17:00:00Z'), new Date('2026-03-11T17:30:00Z'), revert));
    const confirm = await screen.findByRole('button', { name: 'Mover' });
    expect(screen.getByText('Ana Souza: de 11/03/2026 10:00–10:30 para 11/03/2026 14:00–14:30.')).toBeInTheDocument();
    await user.click(confirm);
    await waitFor(() => expect(revert).toHaveBeenCalled());
    expect(callsTo(calls, 'PUT gerenciar/agendamento/atualizar')[0]!.body).toMatchObject({
      id: 41,
      versao: 1,
      dataAgendamento: '2026-03-11T14:00:00',
      horaFinal: '2026-03-11T14:30:00',
    });
    expect(notify.error).toHaveBeenCalledWith('HORÁRIO OCUPADO', { title: 'Erro!' });
  });

  it('opens the actions of an appointment from the list, and cancels only with a reason', async () => {
    const { calls } = open('/agendamentos?modo=lista&busca=ana', {
      'POST gerenciar/agendamento/cancelarAgendamento': { ...ANA, statusAgendamento: 'CANCELADO' },
    });
    const lista = await screen.findByTestId('agenda-lista');
    await user.click(await within(lista).findByText('Ana Souza'));
    // the list's page (the other searches measure the name against the week shown)
    // (oldest first from today, issue 36 item 20)
    const pagina = callsTo(calls, 'POST gerenciar/agendamento/pesquisarAgendamentos').find(
      (call) => call.url.search === '?page=0&size=20&sort=dataAgendamento%2Casc',
    );
    expect(pagina).toMatchObject({
      body: {
        nomePaciente: 'ana',
        status: ['PENDENTE', 'CONFIRMADO', 'EM_ATENDIMENTO', 'FINALIZADO'],
        dataInicio: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
      },
    });

    const acoes = await screen.findByTestId('agendamento-acoes');
    expect(await within(acoes).findByTestId('agendamento-link')).toHaveTextContent('#/confirmar-agendamento?agendamentoId=cod-41');
    const botoes = screen.getByTestId('agendamento-botoes');
    await user.click(within(botoes).getByRole('button', { name: /Cancelar agendamento/ }));
    const motivo = await screen.findByLabelText('Motivo do cancelamento');
    const ok = () => screen.getAllByRole('button', { name: /Cancelar agendamento/ }).find((b) => !botoes.contains(b))!;
    expect(ok()).toBeDisabled();
    fireEvent.blur(motivo);
    expect(await screen.findByText('MOTIVO É OBRIGATÓRIO.')).toBeInTheDocument();
    await user.type(motivo, 'Paciente pediu');
    await user.click(ok());
    await waitFor(() => expect(callsTo(calls, 'POST gerenciar/agendamento/cancelarAgendamento')).toHaveLength(1));
    const cancel = callsTo(calls, 'POST gerenciar/agendamento/cancelarAgendamento')[0]!;
    expect(cancel.url.searchParams.get('agendamentoId')).toBe('41');
    expect(cancel.body).toEqual({ motivoCancelamento: 'Paciente pediu' });
    expect(notify.success).toHaveBeenCalledWith('Agendamento cancelado.');
  });

  it('a status action in the panel refreshes the list and the panel itself', async () => {
    let status: Agendamento['statusAgendamento'] = 'PENDENTE';
    const ana = () => ({ ...ANA, statusAgendamento: status });
    const { calls } = open('/agendamentos?modo=lista', {
      'POST gerenciar/agendamento/pesquisarAgendamentos': () => ({ content: [ana()], totalElements: 1, totalPages: 1, number: 0, size: 20 }),
      'GET gerenciar/agendamento/listar/41': () => ({ ...ana(), linkConfirmacao: 'cod-41' }),
      'GET gerenciar/agendamento/confirmarAgendamento': () => {
        status = 'CONFIRMADO';
        return {};
      },
    });
    const lista = await screen.findByTestId('agenda-lista');
    await user.click(await within(lista).findByText('Ana Souza'));
    const botoes = await screen.findByTestId('agendamento-botoes');
    expect(within(lista).getByText('Pendente')).toBeInTheDocument();
    expect(botoes.querySelector('[data-acao="confirmar"]')).not.toBeNull();
    await waitFor(() => expect(callsTo(calls, 'GET gerenciar/agendamento/listar/41')).toHaveLength(1));
    const pesquisas = callsTo(calls, 'POST gerenciar/agendamento/pesquisarAgendamentos').length;

    await user.click(within(botoes).getByRole('button', { name: /Confirmar/ }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Agendamento confirmado.'));
    expect(callsTo(calls, 'GET gerenciar/agendamento/confirmarAgendamento')[0]!.url.searchParams.get('agendamentoId')).toBe('41');
    // the page, and how many lie before today and from today on
    expect(callsTo(calls, 'POST gerenciar/agendamento/pesquisarAgendamentos')).toHaveLength(pesquisas + 3);
    expect(callsTo(calls, 'GET gerenciar/agendamento/listar/41')).toHaveLength(2);
    expect(await within(lista).findByText('Confirmado')).toBeInTheDocument();
    // the panel shows the new state: 'Confirmar' is gone
    await waitFor(() => expect(botoes.querySelector('[data-acao="confirmar"]')).toBeNull());
  });

  describe('the list (issue 36 item 20)', () => {
    const pagina = (content: Agendamento[], totalElements = content.length) => ({ content, totalElements, totalPages: 1, number: 0, size: 20 });
    const antiga = agendamentoFixture({ id: 1, infoPaciente: { ...ANA.infoPaciente, nome: 'Ana Antiga' }, dataAgendamento: '2025-01-10T13:00:00Z' });
    const recente = agendamentoFixture({ id: 2, infoPaciente: { ...ANA.infoPaciente, nome: 'Ana Recente' }, dataAgendamento: '2025-06-10T13:00:00Z' });
    const hoje = agendamentoFixture({ id: 3, infoPaciente: { ...ANA.infoPaciente, nome: 'Ana Hoje' }, dataAgendamento: '2099-01-01T13:00:00Z' });
    const depois = agendamentoFixture({ id: 4, infoPaciente: { ...ANA.infoPaciente, nome: 'Ana Depois' }, dataAgendamento: '2099-02-01T13:00:00Z' });
    /** Before today: the api answers newest first; from today on, oldest first when asked so. */
    const api = {
      'POST gerenciar/agendamento/pesquisarAgendamentos': ({ body, url }: { body?: unknown; url: URL }) => {
        const filtro = (body ?? {}) as { dataInicio?: string; dataFim?: string };
        const size = Number(url.searchParams.get('size'));
        if (filtro.dataInicio && filtro.dataFim) return pagina([]);
        if (filtro.dataFim) return pagina([recente, antiga].slice(0, size), 2);
        const asc = url.searchParams.get('sort') === 'dataAgendamento,asc';
        return pagina((asc ? [hoje, depois] : [depois, hoje]).slice(0, size), 2);
      },
    };
    const nomes = (lista: HTMLElement) =>
      within(lista)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('td:nth-child(2)')!.textContent.trim());

    it("opens on today's appointments, oldest first, the earlier ones on the page before, oldest first too", async () => {
      open('/agendamentos?modo=lista', api);
      const lista = await screen.findByTestId('agenda-lista');
      await within(lista).findByText('Ana Hoje');
      expect(nomes(lista)).toEqual(['Ana Hoje', 'Ana Depois']);
      expect(within(lista).getByText('4 agendamentos')).toBeInTheDocument();
      // today's page is the second: the earlier ones come first
      expect(within(lista).getByTitle('2')).toHaveClass('ant-pagination-item-active');
      await user.click(within(lista).getByTitle('1'));
      await within(lista).findByText('Ana Antiga');
      expect(nomes(lista)).toEqual(['Ana Antiga', 'Ana Recente']);
    });

    it('a name cleared and typed again within the pause while the address moved to another week is searched (issue 40)', async () => {
      const { router } = open('/agendamentos?modo=lista&busca=ana&visao=semana&data=2026-03-11', api);
      await screen.findByTestId('agenda-busca-periodo');
      const campo = screen.getByLabelText('Buscar paciente');
      // cleared, the address moves to another week (no search in it), and the same name typed again, all within the pause
      fireEvent.change(campo, { target: { value: '' } });
      await act(() => router.navigate('/agendamentos?visao=semana&data=2026-04-15'));
      fireEvent.change(campo, { target: { value: 'ana' } });
      await waitFor(() => expect(router.state.location.search).toContain('busca=ana'));
      expect(await screen.findByTestId('agenda-busca-periodo')).toHaveTextContent('“ana”');
    });

    it("a name with appointments only on other dates is never 'Nenhum agendamento' above them; an empty search says it once", async () => {
      open('/agendamentos?modo=lista&busca=ana&visao=semana&data=2026-03-11', api);
      const aviso = await screen.findByTestId('agenda-busca-periodo');
      expect(aviso).toHaveTextContent('4 agendamentos de “ana” em outras datas, nenhum na semana de 09/03 a 15/03/2026.');
      expect(aviso).not.toHaveTextContent('Nenhum agendamento');
      cleanup();
      open('/agendamentos?modo=lista&busca=zzz', { 'POST gerenciar/agendamento/pesquisarAgendamentos': pagina([]) });
      const lista = await screen.findByTestId('agenda-lista');
      expect(await within(lista).findByText('Nenhum agendamento de “zzz”.')).toBeInTheDocument();
      expect(screen.queryByTestId('agenda-busca-periodo')).not.toBeInTheDocument();
    });
  });
});
