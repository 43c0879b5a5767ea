import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { QUERY_ROOTS, notify, queryClient, useSession } from '@clinica/shared';
import { userToken } from '@clinica/tooling/test-tokens';
import { callsTo, fakeApi, useScreenTest, user, type ApiCall, type FakeAnswer } from '@clinica/shared/test-support';
import { PacienteDialog } from './paciente-dialog.tsx';
import type { Paciente, PacientePayload } from './paciente-dialog.resource.ts';

const helena: Paciente = {
  id: 7,
  versao: 3,
  nome: 'Helena Moura',
  nascimento: '1985-07-20',
  cpf: '52998224725',
  rg: 'MG-12.345.678',
  nomeMae: 'Lúcia Andrade',
  profissao: 'Engenheira civil',
  planoSaude: 0,
  planoSaudeId: null,
  pulseiraId: 1,
  email: 'helena@exemplo.com.br',
  ddi: '55',
  telefone: '3132221100',
  celular: '31987654321',
  ehWhatsapp: true,
  whatsApp: '31987654321',
  sexo: 'FEMININO',
  estrangeiro: false,
  isResponsavelPeloPagamento: true,
  responsavelPagamento: null,
  cep: '30130010',
  logradouro: 'Praça Sete de Setembro',
  numero: '10',
  complemento: null,
  bairro: 'Centro',
  cidade: 'Belo Horizonte',
  estado: 'MG',
  pais: 'Brasil',
  nomeContatoEmergencia: null,
  telefoneContatoEmergencia: null,
  grauParentescoContatoEmergencia: null,
  pesquisaAtracao: 1,
  redeSocial: null,
  observacoes: null,
  foto: null,
  ativo: true,
  usuarioCadastro: 'Administrador',
  horarioCadastro: '2026-11-02T12:00:00Z',
  usuarioAlteracao: 'Recepção',
  horarioAlteracao: '2026-11-20T13:00:00Z',
  auditorias: [
    {
      id: 1,
      descricao: "ALTERADO <<profissao>> DE 'Arquiteta' PARA 'Engenheira civil';ALTERADO <<pulseiraId>> DE vazio PARA [[1]]",
      nomeAutor: 'Recepção',
      dataAcao: '2026-11-20T13:00:00Z',
    },
  ],
} as Paciente;

/** A refusal as the api sends it: each message naming its field. */
const fieldRefusal = (...items: { campo: string; mensagemUsuario: string }[]): Response =>
  new Response(JSON.stringify(items.map((item) => ({ ...item, mensagemDesenvolvedor: 'test' }))), {
    status: 400,
    headers: { 'Content-Type': 'application/json' },
  });

const CPF_LIVRE = '52998224725';
const CPF_DE_OUTRO = '11144477735';

