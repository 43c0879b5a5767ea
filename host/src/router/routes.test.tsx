import { act, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type * as ReactRouterDom from 'react-router-dom';
import { bindRemoteLoader, initI18n, useSession } from '@clinica/shared';
import { userToken } from '@clinica/tooling/test-tokens';
import { routes } from './routes.tsx';

// Routing is under test here, not federation: a remote page renders as its container/module name
// followed by its child routes, as the areas' pages do.
jest.mock('../remotes/remote-module.tsx', () => {
  const { Outlet } = jest.requireActual<typeof ReactRouterDom>('react-router-dom');
  return {
    RemoteModule: ({ remote, module }: { remote: string; module: string }) => (
      <>
        <p>{`${remote}/${module}`}</p>
        <Outlet />
      </>
    ),
  };
});

beforeAll(async () => {
  await initI18n('pt');
  // modules the frame itself loads from remotes (the doctors' unfinished-appointment warning): empty here
  bindRemoteLoader(() => Promise.resolve({ default: () => null }));
});

function openAs(path: string, authorities: string[] | null) {
  if (authorities) useSession.getState().start(userToken({ authorities }));
  else useSession.getState().end('logout');
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('portal routes and guards', () => {
  afterEach(() => useSession.getState().end('logout'));

  it('sends visitors without a session to /login', () => {
    const router = openAs('/agendamentos', null);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('opens an area the user holds, from its remote', async () => {
    const router = openAs('/agendamentos', ['ROLE_AGENDAMENTOS']);
    expect(router.state.location.pathname).toBe('/agendamentos');
    expect(await screen.findByText('agenda/./AgendamentosPage')).toBeInTheDocument();
  });

  it("opens a doctor's area even when the frame's own remote module cannot load", async () => {
    bindRemoteLoader(() => Promise.reject(new Error('remote down')));
    const router = openAs('/pacientes', ['ROLE_PACIENTES']);
    expect(router.state.location.pathname).toBe('/pacientes');
    expect(await screen.findByText('pacientes/./PacientesPage')).toBeInTheDocument();
    bindRemoteLoader(() => Promise.resolve({ default: () => null }));
  });

  it('treats an area outside the roles as not found', async () => {
    const router = openAs('/financeiro/campanha', ['ROLE_AGENDAMENTOS']);
    expect(router.state.location.pathname).toBe('/pagina-nao-encontrada');
    expect(await screen.findByText('Página não encontrada')).toBeInTheDocument();
  });

  it('redirects Financeiro to the first tab allowed, skipping orçamentos without ORCAMENTO', () => {
    expect(openAs('/financeiro', ['ROLE_FINANCEIRO']).state.location.pathname).toBe('/financeiro/campanha');
  });

  it('blocks orçamentos without ORCAMENTO and opens it with it', () => {
    expect(openAs('/financeiro/orcamentos', ['ROLE_FINANCEIRO']).state.location.pathname).toBe('/financeiro/campanha');
  });

  it('opens orçamentos by default with ORCAMENTO', () => {
    expect(openAs('/financeiro', ['ROLE_FINANCEIRO', 'ORCAMENTO']).state.location.pathname).toBe('/financeiro/orcamentos');
  });

  it('opens Estoque on medicamentos', () => {
    expect(openAs('/estoque', ['ROLE_ESTOQUE']).state.location.pathname).toBe('/estoque/medicamentos');
  });

  it('blocks the doctor detail without VISUALIZAR_AGENDAMENTOS_PROFISSIONAIS', async () => {
    openAs('/detalhe-medico', ['ROLE_USUARIOS']);
    expect(await screen.findByText('Usuário sem permissão de acessar essa rota.')).toBeInTheDocument();
    expect(screen.queryByText('agenda/./DetalheMedicoPage')).not.toBeInTheDocument();
  });

  it('opens the doctor detail with the permission', async () => {
    openAs('/detalhe-medico', ['ROLE_USUARIOS', 'VISUALIZAR_AGENDAMENTOS_PROFISSIONAIS']);
    expect(await screen.findByText('agenda/./DetalheMedicoPage')).toBeInTheDocument();
  });

  it('opens the appointment confirmation without a session and without the portal frame', async () => {
    const router = openAs('/confirmar-agendamento?agendamentoId=abc', null);
    expect(router.state.location.pathname).toBe('/confirmar-agendamento');
    expect(await screen.findByText('agenda/./ConfirmarAgendamentoPage')).toBeInTheDocument();
    expect(screen.queryByTestId('top-nav')).not.toBeInTheDocument();
  });

  it('sends unknown addresses to the not-found page', () => {
    expect(openAs('/nada-aqui', ['ROLE_LOG']).state.location.pathname).toBe('/pagina-nao-encontrada');
  });

  it('takes a logged user away from /login to the first area', () => {
    expect(openAs('/login', ['ROLE_RELATORIOS', 'ROLE_LOG']).state.location.pathname).toBe('/relatorios');
  });

  it('goes back to /login as soon as the session ends', () => {
    const router = openAs('/relatorios', ['ROLE_RELATORIOS']);
    act(() => useSession.getState().end('expired'));
    expect(router.state.location.pathname).toBe('/login');
  });
});
