import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from '@clinica/shared/router';
import { initI18n } from '@clinica/shared';
import { fakeApi, type ApiCall } from '@clinica/shared/test-support';
import PacientesPage from '../pages/pacientes.page.tsx';

const ana = {
  id: 1,
  nome: 'Ana Beatriz Souza',
  cpf: '52998224725',
  nascimento: '1990-04-12',
  email: null,
  ddi: '55',
  celular: '11987654321',
  telefone: null,
  cidade: 'São Paulo',
  estado: 'SP',
  estrangeiro: false,
  ativo: true,
};
const john = { ...ana, id: 2, nome: 'John Smith', cpf: null, ddi: '1', celular: '2025550143', cidade: null, estado: null, estrangeiro: true };

describe('patient list', () => {
  let sent: ApiCall[] = [];

  beforeAll(async () => {
    await initI18n('pt');
  });

  beforeEach(() => {
    sent = fakeApi({ 'POST gerenciar/paciente/pesquisar': { content: [ana, john], totalElements: 45, totalEstimado: false, page: 0, size: 20 } });
  });

  function open(path = '/pacientes') {
    const router = createMemoryRouter([{ path: '/pacientes', element: <PacientesPage /> }], { initialEntries: [path] });
    render(<RouterProvider router={router} />);
    return router;
  }

  it('lists active patients with formatted CPF, date and phone', async () => {
    open();
    const table = await screen.findByTestId('paciente-list');
    const row = (await within(table).findByText('Ana Beatriz Souza')).closest('tr')!;
    expect(row).toHaveTextContent('529.982.247-25');
    expect(row).toHaveTextContent('12/04/1990');
    expect(row).toHaveTextContent('(11) 98765-4321');
    expect(row).toHaveTextContent('São Paulo / SP');
    expect(within(table).getByText('John Smith').closest('tr')).toHaveTextContent('+1 2025550143');
    expect(screen.getByText('45 pacientes')).toBeInTheDocument();
    expect(sent[0]!.body).toEqual({ ativo: true });
    expect(sent[0]!.url.searchParams.get('size')).toBe('20');
  });

  it('searches a name fragment or a CPF and keeps the search in the address', async () => {
    const router = open();
    await screen.findByText('Ana Beatriz Souza');
    await userEvent.type(screen.getByLabelText('Buscar por nome ou CPF'), 'beatriz');
    await waitFor(() => expect(sent.at(-1)!.body).toEqual({ nome: 'beatriz', ativo: true }));
    expect(router.state.location.search).toContain('busca=beatriz');
    await userEvent.clear(screen.getByLabelText('Buscar por nome ou CPF'));
    await userEvent.type(screen.getByLabelText('Buscar por nome ou CPF'), '529.982');
    await waitFor(() => expect(sent.at(-1)!.body).toEqual({ cpf: '529982', ativo: true }));
  });

  it('asks the server for another page and for every situation', async () => {
    open('/pacientes?busca=souza');
    await screen.findByText('Ana Beatriz Souza');
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(sent.at(-1)!.url.searchParams.get('page')).toBe('1'));
    await userEvent.click(screen.getByText('Todos'));
    await waitFor(() => expect(sent.at(-1)!.body).toEqual({ nome: 'souza' }));
    expect(sent.at(-1)!.url.searchParams.get('page')).toBe('0');
  });

  it('says "mais de 1.000" when the server only knows the total is over it, and the next page stays reachable', async () => {
    const full = Array.from({ length: 20 }, (_, i) => ({ ...ana, id: 100 + i, nome: `Maria ${i}` }));
    sent = fakeApi({ 'POST gerenciar/paciente/pesquisar': { content: full, totalElements: 1001, totalEstimado: true, page: 0, size: 20 } });
    open('/pacientes?busca=maria&pagina=50');
    expect(await screen.findByText('mais de 1.000 pacientes')).toBeInTheDocument();
    // page 51 is the one shown; 52 can be asked for because the page came full
    await userEvent.click(screen.getByTitle('52'));
    await waitFor(() => expect(sent.at(-1)!.url.searchParams.get('page')).toBe('51'));
  });
});
