import { render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from '@clinica/shared/router';
import { initI18n, useSession } from '@clinica/shared';
import { userToken } from '@clinica/tooling/test-tokens';
import { callsTo, fakeApi, useScreenTest, user } from '@clinica/shared/test-support';
import '../i18n/messages.ts';
import { ContasTab } from './contas-tab.tsx';

const linha = (extra: object) => ({
  id: 1,
  idReceita: 10,
  valorReceita: 25000,
  formaPagamento: 'DINHEIRO' as const,
  parcela: 1,
  vencimento: '2026-12-10',
  diaPagamento: null,
  resposavelRecebimento: null,
  tipoLancamento: 'PARCELA' as const,
  status: 'Pendente' as const,
  tipoReceita: 'DESPESA' as const,
  nomeReceita: 'Aluguel',
  ocorrencia: 'PARCELADA' as const,
  quantidadeParcela: 2,
  pacienteId: null,
  nomePaciente: null,
  fornecedor: 'Imobiliária',
  orcamentoId: null,
  cancelada: false,
  ...extra,
});

describe('Contas a pagar', () => {
  useScreenTest();
  beforeAll(async () => {
    await initI18n('pt');
  });

  it("sends the address's filters, shows the filter's totals, and marks a cancelled entry's rows with nothing left to do", async () => {
    useSession.getState().start(userToken({ authorities: ['ROLE_FINANCEIRO', 'CRIAR_DESPESA', 'EDITAR_DESPESA', 'CANCELAR_DESPESA'] }));
    const calls = fakeApi({
      'POST gerenciar/financeiro/popularTabelaReceita': {
        content: [
          linha({}),
          linha({
            id: 2,
            idReceita: 11,
            nomeReceita: 'Luz',
            status: 'PAGO',
            cancelada: true,
            diaPagamento: '2026-11-27T15:00:00Z',
            resposavelRecebimento: 'Financeiro',
          }),
          linha({ id: 3, idReceita: 11, nomeReceita: 'Luz', parcela: 2, status: 'CANCELADO', cancelada: true }),
        ],
        totalElements: 3,
        totais: { total: 50000, pago: 25000, pendente: 25000, vencido: 0 },
      },
    });
    const router = createMemoryRouter([{ path: '/financeiro/contas-pagar', element: <ContasTab tipo="DESPESA" /> }], {
      initialEntries: ['/financeiro/contas-pagar?inicio=2026-12-01&fim=2026-12-31&status=Pendente&forma=DINHEIRO&nome=Imob'],
    });
    render(<RouterProvider router={router} />);
    const aluguel = (await screen.findByText('Aluguel')).closest('tr')!;
    expect(callsTo(calls, 'POST gerenciar/financeiro/popularTabelaReceita')[0]!.body).toEqual({
      tipoReceita: 'DESPESA',
      dataInicio: '2026-12-01',
      dataFim: '2026-12-31',
      status: 'Pendente',
      formaPagamento: 'DINHEIRO',
      fornecedor: 'Imob',
    });
    expect(within(screen.getByTestId('total-geral')).getByText('R$ 500,00')).toBeInTheDocument();
    expect(within(screen.getByTestId('total-pago')).getByText('R$ 250,00')).toBeInTheDocument();
    expect(within(aluguel).getByText('Parcela 1 de 2')).toBeInTheDocument();
    expect(within(aluguel).getByRole('button', { name: 'Pagar Aluguel parcela 1' })).toBeInTheDocument();
    expect(within(aluguel).getByRole('button', { name: 'Cancelar Aluguel' })).toBeInTheDocument();
    const luz = screen.getAllByText('Luz').map((nome) => nome.closest('tr')!);
    expect(luz.map((tr) => within(tr).getByTestId('status-parcela').textContent)).toEqual(['PAGO', 'Cancelado']);
    for (const tr of luz) {
      expect(within(tr).getByTestId('lancamento-cancelado')).toHaveTextContent('Lançamento cancelado');
      expect(within(tr).queryAllByRole('button')).toHaveLength(0);
    }
    expect(within(luz[0]!).getByTestId('pagamento')).toHaveTextContent('Financeiro');

    // 'Nova conta a pagar' opens the launch form
    await user.click(screen.getByRole('button', { name: /Nova conta a pagar/ }));
    expect(await screen.findByTestId('lancamento-form')).toBeInTheDocument();
  });

  it('offers neither launching nor paying nor cancelling without the gates', async () => {
    useSession.getState().start(userToken({ authorities: ['ROLE_FINANCEIRO', 'CRIAR_RECEITA', 'EDITAR_RECEITA', 'CANCELAR_RECEITA'] }));
    fakeApi({
      'POST gerenciar/financeiro/popularTabelaReceita': {
        content: [linha({})],
        totalElements: 1,
        totais: { total: 25000, pago: 0, pendente: 25000, vencido: 0 },
      },
    });
    const router = createMemoryRouter([{ path: '/financeiro/contas-pagar', element: <ContasTab tipo="DESPESA" /> }], {
      initialEntries: ['/financeiro/contas-pagar'],
    });
    render(<RouterProvider router={router} />);
    const aluguel = (await screen.findByText('Aluguel')).closest('tr')!;
    await waitFor(() => expect(within(aluguel).queryAllByRole('button')).toHaveLength(0));
    expect(screen.queryByRole('button', { name: /Nova conta a pagar/ })).not.toBeInTheDocument();
  });
});
