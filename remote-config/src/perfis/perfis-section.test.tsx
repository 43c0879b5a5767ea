import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage, notify, useSession } from '@clinica/shared';
import { userToken } from '@clinica/tooling/test-tokens';
import { apiError, callsTo, fakeApi, useScreenTest, user, type ApiCall, type FakeAnswer } from '@clinica/shared/test-support';
import type { Perfil } from '../usuarios/usuarios.resource.ts';
import { PerfisSection } from './perfis-section.tsx';
import { PERFIL_REQUIRED, emptyPerfil, perfilErrors } from './perfil-form.ts';

// the catalogue as the host serves it
const asset = (file: string): unknown => JSON.parse(readFileSync(path.join(__dirname, '../../../host/public/assets', file), 'utf8'));

const perfis = [
  {
    id: 1,
    nome: 'Administrador',
    defaultHome: 'home.dashboard',
    perfilEquipe: 'ATENDIMENTO',
    authorities: ['ROLE_DASHBOARD', 'ROLE_AGENDAMENTOS', 'CRIAR_AGENDAMENTOS'],
    versao: 3,
  },
  { id: 2, nome: 'Recepção', defaultHome: 'home.agendamentos', perfilEquipe: 'ATENDIMENTO', authorities: ['ROLE_AGENDAMENTOS', 'ROLE_PACIENTES'], versao: 1 },
  // the demo profiles' older word for the agenda
  { id: 4, nome: 'Médico', defaultHome: 'home.agenda', perfilEquipe: 'ATENDIMENTO', authorities: ['ROLE_AGENDAMENTOS'], versao: 1 },
] satisfies FakeAnswer<Perfil>[];

const DESATUALIZADO = 'Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.';

