import type { Produto, ProdutoBody } from './produto.resource.ts';

/** The 'Novo Produto' form's values (spec 01 §4: Nome, Unidade, Estoque minimo, Observação). */
export interface ProdutoFormValues {
  nome: string;
  /** the unit of measure's codigo */
  codigoUnidadeMedida: number | null;
  estoqueMinimo: number | null;
  /** the Observação */
  descricao: string;
  /** an inactive product is no longer offered in movements; what was launched stays */
  ativo: boolean;
}

export const MINIMO_MAXIMO = 1_000_000;

export const emptyProduto = (): ProdutoFormValues => ({ nome: '', codigoUnidadeMedida: null, estoqueMinimo: 0, descricao: '', ativo: true });
export const produtoFormOf = (produto: Produto): ProdutoFormValues => ({
  nome: produto.nomeProduto,
  codigoUnidadeMedida: produto.codigoUnidadeMedida,
  estoqueMinimo: produto.estoqueMinimo,
  descricao: produto.descricao ?? '',
  ativo: produto.ativo,
});

/** The rules (field → i18n key), the same the api applies (spec 01 §5: nomeProduto and the unit required). */
export function produtoErrors(values: ProdutoFormValues): Map<string, string> {
  const errors = new Map<string, string>();
  if (!values.nome.trim()) errors.set('nome', 'estoque.produtos.nomeObrigatorio');
  if (values.codigoUnidadeMedida === null) errors.set('codigoUnidadeMedida', 'estoque.produtos.unidadeObrigatoria');
  const minimo = values.estoqueMinimo;
  if (minimo !== null && (!Number.isInteger(minimo) || minimo < 0 || minimo > MINIMO_MAXIMO)) errors.set('estoqueMinimo', 'estoque.produtos.minimoInvalido');
  return errors;
}

/** The fields marked required: exactly those the rules refuse when blank. */
export const PRODUTO_REQUIRED: ReadonlySet<string> = new Set(['nome', 'codigoUnidadeMedida']);

/** `editado`: the product as it was read (its id and the version the save was made on). */
export const produtoPayload = (values: ProdutoFormValues, editado?: Pick<Produto, 'id' | 'versao'>): ProdutoBody => ({
  ...(editado === undefined ? {} : { id: editado.id, versao: editado.versao }),
  nomeProduto: values.nome.trim(),
  codigoUnidadeMedida: values.codigoUnidadeMedida,
  estoqueMinimo: values.estoqueMinimo ?? 0,
  descricao: values.descricao.trim() || null,
  ativo: values.ativo,
});
