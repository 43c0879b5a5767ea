import { render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from '@clinica/shared/router';
import { notify, startPath, useSession } from '@clinica/shared';
import { userToken } from '@clinica/tooling/test-tokens';
import { apiError, callsTo, fakeApi, useScreenTest, user, type ApiCall, type FakeAnswer } from '@clinica/shared/test-support';
import type { Funcionario, Medico, Perfil } from './usuarios.resource.ts';
import { UsuariosScreen } from './usuarios-screen.tsx';

const recepcao = {
  id: 1,
  nome: 'Recepção',
  defaultHome: 'home.agendamentos',
  perfilEquipe: 'ATENDIMENTO',
  authorities: ['ROLE_AGENDAMENTOS'],
} satisfies FakeAnswer<Perfil>;
const estoque = {
  id: 2,
  nome: 'Estoque',
  defaultHome: 'home.estoque',
  perfilEquipe: 'ATENDIMENTO',
  authorities: ['ROLE_ESTOQUE'],
} satisfies FakeAnswer<Perfil>;
const funcionario = (id: number, nome: string, perfil: typeof recepcao, ativo = true) =>
  ({
    id,
    nome,
    email: `${nome.split(' ')[0]!.toLowerCase()}@clinica.dev`,
    cpf: '52998224725',
    ativo,
    idioma: 'pt',
    perfilId: { id: perfil.id, nome: perfil.nome },
    horarioCadastro: '2026-11-01T12:00:00Z',
    horarioAlteracao: '2026-11-01T12:00:00Z',
  }) satisfies FakeAnswer<Funcionario>;
const medicoPerfil = {
  id: 6,
  nome: 'Médico',
  defaultHome: 'home.agenda',
  perfilEquipe: 'ATENDIMENTO',
  authorities: ['ROLE_AGENDAMENTOS'],
} satisfies FakeAnswer<Perfil>;
const medico = {
  id: 9,
  nome: 'Dra. Helena Prado',
  email: 'medico@clinica.dev',
  cpf: '11144477735',
  ativo: true,
  perfilId: { id: medicoPerfil.id, nome: medicoPerfil.nome },
} satisfies FakeAnswer<Medico>;
const medicoQueSaiu = { ...medico, id: 10, nome: 'Dr. Otto Saiu', email: 'otto@clinica.dev', ativo: false } satisfies FakeAnswer<Medico>;

describe('users screen', () => {
  useScreenTest();
  let calls: ApiCall[] = [];

  beforeEach(() => {
    calls = fakeApi({
      'GET gerenciar/funcionario/listar': [
        funcionario(3, 'Bruna Recepção', recepcao),
        funcionario(4, 'Carlos Estoque', estoque),
        funcionario(5, 'Dora Antiga', recepcao, false),
      ],
      'GET gerenciar/medico/listar': [medico, medicoQueSaiu],
      'POST gerenciar/perfil/listar': [recepcao, estoque, medicoPerfil],
      'PUT gerenciar/medico/editar': (call: ApiCall) => ({ ...medico, ...(call.body as object) }),
      'PUT gerenciar/funcionario/editar': (call: ApiCall) => ({ ...funcionario(3, 'Bruna Recepção', recepcao), ...(call.body as object) }),
      'POST gerenciar/funcionario/cadastro': apiError(409, 'Já existe um usuário com este e-mail.'),
      'GET UsuarioManager/loginAs/9': { token: userToken({ jti: '9', nome: 'Dra. Helena Prado', imp: 'Ana Souza', authorities: ['ROLE_AGENDAMENTOS'] }) },
      'POST UsuarioManager/resetPwd': {},
    });
  });

  function open(path = '/usuarios') {
    const router = createMemoryRouter(
      [
        { path: '/usuarios', element: <UsuariosScreen /> },
        { path: '/detalhe-medico/dados-pessoais', element: <p>detalhe</p> },
        { path: '*', element: <p>outra tela</p> },
      ],
      { initialEntries: [path] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  it('lists active employees and doctors together; type and profile filters live in the address', async () => {
    useSession.getState().start(userToken({ authorities: ['ROLE_USUARIOS'] }));
    const router = open();
    const lista = await screen.findByTestId('usuarios-lista');
    expect(await within(lista).findByText('Dra. Helena Prado')).toBeInTheDocument();
    expect(within(lista).getByText('Bruna Recepção').closest('tr')).toHaveTextContent('529.982.247-25');
    expect(within(lista).queryByText('Dora Antiga')).not.toBeInTheDocument();
    expect(within(lista).queryByText('Dr. Otto Saiu')).not.toBeInTheDocument();
    // the doctors' list, the inactive too (the agenda's has only the active)
    expect(callsTo(calls, 'GET gerenciar/medico/listar')[0]!.url.searchParams.get('situacao')).toBe('todos');
    await user.click(screen.getByText('Funcionários'));
    await waitFor(() => expect(within(lista).queryByText('Dra. Helena Prado')).not.toBeInTheDocument());
    expect(router.state.location.search).toContain('tipo=funcionarios');
    // without GERENCIAR_USUARIOS_DO_SISTEMA nothing can be changed
    expect(screen.queryByRole('button', { name: /Novo usuário/ })).not.toBeInTheDocument();
    expect(within(lista).queryByLabelText('Desativar Bruna Recepção')).not.toBeInTheDocument();
  });

  it('a doctor opens the doctor detail', async () => {
    useSession.getState().start(userToken({ authorities: ['ROLE_USUARIOS'] }));
    const router = open('/usuarios?tipo=medicos');
    await user.click(await screen.findByText('Detalhe do médico'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/detalhe-medico/dados-pessoais'));
    expect(JSON.parse(new URLSearchParams(router.state.location.search).get('objMedico')!)).toEqual({ id: 9, nome: 'Dra. Helena Prado' });
  });

  it('deactivates an employee after a confirmation that says their sessions end', async () => {
    useSession.getState().start(userToken({ authorities: ['ROLE_USUARIOS', 'GERENCIAR_USUARIOS_DO_SISTEMA'] }));
    open();
    const row = (await screen.findByText('Bruna Recepção')).closest('tr')!;
    await user.click(within(row).getByLabelText('Desativar Bruna Recepção'));
    expect(await screen.findByText('As sessões abertas deste usuário terminam na hora.')).toBeInTheDocument();
    await user.click(await screen.findByText('Desativar', { selector: '.ant-popconfirm button span' }));
    await waitFor(() => expect(callsTo(calls, 'PUT gerenciar/funcionario/editar')).toHaveLength(1));
    expect(callsTo(calls, 'PUT gerenciar/funcionario/editar')[0]!.body).toEqual({ id: 3, ativo: false });
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Bruna Recepção desativado.'));
  });

  it('a doctor has a profile and a situation as every user: filtered by them and deactivated after a confirmation that says he is no longer booked', async () => {
    useSession.getState().start(userToken({ authorities: ['ROLE_USUARIOS', 'GERENCIAR_USUARIOS_DO_SISTEMA'] }));
    open(`/usuarios?perfil=${medicoPerfil.id}`);
    const lista = await screen.findByTestId('usuarios-lista');
    const row = (await within(lista).findByText('Dra. Helena Prado')).closest('tr')!;
    expect(row).toHaveTextContent('Médico');
    expect(row).toHaveTextContent('Ativo');
    expect(within(lista).queryByText('Bruna Recepção')).not.toBeInTheDocument();
    await user.click(within(row).getByLabelText('Desativar Dra. Helena Prado'));
    expect(
      await screen.findByText('As sessões abertas dele terminam na hora e a agenda deixa de oferecê-lo. Os agendamentos e o histórico ficam.'),
    ).toBeInTheDocument();
    await user.click(await screen.findByText('Desativar', { selector: '.ant-popconfirm button span' }));
    await waitFor(() => expect(callsTo(calls, 'PUT gerenciar/medico/editar')).toHaveLength(1));
    expect(callsTo(calls, 'PUT gerenciar/medico/editar')[0]!.body).toEqual({ id: 9, ativo: false });
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Dra. Helena Prado desativado.'));
  });

  it('an inactive doctor is listed among the inactive, and is activated again', async () => {
    useSession.getState().start(userToken({ authorities: ['ROLE_USUARIOS', 'GERENCIAR_USUARIOS_DO_SISTEMA'] }));
    open('/usuarios?situacao=inativos&tipo=medicos');
    const lista = await screen.findByTestId('usuarios-lista');
    const row = (await within(lista).findByText('Dr. Otto Saiu')).closest('tr')!;
    expect(row).toHaveTextContent('Inativo');
    expect(within(lista).queryByText('Dra. Helena Prado')).not.toBeInTheDocument();
    expect(within(row).queryByLabelText('Entrar como Dr. Otto Saiu')).not.toBeInTheDocument();
    await user.click(within(row).getByLabelText('Ativar Dr. Otto Saiu'));
    await waitFor(() => expect(callsTo(calls, 'PUT gerenciar/medico/editar')[0]?.body).toEqual({ id: 10, ativo: true }));
  });

  it('"Entrar como" a doctor: the session becomes theirs, remembering the administrator, and opens their start screen', async () => {
    useSession.getState().start(userToken({ authorities: ['ROLE_USUARIOS', 'GERENCIAR_USUARIOS_DO_SISTEMA'] }));
    const router = open();
    const row = (await screen.findByText('Dra. Helena Prado')).closest('tr')!;
    await user.click(within(row).getByLabelText('Entrar como Dra. Helena Prado'));
    expect(await screen.findByText('Você verá o portal como esse usuário. Cada alteração fica registrada em nome dele e no seu.')).toBeInTheDocument();
    await user.click(await screen.findByText('Entrar', { selector: '.ant-popconfirm button span' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(startPath(['ROLE_AGENDAMENTOS'])));
    expect(useSession.getState().user).toMatchObject({ id: '9', nome: 'Dra. Helena Prado', impersonador: 'Ana Souza' });
    expect(localStorage.getItem('sessaoAdministrador')).toContain('Bearer ');
  });

  it('sends a new-password e-mail to an active user, never offers it (nor "Entrar como") on oneself or the inactive', async () => {
    useSession.getState().start(userToken({ jti: '4', authorities: ['ROLE_USUARIOS', 'GERENCIAR_USUARIOS_DO_SISTEMA'] }));
    open('/usuarios?situacao=todos');
    const row = (await screen.findByText('Bruna Recepção')).closest('tr')!;
    await user.click(within(row).getByLabelText('Enviar e-mail de nova senha para Bruna Recepção'));
    await user.click(await screen.findByText('Enviar', { selector: '.ant-popconfirm button span' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('E-mail de nova senha enviado para bruna@clinica.dev.'));
    expect(callsTo(calls, 'POST UsuarioManager/resetPwd')[0]!.body).toEqual({ email: 'bruna@clinica.dev' });
    const self = screen.getByText('Carlos Estoque').closest('tr')!;
    expect(within(self).queryByLabelText('Entrar como Carlos Estoque')).not.toBeInTheDocument();
    const inativa = screen.getByText('Dora Antiga').closest('tr')!;
    expect(within(inativa).queryByLabelText('Enviar e-mail de nova senha para Dora Antiga')).not.toBeInTheDocument();
  });
});
