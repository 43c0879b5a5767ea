import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@clinica/shared/router';
import { useSession } from '@clinica/shared';
import { userToken } from '@clinica/tooling/test-tokens';
import { callsTo, fakeApi, useScreenTest, type FakeAnswer } from '@clinica/shared/test-support';
import type { RelatorioReceita } from './relatorios.resource.ts';
import RelatoriosPage from '../pages/relatorios.page.tsx';

const receita = {
  inicio: '2026-10-01',
  fim: '2026-11-30',
  totais: { quantidade: 3, valorCentavos: 1366667 },
  porMes: [
    { mes: '2026-10', quantidade: 2, valorCentavos: 1333334 },
    { mes: '2026-11', quantidade: 1, valorCentavos: 33333 },
  ],
  porProcedimento: [
    { procedimentoId: 7, procedimentoNome: 'Botox', quantidade: 2, valorCentavos: 1366667 - 1999 },
    { procedimentoId: null, procedimentoNome: 'Sem orçamento', quantidade: 1, valorCentavos: 1999 },
  ],
  porMedico: [
    { medicoId: 1, medicoNome: 'Dra. Ana', quantidade: 2, valorCentavos: 1366667 - 1999 },
    { medicoId: null, medicoNome: 'Sem orçamento', quantidade: 1, valorCentavos: 1999 },
  ],
  linhas: [
    { mes: '2026-10', procedimentoId: 7, procedimentoNome: 'Botox', medicoId: 1, medicoNome: 'Dra. Ana', quantidade: 1, valorCentavos: 1333334 - 1999 },
    {
      mes: '2026-10',
      procedimentoId: null,
      procedimentoNome: 'Sem orçamento',
      medicoId: null,
      medicoNome: 'Sem orçamento',
      quantidade: 1,
      valorCentavos: 1999,
    },
    { mes: '2026-11', procedimentoId: 7, procedimentoNome: 'Botox', medicoId: 1, medicoNome: 'Dra. Ana', quantidade: 1, valorCentavos: 33333 },
  ],
} satisfies FakeAnswer<RelatorioReceita>;

describe('Relatórios › Receita', () => {
  useScreenTest();

  it('asks for the receipts of the address’s filters and shows them by month, procedure and doctor, in reais', async () => {
    useSession.getState().start(userToken({ authorities: ['ROLE_RELATORIOS'] }));
    const calls = fakeApi({
      'GET relatorios/filtros': {
        medicos: [{ id: 1, nome: 'Dra. Ana', ativo: true }],
        procedimentos: [{ id: 7, nome: 'Botox', ativo: true }],
        status: [],
        agrupamentos: [],
      },
      'GET relatorios/receita': receita,
    });
    render(
      <MemoryRouter initialEntries={['/relatorios?relatorio=receita&inicio=2026-10-01&fim=2026-11-30&medico=1&status=PAGO']}>
        <RelatoriosPage />
      </MemoryRouter>,
    );
    const tabela = await screen.findByTestId('relatorio-tabela');
    // only the filters this report takes
    expect(callsTo(calls, 'GET relatorios/receita')[0]!.url.search).toBe('?inicio=2026-10-01&fim=2026-11-30&medico=1');
    expect(screen.getByRole('tab', { name: 'Receita', selected: true })).toBeInTheDocument();
    expect(within(screen.getByTestId('receita-total')).getByText('R$ 13.666,67')).toBeInTheDocument();
    expect(within(screen.getByTestId('receita-quantidade')).getByText('3')).toBeInTheDocument();
    expect(
      within(tabela)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'MêsProcedimentoMédicoParcelas recebidasRecebido',
      'out/2026BotoxDra. Ana1R$ 13.313,35',
      'out/2026Sem orçamentoSem orçamento1R$ 19,99',
      'nov/2026BotoxDra. Ana1R$ 333,33',
    ]);
    expect(within(screen.getByTestId('receita-por-procedimento')).getAllByRole('row')[2]!.textContent).toBe('Sem orçamento1R$ 19,99');
    expect(within(screen.getByTestId('receita-por-medico')).getAllByRole('row')[1]!.textContent).toBe('Dra. Ana2R$ 13.646,68');
    expect(screen.getByTestId('relatorio-grafico')).toHaveAttribute(
      'aria-label',
      'Gráfico da receita por mês: R$ 13.666,67 no total. out/2026: R$ 13.333,34; nov/2026: R$ 333,33.',
    );
  });
});
