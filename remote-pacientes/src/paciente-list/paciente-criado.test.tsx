import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from '@clinica/shared/router';
import { queryClient, useSession, type ProcedimentoDoPaciente } from '@clinica/shared';
import { userToken } from '@clinica/tooling/test-tokens';
import { fakeApi, useScreenTest, user } from '@clinica/shared/test-support';
import { PacienteCriado } from './paciente-criado.tsx';

const novo = { id: 12, nome: 'Bruna Teixeira', celular: '11987654321', telefone: null };
const RECEPCAO = ['ROLE_PACIENTES', 'ROLE_AGENDAMENTOS', 'CRIAR_AGENDAMENTOS', 'AGENDAMENTOS_FICHA_PACIENTE'];

describe('the notice after registering a patient', () => {
  useScreenTest();
  afterEach(() => queryClient.clear());

  function open(authorities: string[], procedimentos: ProcedimentoDoPaciente[]) {
    useSession.getState().start(userToken({ authorities }));
    fakeApi({ 'GET gerenciar/procedimento/pesquisarProcedimentosDoPaciente/12': procedimentos });
    const router = createMemoryRouter(
      [
        { path: '/pacientes', element: <PacienteCriado paciente={novo} onClose={() => undefined} /> },
        { path: '/detalhes-paciente', element: <p>ficha</p> },
      ],
      { initialEntries: ['/pacientes'] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  it('offers Agendar, and Abrir ficha once the patient has a procedure (a new one has none: it says so)', async () => {
    open(RECEPCAO, []);
    expect(screen.getByText('Paciente Bruna Teixeira cadastrado.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Agendar/ })).toBeEnabled();
    expect(await screen.findByText('A ficha abre depois do primeiro agendamento.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Abrir ficha/ })).toBeDisabled();
  });

  it("opens the patient's record when there is one", async () => {
    const router = open(RECEPCAO, [{ id: 3, nome: 'Limpeza de pele', valor: 150, ativo: true, versao: 1, etapas: [] }]);
    const abrir = screen.getByRole('button', { name: /Abrir ficha/ });
    await waitFor(() => expect(abrir).toBeEnabled());
    await user.click(abrir);
    expect(router.state.location.pathname).toBe('/detalhes-paciente');
    expect(router.state.location.search).toBe('?paciente=%2212%22');
    expect(screen.queryByText('A ficha abre depois do primeiro agendamento.')).not.toBeInTheDocument();
  });

  it('offers neither to someone who may not book nor open records', () => {
    open(['ROLE_PACIENTES', 'CRIAR_NOVO_PACIENTE'], []);
    expect(screen.getByText('Paciente Bruna Teixeira cadastrado.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Agendar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Abrir ficha/ })).not.toBeInTheDocument();
  });
});
