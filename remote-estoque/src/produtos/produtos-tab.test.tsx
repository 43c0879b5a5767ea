import { render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from '@clinica/shared/router';
import { notify, useSession } from '@clinica/shared';
import { userToken } from '@clinica/tooling/test-tokens';
import { apiError, callsTo, fakeApi, pickOption, useScreenTest, user, type ApiCall } from '@clinica/shared/test-support';
import { ProdutosTab } from './produtos-tab.tsx';
import { ProdutoSelect } from './produto-select.tsx';
import { PRODUTO_REQUIRED, emptyProduto, gtin14, produtoErrors } from './produto-form.ts';

const produto = (id: number, nomeProduto: string, totalEstoque: number, estoqueMinimo: number, ativo = true) => ({
  id,
  nomeProduto,
  codigoUnidadeMedida: 1,
  tipoUnidadeMedida: 'Ampola',
  estoqueMinimo,
  descricao: null,
  gtin: null,
  totalEstoque,
  abaixoEstoque: estoqueMinimo > totalEstoque,
  ativo,
  versao: 3,
});
const produtos = [produto(1, 'Toxina botulínica', 2, 5), produto(2, 'Ácido hialurônico', 10, 4), produto(3, 'Lidocaína', 0, 0, false)];

const renderTab = (): void => {
  const router = createMemoryRouter([{ path: '/estoque/medicamentos', element: <ProdutosTab /> }], { initialEntries: ['/estoque/medicamentos'] });
  render(<RouterProvider router={router} />);
};
const login = (...authorities: string[]): void => {
  useSession.getState().start(userToken({ authorities: ['ROLE_ESTOQUE', ...authorities] }));
};
const rowOf = (name: string): HTMLElement => within(screen.getByTestId('estoque-produtos-tabela')).getByText(name).closest('tr')!;

describe('Medicamentos tab', () => {
  useScreenTest();
  let calls: ApiCall[] = [];

  beforeEach(() => {
    calls = fakeApi({
      'GET gerenciar/estoque/listarProdutos': produtos,
      'GET gerenciar/estoque/listarUnidadesMedida': [
        { codigo: 1, descricao: 'Ampola' },
        { codigo: 2, descricao: 'Frasco' },
      ],
      'POST gerenciar/estoque/cadastro': (call: ApiCall) =>
        (call.body as { nomeProduto: string }).nomeProduto === 'Lidocaína'
          ? apiError(409, 'Já existe um produto com este nome.')
          : { ...produto(9, 'x', 0, 0), ...(call.body as object) },
      'DELETE gerenciar/estoque/delete': (call: ApiCall) =>
        call.url.searchParams.get('codigo') === '1' ? apiError(409, 'Este produto já tem movimentações e não pode ser excluído: desative-o.') : {},
    });
  });

  it('marks as required exactly the fields its rules refuse when blank', () => {
    expect(new Set(produtoErrors({ ...emptyProduto(), nome: ' ', estoqueMinimo: null }).keys())).toEqual(PRODUTO_REQUIRED);
    expect(produtoErrors({ ...emptyProduto(), nome: 'A', codigoUnidadeMedida: 1, estoqueMinimo: -1 }).get('estoqueMinimo')).toBe(
      'estoque.produtos.minimoInvalido',
    );
    expect(produtoErrors({ ...emptyProduto(), nome: 'A', codigoUnidadeMedida: 1, gtin: '7891234567890' }).get('gtin')).toBe('estoque.produtos.gtinInvalido');
  });

  it('takes a GTIN-8, 12, 13 or 14 with a right check digit, padded to 14 digits as the api keeps it', () => {
    expect(gtin14('4006381333931')).toBe('04006381333931');
    expect(gtin14('96385074')).toBe('00000096385074');
    expect(gtin14('4006381333932')).toBeUndefined();
    expect(gtin14('123')).toBeUndefined();
  });

  it('lists products with total, minimum, unit, the low-stock flag (minimum > total) and searches without accents; no edit or delete without EDITAR_ESTOQUE', async () => {
    login();
    renderTab();
    await screen.findByText('Toxina botulínica');
    const baixo = rowOf('Toxina botulínica');
    expect(baixo).toHaveTextContent('Ampola');
    expect(within(baixo).getByTestId('estoque-baixo')).toHaveTextContent('Estoque baixo');
    expect(within(rowOf('Ácido hialurônico')).queryByTestId('estoque-baixo')).not.toBeInTheDocument();
    expect(within(rowOf('Lidocaína')).queryByTestId('estoque-baixo')).not.toBeInTheDocument();
    expect(rowOf('Lidocaína')).toHaveTextContent('Inativo');
    expect(screen.getByRole('button', { name: /Novo Produto/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar Toxina botulínica' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir Toxina botulínica' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Buscar produto'), 'acido');
    await waitFor(() => expect(screen.queryByText('Toxina botulínica')).not.toBeInTheDocument());
    expect(screen.getByText('Ácido hialurônico')).toBeInTheDocument();
  });

  it("creates a product: Salvar waits for Nome and Unidade, then 'Salvo com sucesso !'; a refusal stays under Nome with what was typed", async () => {
    login();
    renderTab();
    await screen.findByText('Toxina botulínica');
    await user.click(screen.getByRole('button', { name: /Novo Produto/ }));
    const form = await screen.findByTestId('produto-form');
    const salvar = screen.getByRole('button', { name: 'Salvar' });
    expect(salvar).toBeDisabled();
    await user.type(within(form).getByLabelText('Nome'), 'Lidocaína');
    expect(salvar).toBeDisabled();
    await pickOption(within(form).getByLabelText('Unidade'), 'Frasco');
    await waitFor(() => expect(salvar).toBeEnabled());
    await user.click(salvar);
    expect(await within(form).findByText('Já existe um produto com este nome.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Nome')).toHaveValue('Lidocaína');
    await user.clear(within(form).getByLabelText('Nome'));
    await user.type(within(form).getByLabelText('Nome'), ' Soro  fisiológico ');
    await user.clear(within(form).getByLabelText('Estoque minimo'));
    await user.type(within(form).getByLabelText('Estoque minimo'), '3');
    await user.type(within(form).getByLabelText('Observação'), 'Na geladeira');
    await user.type(within(form).getByLabelText('GTIN (código de barras)'), '4006381333932');
    expect(await within(form).findByText('GTIN inválido: confira os dígitos da embalagem.')).toBeInTheDocument();
    expect(salvar).toBeDisabled();
    await user.clear(within(form).getByLabelText('GTIN (código de barras)'));
    await user.type(within(form).getByLabelText('GTIN (código de barras)'), '4006381333931');
    await waitFor(() => expect(salvar).toBeEnabled());
    await user.click(salvar);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Salvo com sucesso !'));
    expect(callsTo(calls, 'POST gerenciar/estoque/cadastro').at(-1)!.body).toEqual({
      nomeProduto: 'Soro  fisiológico',
      codigoUnidadeMedida: 2,
      estoqueMinimo: 3,
      descricao: 'Na geladeira',
      gtin: '04006381333931',
      ativo: true,
    });
  });

  it('edits with EDITAR_ESTOQUE, sending the id and the version read', async () => {
    login('EDITAR_ESTOQUE');
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Editar Ácido hialurônico' }));
    const form = await screen.findByTestId('produto-form');
    expect(within(form).getByLabelText('Nome')).toHaveValue('Ácido hialurônico');
    await user.clear(within(form).getByLabelText('Estoque minimo'));
    await user.type(within(form).getByLabelText('Estoque minimo'), '12');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Salvo com sucesso !'));
    expect(callsTo(calls, 'POST gerenciar/estoque/cadastro').at(-1)!.body).toMatchObject({ id: 2, versao: 3, estoqueMinimo: 12, ativo: true });
  });

  it('deletes after confirming; a product with movements is refused with the api message and offered to be deactivated', async () => {
    login('EDITAR_ESTOQUE');
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Excluir Ácido hialurônico' }));
    await user.click(await screen.findByText('Excluir', { selector: '.ant-popconfirm button span' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Produto Ácido hialurônico excluído.'));
    expect(callsTo(calls, 'DELETE gerenciar/estoque/delete')[0]!.url.searchParams.get('codigo')).toBe('2');

    await user.click(screen.getByRole('button', { name: 'Excluir Toxina botulínica' }));
    const popconfirms = await screen.findAllByText('Excluir', { selector: '.ant-popconfirm button span' });
    await user.click(popconfirms.at(-1)!);
    const modal = (await screen.findByText('Não foi possível excluir', { selector: '.ant-modal-confirm-title' })).closest<HTMLElement>('.ant-modal')!;
    expect(modal).toHaveTextContent('Este produto já tem movimentações e não pode ser excluído: desative-o.');
    await user.click(within(modal).getByRole('button', { name: 'Desativar' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Produto Toxina botulínica desativado.'));
    expect(callsTo(calls, 'POST gerenciar/estoque/cadastro').at(-1)!.body).toEqual({
      id: 1,
      versao: 3,
      nomeProduto: 'Toxina botulínica',
      codigoUnidadeMedida: 1,
      estoqueMinimo: 5,
      descricao: null,
      ativo: false,
    });
  });
});

describe('ProdutoSelect', () => {
  useScreenTest();

  it('offers the active products and the chosen one even if inactive, and answers the product', async () => {
    fakeApi({ 'GET gerenciar/estoque/listarProdutos': produtos });
    const onChange = jest.fn();
    const { rerender } = render(<ProdutoSelect id="produto" value={null} onChange={onChange} />);
    await pickOption(screen.getByRole('combobox'), 'Ácido hialurônico');
    expect(onChange).toHaveBeenCalledWith(2, expect.objectContaining({ id: 2, tipoUnidadeMedida: 'Ampola' }));
    const shown = [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent);
    expect(shown).toEqual(['Toxina botulínica (Ampola)', 'Ácido hialurônico (Ampola)']);
    rerender(<ProdutoSelect id="produto" value={3} onChange={onChange} />);
    await waitFor(() => expect(document.querySelector('.ant-select')).toHaveTextContent('Lidocaína (Ampola)'));
  });
});
