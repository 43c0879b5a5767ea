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

  it('draws each report only from its own answer when switching reports, waiting for it (issue 36 item 1)', async () => {
    const respostas: Record<string, () => void> = {};
    const atrasado = (nome: string, resposta: object) => () =>
      new Promise<object>((resolve) => {
        respostas[nome] = () => resolve(resposta);
      });
    fakeApi({
      'GET relatorios/filtros': { medicos: [], procedimentos: [], status: [], agrupamentos: [] },
      'GET relatorios/agendamentos': agendamentos,
      'GET relatorios/pacientes-novos': atrasado('pacientes-novos', {
        inicio: '2026-10-01',
        fim: '2026-11-30',
        total: 4,
        porMes: [
          { mes: '2026-10', quantidade: 1 },
          { mes: '2026-11', quantidade: 3 },
        ],
        porAtracao: [{ atracaoId: 1, atracaoNome: 'Instagram', quantidade: 4, percentual: 1 }],
        linhas: [],
      }),
      'GET relatorios/procedimentos-realizados': atrasado('procedimentos-realizados', {
        inicio: '2026-10-01',
        fim: '2026-11-30',
        totais: { quantidade: 2, valorCentavos: 30000 },
        porProcedimento: [{ procedimentoId: 7, procedimentoNome: 'Botox', quantidade: 2, valorCentavos: 30000 }],
        porMedico: [],
        linhas: [{ procedimentoId: 7, procedimentoNome: 'Botox', medicoId: 1, medicoNome: 'Dra. Ana', quantidade: 2, valorCentavos: 30000 }],
      }),
    });
    renderAt('?inicio=2026-10-01&fim=2026-11-30');
    await screen.findByTestId('relatorio-tabela');

    // the appointments' figures are no answer of the new report: nothing is drawn until its own arrives
    await user.click(screen.getByRole('tab', { name: 'Pacientes novos' }));
    await waitFor(() => expect(respostas['pacientes-novos']).toBeDefined());
    expect(screen.queryByTestId('relatorio-grafico')).not.toBeInTheDocument();
    respostas['pacientes-novos']!();
    expect(await screen.findByTestId('relatorio-grafico')).toHaveAttribute(
      'aria-label',
      expect.stringMatching(/^Gráfico de pacientes novos por mês: 4 no total/),
    );

    await user.click(screen.getByRole('tab', { name: 'Procedimentos realizados' }));
    await waitFor(() => expect(respostas['procedimentos-realizados']).toBeDefined());
    expect(screen.queryByTestId('relatorio-grafico')).not.toBeInTheDocument();
    respostas['procedimentos-realizados']!();
    expect(await screen.findByTestId('relatorio-grafico')).toHaveAttribute(
      'aria-label',
      expect.stringMatching(/^Gráfico de procedimentos realizados: 2 no total/),
    );

    // back to a report already answered: its own figures at once
    await user.click(screen.getByRole('tab', { name: 'Agendamentos' }));
    expect(await screen.findByTestId('relatorio-grafico')).toHaveAttribute(
      'aria-label',
      expect.stringMatching(/^Gráfico de agendamentos por período: 8 no total/),
    );
  });

  it('refuses a day that does not exist, keeps it as typed and shows no figures for it (issue 36 item 5)', async () => {
    renderAt('?inicio=2026-10-01&fim=2026-11-30');
    await screen.findByTestId('relatorio-tabela');
    const de = screen.getByLabelText('De');
    await user.clear(de);
    await user.type(de, '31022026');
    expect(de).toHaveValue('31/02/2026');
    expect(de).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByRole('alert')).toHaveTextContent('De: 31/02/2026 não é uma data válida. Informe o dia como dd/mm/aaaa.');
    expect(screen.queryByTestId('relatorio-tabela')).not.toBeInTheDocument();
    expect(screen.queryByTestId('relatorio-grafico')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /XLSX/ })).toBeDisabled();
    expect(location).toBe('?inicio=2026-10-01&fim=2026-11-30');

    // half a day left behind is no day either
    const ate = screen.getByLabelText('Até');
    await user.clear(ate);
    await user.type(ate, '3011');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Até: 30/11 não é uma data válida.');

    // real days: the report of those days
    await user.clear(de);
    await user.type(de, '01112026');
    await user.clear(ate);
    await user.type(ate, '20112026');
    await waitFor(() => expect(location).toBe('?inicio=2026-11-01&fim=2026-11-20'));
    expect(await screen.findByTestId('relatorio-tabela')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(callsTo(calls, 'GET relatorios/agendamentos').at(-1)!.url.search).toBe('?inicio=2026-11-01&fim=2026-11-20');
  });

  it("says the api's reason when a period is refused", async () => {
    renderAt('?inicio=2026-11-30&fim=2026-10-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('A data final deve ser igual ou posterior à data inicial.');
  });
});
