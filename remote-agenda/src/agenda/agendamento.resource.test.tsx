import { act, renderHook, waitFor } from '@testing-library/react';
import { useSession } from '@clinica/shared';
import { userToken } from '@clinica/tooling/test-tokens';
import { useScreenTest, apiError, callsTo, fakeApi, type FakeRoutes } from '@clinica/shared/test-support';
import { agendamentoFixture, lookupRoutes } from '../test-support/fixtures.ts';
import { useSalas } from './lookups.resource.ts';
import {
  useAtualizarAgendamentoMutation,
  useCalendario,
  useCriarAgendamentoMutation,
  usePesquisaAgendamentos,
  type Agendamento,
  type BookingPayload,
} from './agendamento.resource.ts';

const CALENDARIO = 'POST gerenciar/agendamento/popularCalendario';
const PESQUISA = 'POST gerenciar/agendamento/pesquisarAgendamentos';
const SALAS = 'GET gerenciar/sala/listar';
const FILTRO = { inicio: '2026-03-09', fim: '2026-03-16' };
const SEMANA_SEGUINTE = { inicio: '2026-03-16', fim: '2026-03-23' };

const NOVO: BookingPayload = {
  procedimentoId: 2,
  medicoId: 3,
  tipoCompromissoId: 4,
  tipoAgendamento: 'NOVO',
  ecirurgia: false,
  salaId: null,
  etapaId: null,
  dataAgendamento: '2026-03-11T11:00:00',
  horaFinal: '2026-03-11T11:30:00',
  pacienteId: 1,
  observacao: null,
  infoPaciente: { celular: '11987654321', telefone: null },
};

/** The api keeps what was booked: the calendar and the list answer it from then on. */
function api(routes: FakeRoutes = {}) {
  const agenda: Agendamento[] = [agendamentoFixture()];
  const calls = fakeApi({
    ...lookupRoutes,
    [CALENDARIO]: () => [...agenda],
    [PESQUISA]: () => ({ content: [...agenda], totalElements: agenda.length, totalPages: 1, number: 0, size: 20 }),
    'POST gerenciar/agendamento/criar': () => {
      const criado = agendamentoFixture({ id: 99, dataAgendamento: '2026-03-11T14:00:00Z', horaFinal: '2026-03-11T14:30:00Z' });
      agenda.push(criado);
      return criado;
    },
    ...routes,
  });
  return calls;
}

/** The calendar, the list and an unrelated lookup on screen at once, as the agenda mounts them. */
function mountReaders() {
  return renderHook(() => ({ calendario: useCalendario(FILTRO), lista: usePesquisaAgendamentos({}, 0, 20), salas: useSalas() }));
}

describe('agendamento resource hooks (one cache, invalidated by the writes)', () => {
  useScreenTest();
  beforeEach(() => useSession.getState().start(userToken({ authorities: ['ROLE_AGENDAMENTOS', 'CRIAR_AGENDAMENTOS'] })));

  it('a booking makes the mounted calendar and list read again, and nothing outside the agendamentos root', async () => {
    const calls = api();
    const readers = mountReaders();
    await waitFor(() => expect(readers.result.current.calendario.data).toHaveLength(1));
    await waitFor(() => expect(readers.result.current.lista.data?.totalElements).toBe(1));
    await waitFor(() => expect(readers.result.current.salas.isSuccess).toBe(true));
    expect(callsTo(calls, CALENDARIO)).toHaveLength(1);
    expect(callsTo(calls, PESQUISA)).toHaveLength(1);

    const booking = renderHook(() => useCriarAgendamentoMutation());
    // the mutation settles once the screens under the root have read again
    await act(() => booking.result.current.mutateAsync(NOVO));

    expect(callsTo(calls, CALENDARIO)).toHaveLength(2);
    expect(callsTo(calls, PESQUISA)).toHaveLength(2);
    // the answers reach the mounted hooks on their next render (the reads were asked before the mutation settled)
    await waitFor(() => expect(readers.result.current.calendario.data?.map((a) => a.id)).toEqual([41, 99]));
    await waitFor(() => expect(readers.result.current.lista.data?.totalElements).toBe(2));
    expect(callsTo(calls, SALAS)).toHaveLength(1);
  });

  it('a refused write reads nothing again', async () => {
    const calls = api({ 'PUT gerenciar/agendamento/atualizar': apiError(409, 'HORÁRIO OCUPADO') });
    const readers = mountReaders();
    await waitFor(() => expect(readers.result.current.calendario.isSuccess).toBe(true));
    await waitFor(() => expect(readers.result.current.lista.isSuccess).toBe(true));

    const mover = renderHook(() => useAtualizarAgendamentoMutation());
    await act(() => expect(mover.result.current.mutateAsync({ ...NOVO, id: 41, versao: 1 })).rejects.toThrow());

    expect(callsTo(calls, CALENDARIO)).toHaveLength(1);
    expect(callsTo(calls, PESQUISA)).toHaveLength(1);
  });

  it('reads a period once however often the screen renders, and again on coming back to it, showing what it had meanwhile', async () => {
    const calls = api();
    const calendario = renderHook(({ filtro }) => useCalendario(filtro), { initialProps: { filtro: FILTRO } });
    await waitFor(() => expect(calendario.result.current.data).toHaveLength(1));
    calendario.rerender({ filtro: { ...FILTRO } });
    calendario.rerender({ filtro: { ...FILTRO } });
    expect(callsTo(calls, CALENDARIO)).toHaveLength(1);

    calendario.rerender({ filtro: SEMANA_SEGUINTE });
    await waitFor(() => expect(callsTo(calls, CALENDARIO)).toHaveLength(2));
    expect(callsTo(calls, CALENDARIO)[1]!.body).toEqual(SEMANA_SEGUINTE);
    await waitFor(() => expect(calendario.result.current.isFetching).toBe(false));

    // back to the first week: its appointments at once, read again behind them
    calendario.rerender({ filtro: FILTRO });
    expect(calendario.result.current.data).toHaveLength(1);
    await waitFor(() => expect(callsTo(calls, CALENDARIO)).toHaveLength(3));
    await waitFor(() => expect(calendario.result.current.isFetching).toBe(false));
    expect(callsTo(calls, CALENDARIO)).toHaveLength(3);
  });

  it('a screen not on screen reads again when it is shown next, not before', async () => {
    const calls = api();
    const calendario = renderHook(() => useCalendario(FILTRO));
    await waitFor(() => expect(calendario.result.current.data).toHaveLength(1));
    calendario.unmount();

    const booking = renderHook(() => useCriarAgendamentoMutation());
    await act(() => booking.result.current.mutateAsync(NOVO));
    expect(callsTo(calls, CALENDARIO)).toHaveLength(1);

    const again = renderHook(() => useCalendario(FILTRO));
    await waitFor(() => expect(again.result.current.data?.map((a) => a.id)).toEqual([41, 99]));
    expect(callsTo(calls, CALENDARIO)).toHaveLength(2);
  });
});
