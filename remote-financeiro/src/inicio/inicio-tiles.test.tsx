import { render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from '@clinica/shared/router';
import { initI18n, useSession } from '@clinica/shared';
import { userToken } from '@clinica/tooling/test-tokens';
import { fakeApi, useScreenTest, user } from '@clinica/shared/test-support';
import '../i18n/messages.ts';
import InicioTiles, { filtrosDoInicio, somarDias } from './inicio-tiles.tsx';

describe("Início's finance tiles", () => {
  useScreenTest();
  beforeAll(async () => {
    await initI18n('pt');
  });

  it('filter receivables due today, overdue ones and payables of the next 7 days', () => {
    expect(somarDias('2026-12-28', 6)).toBe('2027-01-03');
    const { tiles, enderecos } = filtrosDoInicio('2026-11-27');
    expect(tiles.receberHoje).toEqual({ tipoReceita: 'RECEITA', dataInicio: '2026-11-27', dataFim: '2026-11-27', status: 'Pendente' });
    expect(tiles.vencidos).toEqual({ tipoReceita: 'RECEITA', status: 'VENCIDO' });
    expect(tiles.pagarSemana).toEqual({ tipoReceita: 'DESPESA', dataInicio: '2026-11-27', dataFim: '2026-12-03', status: 'Pendente' });
    expect(enderecos.pagarSemana).toBe('/financeiro/contas-pagar?inicio=2026-11-27&fim=2026-12-03&status=Pendente');
  });

  it("show each filter's amount and count, and open its table", async () => {
    useSession.getState().start(userToken({ authorities: ['ROLE_DASHBOARD', 'ROLE_FINANCEIRO'] }));
    fakeApi({
      'POST gerenciar/financeiro/popularTabelaReceita': ({ body }) => {
        const filtro = body as { tipoReceita: string; status: string };
        const vencido = filtro.status === 'VENCIDO';
        const pagar = filtro.tipoReceita === 'DESPESA';
        return {
          content: [],
          totalElements: vencido ? 2 : pagar ? 1 : 3,
          totais: { total: 0, pago: 0, pendente: pagar ? 150000 : 45000, vencido: vencido ? 12345 : 0 },
        };
      },
    });
    const router = createMemoryRouter(
      [
        { path: '/dashboard', element: <InicioTiles /> },
        { path: '/financeiro/contas-receber', element: <p>receber</p> },
      ],
      { initialEntries: ['/dashboard'] },
    );
    render(<RouterProvider router={router} />);
    const hoje = await screen.findByTestId('inicio-financeiro-receber-hoje');
    expect(await within(hoje).findByText('R$ 450,00')).toBeInTheDocument();
    expect(within(hoje).getByText('3 parcelas')).toBeInTheDocument();
    const vencidos = screen.getByTestId('inicio-financeiro-vencidos');
    expect(await within(vencidos).findByText('R$ 123,45')).toBeInTheDocument();
    expect(await within(screen.getByTestId('inicio-financeiro-pagar-semana')).findByText('1 parcela')).toBeInTheDocument();
    await user.click(within(vencidos).getByText('Recebimentos vencidos'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/financeiro/contas-receber'));
    expect(router.state.location.search).toBe('?status=VENCIDO');
  });
});
