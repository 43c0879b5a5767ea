import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { changeLanguage, initI18n } from '@clinica/shared';
import PacientesPage from './pacientes.page.tsx';

describe('Pacientes area', () => {
  it('shows its heading in each language', async () => {
    await initI18n('pt');
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <PacientesPage /> }])} />);
    expect(screen.getByRole('heading', { name: 'Pacientes' })).toBeInTheDocument();
    await changeLanguage('en');
    expect(await screen.findByRole('heading', { name: 'Patients' })).toBeInTheDocument();
    await changeLanguage('pt');
  });
});
