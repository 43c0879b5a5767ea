import { act, render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from '@clinica/shared/router';
import type * as ReactRouterDom from '@clinica/shared/router';
import type * as Shared from '@clinica/shared';
import { bindRemoteLoader, changeLanguage, initI18n, useSession, type RemoteManifest } from '@clinica/shared';
import userEvent from '@testing-library/user-event';
import { userToken } from '@clinica/tooling/test-tokens';
import { parseRemotesFile } from '../remotes/remotes-manifest.ts';
import { registerPortal } from './portal-navigation.ts';
import { buildRoutes } from './routes.tsx';
import { REMOTE_MANIFESTS, remotesFile } from './test-support/remote-manifests.ts';

// Routing is under test here, not federation: a remote page renders as its container/module name
// followed by its child routes; an area page with tabs renders its sub-navigation from its manifest,
// as the areas' pages do.
jest.mock('../remotes/remote-module.tsx', () => {
  const { Outlet } = jest.requireActual<typeof ReactRouterDom>('@clinica/shared/router');
  const { AreaPage } = jest.requireActual<typeof Shared>('@clinica/shared');
  const { registeredManifests } = jest.requireActual<{ registeredManifests: () => RemoteManifest[] }>('./../router/portal-navigation.ts');
  return {
    RemoteModule: ({ remote, module, area }: { remote: string; module: string; area: string }) => {
      const manifest = registeredManifests().find((candidate) => candidate.name === remote);
      const page = manifest?.pages.find((candidate) => candidate.module === module && candidate.tabs);
      return (
        <>
          <p data-area={area}>{`${remote}/${module}`}</p>
          {manifest && page ? <AreaPage title={remote} manifest={manifest} /> : <Outlet />}
        </>
      );
    },
  };
});

beforeAll(async () => {
  await initI18n('pt');
  // modules the frame itself loads from remotes (the doctors' unfinished-appointment warning): empty here
  bindRemoteLoader(() => Promise.resolve({ default: () => null }));
});

/** Opens `path` as the portal built from remotes.json with these manifests (what the host does at start-up). */
function openAs(path: string, authorities: string[] | null, manifests: readonly RemoteManifest[] = REMOTE_MANIFESTS) {
  const remotes = parseRemotesFile(remotesFile(manifests));
  registerPortal(remotes);
  if (authorities) useSession.getState().start(userToken({ authorities }));
  else useSession.getState().end('logout');
  const router = createMemoryRouter(buildRoutes(remotes.flatMap((remote) => (remote.manifest ? [remote.manifest] : []))), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const menuItems = async (): Promise<string[]> =>
  within(await screen.findByTestId('main-menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');

const tabNames = async (): Promise<string[]> =>
  within(await screen.findByRole('navigation'))
    .getAllByRole('tab')
    .map((tab) => tab.textContent ?? '');

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

  it.each([
    ['/configuracoes', '/configuracoes/personalizacao'],
    ['/configuracoes?secao=salas', '/configuracoes/salas'],
    ['/configuracoes?secao=nenhuma', '/configuracoes/personalizacao'],
    ['/usuarios?aba=perfis', '/usuarios/perfis'],
    ['/usuarios?nome=ana', '/usuarios/lista?nome=ana'],
    ['/detalhe-medico?objMedico=%7B%22id%22%3A4%7D&aba=escala', '/detalhe-medico/escala?objMedico=%7B%22id%22%3A4%7D'],
    ['/detalhe-medico?objMedico=%7B%22id%22%3A4%7D', '/detalhe-medico/dados-pessoais?objMedico=%7B%22id%22%3A4%7D'],
  ])('sends the old tab address %s to its tab path %s', (from, to) => {
    const router = openAs(from, ['ROLE_CONFIGURACOES', 'ROLE_USUARIOS', 'VISUALIZAR_AGENDAMENTOS_PROFISSIONAIS']);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(to);
  });

  it('keeps the doctor in the address from tab to tab, and nothing else', async () => {
    const router = openAs('/detalhe-medico/dados-pessoais?objMedico=%7B%22id%22%3A4%7D&x=1', ['ROLE_USUARIOS', 'VISUALIZAR_AGENDAMENTOS_PROFISSIONAIS']);
    expect(await tabNames()).toEqual(['Dados pessoais', 'Escala']);
    await act(() => userEvent.click(screen.getByRole('tab', { name: 'Escala' })));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/detalhe-medico/escala?objMedico=%7B%22id%22%3A4%7D');
  });

  it('starts a settings tab clean: its query stays behind', async () => {
    const router = openAs('/usuarios/lista?nome=ana', ['ROLE_USUARIOS']);
    const perfis = within(await screen.findByRole('navigation')).getByRole('tab', { name: 'Perfis' });
    await act(() => userEvent.click(perfis));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/usuarios/perfis');
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

  it('builds the menu from the manifests, in their order, with the roles held', async () => {
    openAs('/dashboard', [
      'ROLE_DASHBOARD',
      'ROLE_AGENDAMENTOS',
      'ROLE_PACIENTES',
      'ROLE_FINANCEIRO',
      'ROLE_USUARIOS',
      'ROLE_ESTOQUE',
      'ROLE_RELATORIOS',
      'ROLE_CONFIGURACOES',
      'ROLE_LOG',
    ]);
    expect(await menuItems()).toEqual([
      'Início',
      'Agendamentos',
      'Pacientes',
      'Financeiro',
      'Usuários',
      'Estoque',
      'Relatórios',
      'Configurações',
      'Auditorias',
    ]);
  });

  it('leaves out of the menu the areas whose role the user lacks', async () => {
    openAs('/financeiro/campanha', ['ROLE_FINANCEIRO', 'ROLE_LOG']);
    expect(await menuItems()).toEqual(['Financeiro', 'Auditorias']);
  });

  it('hides a tab whose permission the user lacks and sends its address to the first tab allowed', async () => {
    const router = openAs('/financeiro/orcamentos', ['ROLE_FINANCEIRO']);
    expect(router.state.location.pathname).toBe('/financeiro/campanha');
    expect(await tabNames()).toEqual(['Campanha', 'Contas a receber', 'Contas a pagar']);
  });

  it('shows the tab with its permission', async () => {
    openAs('/financeiro', ['ROLE_FINANCEIRO', 'ORCAMENTO']);
    expect(await tabNames()).toEqual(['Orçamentos', 'Campanha', 'Contas a receber', 'Contas a pagar']);
  });

  it.each([
    ['/usuarios', 'ROLE_USUARIOS', 'config/./UsuariosPage', 'Usuários'],
    ['/logs', 'ROLE_LOG', 'config/./LogsPage', 'Auditorias'],
    ['/criar-layouts', 'ROLE_LOG', 'config/./CriarLayoutsPage', 'Configurações'],
    ['/estoque/medicamentos', 'ROLE_ESTOQUE', 'estoque/./MedicamentosPage', 'Estoque'],
  ])('names the area of %s in its "could not load" message', async (path, role, module, area) => {
    openAs(path, [role]);
    expect(await screen.findByText(module)).toHaveAttribute('data-area', area);
  });

  describe("a remote's new page and tab, declared in its manifest only", () => {
    const laboratorio: RemoteManifest = {
      name: 'laboratorio',
      area: 'Laboratório',
      pages: [
        {
          path: '/exames',
          module: './ExamesPage',
          access: { role: 'PACIENTES' },
          menu: { order: 25, label: { pt: 'Exames', es: 'Exámenes', en: 'Lab tests' } },
        },
      ],
    };
    const estoque = REMOTE_MANIFESTS.find((manifest) => manifest.name === 'estoque')!;
    const estoqueWithTab: RemoteManifest = {
      ...estoque,
      pages: estoque.pages.map((page) => ({
        ...page,
        tabs: [
          ...(page.tabs ?? []),
          { path: 'inventario', module: './InventarioPage', label: { pt: 'Inventário', es: 'Inventario', en: 'Stocktake' }, permission: 'EDITAR_ESTOQUE' },
        ],
      })),
    };
    const manifests = [...REMOTE_MANIFESTS.filter((manifest) => manifest !== estoque), estoqueWithTab, laboratorio];

    afterEach(async () => {
      await changeLanguage('pt');
    });

    it('puts the new page in the menu at its order and opens it from its remote', async () => {
      const router = openAs('/exames', ['ROLE_PACIENTES', 'ROLE_ESTOQUE', 'ROLE_AGENDAMENTOS'], manifests);
      expect(router.state.location.pathname).toBe('/exames');
      expect(await screen.findByText('laboratorio/./ExamesPage')).toBeInTheDocument();
      expect(await menuItems()).toEqual(['Agendamentos', 'Pacientes', 'Exames', 'Estoque']);
    });

    it('shows its menu label in the language chosen', async () => {
      await changeLanguage('en');
      openAs('/exames', ['ROLE_PACIENTES'], manifests);
      expect(await menuItems()).toEqual(['Patients', 'Lab tests']);
    });

    it('treats the new page as not found without its role', () => {
      expect(openAs('/exames', ['ROLE_ESTOQUE'], manifests).state.location.pathname).toBe('/pagina-nao-encontrada');
    });

    it('hides the new tab without its permission and redirects its address', async () => {
      const router = openAs('/estoque/inventario', ['ROLE_ESTOQUE'], manifests);
      expect(router.state.location.pathname).toBe('/estoque/medicamentos');
      expect(await tabNames()).toEqual(['Medicamentos', 'Movimentação de entrada', 'Movimentação de saída']);
    });

    it('opens the new tab with its permission', async () => {
      const router = openAs('/estoque/inventario', ['ROLE_ESTOQUE', 'EDITAR_ESTOQUE'], manifests);
      expect(router.state.location.pathname).toBe('/estoque/inventario');
      expect(await tabNames()).toEqual(['Medicamentos', 'Movimentação de entrada', 'Movimentação de saída', 'Inventário']);
    });
  });
});
