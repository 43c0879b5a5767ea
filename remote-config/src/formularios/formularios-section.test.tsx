import { render, screen, waitFor, within } from '@testing-library/react';
import { useSession } from '@clinica/shared';
import { userToken } from '@clinica/tooling/test-tokens';
import { apiError, callsTo, fakeApi, useScreenTest, user, type ApiCall } from '@clinica/shared/test-support';
import { FormulariosSection } from './formularios-section.tsx';
import { FORMULARIO_REQUIRED, emptyFormulario, formularioErrors, opcoesDe } from './formulario-form.ts';

const pergunta = (id: number, texto: string, ordenacao: number, extra: object = {}) => ({
  id,
  pergunta: texto,
  exibirCamposSimouNao: false,
  exibirCampoRestricao: false,
  exibirGrauCalvicie: false,
  exibePulseiraVermelha: false,
  textoComplementar: null,
  opcoesAdicionais: null,
  ordenacao,
  ...extra,
});
const anamnese = {
  id: 5,
  nome: 'Anamnese capilar',
  ativo: true,
  versao: 2,
  versaoAtual: 2,
  perguntas: [pergunta(21, 'Usa minoxidil?', 1, { exibirCamposSimouNao: true }), pergunta(20, 'Alergias', 0, { opcoesAdicionais: 'Dipirona, Látex' })],
  usuarioCadastro: 'Administrador',
  horarioCadastro: '2026-11-20T12:00:00.000Z',
  usuarioAlteracao: 'Administrador',
  horarioAlteracao: '2026-11-21T12:00:00.000Z',
};