describe('profiles section', () => {
  useScreenTest();
  let calls: ApiCall[] = [];

  beforeEach(() => {
    useSession.getState().start(userToken({ authorities: ['ROLE_USUARIOS', 'GERENCIAR_USUARIOS_DO_SISTEMA'] }));
    calls = fakeApi({
      'GET /assets/telas.json': asset('telas.json'),
      'GET /assets/funcao.json': asset('funcao.json'),
      'POST gerenciar/perfil/listar': perfis,
      'POST gerenciar/perfil/cadastro': (call: ApiCall) => ({ id: 3, versao: 1, ...(call.body as object) }),
      'PUT gerenciar/perfil/editar/1': (call: ApiCall) => ({ id: 1, ...(call.body as object), versao: 4 }),
      // a save on an old version: 409 tied to `versao`, as the api answers it
      'PUT gerenciar/perfil/editar/4': () =>
        new Response(JSON.stringify([{ mensagemUsuario: DESATUALIZADO, mensagemDesenvolvedor: 'versão enviada 1, atual 2', campo: 'versao' }]), {
          status: 409,
          headers: { 'Content-Type': 'application/json' },
        }),
      'DELETE gerenciar/perfil/deletarPerfil/2': apiError(409, 'Não é possível excluir o perfil: há usuários vinculados a ele.'),
    });
  });

  it('needs a name and at least one area', () => {
    expect(new Set(perfilErrors({ ...emptyPerfil(), nome: ' ' }).keys())).toEqual(PERFIL_REQUIRED);
    expect(perfilErrors({ ...emptyPerfil(), nome: 'Só permissões', authorities: ['CRIAR_AGENDAMENTOS'] }).has('authorities')).toBe(true);
  });

  it('lists profiles with their areas and start page', async () => {
    render(<PerfisSection />);
    const row = (await within(await screen.findByTestId('catalogo-perfis-tabela')).findByText('Recepção')).closest('tr')!;
    await waitFor(() => expect(row).toHaveTextContent('Agendamentos, Pacientes'));
    expect(row).toHaveTextContent('Atendimento');
  });

  it("names each start page by its area, in the language in use, never by its key ('home.agenda' is the agenda)", async () => {
    render(<PerfisSection />);
    const tabela = await screen.findByTestId('catalogo-perfis-tabela');
    const inicial = (nome: string) => within(tabela).getByText(nome).closest('tr')!.querySelectorAll('td')[3]!;
    await waitFor(() => expect(inicial('Administrador')).toHaveTextContent(/^Início$/));
    expect(inicial('Médico')).toHaveTextContent(/^Agendamentos$/);
    expect(tabela).not.toHaveTextContent('home.');
    await changeLanguage('es');
    await waitFor(() => expect(inicial('Médico')).toHaveTextContent(/^Citas$/));
    expect(inicial('Administrador')).toHaveTextContent(/^Inicio$/);
    await changeLanguage('en');
    await waitFor(() => expect(inicial('Médico')).toHaveTextContent(/^Appointments$/));
    await changeLanguage('pt');
    // the form shows the area too, and a save keeps a page that exists
    await user.click(within(inicial('Médico').closest('tr')!).getByRole('button', { name: /Editar Médico/ }));
    const form = await screen.findByTestId('perfil-form');
    expect(within(form).getByLabelText('Página inicial').closest('.ant-select')).toHaveTextContent(/^Agendamentos$/);
  });

  it('creates a profile from the grouped checklist: an area offers its permissions, unchecking it drops them', async () => {
    render(<PerfisSection />);
    await screen.findByText('Recepção');
    await user.click(screen.getByRole('button', { name: /Novo perfil/ }));
    const form = await screen.findByTestId('perfil-form');
    await user.type(within(form).getByLabelText('Nome do perfil'), 'Financeiro sem orçamento');
    const financeiro = await within(form).findByRole('group', { name: 'Financeiro' });
    expect(within(financeiro).getByRole('checkbox', { name: 'Lançar receitas' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await user.click(within(financeiro).getByRole('checkbox', { name: 'Financeiro' }));
    await user.click(within(financeiro).getByRole('checkbox', { name: 'Lançar receitas' }));
    const pacientes = within(form).getByRole('group', { name: 'Pacientes' });
    await user.click(within(pacientes).getByRole('checkbox', { name: 'Pacientes' }));
    await user.click(within(pacientes).getByRole('checkbox', { name: 'Cadastrar pacientes' }));
    await user.click(within(pacientes).getByRole('checkbox', { name: 'Pacientes' }));
    expect(within(pacientes).getByRole('checkbox', { name: 'Cadastrar pacientes' })).not.toBeChecked();
    await user.click(within(form).getByText('Comercial'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByTestId('perfil-form')).not.toBeInTheDocument());
    expect(callsTo(calls, 'POST gerenciar/perfil/cadastro').at(-1)!.body).toEqual({
      nome: 'Financeiro sem orçamento',
      defaultHome: 'home.dashboard',
      perfilEquipe: 'COMERCIAL',
      authorities: ['ROLE_FINANCEIRO', 'CRIAR_RECEITA'],
    });
  });

  it('edits a profile in place, and says why a profile in use cannot be deleted', async () => {
    render(<PerfisSection />);
    await user.click(await screen.findByLabelText('Editar Administrador'));
    const form = await screen.findByTestId('perfil-form');
    const agenda = await within(form).findByRole('group', { name: 'Agendamentos' });
    expect(within(agenda).getByRole('checkbox', { name: 'Criar agendamentos' })).toBeChecked();
    await user.click(within(agenda).getByRole('checkbox', { name: 'Agendar como exceção' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByTestId('perfil-form')).not.toBeInTheDocument());
    // the version read goes back with it (issue 36 item 16), and the save says it saved
    expect(callsTo(calls, 'PUT gerenciar/perfil/editar/1').at(-1)!.body).toMatchObject({
      nome: 'Administrador',
      authorities: ['ROLE_DASHBOARD', 'ROLE_AGENDAMENTOS', 'CRIAR_AGENDAMENTOS', 'EXCECAO_AGENDAMENTO'],
      versao: 3,
    });
    expect(notify.success).toHaveBeenCalledWith('Salvo com sucesso.');

    await user.click(screen.getByLabelText('Excluir Recepção'));
    await user.click(await screen.findByText('Excluir', { selector: '.ant-popconfirm button span' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Não é possível excluir o perfil: há usuários vinculados a ele.', { title: 'Não foi possível concluir' }),
    );
  });

  it('a save on a version someone else has saved over is refused: the form stays open, as typed, and says why (issue 36 item 16)', async () => {
    render(<PerfisSection />);
    await user.click(await screen.findByLabelText('Editar Médico'));
    const form = await screen.findByTestId('perfil-form');
    const nome = within(form).getByLabelText('Nome do perfil');
    await user.clear(nome);
    await user.type(nome, 'Médico titular');
    const listados = callsTo(calls, 'POST gerenciar/perfil/listar').length;
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByTestId('form-desatualizado')).toHaveTextContent(DESATUALIZADO);
    expect(callsTo(calls, 'PUT gerenciar/perfil/editar/4').at(-1)!.body).toMatchObject({ versao: 1 });
    expect(screen.getByTestId('perfil-form')).toBeInTheDocument();
    expect(nome).toHaveValue('Médico titular');
    expect(notify.success).not.toHaveBeenCalled();
    // the list reads again: reopened, the form has the version now saved
    await waitFor(() => expect(callsTo(calls, 'POST gerenciar/perfil/listar').length).toBeGreaterThan(listados));
  });
});
