import { render, screen, within } from '@testing-library/react';
import { initI18n, useSession } from '@clinica/shared';
import { userToken } from '@clinica/tooling/test-tokens';
import { callsTo, fakeApi, useScreenTest } from '@clinica/shared/test-support';
import { LiquidoDaClinica } from './liquido-da-clinica.tsx';

const linha = (parcela: number, valor: number, taxa: number, vencimento: string, recebimento: string) => ({
  parcela,
  entrada: parcela === 0,
  formaPagamento: parcela === 0 ? ('PIX' as const) : ('CREDITO' as const),
  valorPaciente: valor,
  vencimento,
  taxaPercentual: parcela === 0 ? 0 : 3.5,
  valorTaxa: taxa,
  valorLiquido: valor - taxa,
  recebimento,
  termoCadastrado: parcela !== 0,
});

describe("the clinic's net of a proposal", () => {
  useScreenTest();
  beforeAll(async () => {
    await initI18n('pt');
  });

  it('asks the api for the proposal and shows each instalment, the fee, the net and the day it arrives', async () => {
    useSession.getState().start(userToken({ authorities: ['ORCAMENTO', 'CRIAR_ORCAMENTOS'] }));
    const calls = fakeApi({
      'POST gerenciar/financeiro/taxas/simular': {
        parcelas: [
          linha(0, 2000, 0, '2026-11-27', '2026-11-27'),
          linha(1, 5000, 175, '2026-12-27', '2027-01-26'),
          linha(2, 5000, 175, '2027-01-27', '2027-02-26'),
        ],
        totalPaciente: 12000,
        totalTaxas: 350,
        totalLiquido: 11650,
        ultimoRecebimento: '2027-02-26',
      },
    });
    render(
      <LiquidoDaClinica
        proposta={{ formaPagamento: 'CREDITO', quantidadeParcelas: 2, temEntrada: true, entrada: { formaPagamentoEntrada: 'PIX', valorEntrada: 2000 } }}
        valorTotal={12000}
      />,
    );
    const secao = await screen.findByTestId('liquido-da-clinica');
    expect(await within(secao).findByText('A clínica recebe R$ 116,50 de R$ 120,00 (taxas R$ 3,50); o último valor entra em 26/02/2027.')).toBeInTheDocument();
    const linhas = within(secao).getAllByRole('row');
    expect(linhas[2]).toHaveTextContent('1/227/12/2026R$ 50,00R$ 1,75 (3,5%)R$ 48,2526/01/2027');
    expect(within(secao).getByText(/Sem taxa cadastrada para Pix/)).toBeInTheDocument();
    expect(callsTo(calls, 'POST gerenciar/financeiro/taxas/simular').at(-1)!.body).toEqual({
      formaPagamento: 'CREDITO',
      quantidadeParcelas: 2,
      entrada: { formaPagamentoEntrada: 'PIX', valorEntrada: 2000 },
      valorTotal: 12000,
    });
  });

  it('asks nothing while the proposal is incomplete', async () => {
    const calls = fakeApi({});
    render(<LiquidoDaClinica proposta={{ formaPagamento: null }} valorTotal={12000} />);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByTestId('liquido-da-clinica')).not.toBeInTheDocument();
    expect(callsTo(calls, 'POST gerenciar/financeiro/taxas/simular')).toHaveLength(0);
  });
});
