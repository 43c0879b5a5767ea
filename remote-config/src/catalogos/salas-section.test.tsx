import { render, screen, waitFor, within } from '@testing-library/react';
import { notify, useSession } from '@clinica/shared';
import { userToken } from '@clinica/tooling/test-tokens';
import { apiError, callsTo, fakeApi, useScreenTest, user, type ApiCall } from '@clinica/shared/test-support';
import { SalasSection } from './salas-section.tsx';
import { NOME_ATIVO_REQUIRED, emptyNomeAtivo, nomeAtivoErrors } from './nome-ativo-form.ts';

const salas = [
  { id: 1, nome: 'Sala 1', ativo: true },
  { id: 2, nome: 'Consultório São João', ativo: false },
];

describe('rooms section', () => {
  useScreenTest();
  let calls: ApiCall[] = [];

  beforeEach(() => {
    calls = fakeApi({
      'GET gerenciar/sala/listar': salas,
      'POST gerenciar/sala/cadastroEedicao': (call: ApiCall) =>
        (call.body as { nome: string }).nome === 'Sala 1'
          ? apiError(409, 'Já existe uma sala com este nome.')
          : { id: 3, ativo: true, ...(call.body as object) },
      'DELETE gerenciar/sala/excluir/1': apiError(409, 'Não é possível excluir: há agendamentos nesta sala. Desative-a.'),
    });
  });

  it('marks as required exactly the fields its rules refuse when blank', () => {
    expect(new Set(nomeAtivoErrors({ ...emptyNomeAtivo(), nome: ' ' }).keys())).toEqual(NOME_ATIVO_REQUIRED);
  });

  it('lists rooms with their situation, searched without accents, read-only without GERENCIAR_CONFIGURACOES', async () => {
    useSession.getState().start(userToken({ authorities: ['ROLE_CONFIGURACOES'] }));
    render(<SalasSection />);
    const table = await screen.findByTestId('catalogo-salas-tabela');
    expect(await within(table).findByText('Consultório São João')).toBeInTheDocument();
    expect(within(table).getByText('Sala 1').closest('tr')).toHaveTextContent('Ativo');
    await user.type(screen.getByLabelText('Buscar em Salas'), 'sao joao');
    await waitFor(() => expect(within(table).queryByText('Sala 1')).not.toBeInTheDocument());
    expect(within(table).getByText('Consultório São João')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Nova sala/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar Sala 1' })).not.toBeInTheDocument();
  });

  it('creates a room; a duplicate name is refused under the field and what was typed stays', async () => {
    useSession.getState().start(userToken({ authorities: ['ROLE_CONFIGURACOES', 'GERENCIAR_CONFIGURACOES'] }));
    render(<SalasSection />);
    await screen.findByText('Sala 1');
    await user.click(screen.getByRole('button', { name: /Nova sala/ }));
    const form = await screen.findByTestId('salas-form');
    await user.type(within(form).getByLabelText('Nome'), 'Sala 1');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByText('Já existe uma sala com este nome.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Nome')).toHaveValue('Sala 1');
    await user.clear(within(form).getByLabelText('Nome'));
    await user.type(within(form).getByLabelText('Nome'), '  Sala   Laser ');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByTestId('salas-form')).not.toBeInTheDocument());
    expect(callsTo(calls, 'POST gerenciar/sala/cadastroEedicao').at(-1)!.body).toEqual({ nome: 'Sala   Laser', ativo: true });
  });

  it('says why a room in use cannot be deleted, and keeps it', async () => {
    useSession.getState().start(userToken({ authorities: ['ROLE_CONFIGURACOES', 'GERENCIAR_CONFIGURACOES'] }));
    render(<SalasSection />);
    await user.click(await screen.findByLabelText('Excluir Sala 1'));
    await user.click(await screen.findByText('Excluir', { selector: '.ant-popconfirm button span' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Não é possível excluir: há agendamentos nesta sala. Desative-a.', { title: 'Não foi possível concluir' }),
    );
    expect(screen.getByTestId('catalogo-salas-tabela')).toHaveTextContent('Sala 1');
  });
});
