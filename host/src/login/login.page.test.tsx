import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from '@clinica/shared/router';
import { initI18n, useSession } from '@clinica/shared';
import { userToken } from '@clinica/tooling/test-tokens';
import { apiError, callsTo, fakeApi, type ApiCall } from '@clinica/shared/test-support';
import { parseRemotesFile } from '../remotes/remotes-manifest.ts';
import { registerPortal } from '../router/portal-navigation.ts';
import { remotesFile } from '../router/test-support/remote-manifests.ts';
import { LoginPage } from './login.page.tsx';

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <p>area</p> },
    ],
    { initialEntries: ['/login'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('login page', () => {
  let calls: ApiCall[] = [];

  beforeAll(async () => {
    await initI18n('pt');
    // the portal's areas, as the host registers them from remotes.json at start-up (the first one held is the start screen)
    registerPortal(parseRemotesFile(remotesFile()));
  });

  beforeEach(() => {
    calls = fakeApi({});
  });

  afterEach(() => useSession.getState().end('logout'));

  it('names the missing fields and calls nothing', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Informe seu e-mail ou CPF.')).toBeInTheDocument();
    expect(screen.getByText('Informe sua senha.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends a CPF as cpf (digits) and lands on the first area', async () => {
    const calls = fakeApi({
      'POST auth/login': { token: userToken({ authorities: ['ROLE_ESTOQUE'] }) },
      'GET UsuarioManager/loggedUser': { perfilId: {} },
    });
    const router = renderLogin();
    await userEvent.type(screen.getByLabelText('E-mail ou CPF'), '529.982.247-25');
    await userEvent.type(screen.getByLabelText('Senha'), 'Demo@1234');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await screen.findByText('area');
    expect(callsTo(calls, 'POST auth/login')[0]?.body).toEqual({ cpf: '52998224725', senha: 'Demo@1234' });
    expect(router.state.location.pathname).toBe('/estoque');
    expect(localStorage.getItem('token')).toMatch(/^Bearer /);
  });

  it('goes once, to the start screen the profile names: nothing opened meanwhile is taken away', async () => {
    fakeApi({
      'POST auth/login': { token: userToken({ authorities: ['ROLE_ESTOQUE', 'ROLE_PACIENTES'] }) },
      'GET UsuarioManager/loggedUser': { perfilId: { defaultHome: 'home.pacientes' } },
    });
    const router = renderLogin();
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    await userEvent.type(screen.getByLabelText('E-mail ou CPF'), 'ana@clinica.dev');
    await userEvent.type(screen.getByLabelText('Senha'), 'Demo@1234');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await screen.findByText('area');
    expect(visited).toEqual([router.state.location.pathname]);
  });

  it('shows the credential error and keeps what was typed', async () => {
    fakeApi({ 'POST auth/login': apiError(401, 'Usuário ou senha inválidos.') });
    renderLogin();
    await userEvent.type(screen.getByLabelText('E-mail ou CPF'), 'ana@clinica.dev');
    await userEvent.type(screen.getByLabelText('Senha'), 'errada123');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuário ou senha inválidos.');
    expect(screen.getByLabelText('E-mail ou CPF')).toHaveValue('ana@clinica.dev');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the rate-limit message the server sends', async () => {
    fakeApi({ 'POST auth/login': apiError(429, 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.') });
    renderLogin();
    await userEvent.type(screen.getByLabelText('E-mail ou CPF'), 'ana@clinica.dev');
    await userEvent.type(screen.getByLabelText('Senha'), 'errada123');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Muitas tentativas de login.');
  });

  it('refuses a user whose token carries no role', async () => {
    fakeApi({ 'POST auth/login': { token: userToken({ authorities: ['CRIAR_RECEITA'] }) } });
    renderLogin();
    await userEvent.type(screen.getByLabelText('E-mail ou CPF'), 'ana@clinica.dev');
    await userEvent.type(screen.getByLabelText('Senha'), 'Demo@1234');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('nenhuma área liberada');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the password typed on request, and hides it again', async () => {
    renderLogin();
    const senha = screen.getByLabelText('Senha');
    await userEvent.type(senha, 'Demo@1234');
    expect(senha).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar os caracteres digitados' }));
    expect(senha).toHaveAttribute('type', 'text');
    expect(senha).toHaveValue('Demo@1234');
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar os caracteres digitados' }));
    expect(senha).toHaveAttribute('type', 'password');
  });

  it('flags a field once it is left empty, and clears the flag as it is filled', async () => {
    renderLogin();
    await userEvent.click(screen.getByLabelText('E-mail ou CPF'));
    await userEvent.tab();
    expect(await screen.findByText('Informe seu e-mail ou CPF.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail ou CPF')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText('E-mail ou CPF'), 'ana@clinica.dev');
    expect(screen.queryByText('Informe seu e-mail ou CPF.')).not.toBeInTheDocument();
    // the password, focused by the tab and left for the identifier again, is flagged in turn
    expect(screen.getByText('Informe sua senha.')).toBeInTheDocument();
  });
});
