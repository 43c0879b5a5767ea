import { render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from '@clinica/shared/router';
import { useSession } from '@clinica/shared';
import { userToken } from '@clinica/tooling/test-tokens';
import { callsTo, fakeApi, useScreenTest, user, type ApiCall, type FakeAnswer } from '@clinica/shared/test-support';
import type { AuditoriaLinha } from './auditorias.resource.ts';
import { TrilhaSection } from './trilha-section.tsx';

const edicao = {
  id: 31,
  criadoEm: '2026-11-24T13:05:00.000Z',
  usuario: { id: 4, nome: 'Recepção' },
  impersonador: { id: 1, nome: 'Administrador' },
  acao: 'PACIENTE_EDITADO',
  acaoDescricao: 'Paciente editado',
  alvo: null,
  area: 'Pacientes',
  entidade: 'paciente',
  entidadeId: '7',
  paciente: { id: 7, nome: 'Helena Auditada' },
  ip: '127.0.0.1',
  alteracoes: [
    { campo: 'profissao', rotulo: 'Profissão', antes: null, depois: 'Arquiteta', oculto: false },
    { campo: 'observacoes', rotulo: 'Observações', antes: null, depois: null, oculto: true },
  ],
} satisfies FakeAnswer<AuditoriaLinha>;
const login = {
  ...edicao,
  id: 30,
  acao: 'LOGIN',
  acaoDescricao: 'Entrou no portal',
  area: 'Usuários',
  impersonador: null,
  paciente: null,
  alteracoes: [],
} satisfies FakeAnswer<AuditoriaLinha>;
const funcionario = {
  ...login,
  id: 29,
  acao: 'FUNCIONARIO_EDITADO',
  acaoDescricao: 'Funcionário editado',
  alvo: 'Joana Prado',
  entidade: 'usuario',
  alteracoes: [{ campo: 'ativo', rotulo: 'Ativo', antes: 'Sim', depois: 'Não', oculto: false }],
} satisfies FakeAnswer<AuditoriaLinha>;

describe('the audit trail', () => {
  useScreenTest();
  let calls: ApiCall[] = [];

  beforeEach(() => {
    useSession.getState().start(userToken({ authorities: ['ROLE_LOG'] }));
    calls = fakeApi({
      'GET auditoria': { content: [edicao, login, funcionario], totalElements: 3 },
      'GET auditoria/pacientes': [{ id: 8, nome: 'Otávio Filtrado', cpf: '52998224725' }],
      'GET auditoria/filtros': {
        usuarios: [{ id: 4, nome: 'Recepção' }],
        areas: ['Pacientes', 'Usuários'],
        acoes: [{ codigo: 'PACIENTE_EDITADO', descricao: 'Paciente editado' }],
      },
    });
  });

  function open(path = '/logs/trilha') {
    const router = createMemoryRouter(
      [
        { path: '/logs/trilha', element: <TrilhaSection /> },
        { path: '/logs/paciente', element: <p>acessos</p> },
      ],
      { initialEntries: [path] },
    );
    render(<RouterProvider router={router} />);
    return { router };
  }

  it('names both users of an "Entrar como" row and opens a row to its field changes, old → new in Portuguese words', async () => {
    open();
    const lista = await screen.findByTestId('auditoria-lista');
    const row = (await within(lista).findByText('Paciente editado')).closest('tr')!;
    expect(row).toHaveTextContent('Recepção (por Administrador, via Entrar como)');
    expect(row).toHaveTextContent('24/11/2026 10:05');
    await user.click(within(row).getByRole('button', { name: /expand/i }));
    const alteracoes = await screen.findByTestId('alteracoes-31');
    expect(within(alteracoes).getByText('Profissão').closest('tr')).toHaveTextContent('Profissão(vazio)Arquiteta');
    expect(within(alteracoes).getByText('Observações').closest('tr')).toHaveTextContent('(alterado; valor não registrado)');
    // the action names whom it concerned
    expect(within(lista).getByText('Funcionário editado — Joana Prado')).toBeInTheDocument();
  });

  it('folds logins away by default, and shows them once the switch is on, kept in the address', async () => {
    const { router } = open();
    await screen.findByTestId('auditoria-lista');
    await waitFor(() => expect(callsTo(calls, 'GET auditoria').at(-1)!.url.searchParams.get('ocultarLogins')).toBe('true'));
    const interruptor = screen.getByRole('switch', { name: 'Mostrar entradas e saídas do sistema' });
    expect(interruptor).not.toBeChecked();
    await user.click(interruptor);
    await waitFor(() => expect(router.state.location.search).toContain('logins=mostrar'));
    await waitFor(() => expect(callsTo(calls, 'GET auditoria').at(-1)!.url.searchParams.has('ocultarLogins')).toBe(false));
    expect(interruptor).toBeChecked();
  });

  it('filters by a patient found by name', async () => {
    const { router } = open();
    await screen.findByTestId('auditoria-lista');
    await user.type(screen.getByRole('combobox', { name: 'Paciente (nome ou CPF)' }), 'Otá');
    await user.click(await screen.findByText('Otávio Filtrado · 529.982.247-25'));
    await waitFor(() => expect(router.state.location.search).toContain('pacienteId=8'));
    await waitFor(() => expect(callsTo(calls, 'GET auditoria').at(-1)!.url.searchParams.get('pacienteId')).toBe('8'));
  });

  it('keeps the filters in the address and asks the api with them; a typed period becomes whole days', async () => {
    const { router } = open('/logs/trilha?area=Pacientes');
    await screen.findByText('Paciente editado');
    await waitFor(() => expect(callsTo(calls, 'GET auditoria').at(-1)!.url.searchParams.get('area')).toBe('Pacientes'));
    await user.type(screen.getByLabelText('De (dd/mm/aaaa)'), '01112026');
    await waitFor(() => expect(router.state.location.search).toContain('inicio=2026-11-01'));
    await waitFor(() => expect(callsTo(calls, 'GET auditoria').at(-1)!.url.searchParams.get('inicio')).toBe('2026-11-01'));
    // a patient's name filters the trail by them
    await user.click(screen.getByText('Helena Auditada'));
    await waitFor(() => expect(router.state.location.search).toContain('pacienteId=7'));
    expect(await screen.findByTestId('filtro-paciente')).toHaveTextContent('Helena Auditada');
  });

  it("opens a row's patient on the accesses tab, without the trail's filters", async () => {
    const { router } = open('/logs/trilha?area=Pacientes');
    await user.click(await screen.findByRole('button', { name: 'Ver os acessos de Helena Auditada' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/logs/paciente'));
    expect(router.state.location.search).toBe('?paciente=7');
  });
});
