import { render, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '@clinica/shared';
import { callsTo, fakeApi, useScreenTest } from '@clinica/shared/test-support';
import '../i18n/messages.ts';
import { FluxoCaixa } from './fluxo-caixa.tsx';

const semana = (n: number, extra: object = {}) => {
  const inicio = new Date(Date.UTC(2026, 10, 23 + 7 * n)).toISOString().slice(0, 10);
  const fim = new Date(Date.UTC(2026, 10, 29 + 7 * n)).toISOString().slice(0, 10);
  return { inicio, fim, entradas: 0, saidas: 0, saldo: 0, saldoAcumulado: 0, ...extra };
};

describe('Fluxo de caixa', () => {
  useScreenTest();
  beforeAll(async () => {
    await initI18n('pt');
  });

  it('reads the 12 weeks and shows each one in the table, the overdue apart, and the chart told in words', async () => {
    const calls = fakeApi({
      'GET gerenciar/financeiro/fluxoCaixa': {
        hoje: '2026-11-27',
        semanas: Array.from({ length: 12 }, (_, n) =>
          n === 0
            ? semana(0, { entradas: 10001, saidas: 250001, saldo: -240000, saldoAcumulado: -240000 })
            : n === 1
              ? semana(1, { entradas: 3334, saidas: 0, saldo: 3334, saldoAcumulado: -236666 })
              : semana(n, { saldoAcumulado: -236666 }),
        ),
        vencido: { entradas: 4321, saidas: 1001 },
      },
    });
    render(<FluxoCaixa />);
    await screen.findByText('23/11 a 29/11');
    const tabela = screen.getByTestId('fluxo-caixa-tabela');
    expect(callsTo(calls, 'GET gerenciar/financeiro/fluxoCaixa')[0]!.url.searchParams.get('semanas')).toBe('12');
    const linhas = within(tabela).getAllByRole('row').slice(1);
    expect(linhas).toHaveLength(12);
    expect(linhas[0]!.textContent).toBe('23/11 a 29/11R$ 100,01R$ 2.500,01-R$ 2.400,00-R$ 2.400,00');
    expect(linhas[1]!.textContent).toBe('30/11 a 06/12R$ 33,34R$ 0,00R$ 33,34-R$ 2.366,66');
    expect(linhas[11]!.textContent).toContain('08/02 a 14/02');
    expect(within(screen.getByTestId('fluxo-vencido-receber')).getByText('R$ 43,21')).toBeInTheDocument();
    expect(within(screen.getByTestId('fluxo-vencido-pagar')).getByText('R$ 10,01')).toBeInTheDocument();
    expect(screen.getByTestId('fluxo-caixa-grafico')).toHaveAttribute(
      'aria-label',
      'Gráfico de barras do fluxo de caixa das próximas 12 semanas: entradas R$ 133,35, saídas R$ 2.500,01, saldo -R$ 2.366,66. Semana com maior saída: 23/11 a 29/11 (R$ 2.500,01). Os valores de cada semana estão na tabela ao lado.',
    );
    // the chart's file (echarts) arrives after the first render and draws in SVG
    await waitFor(() => expect(screen.getByTestId('fluxo-caixa-grafico').querySelector('svg')).not.toBeNull());
  });

  it('says so when the figures cannot be read', async () => {
    fakeApi({});
    render(<FluxoCaixa />);
    expect(await screen.findByText('Não foi possível carregar o fluxo de caixa.')).toBeInTheDocument();
    expect(screen.queryByTestId('fluxo-caixa-grafico')).not.toBeInTheDocument();
  });
});
