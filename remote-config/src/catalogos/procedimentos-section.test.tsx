import { render, screen, waitFor, within } from '@testing-library/react';
import { notify, useSession } from '@clinica/shared';
import { userToken } from '@clinica/tooling/test-tokens';
import { apiError, callsTo, fakeApi, pickOption, useScreenTest, user, type ApiCall } from '@clinica/shared/test-support';
import { ProcedimentosSection } from './procedimentos-section.tsx';
import { PROCEDIMENTO_REQUIRED, emptyProcedimento, procedimentoErrors } from './procedimento-form.ts';

const etapas = [
  { id: 1, nomeEtapa: 'Avaliação', ativo: true, ordenacao: 1, estudoCaso: false, quantidadeImagens: 6 },
  { id: 2, nomeEtapa: 'Procedimento', ativo: true, ordenacao: 2, estudoCaso: true, quantidadeImagens: 6 },
  { id: 3, nomeEtapa: 'Pós 7 dias', ativo: true, ordenacao: 3, estudoCaso: true, quantidadeImagens: 4 },
  { id: 4, nomeEtapa: 'Antiga', ativo: false, ordenacao: 4, estudoCaso: false, quantidadeImagens: 6 },
];
const procedimentos = [
  {
    id: 10,
    nome: 'Botox',
    valor: 120050,
    ativo: true,
    etapas: [
      { id: 1, nomeEtapa: 'Avaliação' },
      { id: 4, nomeEtapa: 'Antiga' },
    ],
    versao: 3,
  },
];

const DESATUALIZADO = 'Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.';
/** The api's answer to a save made on an old version: 409 tied to `versao`. */
const desatualizado = (): Response =>
  new Response(JSON.stringify([{ mensagemUsuario: DESATUALIZADO, mensagemDesenvolvedor: 'versão enviada 3, atual 4', campo: 'versao' }]), {
    status: 409,
    headers: { 'content-type': 'application/json' },
  });

