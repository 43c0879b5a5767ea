import { render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from '@clinica/shared/router';
import { useSession, type ProcedimentoDoPaciente } from '@clinica/shared';
import { userToken } from '@clinica/tooling/test-tokens';
import { apiError, callsTo, fakeApi, useScreenTest, user, type ApiCall } from '@clinica/shared/test-support';
import OrcamentosFichaTab from '../ficha/orcamentos.ficha-tab.tsx';
import { OrcamentosLista, mesAtual } from './orcamentos-lista.tsx';
import { OrcamentoVerDialog } from './orcamento-ver-dialog.tsx';

const linha = (idOrcamento: number, nomePaciente: string, status: 'PENDENTE' | 'APROVADO' | 'CANCELADO' = 'PENDENTE') => ({
  idOrcamento,
  pacienteId: 100 + idOrcamento,
  nomePaciente,
  profissional: 'Dra. Helena Prado',
  procedimentoId: 3,
  procedimento: 'Implante capilar',
  solicitacao: '2026-11-20T13:05:00Z',
  campanha: status === 'APROVADO' ? 'Verão' : null,
  status,
  valorLiquido: 9000,
});
const pagina = (content: ReturnType<typeof linha>[]) => ({ content, totalElements: content.length, totalPages: 1, number: 0, size: 20 });
const proposta = (id: number, extra: object = {}) => ({
  id,
  formaPagamento: 'PIX' as const,
  quantidadeParcelas: 1,
  valorDaParcela: 9000,
  parcelas: [9000],
  escolhido: false,
  temEntrada: false,
  entrada: null,
  status: null,
  ordenacao: 0,
  ...extra,
});
const orcamento = (status: 'PENDENTE' | 'APROVADO') => ({
  id: 7,
  idOrcamento: 7,
  pacienteId: 107,
  profissionalId: 1,
  profissional: 'Dra. Helena Prado',
  procedimentoId: 3,
  nomeProcedimento: 'Implante capilar',
  campanhaId: null,
  campanha: null,
  status,
  valorBruto: 10000,
  desconto: 1000,
  valorLiquido: 9000,
  solicitacao: '2026-11-20T13:05:00Z',
  versao: 1,
  usuarioCadastro: 'Dra. Helena Prado',
  usuarioAlteracao: null,
  horarioAlteracao: '2026-11-20T13:05:00Z',
  infoPaciente: { id: 107, nome: 'Ana Lima', email: null, celular: null, telefone: null },
  propostasDePagamentos: [
    proposta(1, {
      formaPagamento: 'CREDITO',
      quantidadeParcelas: 3,
      valorDaParcela: 2000,
      parcelas: [2000, 2000, 2000],
      temEntrada: true,
      entrada: { formaPagamentoEntrada: 'PIX', valorEntrada: 3000 },
    }),
    proposta(2, { escolhido: status === 'APROVADO', status: status === 'APROVADO' ? 'APROVADO' : null, ordenacao: 1 }),
  ],
  receitaId: status === 'APROVADO' ? 5 : null,
});

const TODAS = ['ROLE_FINANCEIRO', 'ORCAMENTO', 'CRIAR_ORCAMENTOS', 'EDITAR_VISUALIZAR_ORCAMENTOS', 'CANCELAR_ORCAMENTOS'];

describe('the quote list', () => {
  useScreenTest();
  let calls: ApiCall[] = [];

  beforeEach(() => {
    useSession.getState().start(userToken({ authorities: TODAS }));
    calls = fakeApi({
      'POST gerenciar/orcamento/popularTabelaOrcamento': pagina([
        linha(1, 'Ana Lima'),
        linha(2, 'Bruno Reis', 'APROVADO'),
        linha(3, 'Carla Dias', 'CANCELADO'),
      ]),
      'GET gerenciar/procedimento/listar': [{ id: 3, nome: 'Implante capilar', valor: 10000, ativo: true, etapas: [], versao: 1 }],
      'GET gerenciar/paciente/listar/{id}': { id: 101, nome: 'Ana Lima', email: 'ana@x.dev', celular: '11999990000', telefone: null, ddi: '55' },
    });
  });

  it("opens on this month's quotes (dd/mm/aaaa in the filter), with each row's actions by status", async () => {
    const router = createMemoryRouter([{ path: '/financeiro/orcamentos', element: <OrcamentosLista /> }], { initialEntries: ['/financeiro/orcamentos'] });
    render(<RouterProvider router={router} />);
    const tabela = await screen.findByTestId('orcamentos');
    await within(tabela).findByText('Ana Lima');
    const { inicio, fim } = mesAtual();
    const dia = (iso: string) => iso.split('-').reverse().join('/');
    expect(screen.getByLabelText('De (dd/mm/aaaa)')).toHaveValue(dia(inicio));
    expect(screen.getByLabelText('Até (dd/mm/aaaa)')).toHaveValue(dia(fim));
    expect(callsTo(calls, 'POST gerenciar/orcamento/popularTabelaOrcamento')[0]!.body).toEqual({ dataInicio: inicio, dataFinal: fim });
    expect(within(tabela).getByText('Ana Lima').closest('tr')).toHaveTextContent(/\d\d:\d\d 20\/11\/2026/);
    expect(screen.getByRole('button', { name: 'Aprovar o orçamento de Ana Lima' })).toBeInTheDocument();
    expect(within(tabela).getByText('Bruno Reis').closest('tr')).toHaveTextContent('Orçamento aprovado');
    expect(within(tabela).getByText('Carla Dias').closest('tr')).toHaveTextContent('Cancelado');
    expect(screen.getByRole('button', { name: 'Cancelar o orçamento de Ana Lima' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar o orçamento de Bruno Reis' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Novo orçamento/ })).toBeInTheDocument();
  });

  it('prints from a row only while nothing is selected; with a selection, the header prints the selected ones', async () => {
    const router = createMemoryRouter([{ path: '/financeiro/orcamentos', element: <OrcamentosLista /> }], { initialEntries: ['/financeiro/orcamentos'] });
    render(<RouterProvider router={router} />);
    await screen.findByText('Ana Lima');
    expect(screen.getAllByRole('button', { name: /^Imprimir o orçamento de / })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Imprimir selecionados/ })).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Selecionar o orçamento de Ana Lima'));
    await user.click(screen.getByLabelText('Selecionar o orçamento de Bruno Reis'));
    expect(screen.queryAllByRole('button', { name: /^Imprimir o orçamento de / })).toHaveLength(0);
    expect(screen.getByRole('button', { name: /Imprimir selecionados \(2\)/ })).toBeInTheDocument();
  });

  it('without CRIAR_ORCAMENTOS, EDITAR_VISUALIZAR_ORCAMENTOS and CANCELAR_ORCAMENTOS: no new quote, no approve, no cancel', async () => {
    useSession.getState().start(userToken({ authorities: ['ROLE_FINANCEIRO', 'ORCAMENTO'] }));
    const router = createMemoryRouter([{ path: '/financeiro/orcamentos', element: <OrcamentosLista /> }], { initialEntries: ['/financeiro/orcamentos'] });
    render(<RouterProvider router={router} />);
    await screen.findByText('Ana Lima');
    expect(screen.queryByRole('button', { name: /Novo orçamento/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Aprovar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancelar o orçamento/ })).not.toBeInTheDocument();
  });

  it("in the record: the patient's quotes in the procedure, no filter bar", async () => {
    const procedimento = { id: 3, nome: 'Implante capilar', ativo: true, valor: 0, etapas: [], versao: 1 } as ProcedimentoDoPaciente;
    render(<OrcamentosFichaTab pacienteId={101} procedimento={procedimento} />);
    await screen.findByText('Ana Lima');
    expect(screen.getByTestId('orcamentos-ficha')).toBeInTheDocument();
    expect(screen.queryByTestId('orcamentos-filtros')).not.toBeInTheDocument();
    expect(callsTo(calls, 'POST gerenciar/orcamento/popularTabelaOrcamento')[0]!.body).toEqual({ pacienteId: 101, procedimentoId: 3 });
  });
});

describe('an existing quote', () => {
  useScreenTest();

  it("opens an approved quote read-only under 'Este orcamento foi aprovado' with only the approved proposal", async () => {
    useSession.getState().start(userToken({ authorities: TODAS }));
    fakeApi({ 'GET gerenciar/orcamento/pesquisarOrcamento': orcamento('APROVADO') });
    render(<OrcamentoVerDialog orcamentoId={7} onClose={() => undefined} />);
    expect(await screen.findByText('Este orcamento foi aprovado')).toBeInTheDocument();
    expect(screen.getAllByTestId('proposta-aprovada')).toHaveLength(1);
    expect(screen.getByTestId('proposta-aprovada')).toHaveTextContent('Pix — 1x de R$ 90,00');
    expect(screen.queryByRole('button', { name: 'Aprovar orçamento' })).not.toBeInTheDocument();
  });

  it("approves the chosen proposal; someone else's approval in between is said and the approved quote shown", async () => {
    useSession.getState().start(userToken({ authorities: TODAS }));
    let aprovado = false;
    const calls = fakeApi({
      'GET gerenciar/orcamento/pesquisarOrcamento': () => orcamento(aprovado ? 'APROVADO' : 'PENDENTE'),
      'POST gerenciar/orcamento/setarStatusOrcamento': () => {
        aprovado = true;
        return apiError(409, 'Este orçamento já foi aprovado.');
      },
    });
    render(<OrcamentoVerDialog orcamentoId={7} onClose={() => undefined} />);
    expect(await screen.findByText(/Entrada de R\$ 30,00 \(Pix\) \+ 3x de R\$ 20,00/)).toBeInTheDocument();
    const aprovar = screen.getByRole('button', { name: 'Aprovar orçamento' });
    expect(aprovar).toBeDisabled();
    await user.click(screen.getByTestId('escolher-proposta-0'));
    await user.click(aprovar);
    expect(await screen.findByTestId('orcamento-conflito')).toHaveTextContent('já foi aprovado por outra pessoa');
    await waitFor(() => expect(screen.getByText('Este orcamento foi aprovado')).toBeInTheDocument());
    const setar = callsTo(calls, 'POST gerenciar/orcamento/setarStatusOrcamento');
    expect(setar).toHaveLength(1);
    expect(Object.fromEntries(setar[0]!.url.searchParams)).toEqual({ orcamentoId: '7', propostaId: '1', status: 'APROVADO' });
  });
});
