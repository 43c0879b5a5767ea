import { render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from '@clinica/shared/router';
import { useSession } from '@clinica/shared';
import { userToken } from '@clinica/tooling/test-tokens';
import { apiError, callsTo, fakeApi, pickOption, useScreenTest, user, type ApiCall } from '@clinica/shared/test-support';
import '../i18n/messages.ts';
import InventarioTab from './inventario-tab.tsx';

const botox = {
  produtoId: 1,
  nomeProduto: 'Toxina botulínica',
  unidade: 'frasco',
  estoqueMinimo: 5,
  totalEstoque: 3,
  abaixoEstoque: true,
  ativo: true,
  proximaValidade: '2026-11-30',
  vencido: false,
  vencendo: true,
  lotes: [],
};
const luvas = {
  ...botox,
  produtoId: 2,
  nomeProduto: 'Luvas',
  unidade: 'caixa',
  estoqueMinimo: 0,
  totalEstoque: 40,
  abaixoEstoque: false,
  vencendo: false,
  proximaValidade: '2027-05-01',
};
const lotesBotox = [
  { id: 11, lote: 'BX-01', validade: '2026-11-30', saldo: 2, vencido: false, vencendo: true, fabricante: 'Allergan' },
  { id: 12, lote: 'BX-02', validade: '2027-03-01', saldo: 1, vencido: false, vencendo: false, fabricante: null },
];
const recebedor = {
  saidaId: 90,
  horario: '2026-11-20T13:30:00Z',
  lote: 'BX-01',
  quantidade: 1,
  paciente: { id: 7, nome: 'Ana "Teste"; Lima', celular: '31987654321', telefone: null, ddi: '55' },
  procedimento: 'Botox',
  usuario: 'Dra. Helena',
};

describe('Inventário tab', () => {
  useScreenTest();
  let calls: ApiCall[] = [];

  beforeEach(() => {
    calls = fakeApi({
      'GET gerenciar/estoque/listarInventario': (call: ApiCall) =>
        call.url.searchParams.get('id') === '1' ? [{ ...botox, lotes: lotesBotox }] : call.url.searchParams.get('id') ? [] : [botox, luvas],
      'POST gerenciar/estoque/ajustarInventario': (call: ApiCall) =>
        (call.body as { motivo: string }).motivo === 'falha'
          ? apiError(400, 'Informe o motivo do ajuste.')
          : { ajustes: [{ loteId: 11, lote: 'BX-01', antes: 2, contado: 1, diferenca: -1 }] },
      'GET gerenciar/estoque/listarProdutos': [
        { id: 1, nomeProduto: 'Toxina botulínica', tipoUnidadeMedida: 'frasco', ativo: true },
        { id: 2, nomeProduto: 'Luvas', tipoUnidadeMedida: 'caixa', ativo: true },
      ],
      'GET gerenciar/estoque/recall': (call: ApiCall) => (call.url.searchParams.get('lote') === 'BX-01' ? [recebedor] : []),
    });
  });

  function open(entry = '/estoque/inventario') {
    const router = createMemoryRouter([{ path: '/estoque/inventario', element: <InventarioTab /> }], { initialEntries: [entry] });
    render(<RouterProvider router={router} />);
    return router;
  }

  it('shows each product with its balance, first expiry and flags; a product opens to its lots', async () => {
    useSession.getState().start(userToken({ authorities: ['ROLE_ESTOQUE'] }));
    open();
    const saldo = await screen.findByTestId('inventario-saldo');
    const linha = (await within(saldo).findByText('Toxina botulínica')).closest('tr')!;
    expect(linha).toHaveTextContent('3 frasco');
    expect(linha).toHaveTextContent('30/11/2026');
    expect(within(linha).getByTestId('tag-abaixo')).toHaveTextContent('Abaixo do mínimo');
    expect(within(linha).getByTestId('tag-vencendo')).toHaveTextContent('Vencendo');
    expect(within(saldo).getByText('Luvas').closest('tr')).not.toHaveTextContent('Abaixo do mínimo');
    await user.click(linha);
    const lotes = await screen.findByTestId('lotes-1');
    expect(await within(lotes).findByText('BX-01')).toBeInTheDocument();
    expect(within(lotes).getByText('BX-02').closest('tr')).toHaveTextContent('01/03/2027');
    expect(within(lotes).getByText('Allergan').closest('tr')).toHaveTextContent('2 frasco');
    // the stocktake is EDITAR_ESTOQUE's
    expect(within(lotes).queryByRole('button', { name: 'Contagem de estoque' })).not.toBeInTheDocument();
  });

  it('the filter in the address shows only the products below their minimum (the Início tile links there)', async () => {
    useSession.getState().start(userToken({ authorities: ['ROLE_ESTOQUE'] }));
    const router = open('/estoque/inventario?filtro=abaixo');
    expect(await screen.findByText('Toxina botulínica')).toBeInTheDocument();
    expect(screen.queryByText('Luvas')).not.toBeInTheDocument();
    await user.click(screen.getByText('Todos'));
    expect(await screen.findByText('Luvas')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    // the name search ignores accents and case
    await user.type(screen.getByLabelText('Buscar produto'), 'TOXINA BOTULINICA');
    await waitFor(() => expect(screen.queryByText('Luvas')).not.toBeInTheDocument());
    expect(screen.getByText('Toxina botulínica')).toBeInTheDocument();
  });

  it('a stocktake sends the counted quantity of each lot with the required reason and shows the adjustments made', async () => {
    useSession.getState().start(userToken({ authorities: ['ROLE_ESTOQUE', 'EDITAR_ESTOQUE'] }));
    open();
    await user.click(await screen.findByText('Toxina botulínica'));
    await user.click(await screen.findByRole('button', { name: 'Contagem de estoque' }));
    const form = await screen.findByTestId('contagem');
    const lote1 = within(form).getByLabelText(/^Lote BX-01/);
    expect(lote1).toHaveValue('2');
    await user.clear(lote1);
    await user.type(lote1, '1');
    // no reason yet: Salvar says what is missing
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await user.type(within(form).getByLabelText('Motivo'), '  quebra de um frasco ');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByTestId('contagem')).not.toBeInTheDocument());
    expect(callsTo(calls, 'POST gerenciar/estoque/ajustarInventario')[0]!.body).toEqual({
      motivo: 'quebra de um frasco',
      contagens: [
        { loteId: 11, quantidadeContada: 1 },
        { loteId: 12, quantidadeContada: 1 },
      ],
    });
    const feitos = await screen.findByTestId('ajustes-feitos');
    expect(feitos).toHaveTextContent('Ajustes feitos');
    expect(feitos).toHaveTextContent('Lote BX-01: 2 → 1 (-1)');
  });

  it('recall: product and lot find the patients with phone, when, by whom and procedure; the CSV holds them', async () => {
    useSession.getState().start(userToken({ authorities: ['ROLE_ESTOQUE'] }));
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:recall';
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const router = open();
    const recall = await screen.findByTestId('recall');
    expect(within(recall).getByTestId('recall-exportar')).toBeDisabled();
    await pickOption(within(recall).getByLabelText('Produto'), 'Toxina botulínica');
    await user.type(within(recall).getByLabelText('Número do lote'), 'BX-01');
    await user.click(within(recall).getByRole('button', { name: 'Pesquisar' }));
    expect(await within(recall).findByTestId('recall-total')).toHaveTextContent('1 paciente recebeu o lote BX-01.');
    const linha = within(recall).getByText('Ana "Teste"; Lima').closest('tr')!;
    expect(linha).toHaveTextContent('(31) 98765-4321');
    expect(linha).toHaveTextContent('20/11/2026 10:30');
    expect(linha).toHaveTextContent('Dra. Helena');
    expect(linha).toHaveTextContent('Botox');
    expect(new URLSearchParams(router.state.location.search).get('recallLote')).toBe('BX-01');
    expect(callsTo(calls, 'GET gerenciar/estoque/recall')[0]!.url.searchParams.get('produtoId')).toBe('1');
    await user.click(within(recall).getByTestId('recall-exportar'));
    const csv = await blobs[0]!.text();
    const [cabecalho, primeira] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(cabecalho).toBe('Paciente;Celular;Telefone;Produto;Lote;Quantidade;Quando;Por quem;Procedimento');
    expect(primeira).toBe('"Ana ""Teste""; Lima";(31) 98765-4321;;Toxina botulínica;BX-01;1;20/11/2026 10:30;Dra. Helena;Botox');
  });

  it('recall of a lot nobody received says so', async () => {
    useSession.getState().start(userToken({ authorities: ['ROLE_ESTOQUE'] }));
    open('/estoque/inventario?recallProduto=2&recallLote=X9');
    expect(await screen.findByTestId('recall-total')).toHaveTextContent('Nenhum paciente recebeu o lote X9.');
    expect(screen.getByText('Nenhum paciente recebeu este lote.')).toBeInTheDocument();
    expect(screen.getByTestId('recall-exportar')).toBeDisabled();
  });
});