describe('procedures section', () => {
  useScreenTest();
  let calls: ApiCall[] = [];

  beforeEach(() => {
    useSession.getState().start(userToken({ authorities: ['ROLE_CONFIGURACOES', 'GERENCIAR_CONFIGURACOES'] }));
    calls = fakeApi({
      'GET gerenciar/procedimento/listar': procedimentos,
      'GET gerenciar/procedimento/ListarDescricaoEtapa': etapas,
      'POST gerenciar/procedimento/cadastro': (call: ApiCall) =>
        (call.body as { nome: string }).nome === 'Botox'
          ? apiError(409, 'Já existe um procedimento com este nome.')
          : { id: 11, ativo: true, etapas: [], ...(call.body as object) },
      'PUT gerenciar/procedimento/editar': (call: ApiCall) => ({ ...procedimentos[0], ...(call.body as object) }),
      'DELETE gerenciar/procedimento/excluir/10': apiError(
        409,
        'Não é possível excluir: o procedimento tem agendamentos ou etapas registradas de pacientes. Desative-o.',
      ),
    });
  });

  it('marks as required exactly the fields its rules refuse when blank', () => {
    expect(new Set(procedimentoErrors({ ...emptyProcedimento(), nome: ' ' }).keys())).toEqual(PROCEDIMENTO_REQUIRED);
  });

  it('lists procedures with price in reais and stages in order', async () => {
    render(<ProcedimentosSection />);
    const row = (await within(await screen.findByTestId('catalogo-procedimentos-tabela')).findByText('Botox')).closest('tr')!;
    expect(row).toHaveTextContent('R$ 1.200,50');
    expect(row).toHaveTextContent('1. Avaliação · 2. Antiga');
  });

  it('creates a procedure with the money field and ordered stages; a duplicate name stays typed under its field', async () => {
    render(<ProcedimentosSection />);
    await screen.findByText('Botox');
    await user.click(screen.getByRole('button', { name: /Novo procedimento/ }));
    const form = await screen.findByTestId('procedimento-form');
    await user.type(within(form).getByLabelText('Nome'), 'Botox');
    // the price as it is read: 350 is R$ 350,00
    await user.type(within(form).getByLabelText('Valor'), '350');
    expect(within(form).getByLabelText('Valor')).toHaveValue('R$ 350');
    const add = within(form).getByRole('combobox', { name: 'Adicionar etapa' });
    await pickOption(add, 'Procedimento');
    await pickOption(add, 'Avaliação');
    // what is left to add: the active stages not chosen
    add.blur();
    await user.click(add);
    const offered = () =>
      [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].map((o) => o.textContent);
    await waitFor(() => expect(offered()).toEqual(['Pós 7 dias']));
    await user.keyboard('{Escape}');
    await user.click(within(form).getByRole('button', { name: 'Subir Avaliação' }));
    expect(
      within(within(form).getByRole('list', { name: 'Etapas do procedimento, em ordem' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Avaliação', 'Procedimento']);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByText('Já existe um procedimento com este nome.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Valor')).toHaveValue('R$ 350,00');
    await user.clear(within(form).getByLabelText('Nome'));
    await user.type(within(form).getByLabelText('Nome'), 'Peeling');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByTestId('procedimento-form')).not.toBeInTheDocument());
    expect(callsTo(calls, 'POST gerenciar/procedimento/cadastro').at(-1)!.body).toEqual({
      nome: 'Peeling',
      valor: 35000,
      ativo: true,
      etapas: [{ id: 1 }, { id: 2 }],
    });
  });

  it('edits a price keeping centavos exact, and says why a procedure in use cannot be deleted', async () => {
    render(<ProcedimentosSection />);
    await user.click(await screen.findByLabelText('Editar Botox'));
    const form = await screen.findByTestId('procedimento-form');
    expect(within(form).getByLabelText('Valor')).toHaveValue('R$ 1.200,50');
    // an inactive stage the procedure still has is shown as such, and can be removed
    expect(within(form).getByRole('list', { name: 'Etapas do procedimento, em ordem' })).toHaveTextContent('AntigaInativo');
    await user.click(within(form).getByRole('button', { name: 'Remover Antiga' }));
    await user.tripleClick(within(form).getByLabelText('Valor'));
    await user.keyboard('12005,01');
    expect(within(form).getByLabelText('Valor')).toHaveValue('R$ 12.005,01');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByTestId('procedimento-form')).not.toBeInTheDocument());
    expect(callsTo(calls, 'PUT gerenciar/procedimento/editar').at(-1)!.body).toEqual({
      id: 10,
      versao: 3,
      nome: 'Botox',
      valor: 1200501,
      ativo: true,
      etapas: [{ id: 1 }],
    });

    await user.click(screen.getByLabelText('Excluir Botox'));
    await user.click(await screen.findByText('Excluir', { selector: '.ant-popconfirm button span' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Não é possível excluir: o procedimento tem agendamentos ou etapas registradas de pacientes. Desative-o.', {
        title: 'Não foi possível concluir',
      }),
    );
  });

  it('says a save went through (the kit message)', async () => {
    render(<ProcedimentosSection />);
    await user.click(await screen.findByLabelText('Editar Botox'));
    await screen.findByTestId('procedimento-form');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByTestId('procedimento-form')).not.toBeInTheDocument());
    expect(notify.success).toHaveBeenCalledWith('Salvo com sucesso.');
  });

  it('a save on a version someone else changed since: the form stays open with what was typed and says to reload', async () => {
    calls = fakeApi({
      'GET gerenciar/procedimento/listar': procedimentos,
      'GET gerenciar/procedimento/ListarDescricaoEtapa': etapas,
      'PUT gerenciar/procedimento/editar': desatualizado(),
    });
    render(<ProcedimentosSection />);
    await user.click(await screen.findByLabelText('Editar Botox'));
    const form = await screen.findByTestId('procedimento-form');
    await user.clear(within(form).getByLabelText('Nome'));
    await user.type(within(form).getByLabelText('Nome'), 'Botox full face');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByTestId('form-desatualizado')).toHaveTextContent(DESATUALIZADO);
    expect(callsTo(calls, 'PUT gerenciar/procedimento/editar').at(-1)!.body).toMatchObject({ id: 10, versao: 3 });
    expect(screen.getByTestId('procedimento-form')).toBeInTheDocument();
    expect(within(form).getByLabelText('Nome')).toHaveValue('Botox full face');
    // about the whole record, not its name
    expect(within(form).getByLabelText('Nome')).not.toHaveAttribute('aria-invalid', 'true');
    expect(notify.success).not.toHaveBeenCalled();
    expect(notify.error).toHaveBeenCalledWith(DESATUALIZADO, { title: 'Não foi possível concluir' });
  });
});
