import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from '@clinica/shared/router';
import { initI18n } from '@clinica/shared';
import EstoquePage from './estoque.page.tsx';

describe('Estoque area', () => {
  beforeAll(async () => {
    await initI18n('pt');
  });

  it('shows its heading and the four stock tabs, and switches between them', async () => {
    const router = createMemoryRouter([{ path: '/estoque', element: <EstoquePage />, children: [{ path: '*', element: <p>aba</p> }] }], {
      initialEntries: ['/estoque/medicamentos'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Estoque' })).toBeInTheDocument();
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual([
      'Medicamentos',
      'Movimentação de entrada',
      'Movimentação de saída',
      'Inventário',
    ]);
    await userEvent.click(screen.getByRole('tab', { name: 'Movimentação de saída' }));
    expect(router.state.location.pathname).toBe('/estoque/movimentacao-saida');
    await userEvent.click(screen.getByRole('tab', { name: 'Inventário' }));
    expect(router.state.location.pathname).toBe('/estoque/inventario');
  });
});
