import { render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from '@clinica/shared/router';
import { useSession } from '@clinica/shared';
import { userToken } from '@clinica/tooling/test-tokens';
import { fakeApi, useScreenTest, user } from '@clinica/shared/test-support';
import '../i18n/messages.ts';
import InicioTiles from './inicio-tiles.tsx';

const produto = { ativo: true, abaixoEstoque: false, vencido: false, vencendo: false, lotes: [] };

describe("Início's stock tiles", () => {
  useScreenTest();

  it('count the active products below their minimum and those expiring this week, and open the inventory filtered so', async () => {
    useSession.getState().start(userToken({ authorities: ['ROLE_DASHBOARD', 'ROLE_ESTOQUE'] }));
    fakeApi({
      'GET gerenciar/estoque/listarInventario': [
        { ...produto, produtoId: 1, abaixoEstoque: true, vencendo: true },
        { ...produto, produtoId: 2, abaixoEstoque: true },
        { ...produto, produtoId: 3, vencido: true },
        { ...produto, produtoId: 4 },
        // an inactive product is not the clinic's concern any more
        { ...produto, produtoId: 5, ativo: false, abaixoEstoque: true, vencendo: true },
      ],
    });
    const router = createMemoryRouter(
      [
        { path: '/dashboard', element: <InicioTiles /> },
        { path: '/estoque/inventario', element: <p>inventário</p> },
      ],
      { initialEntries: ['/dashboard'] },
    );
    render(<RouterProvider router={router} />);
    const abaixo = await screen.findByTestId('inicio-estoque-abaixo');
    expect(within(abaixo).getByText('Abaixo do estoque mínimo')).toBeInTheDocument();
    expect(await within(abaixo).findByText('2')).toBeInTheDocument();
    const vencendo = screen.getByTestId('inicio-estoque-vencendo');
    expect(within(vencendo).getByText('1')).toBeInTheDocument();
    expect(within(vencendo).getByText('vencidos: 1')).toBeInTheDocument();
    await user.click(within(abaixo).getByText('Abaixo do estoque mínimo'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/estoque/inventario'));
    expect(router.state.location.search).toBe('?filtro=abaixo');
  });
});
