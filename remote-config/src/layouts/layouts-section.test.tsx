import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@clinica/shared/router';
import { notify, useSession } from '@clinica/shared';
import { userToken } from '@clinica/tooling/test-tokens';
import { callsTo, fakeApi, useScreenTest, user, type ApiCall, type FakeAnswer } from '@clinica/shared/test-support';
import type { Layout } from './layouts.resource.ts';
import { LayoutsSection } from './layouts-section.tsx';

/** The editor's route, where 'Novo layout' and 'Editar' lead: it shows the address it was opened with. */
function Editor() {
  const { pathname, search } = useLocation();
  return <p data-testid="editor-aberto">{`${pathname}${search}`}</p>;
}

const renderSection = () =>
  render(
    <MemoryRouter initialEntries={['/configuracoes/layouts']}>
      <Routes>
        <Route path="/configuracoes/layouts" element={<LayoutsSection />} />
        <Route path="/criar-layouts" element={<Editor />} />
      </Routes>
    </MemoryRouter>,
  );

const info = (horario: string, usuario: string | null) => ({
  usuarioCadastro: usuario,
  horarioCadastro: horario,
  usuarioAlteracao: usuario,
  horarioAlteracao: horario,
});
const documento = {
  id: 1,
  nome: 'Termo de consentimento',
  texto: '<p>Olá {{NOME_PACIENTE}}</p>',
  procedimentoId: 10,
  nomeProcedimento: 'Botox',
  tipoLayout: 'DOCUMENTO',
  formularioId: null,
  nomeFormulario: null,
  exames: [],
  info: info('2026-11-24T15:30:00.000Z', 'Administrador'),
} satisfies FakeAnswer<Layout>;
const atestado = {
  id: 2,
  nome: 'Atestado de comparecimento',
  texto: '<p>Atesto</p>',
  procedimentoId: null,
  nomeProcedimento: null,
  tipoLayout: 'ATESTADO',
  formularioId: 5,
  nomeFormulario: 'Anamnese',
  exames: [],
  info: info('2026-01-02T03:04:00.000Z', null),
} satisfies FakeAnswer<Layout>;

describe('layouts section', () => {
  useScreenTest();
  let calls: ApiCall[] = [];
  let layouts = [documento, atestado];

  beforeEach(() => {
    layouts = [documento, atestado];
    calls = fakeApi({
      'POST layout/listar': (call: ApiCall) => {
        const { tipoDeLayout } = call.body as { tipoDeLayout?: string };
        return layouts.filter((layout) => !tipoDeLayout || layout.tipoLayout === tipoDeLayout);
      },
      'DELETE layout/delete/1': () => {
        layouts = layouts.filter((layout) => layout.id !== 1);
        return {};
      },
    });
  });

  it('lists layouts with type, procedure, form and the last change in the clinic zone; read-only without GERENCIAR_CONFIGURACOES', async () => {
    useSession.getState().start(userToken({ authorities: ['ROLE_CONFIGURACOES'] }));
    renderSection();
    const table = await screen.findByTestId('catalogo-layouts-tabela');
    const row = (await within(table).findByText('Termo de consentimento')).closest('tr')!;
    expect(row).toHaveTextContent('Documento');
    expect(row).toHaveTextContent('Botox');
    expect(row).toHaveTextContent('24/11/2026 12:30');
    expect(row).toHaveTextContent('Administrador');
    const outra = within(table).getByText('Atestado de comparecimento').closest('tr')!;
    expect(outra).toHaveTextContent('Atestado');
    expect(outra).toHaveTextContent('Anamnese');
    expect(outra).toHaveTextContent('02/01/2026 00:04');
    // no new, edit nor delete without the permission
    expect(screen.queryByRole('button', { name: /Novo/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Editar Termo de consentimento')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Excluir Termo de consentimento')).not.toBeInTheDocument();
  });

  it('filters by type through the api', async () => {
    useSession.getState().start(userToken({ authorities: ['ROLE_CONFIGURACOES'] }));
    renderSection();
    const table = await screen.findByTestId('catalogo-layouts-tabela');
    await within(table).findByText('Termo de consentimento');
    expect(callsTo(calls, 'POST layout/listar')[0]!.body).toEqual({});
    await user.click(screen.getByText('Atestado', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(within(table).queryByText('Termo de consentimento')).not.toBeInTheDocument());
    expect(within(table).getByText('Atestado de comparecimento')).toBeInTheDocument();
    expect(callsTo(calls, 'POST layout/listar').at(-1)!.body).toEqual({ tipoDeLayout: 'ATESTADO' });
  });

  it('deletes a layout after the confirmation, says so and reads the list again', async () => {
    useSession.getState().start(userToken({ authorities: ['ROLE_CONFIGURACOES', 'GERENCIAR_CONFIGURACOES'] }));
    renderSection();
    const table = await screen.findByTestId('catalogo-layouts-tabela');
    await user.click(await within(table).findByLabelText('Excluir Termo de consentimento'));
    expect(await screen.findByText('Tem certeza que deseja excluir este layout ?')).toBeInTheDocument();
    expect(screen.getByText('Não', { selector: '.ant-popconfirm button span' })).toBeInTheDocument();
    await user.click(screen.getByText('Sim', { selector: '.ant-popconfirm button span' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('"Termo de consentimento" excluído.'));
    await waitFor(() => expect(within(table).queryByText('Termo de consentimento')).not.toBeInTheDocument());
    expect(callsTo(calls, 'DELETE layout/delete/1')).toHaveLength(1);
    expect(callsTo(calls, 'POST layout/listar').length).toBeGreaterThan(1);
  });

  it("opens the editor: 'Novo layout' empty, 'Editar' with the layout in the address", async () => {
    useSession.getState().start(userToken({ authorities: ['ROLE_CONFIGURACOES', 'GERENCIAR_CONFIGURACOES'] }));
    const { unmount } = renderSection();
    await user.click(await screen.findByRole('button', { name: /Novo layout/ }));
    expect(await screen.findByTestId('editor-aberto')).toHaveTextContent(/^\/criar-layouts$/);
    unmount();
    renderSection();
    const table = await screen.findByTestId('catalogo-layouts-tabela');
    await user.click(await within(table).findByLabelText('Editar Termo de consentimento'));
    expect(await screen.findByTestId('editor-aberto')).toHaveTextContent('/criar-layouts?id=1');
  });
});
