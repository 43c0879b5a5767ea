import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@clinica/shared/router';
import { useSession } from '@clinica/shared';
import { userToken } from '@clinica/tooling/test-tokens';
import { apiError, callsTo, fakeApi, useScreenTest, user, type ApiCall, type FakeAnswer } from '@clinica/shared/test-support';
import type { RelatorioAgendamentos } from './relatorios.resource.ts';
import RelatoriosPage from '../pages/relatorios.page.tsx';
import { formatTaxa, rotuloPeriodo } from './formato.ts';

const contagem = (total: number, cancelados: number) => ({
  total,
  pendentes: 0,
  confirmados: 0,
  emAtendimento: 0,
  finalizados: total - cancelados,
  cancelados,
  faltas: 0,
  comparecimentos: total - cancelados,
  taxaCancelamento: total ? cancelados / total : null,
  taxaFalta: total ? 0 : null,
});
const agendamentos = {
  inicio: '2026-10-01',
  fim: '2026-11-30',
  agrupar: 'mes',
  geradoEm: '2026-11-24T12:00:00.000Z',
  totais: contagem(8, 2),
  porPeriodo: [
    { periodo: '2026-10-01', ...contagem(5, 1) },
    { periodo: '2026-11-01', ...contagem(3, 1) },
  ],
  porMedico: [],
  porProcedimento: [],
  linhas: [
    { periodo: '2026-10-01', medicoId: 1, medicoNome: 'Dra. Ana', procedimentoId: 7, procedimentoNome: 'Botox', ...contagem(5, 1) },
    { periodo: '2026-11-01', medicoId: 1, medicoNome: 'Dra. Ana', procedimentoId: 7, procedimentoNome: 'Botox', ...contagem(3, 1) },
  ],
  truncado: false,
} satisfies FakeAnswer<RelatorioAgendamentos>;

let location = '';
function Address() {
  location = useLocation().search;
  return null;
}

describe('Relatórios', () => {
  useScreenTest();
  let calls: ApiCall[] = [];

  beforeEach(() => {
    useSession.getState().start(userToken({ authorities: ['ROLE_RELATORIOS'] }));
    calls = fakeApi({
      'GET relatorios/filtros': {
        medicos: [
          { id: 1, nome: 'Dra. Ana', ativo: true },
          { id: 2, nome: 'Dr. Beto', ativo: false },
        ],
        procedimentos: [{ id: 7, nome: 'Botox', ativo: true }],
        status: ['PENDENTE', 'CONFIRMADO', 'EM_ATENDIMENTO', 'FINALIZADO', 'CANCELADO'],
        agrupamentos: ['dia', 'semana', 'mes'],
      },
      'GET relatorios/agendamentos': (call: ApiCall) =>
        call.url.searchParams.get('fim')! < call.url.searchParams.get('inicio')!
          ? apiError(400, 'A data final deve ser igual ou posterior à data inicial.')
          : agendamentos,
    });
  });

  const renderAt = (search: string) =>
    render(
      <MemoryRouter initialEntries={[`/relatorios${search}`]}>
        <RelatoriosPage />
        <Address />
      </MemoryRouter>,
    );

  it('formats rates and periods as the clinic reads them', () => {
    expect(formatTaxa(0.125)).toBe('12,5%');
    expect(formatTaxa(null)).toBe('—');
    expect(rotuloPeriodo('2026-11-01', 'mes', 'pt-BR')).toBe('nov/2026');
    expect(rotuloPeriodo('2026-11-02', 'semana', 'pt-BR')).toBe('02/11+');
  });

  it('asks for the report of the filters in the address and shows its figures, rates and rows', async () => {
    renderAt('?inicio=2026-10-01&fim=2026-11-30&medico=1');
    const tabela = await screen.findByTestId('relatorio-tabela');
    expect(within(tabela).getAllByRole('row')).toHaveLength(3);
    expect(callsTo(calls, 'GET relatorios/agendamentos')[0]!.url.search).toBe('?inicio=2026-10-01&fim=2026-11-30&medico=1');
    expect(screen.getByText('Cancelamento', { selector: '.ant-statistic-title' }).closest('.ant-statistic')).toHaveTextContent('25,0%');
    expect(screen.getByTestId('relatorio-grafico')).toHaveAttribute('aria-label', 'Gráfico de agendamentos por período: 8 no total. out/2026: 5; nov/2026: 3.');
    expect(screen.getByLabelText('De')).toHaveValue('01/10/2026');
  });

  it('puts a chosen filter in the address, keeping the others', async () => {
    renderAt('?inicio=2026-10-01&fim=2026-11-30');
    await screen.findByTestId('relatorio-tabela');
    await user.click(screen.getByRole('combobox', { name: 'Agrupar por' }));
    await user.click(await screen.findByText('Semana', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(location).toBe('?inicio=2026-10-01&fim=2026-11-30&agrupar=semana'));
    await waitFor(() => expect(callsTo(calls, 'GET relatorios/agendamentos').at(-1)!.url.searchParams.get('agrupar')).toBe('semana'));
  });

  it("says the api's reason when a period is refused", async () => {
    renderAt('?inicio=2026-11-30&fim=2026-10-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('A data final deve ser igual ou posterior à data inicial.');
  });
});
