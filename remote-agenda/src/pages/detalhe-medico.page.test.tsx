import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from '@clinica/shared/router';
import { initI18n, registerManifestLabels, useSession } from '@clinica/shared';
import { fakeApi } from '@clinica/shared/test-support';
import { userToken } from '@clinica/tooling/test-tokens';
import DetalheMedicoPage from './detalhe-medico.page.tsx';
import AgendamentosPage from './agendamentos.page.tsx';
import { useMedicoAberto } from './detalhe-medico/medico-aberto.ts';
import { manifest } from '../manifest.ts';

/** Stands for a tab's module (the host loads it from the manifest): it shows the doctor the page hands it. */
function TabProbe({ name }: { name: string }) {
  return <p>{`${name}: ${useMedicoAberto().nome}`}</p>;
}

describe('Agenda pages', () => {
  beforeAll(async () => {
    await initI18n('pt');
    // the host registers the manifests' labels at start-up
    registerManifestLabels([manifest]);
  });
  afterEach(() => useSession.getState().end('logout'));

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

  it("doctor detail draws its manifest's tabs and hands the doctor to the open one; a switch keeps the doctor", async () => {
    useSession.getState().start(userToken({ authorities: ['VISUALIZAR_AGENDAMENTOS_PROFISSIONAIS'] }));
    const ivo = { id: 4, nome: 'Dr. Ivo' };
    fakeApi({ 'GET gerenciar/medico/listar': [ivo], 'GET gerenciar/medico/listar/4': ivo });
    const objMedico = encodeURIComponent(JSON.stringify(ivo));
    const router = createMemoryRouter(
      [
        {
          path: '/detalhe-medico',
          element: <DetalheMedicoPage />,
          children: ['dados-pessoais', 'escala', 'bloqueios', 'notificacoes'].map((path) => ({ path, element: <TabProbe name={path} /> })),
        },
      ],
      { initialEntries: [`/detalhe-medico/dados-pessoais?objMedico=${objMedico}`] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('dados-pessoais: Dr. Ivo')).toBeInTheDocument();
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual(['Dados pessoais', 'Escala', 'Bloqueios', 'Notificações']);
    await userEvent.click(screen.getByRole('tab', { name: 'Escala' }));
    expect(await screen.findByText('escala: Dr. Ivo')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/detalhe-medico/escala');
    expect(new URLSearchParams(router.state.location.search).get('objMedico')).toBe(JSON.stringify(ivo));
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
