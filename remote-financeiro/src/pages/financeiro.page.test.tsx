import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from '@clinica/shared/router';
import { initI18n, useSession } from '@clinica/shared';
import { userToken } from '@clinica/tooling/test-tokens';
import FinanceiroPage from './financeiro.page.tsx';

function open(path: string, authorities: string[]) {
  useSession.getState().start(userToken({ authorities }));
  const router = createMemoryRouter([{ path: '/financeiro', element: <FinanceiroPage />, children: [{ path: '*', element: <p>aba</p> }] }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('Financeiro area', () => {
  beforeAll(async () => {
    await initI18n('pt');
  });
  afterEach(() => useSession.getState().end('logout'));

  it('shows the heading and every tab to a user holding ORCAMENTO', async () => {
    open('/financeiro/orcamentos', ['ROLE_FINANCEIRO', 'ORCAMENTO']);
    expect(screen.getByRole('heading', { name: 'Financeiro' })).toBeInTheDocument();
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual(['Orçamentos', 'Campanha', 'Contas a receber', 'Contas a pagar']);
    expect(screen.getByRole('tab', { name: 'Orçamentos' })).toHaveAttribute('aria-selected', 'true');
  });

  it('hides orçamentos without ORCAMENTO and navigates between tabs', async () => {
    const router = open('/financeiro/campanha', ['ROLE_FINANCEIRO']);
    await screen.findByRole('tab', { name: 'Campanha' });
    expect(screen.queryByRole('tab', { name: 'Orçamentos' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Contas a pagar' }));
    expect(router.state.location.pathname).toBe('/financeiro/contas-pagar');
  });
});
