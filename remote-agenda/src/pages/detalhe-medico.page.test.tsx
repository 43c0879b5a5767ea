import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from '@clinica/shared/router';
import { initI18n } from '@clinica/shared';
import DetalheMedicoPage from './detalhe-medico.page.tsx';
import AgendamentosPage from './agendamentos.page.tsx';

describe('Agenda pages', () => {
  beforeAll(async () => {
    await initI18n('pt');
  });

  it('doctor detail goes back to the users list', async () => {
    const router = createMemoryRouter(
      [
        { path: '/detalhe-medico', element: <DetalheMedicoPage /> },
        { path: '/usuarios', element: <p>usuários</p> },
      ],
      { initialEntries: ['/detalhe-medico'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Detalhe do médico' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Voltar para usuários/ }));
    expect(router.state.location.pathname).toBe('/usuarios');
  });

  it('agendamentos shows its heading in the chosen language', async () => {
    await initI18n('pt');
    const { changeLanguage } = await import('@clinica/shared');
    await changeLanguage('es');
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <AgendamentosPage /> }])} />);
    expect(screen.getByRole('heading', { name: 'Citas' })).toBeInTheDocument();
    await changeLanguage('pt');
  });
});
