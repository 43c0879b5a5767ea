import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from '@clinica/shared/router';
import { notify, useSession } from '@clinica/shared';
import { userToken } from '@clinica/tooling/test-tokens';
import { callsTo, fakeApi, pickOption, useScreenTest, user, type ApiCall } from '@clinica/shared/test-support';
import { MovimentacaoTab } from './movimentacao-tab.tsx';
import { ENTRADA_REQUIRED, emptyEntrada, entradaErrors } from './entrada-form.ts';
import { SAIDA_REQUIRED, emptySaida, saidaErrors, devolucaoErrors } from './saida-form.ts';
import { GS } from './gs1.ts';

const produto = (id: number, nomeProduto: string, gtin: string | null = null) => ({
  id,
  nomeProduto,
  codigoUnidadeMedida: 1,
  tipoUnidadeMedida: 'Ampola',
  estoqueMinimo: 0,
  descricao: null,
  gtin,
  totalEstoque: 10,
  abaixoEstoque: false,
  ativo: true,
  versao: 1,
});
const produtos = [produto(1, 'Toxina botulínica', '07891234567895'), produto(2, 'Ácido hialurônico')];

const mov = (id: number, extra: object = {}) => ({
  id,
  tipo: 'ENTRADA' as const,
  produtoId: 1,
  nomeProduto: 'Toxina botulínica',
  unidade: 'Ampola',
  quantidade: 5,
  loteId: 10,
  lote: 'L-ANTIGO',
  validade: '2027-01-31',
  vencido: false,
  vencendo: false,
  fabricante: 'Allergan',
  setor: 'Consultório 1',
  paciente: null,
  procedimento: null,
  devolvido: 0,
  observacao: null,
  usuario: 'Estoquista',
  horario: '2026-11-20T13:00:00Z',
  ...extra,
});