describe('patient dialog (Dados pessoais)', () => {
  useScreenTest();
  let calls: ApiCall[] = [];
  let editar: (call: ApiCall) => FakeAnswer<Paciente> | Response;
  /** The patient's read answers once this settles. */
  let leitura: Promise<void>;

  beforeEach(() => {
    useSession.getState().start(userToken({ authorities: ['ROLE_PACIENTES', 'CRIAR_NOVO_PACIENTE'] }));
    jest.spyOn(notify, 'info').mockImplementation(() => undefined);
    editar = (call) => ({ ...helena, ...(call.body as object), versao: 4 });
    leitura = Promise.resolve();
    calls = fakeApi({
      'GET gerenciar/planoSaude/listarPlanoSaude': [
        { id: 1, nome: 'Unimed', ativo: true },
        { id: 2, nome: 'Amil', ativo: false },
      ],
      'GET gerenciar/pesquisaAtracao/listarPesquisaAtracao': [{ id: 1, nome: 'Instagram', ativo: true }],
      'GET gerenciar/paciente/listarPulseiras': [{ id: 1, tipo: 'Alergia', cor: '#ff0000', ativo: true }],
      'GET gerenciar/paciente/listar/7': async () => {
        await leitura;
        return helena;
      },
      // the CPF's owner: another patient's, or this one's own, or nobody's
      'POST gerenciar/paciente/verificarPacienteCadastrado': (call: ApiCall) => (call.body === CPF_DE_OUTRO ? 99 : call.body === helena.cpf ? 7 : 0),
      'PUT gerenciar/paciente/editar': (call: ApiCall) => editar(call),
      'GET /cep/ws/01310100/json': { cep: '01310-100', logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' },
    });
  });

  const dialog = () => within(screen.getByTestId('paciente-form'));
  /** The field's label carries the required marker. */
  const marked = (label: string): boolean => dialog().getByText(label, { selector: 'label' }).classList.contains('ant-form-item-required');
  /** The message under the field with this label. */
  const messageOf = (label: string): string | null | undefined =>
    dialog().getByLabelText(label).closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error')?.textContent;
  /** Text put in at once (each key re-renders the whole form: slow in jsdom where the keys are not the point). */
  const paste = async (input: HTMLElement, text: string): Promise<void> => {
    await user.click(input);
    await user.paste(text);
  };
  const lastSaved = (): PacientePayload => callsTo(calls, 'PUT gerenciar/paciente/editar').at(-1)!.body as PacientePayload;

  async function openNew(): Promise<void> {
    render(<PacienteDialog open onClose={jest.fn()} />);
    await screen.findByLabelText('Nome');
  }

  async function openHelena(props: { onClose?: () => void; onSaved?: () => void } = {}): Promise<void> {
    render(<PacienteDialog open pacienteId={7} onClose={props.onClose ?? jest.fn()} onSaved={props.onSaved} />);
    expect(await screen.findByLabelText('Profissão')).toHaveValue('Engenheira civil');
  }

  it('marks the fields the rules require; a foreigner is not asked for CPF, RG or address', async () => {
    await openNew();
    for (const label of [
      'Nome',
      'Nascimento',
      'CPF',
      'RG',
      'Nome da mãe',
      'E-mail',
      'Código do país',
      'Celular',
      'Como conheceu a clínica',
      'CEP',
      'Rua',
      'País',
    ]) {
      expect([label, marked(label)]).toEqual([label, true]);
    }
    for (const label of ['Profissão', 'Telefone', 'Complemento', 'Nome do contato', 'Rede social']) {
      expect([label, marked(label)]).toEqual([label, false]);
    }
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();

    await user.click(screen.getByLabelText('Estrangeiro'));
    expect(dialog().queryByLabelText('CPF')).not.toBeInTheDocument();
    expect(dialog().queryByLabelText('RG')).not.toBeInTheDocument();
    expect(dialog().queryByLabelText('Rua')).not.toBeInTheDocument();
    expect(marked('Nome')).toBe(true);
  });

  it("says the spec's messages as the user types, and lists every invalid field in the AVISO", async () => {
    await openNew();
    await user.type(dialog().getByLabelText('Nome'), 'x');
    await user.clear(dialog().getByLabelText('Nome'));
    await user.tab();
    await waitFor(() => expect(messageOf('Nome')).toBe('NOME É OBRIGATÓRIO.'));

    await user.type(dialog().getByLabelText('CPF'), '123');
    await waitFor(() => expect(messageOf('CPF')).toBe('CPF PRECISA TER 11 CARACTERES.'));
    await paste(dialog().getByLabelText('CPF'), '45678900');
    expect(dialog().getByLabelText('CPF')).toHaveValue('123.456.789-00');
    await waitFor(() => expect(messageOf('CPF')).toBe('CPF INVÁLIDO.'));

    await paste(dialog().getByLabelText('E-mail'), 'bruna@exemplo');
    await waitFor(() => expect(messageOf('E-mail')).toBe('EMAIL INVÁLIDO.'));
    await user.type(dialog().getByLabelText('Celular'), '119');
    expect(dialog().getByLabelText('Celular')).toHaveValue('(11) 9');
    await waitFor(() => expect(messageOf('Celular')).toBe('CELULAR INVÁLIDO.'));

    const aviso = screen.getByTestId('form-aviso');
    for (const campo of ['Nome', 'CPF', 'E-mail', 'Celular', 'Como conheceu a clínica', 'Rua']) expect(aviso).toHaveTextContent(`Campo ${campo} Inválido.`);
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });

  it('says a CPF another patient holds is taken, as soon as the server answers', async () => {
    await openNew();
    await paste(dialog().getByLabelText('CPF'), CPF_DE_OUTRO);
    await waitFor(() => expect(messageOf('CPF')).toBe('CPF JÁ EXISTE.'));
    expect(notify.info).toHaveBeenCalledWith('CPF já cadastrado.');
    expect(screen.getByTestId('form-aviso')).toHaveTextContent('Campo CPF Inválido.');
    await user.clear(dialog().getByLabelText('CPF'));
    await paste(dialog().getByLabelText('CPF'), CPF_LIVRE);
    await waitFor(() => expect(messageOf('CPF')).toBeUndefined());
    expect(callsTo(calls, 'POST gerenciar/paciente/verificarPacienteCadastrado').map((call) => call.body)).toEqual([CPF_DE_OUTRO, CPF_LIVRE]);
  });

  it('edits the patient as read when it opened (not an older cached copy), with its history and last change', async () => {
    queryClient.setQueryData([QUERY_ROOTS.pacientes, 'um', 7], { ...helena, profissao: 'Arquiteta', versao: 2 });
    let answer!: () => void;
    leitura = new Promise((resolve) => (answer = resolve));
    const onSaved = jest.fn();
    const onClose = jest.fn();
    render(<PacienteDialog open pacienteId={7} onClose={onClose} onSaved={onSaved} />);
    // the lists are read, the patient not yet: no form from the cached copy meanwhile
    await waitFor(() => expect(queryClient.isFetching()).toBe(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByLabelText('Profissão')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByLabelText('Profissão')).toHaveValue('Engenheira civil');
    expect(dialog().getByLabelText('CPF')).toHaveValue('529.982.247-25');
    expect(dialog().getByLabelText('Celular')).toHaveValue('(31) 98765-4321');
    expect(dialog().getByLabelText('Telefone')).toHaveValue('(31) 3222-1100');
    expect(dialog().getByLabelText('CEP')).toHaveValue('30130-010');
    expect(dialog().getByLabelText('Nascimento')).toHaveValue('20/07/1985');
    expect(screen.getByTestId('paciente-ultima-alteracao')).toHaveTextContent('Última alteração por Recepção em 20/11/2026 10:00');
    await user.click(screen.getByText('Atividades'));
    const atividades = await screen.findByTestId('paciente-atividades');
    expect(atividades).toHaveTextContent("ALTERADO Profissão DE 'Arquiteta' PARA 'Engenheira civil'");
    expect(atividades).toHaveTextContent('ALTERADO Pulseira DE vazio PARA Alergia');
    expect(atividades).toHaveTextContent('CRIAÇÃO DO PACIENTE');

    await user.clear(dialog().getByLabelText('Profissão'));
    await paste(dialog().getByLabelText('Profissão'), 'Médica');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(lastSaved()).toMatchObject({ id: 7, versao: 3, profissao: 'Médica', cpf: helena.cpf, celular: helena.celular, whatsApp: helena.celular });
    expect(notify.success).toHaveBeenCalledWith('Paciente editado com sucesso.');
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 7, versao: 4 }), false);
  });

  it("offers the active health plans, and keeps showing a patient's plan deactivated since", async () => {
    const optionsOf = async (label: string): Promise<string[]> => {
      (document.activeElement as HTMLElement | null)?.blur();
      await user.click(dialog().getByLabelText(label));
      const shown = await waitFor(() => {
        const items = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')];
        if (items.length === 0) throw new Error('no options shown');
        return items;
      });
      return shown.map((item) => item.textContent ?? '');
    };
    fakeApi({
      'GET gerenciar/planoSaude/listarPlanoSaude': [
        { id: 1, nome: 'Unimed', ativo: true },
        { id: 2, nome: 'Amil', ativo: false },
      ],
      'GET gerenciar/pesquisaAtracao/listarPesquisaAtracao': [{ id: 1, nome: 'Instagram', ativo: true }],
      'GET gerenciar/paciente/listarPulseiras': [],
      'GET gerenciar/paciente/listar/7': { ...helena, planoSaude: 1, planoSaudeId: 2 },
      'POST gerenciar/paciente/verificarPacienteCadastrado': 7,
    });
    await openHelena();
    expect(await optionsOf('Qual plano')).toEqual(['Unimed', 'Amil']);
    cleanup();

    await openNew();
    await user.click(dialog().getByLabelText('Sim'));
    expect(await optionsOf('Qual plano')).toEqual(['Unimed']);
  });

  it('says when the patient cannot be read', async () => {
    fakeApi({ 'GET gerenciar/paciente/listar/7': fieldRefusal() });
    render(<PacienteDialog open pacienteId={7} onClose={jest.fn()} />);
    expect(await screen.findByText('Não foi possível carregar o paciente.')).toBeInTheDocument();
  });

  it("shows the api's field refusals under their fields, named by their labels, and keeps what was typed", async () => {
    editar = () =>
      fieldRefusal(
        { campo: 'cpf', mensagemUsuario: 'CPF JÁ EXISTE.' },
        { campo: 'profissao', mensagemUsuario: "O campo 'profissao' deve ter no máximo 100 caracteres." },
      );
    const onClose = jest.fn();
    await openHelena({ onClose });
    await paste(dialog().getByLabelText('Profissão'), ' e professora');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(messageOf('CPF')).toBe('CPF JÁ EXISTE.'));
    expect(messageOf('Profissão')).toBe("O campo 'Profissão' deve ter no máximo 100 caracteres.");
    expect(notify.error).toHaveBeenCalledWith('CPF JÁ EXISTE.', { title: 'Error.' });
    expect(dialog().getByLabelText('Profissão')).toHaveValue('Engenheira civil e professora');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a foreigner is saved without CPF, RG or the checks that go with them', async () => {
    await openHelena();
    await user.click(screen.getByLabelText('Estrangeiro'));
    expect(dialog().queryByLabelText('CPF')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(callsTo(calls, 'PUT gerenciar/paciente/editar')).toHaveLength(1));
    expect(lastSaved()).toMatchObject({ estrangeiro: true, cpf: null, rg: null });
  });

  it('someone else pays: the payer block appears with its own rules and goes with the save', async () => {
    await openHelena();
    expect(screen.queryByRole('region', { name: 'Responsável pelo pagamento' })).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Este paciente é responsável pelo pagamento?'));
    const payer = within(await screen.findByRole('region', { name: 'Responsável pelo pagamento' }));
    expect(payer.getByText('Nome do responsável', { selector: 'label' })).toHaveClass('ant-form-item-required');
    expect(payer.getByText('CPF do responsável', { selector: 'label' })).toHaveClass('ant-form-item-required');
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    expect(screen.getByTestId('form-aviso')).toHaveTextContent('Campo Nome do responsável Inválido.');

    await paste(payer.getByLabelText('CPF do responsável'), '11111111111');
    await waitFor(() => expect(messageOf('CPF do responsável')).toBe('CPF INVÁLIDO.'));
    await user.clear(payer.getByLabelText('CPF do responsável'));
    await paste(payer.getByLabelText('CPF do responsável'), CPF_DE_OUTRO);
    await paste(payer.getByLabelText('Nome do responsável'), 'Diego Fernández');
    // the payer's address, from its CEP (its own block: the patient's address stays)
    await paste(payer.getByLabelText('CEP'), '01310100');
    await waitFor(() => expect(payer.getByLabelText('Rua')).toHaveValue('Avenida Paulista'));
    await paste(payer.getByLabelText('Número'), '1000');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(callsTo(calls, 'PUT gerenciar/paciente/editar')).toHaveLength(1));
    expect(lastSaved()).toMatchObject({
      isResponsavelPeloPagamento: false,
      logradouro: helena.logradouro,
      responsavelPagamento: {
        nome: 'Diego Fernández',
        cpf: CPF_DE_OUTRO,
        cep: '01310100',
        logradouro: 'Avenida Paulista',
        numero: '1000',
        cidade: 'São Paulo',
      },
    });
  });
});