describe('forms section', () => {
  useScreenTest();
  let calls: ApiCall[] = [];

  beforeEach(() => {
    useSession.getState().start(userToken({ authorities: ['ROLE_CONFIGURACOES', 'GERENCIAR_CONFIGURACOES'] }));
    calls = fakeApi({
      'GET gerenciar/formulario/listarTodos': [anamnese],
      'POST gerenciar/formulario/cadastro': (call: ApiCall) =>
        (call.body as { nome: string }).nome === 'Anamnese capilar'
          ? apiError(409, 'Já existe um formulário com este nome.')
          : { ...anamnese, id: 6, versao: 1, versaoAtual: 1, ...(call.body as object) },
      'PUT gerenciar/formulario/editar': (call: ApiCall) => ({ ...anamnese, ...(call.body as object), versao: 3 }),
      'POST gerenciar/formulario/atualizarStatusFormulario': (call: ApiCall) => ({ ...anamnese, ...(call.body as object) }),
    });
  });

  it('asks for a name and a text in every question, as the api does', () => {
    expect(new Set(formularioErrors({ ...emptyFormulario(), nome: ' ', perguntas: [] }).keys())).toEqual(FORMULARIO_REQUIRED);
    expect([...formularioErrors({ ...emptyFormulario(), nome: 'X' }).keys()]).toEqual(['perguntas.0.pergunta']);
    expect(opcoesDe(' Sim ,, não,Sim, talvez  sim ')).toEqual(['Sim', 'não', 'talvez sim']);
  });

  it('lists forms with their questions count, version and a switch that activates them', async () => {
    render(<FormulariosSection />);
    const row = (await within(await screen.findByTestId('catalogo-formularios-tabela')).findByText('Anamnese capilar')).closest('tr')!;
    expect(row).toHaveTextContent('2');
    await user.click(within(row).getByRole('switch', { name: 'Formulário Anamnese capilar ativo' }));
    await waitFor(() => expect(callsTo(calls, 'POST gerenciar/formulario/atualizarStatusFormulario')).toHaveLength(1));
    expect(callsTo(calls, 'POST gerenciar/formulario/atualizarStatusFormulario')[0]!.body).toEqual({ id: 5, ativo: false });
  });

  it('builds a form question by question, reorders it, and saves the order shown; a blank question is named in the AVISO', async () => {
    render(<FormulariosSection />);
    await screen.findByText('Anamnese capilar');
    await user.click(screen.getByRole('button', { name: /Novo formulário/ }));
    const form = await screen.findByTestId('formulario-form');
    await user.type(within(form).getByLabelText('Nome do formulário'), 'Evolução');
    const primeira = within(form).getByRole('group', { name: 'Pergunta 1' });
    await user.type(within(primeira).getByLabelText('Texto da pergunta'), 'Dor após o procedimento?');
    await user.click(within(primeira).getByRole('checkbox', { name: 'Sim/Não' }));
    await user.click(within(primeira).getByRole('checkbox', { name: 'Restrição' }));
    await user.click(within(form).getByRole('button', { name: /Adicionar pergunta/ }));
    const segunda = within(form).getByRole('group', { name: 'Pergunta 2' });
    await user.click(within(segunda).getByRole('checkbox', { name: 'Grau de calvície' }));
    await user.click(within(segunda).getByRole('checkbox', { name: 'Sinaliza pulseira vermelha' }));
    await user.click(screen.getByTestId('form-dialog-salvar'));
    expect(await within(form).findByText('PERGUNTA É OBRIGATÓRIA.')).toBeInTheDocument();
    expect(within(form).getByTestId('form-aviso')).toHaveTextContent('Pergunta 2');
    expect(callsTo(calls, 'POST gerenciar/formulario/cadastro')).toHaveLength(0);
    await user.type(within(segunda).getByLabelText('Texto da pergunta'), 'Grau atual');
    await user.type(within(segunda).getByLabelText('Texto complementar'), 'Compare com a foto');
    await user.type(within(segunda).getByLabelText('Opções adicionais'), 'Leve, Moderado,, leve');
    expect(segunda).toHaveTextContent('Menu na ficha: LeveModerado');
    await user.click(within(form).getByRole('button', { name: 'Subir pergunta 2' }));
    expect(within(within(form).getByRole('group', { name: 'Pergunta 1' })).getByLabelText('Texto da pergunta')).toHaveValue('Grau atual');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByTestId('formulario-form')).not.toBeInTheDocument());
    const flags = { exibirCamposSimouNao: false, exibirCampoRestricao: false, exibirGrauCalvicie: false, exibePulseiraVermelha: false };
    expect(callsTo(calls, 'POST gerenciar/formulario/cadastro').at(-1)!.body).toEqual({
      nome: 'Evolução',
      ativo: true,
      perguntas: [
        {
          ...flags,
          pergunta: 'Grau atual',
          exibirGrauCalvicie: true,
          exibePulseiraVermelha: true,
          textoComplementar: 'Compare com a foto',
          opcoesAdicionais: 'Leve, Moderado',
          ordenacao: 0,
        },
        {
          ...flags,
          pergunta: 'Dor após o procedimento?',
          exibirCamposSimouNao: true,
          exibirCampoRestricao: true,
          textoComplementar: null,
          opcoesAdicionais: null,
          ordenacao: 1,
        },
      ],
    });
  });

  it('edits in question order, sends the version read, and keeps what was typed when the name is taken', async () => {
    render(<FormulariosSection />);
    await user.click(await screen.findByLabelText('Editar Anamnese capilar'));
    const form = await screen.findByTestId('formulario-form');
    expect(form).toHaveTextContent('Mudar o nome ou as perguntas cria a versão 3');
    expect(within(within(form).getByRole('group', { name: 'Pergunta 1' })).getByLabelText('Texto da pergunta')).toHaveValue('Alergias');
    await user.click(within(form).getByRole('button', { name: 'Remover pergunta 1' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByTestId('formulario-form')).not.toBeInTheDocument());
    const body = callsTo(calls, 'PUT gerenciar/formulario/editar').at(-1)!.body as { id: number; versao: number; perguntas: { pergunta: string }[] };
    expect([body.id, body.versao, body.perguntas.map((p) => p.pergunta)]).toEqual([5, 2, ['Usa minoxidil?']]);

    await user.click(screen.getByRole('button', { name: /Novo formulário/ }));
    const novo = await screen.findByTestId('formulario-form');
    await user.type(within(novo).getByLabelText('Nome do formulário'), 'Anamnese capilar');
    await user.type(within(novo).getByLabelText('Texto da pergunta'), 'Fuma?');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await within(novo).findByText('Já existe um formulário com este nome.')).toBeInTheDocument();
    expect(within(novo).getByLabelText('Texto da pergunta')).toHaveValue('Fuma?');
  });
});