const renderTab = (tipo: 'ENTRADA' | 'SAIDA', path = '/estoque/movimentacao') => {
  const router = createMemoryRouter([{ path: '/estoque/movimentacao', element: <MovimentacaoTab tipo={tipo} /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
};

describe('stock movement tabs', () => {
  useScreenTest();
  let calls: ApiCall[] = [];

  beforeEach(() => {
    useSession.getState().start(userToken({ authorities: ['ROLE_ESTOQUE'] }));
    calls = fakeApi({
      'GET gerenciar/estoque/listarProdutos': produtos,
      'GET gerenciar/estoque/listarSetor': [{ codigo: 3, descricao: 'Consultório 1' }],
      'GET gerenciar/estoque/listarFabricantes': [{ codigo: 4, descricao: 'Allergan' }],
      'POST gerenciar/estoque/popularTabelaEntrada': {
        content: [mov(1), mov(2, { lote: 'L-PERTO', vencendo: true }), mov(3, { lote: 'L-VELHO', vencido: true })],
        totalElements: 45,
        totalLimitado: false,
      },
      'POST gerenciar/estoque/popularTabelaSaida': {
        content: [mov(7, { tipo: 'SAIDA', quantidade: 4, devolvido: 1, lote: 'L-SAIU', paciente: { id: 5, nome: 'Ana Souza' } })],
        totalElements: 1,
        totalLimitado: false,
      },
      'POST gerenciar/estoque/lancarEntradaEstoque': (call: ApiCall) =>
        (call.body as { lote: string }).lote === 'L-ANTIGO'
          ? new Response(
              JSON.stringify([{ mensagemUsuario: 'O lote L-ANTIGO deste produto já está cadastrado com validade 31/01/2027.', campo: 'validade' }]),
              {
                status: 409,
                headers: { 'Content-Type': 'application/json' },
              },
            )
          : mov(20),
      'GET gerenciar/estoque/listarInventario': [
        {
          produtoId: 1,
          lotes: [
            { id: 11, lote: 'L-VENCIDO', validade: '2026-01-01', saldo: 2, vencido: true, vencendo: false, fabricante: null },
            { id: 12, lote: 'L-CAIXA', validade: '2027-06-30', saldo: 8, vencido: false, vencendo: false, fabricante: null },
          ],
        },
      ],
      'GET gerenciar/estoque/procedimentos': [
        { id: 1, nome: 'Botox', ativo: true },
        { id: 2, nome: 'Antigo', ativo: false },
      ],
      'GET gerenciar/estoque/pacientes': [{ id: 5, nome: 'Ana Souza', nascimento: '1990-04-12' }],
      'POST gerenciar/estoque/lancarSaidaEstoque': (call: ApiCall) =>
        (call.body as { loteId?: number }).loteId === 11
          ? new Response(JSON.stringify([{ mensagemUsuario: 'Este lote está vencido e não pode sair do estoque.', campo: 'loteId' }]), {
              status: 400,
              headers: { 'Content-Type': 'application/json' },
            })
          : [
              mov(30, { tipo: 'SAIDA', quantidade: 3, lote: 'L-PRIMEIRO', validade: '2026-12-10' }),
              mov(31, { tipo: 'SAIDA', quantidade: 2, lote: 'L-SEGUNDO', validade: '2027-02-01' }),
            ],
      'POST gerenciar/estoque/devolucao': mov(40, { tipo: 'DEVOLUCAO' }),
    });
  });

  it('marks as required exactly the fields the rules refuse when blank', () => {
    expect(new Set(entradaErrors(emptyEntrada()).keys())).toEqual(ENTRADA_REQUIRED);
    expect(new Set(saidaErrors(emptySaida()).keys())).toEqual(SAIDA_REQUIRED);
    const valida = { ...emptyEntrada(), produtoId: 1, quantidade: 2, lote: 'L1' };
    expect(entradaErrors({ ...valida, validade: '31/02/2027' }, '2026-11-27').get('validade')).toBe('estoque.movimentacao.erros.validadeInvalida');
    expect(entradaErrors({ ...valida, validade: '27/11/2026' }, '2026-11-27').get('validade')).toBe('estoque.movimentacao.erros.loteVencido');
    expect(entradaErrors({ ...valida, validade: '28/11/2026' }, '2026-11-27').size).toBe(0);
    expect(entradaErrors({ ...valida, quantidade: 1.5, validade: '28/11/2026' }, '2026-11-27').get('quantidade')).toBe(
      'estoque.movimentacao.erros.quantidadeInvalida',
    );
    expect(devolucaoErrors(3)({ quantidadeDevolucao: 4 }).get('quantidadeDevolucao')).toBe('estoque.movimentacao.erros.devolucaoMaior');
    expect(devolucaoErrors(3)({ quantidadeDevolucao: 3 }).size).toBe(0);
  });

  it('lists the entries with the expiring-soon and expired flags, pages through the address', async () => {
    const router = renderTab('ENTRADA');
    const tabela = await screen.findByTestId('tabela-entradas');
    const linha = (lote: string) => within(tabela).getByText(lote).closest('tr')!;
    await within(tabela).findByText('L-PERTO');
    expect(linha('L-PERTO')).toHaveTextContent('Vencendo');
    expect(linha('L-VELHO')).toHaveTextContent('Vencido');
    expect(linha('L-ANTIGO')).not.toHaveTextContent(/Vencido|Vencendo/);
    expect(linha('L-ANTIGO')).toHaveTextContent('31/01/2027');
    expect(screen.getByText('45 movimentações')).toBeInTheDocument();
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(router.state.location.search).toBe('?pagina=1'));
    await waitFor(() => expect(callsTo(calls, 'POST gerenciar/estoque/popularTabelaEntrada').at(-1)!.url.searchParams.get('page')).toBe('1'));
  });

  it('the entry form marks what is required, keeps Salvar disabled while invalid, and a scanned box fills product, lot and validade', async () => {
    renderTab('ENTRADA');
    await user.click(await screen.findByRole('button', { name: /Nova entrada/ }));
    const form = await screen.findByTestId('entrada-form');
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    for (const label of ['Produto', 'Quantidade', 'Lote', 'Validade'])
      expect(within(form).getByText(label).closest('label')).toHaveClass('ant-form-item-required');
    expect(within(form).getByText('Fabricante').closest('label')).not.toHaveClass('ant-form-item-required');

    const codigo = within(form).getByLabelText('Código de barras');
    fireEvent.change(codigo, { target: { value: `]d2010789123456789517270531` + `10L-ANTIGO${GS}21SERIE1` } });
    fireEvent.keyDown(codigo, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(within(form).getByLabelText('Lote')).toHaveValue('L-ANTIGO'));
    expect(within(form).getByLabelText('Validade')).toHaveValue('31/05/2027');
    expect(within(form).getByTestId('entrada-form-produtoId')).toHaveTextContent('Toxina botulínica');
    expect(within(form).getByText(/Lido: GTIN 07891234567895, lote L-ANTIGO, validade 31\/05\/2027/)).toBeInTheDocument();
  });

  it('launches an entry; a refusal lands under its field and keeps what was typed', async () => {
    renderTab('ENTRADA');
    await user.click(await screen.findByRole('button', { name: /Nova entrada/ }));
    const form = await screen.findByTestId('entrada-form');
    await pickOption(within(form).getByLabelText('Produto'), 'Toxina botulínica');
    await user.type(within(form).getByLabelText('Lote'), 'L-ANTIGO');
    await user.type(within(form).getByLabelText('Validade'), '31052027');
    await user.type(within(form).getByLabelText('Quantidade'), '5');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByText('O lote L-ANTIGO deste produto já está cadastrado com validade 31/01/2027.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Lote')).toHaveValue('L-ANTIGO');
    expect(callsTo(calls, 'POST gerenciar/estoque/lancarEntradaEstoque')[0]!.body).toEqual({
      produtoId: 1,
      quantidade: 5,
      lote: 'L-ANTIGO',
      validade: '2027-05-31',
      codigoFabricante: null,
      codigoSetor: null,
      observacao: null,
    });

    await user.clear(within(form).getByLabelText('Lote'));
    await user.type(within(form).getByLabelText('Lote'), 'L-NOVO');
    await pickOption(within(form).getByLabelText('Setor'), 'Consultório 1');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByTestId('entrada-form')).not.toBeInTheDocument());
    expect(notify.success).toHaveBeenCalledWith('Entrada lançada.');
    expect(callsTo(calls, 'POST gerenciar/estoque/lancarEntradaEstoque').at(-1)!.body).toMatchObject({ lote: 'L-NOVO', codigoSetor: 3 });
  });

  it('says when a scanned GTIN belongs to no product, and when the text is no GS1 code', async () => {
    renderTab('ENTRADA');
    await user.click(await screen.findByRole('button', { name: /Nova entrada/ }));
    const form = await screen.findByTestId('entrada-form');
    const codigo = within(form).getByLabelText('Código de barras');
    fireEvent.change(codigo, { target: { value: '(01)04006381333931(10)X9' } });
    fireEvent.blur(codigo);
    expect(await within(form).findByText(/Nenhum produto tem o GTIN 04006381333931/)).toBeInTheDocument();
    expect(within(form).getByLabelText('Lote')).toHaveValue('X9');
    fireEvent.change(codigo, { target: { value: 'abc' } });
    fireEvent.blur(codigo);
    expect(await within(form).findByText(/Código não reconhecido/)).toBeInTheDocument();
  });

  it('launches an exit to a patient and shows the lots the api took (first-expired-first-out); an expired lot chosen is refused under Lote', async () => {
    renderTab('SAIDA');
    await user.click(await screen.findByRole('button', { name: /Nova saída/ }));
    const form = await screen.findByTestId('saida-form');
    await pickOption(within(form).getByLabelText('Produto'), 'Toxina botulínica');
    await user.type(within(form).getByLabelText('Quantidade'), '5');
    await user.type(within(form).getByLabelText('Paciente'), 'Ana');
    await pickOption(within(form).getByLabelText('Paciente'), 'Ana Souza');
    expect(within(form).queryByText('Antigo')).not.toBeInTheDocument();
    await pickOption(within(form).getByLabelText('Procedimento'), 'Botox');

    await pickOption(within(form).getByLabelText('Lote'), 'L-VENCIDO');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByText('Este lote está vencido e não pode sair do estoque.')).toBeInTheDocument();

    await user.click(within(form).getByTestId('saida-form-loteId').querySelector('.ant-select-clear')!);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const lancada = await screen.findByTestId('saida-lancada');
    expect(lancada).toHaveTextContent('Saída de Toxina botulínica lançada');
    expect(lancada).toHaveTextContent('3 Ampola do lote L-PRIMEIRO (validade 10/12/2026)');
    expect(lancada).toHaveTextContent('2 Ampola do lote L-SEGUNDO (validade 01/02/2027)');
    expect(callsTo(calls, 'POST gerenciar/estoque/lancarSaidaEstoque').at(-1)!.body).toEqual({
      produtoId: 1,
      quantidade: 5,
      codigoSetor: null,
      pacienteId: 5,
      procedimentoId: 1,
      observacao: null,
    });
    expect(callsTo(calls, 'GET gerenciar/estoque/pacientes')[0]!.url.searchParams.get('nome')).toBe('Ana');
  });

  it('a scanned box in the exit form chooses its product and its lot', async () => {
    renderTab('SAIDA');
    await user.click(await screen.findByRole('button', { name: /Nova saída/ }));
    const form = await screen.findByTestId('saida-form');
    const codigo = within(form).getByLabelText('Código de barras');
    fireEvent.change(codigo, { target: { value: '(01)07891234567895(17)270630(10)l-caixa' } });
    fireEvent.keyDown(codigo, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(within(form).getByTestId('saida-form-loteId')).toHaveTextContent('L-CAIXA'));
    expect(within(form).getByTestId('saida-form-produtoId')).toHaveTextContent('Toxina botulínica');
  });

  it('returns part of an exit, never more than went out minus what came back, and shows what came back', async () => {
    renderTab('SAIDA');
    const tabela = await screen.findByTestId('tabela-saidas');
    const linha = (await within(tabela).findByText('L-SAIU')).closest('tr')!;
    expect(within(linha).getByTestId('devolvido')).toHaveTextContent('1 Ampola');
    expect(linha).toHaveTextContent('Ana Souza');
    await user.click(within(linha).getByRole('button', { name: 'Devolver Toxina botulínica do lote L-SAIU' }));
    const form = await screen.findByTestId('devolucao-form');
    const quantidade = within(form).getByLabelText('Quantidade devolvida');
    expect(quantidade).toHaveValue('3');
    expect(within(form).getByText('Restam 3 para devolver.')).toBeInTheDocument();
    await user.clear(quantidade);
    await user.type(quantidade, '2');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByTestId('devolucao-form')).not.toBeInTheDocument());
    expect(callsTo(calls, 'POST gerenciar/estoque/devolucao')[0]!.url.search).toBe('?idSaida=7&quantidadeDevolucao=2');
  });

  it('exports the filtered period as CSV, showing the bytes received while it streams', async () => {
    let enviar: (texto: string) => void = () => undefined;
    let terminar: () => void = () => undefined;
    const enviadas = fakeApi({
      'GET gerenciar/estoque/listarProdutos': produtos,
      'POST gerenciar/estoque/popularTabelaEntrada': { content: [], totalElements: 0, totalLimitado: false },
      'POST gerenciar/estoque/exportMovimentacao': () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              enviar = (texto) => controller.enqueue(new TextEncoder().encode(texto));
              terminar = () => controller.close();
            },
          }),
          { status: 200, headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="mov.csv"' } },
        ),
    });
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
    // the saved file's link: jsdom does not navigate
    const clicado = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderTab('ENTRADA', '/estoque/movimentacao?inicio=2026-11-01&fim=2026-11-30');
    await screen.findByText('Nenhuma entrada no período.');
    await user.click(screen.getByRole('button', { name: /Exportar CSV/ }));
    await waitFor(() => {
      enviar('x'.repeat(2048));
      expect(screen.getByTestId('exportacao-progresso')).toHaveTextContent(/KB recebidos/);
    });
    terminar();
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Arquivo mov.csv baixado.'));
    expect(screen.queryByTestId('exportacao-progresso')).not.toBeInTheDocument();
    expect(clicado).toHaveBeenCalled();
    const [exportacao] = callsTo(enviadas, 'POST gerenciar/estoque/exportMovimentacao');
    expect(exportacao!.url.search).toBe('?tipoExport=CSV');
    expect(exportacao!.body).toEqual({ dataInicio: '2026-11-01', dataFim: '2026-11-30' });
  });

  it('filters by a period typed as dd/mm/aaaa (the slashes put in), kept in the address and sent to the api', async () => {
    const router = renderTab('ENTRADA');
    await screen.findByText('L-PERTO');
    await user.type(screen.getByLabelText('De'), '01112026');
    expect(screen.getByLabelText('De')).toHaveValue('01/11/2026');
    await waitFor(() => expect(router.state.location.search).toBe('?inicio=2026-11-01'));
    await user.type(screen.getByLabelText('Até'), '31022026');
    expect(screen.getByLabelText('Até')).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.search).toBe('?inicio=2026-11-01');
    await waitFor(() => expect(callsTo(calls, 'POST gerenciar/estoque/popularTabelaEntrada').at(-1)!.body).toEqual({ dataInicio: '2026-11-01' }));
  });

  it('refuses a period that ends before it starts without asking the api', async () => {
    renderTab('ENTRADA', '/estoque/movimentacao?inicio=2026-11-30&fim=2026-11-01');
    expect(await screen.findByText('A data final não pode ser anterior à inicial.')).toBeInTheDocument();
    expect(callsTo(calls, 'POST gerenciar/estoque/popularTabelaEntrada')).toEqual([]);
    expect(screen.getByRole('button', { name: /Exportar CSV/ })).toBeDisabled();
  });
});
