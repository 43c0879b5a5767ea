/** What the area's other tabs use from the products: the list query and the product picker. */
export { useProdutos, ESTOQUE_ROOT, type Produto, type CadastroAuxiliar } from './produto.resource.ts';
export { ProdutoSelect, type ProdutoSelectProps } from './produto-select.tsx';
