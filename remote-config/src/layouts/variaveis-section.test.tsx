import { render, screen, waitFor, within } from '@testing-library/react';
import { useSession } from '@clinica/shared';
import { userToken } from '@clinica/tooling/test-tokens';
import { callsTo, fakeApi, pickOption, useScreenTest, user, type ApiCall, type FakeAnswer } from '@clinica/shared/test-support';
import type { Variavel } from './layouts.resource.ts';
import { VariaveisSection } from './variaveis-section.tsx';
import { VARIAVEL_REQUIRED, emptyVariavel, variavelErrors, variavelPayload } from './variavel-form.ts';

const sistema = {
  id: 1,
  nome: 'NOME_PACIENTE',
  descricao: 'Nome do paciente',
  valor: null,
  menu: 'CHAVE',
  ativo: true,
  bloqueado: true,
  versao: 1,
} satisfies FakeAnswer<Variavel>;
const clinica = {
  id: 50,
  nome: 'ENDERECO_CLINICA',
  descricao: 'Endereço da clínica',
  valor: 'Rua A, 1',
  menu: 'IMPRESSAO',
  ativo: true,
  bloqueado: false,
  versao: 4,
} satisfies FakeAnswer<Variavel>;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('variables section', () => {
  useScreenTest();
  let calls: ApiCall[] = [];

  beforeEach(() => {
    calls = fakeApi({
      'GET layout/listarVariaveisAplicacao': [sistema, clinica],
      'POST layout/cadastroVariaveisAplicacao': (call: ApiCall) => {
        const body = call.body as { nome: string; valor: string };
        if (body.nome === 'NOME_PACIENTE')
          return json(409, [{ mensagemUsuario: 'Já existe uma variável com este nome.', mensagemDesenvolvedor: 'test', campo: 'nome' }]);
        if (body.valor === 'x') return json(400, [{ mensagemUsuario: 'Informe o valor da variável.', mensagemDesenvolvedor: 'test', campo: 'valor' }]);
        return { id: 51, bloqueado: false, ...body };
      },
      'DELETE layout/deletarVariaveisAplicacao/50': {},
    });
  });

  it('marks as required exactly the fields its rules refuse when blank', () => {
    expect(new Set(variavelErrors({ ...emptyVariavel(), nome: ' ', valor: ' ' }).keys())).toEqual(VARIAVEL_REQUIRED);
  });

  it('takes names as the server stores them: upper case, spaces as _', () => {
    expect(variavelErrors({ ...emptyVariavel(), nome: 'endereco clinica', valor: 'a' }).size).toBe(0);
    expect(variavelErrors({ ...emptyVariavel(), nome: '1ABC', valor: 'a' }).get('nome')).toBe('configuracoes.variaveis.nomeInvalido');
    expect(variavelErrors({ ...emptyVariavel(), nome: 'ÇÃO', valor: 'a' }).get('nome')).toBe('configuracoes.variaveis.nomeInvalido');
    expect(variavelPayload({ nome: ' endereco clinica ', descricao: ' ', valor: ' Rua ', menu: 'CHAVE', ativo: false }, { id: 3, versao: 2 })).toEqual({
      id: 3,
      versao: 2,
      nome: 'ENDERECO_CLINICA',
      descricao: null,
      valor: 'Rua',
      menu: 'CHAVE',
      ativo: false,
    });
  });

  it('lists every variable as written in a text; system ones are locked, and nothing is editable without GERENCIAR_CONFIGURACOES', async () => {
    useSession.getState().start(userToken({ authorities: ['ROLE_CONFIGURACOES', 'GERENCIAR_CONFIGURACOES'] }));
    const { unmount } = render(<VariaveisSection />);
    const table = await screen.findByTestId('catalogo-variaveis-tabela');
    const doSistema = (await within(table).findByText('{{NOME_PACIENTE}}')).closest('tr')!;
    expect(doSistema).toHaveTextContent('Do sistema');
    expect(doSistema).toHaveTextContent('Calculado pelo sistema');
    expect(doSistema).toHaveTextContent('Palavra-chave {{');
    expect(within(doSistema).queryByRole('button')).not.toBeInTheDocument();
    const daClinica = within(table).getByText('{{ENDERECO_CLINICA}}').closest('tr')!;
    expect(daClinica).toHaveTextContent('Rua A, 1');
    expect(daClinica).toHaveTextContent('Impressão [[');
    expect(daClinica).toHaveTextContent('Da clínica');
    expect(within(daClinica).getByLabelText('Editar ENDERECO_CLINICA')).toBeInTheDocument();
    unmount();

    useSession.getState().start(userToken({ authorities: ['ROLE_CONFIGURACOES'] }));
    render(<VariaveisSection />);
    await screen.findByText('{{ENDERECO_CLINICA}}');
    expect(screen.queryByRole('button', { name: /Nova variável/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Editar ENDERECO_CLINICA')).not.toBeInTheDocument();
  });

  it('creates a variable; a duplicate name is said under Nome and what was typed stays', async () => {
    useSession.getState().start(userToken({ authorities: ['ROLE_CONFIGURACOES', 'GERENCIAR_CONFIGURACOES'] }));
    render(<VariaveisSection />);
    await screen.findByText('{{NOME_PACIENTE}}');
    await user.click(screen.getByRole('button', { name: /Nova variável/ }));
    const form = await screen.findByTestId('variavel-form');
    await user.type(within(form).getByLabelText('Nome'), '1x');
    await user.tab();
    expect(await within(form).findByText('O nome da variável usa letras maiúsculas, números e _ (ex.: ENDERECO_CLINICA).')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Nome'));
    await user.type(within(form).getByLabelText('Nome'), 'nome paciente');
    await pickOption(within(form).getByLabelText('Menu'), 'Orçamento');
    await user.type(within(form).getByLabelText('Valor'), 'Fulano');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByText('Já existe uma variável com este nome.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Nome')).toHaveValue('nome paciente');
    expect(within(form).getByLabelText('Valor')).toHaveValue('Fulano');
    await user.clear(within(form).getByLabelText('Nome'));
    await user.type(within(form).getByLabelText('Nome'), 'telefone_clinica');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByTestId('variavel-form')).not.toBeInTheDocument());
    expect(callsTo(calls, 'POST layout/cadastroVariaveisAplicacao').at(-1)!.body).toEqual({
      nome: 'TELEFONE_CLINICA',
      descricao: null,
      valor: 'Fulano',
      menu: 'ORCAMENTO',
      ativo: true,
    });
  });

  it("edits a clinic variable's value (a server refusal lands under its field) and deletes it after a confirmation", async () => {
    useSession.getState().start(userToken({ authorities: ['ROLE_CONFIGURACOES', 'GERENCIAR_CONFIGURACOES'] }));
    render(<VariaveisSection />);
    await user.click(await screen.findByLabelText('Editar ENDERECO_CLINICA'));
    const form = await screen.findByTestId('variavel-form');
    expect(within(form).getByLabelText('Nome')).toHaveValue('ENDERECO_CLINICA');
    await user.clear(within(form).getByLabelText('Valor'));
    await user.type(within(form).getByLabelText('Valor'), 'x');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByText('Informe o valor da variável.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Valor'), 'yz');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByTestId('variavel-form')).not.toBeInTheDocument());
    expect(callsTo(calls, 'POST layout/cadastroVariaveisAplicacao').at(-1)!.body).toEqual({
      id: 50,
      versao: 4,
      nome: 'ENDERECO_CLINICA',
      descricao: 'Endereço da clínica',
      valor: 'xyz',
      menu: 'IMPRESSAO',
      ativo: true,
    });

    await user.click(screen.getByLabelText('Excluir ENDERECO_CLINICA'));
    await user.click(await screen.findByText('Excluir', { selector: '.ant-popconfirm button span' }));
    await waitFor(() => expect(callsTo(calls, 'DELETE layout/deletarVariaveisAplicacao/50')).toHaveLength(1));
  });
});
