import type { Produto, ProdutoBody } from './produto.resource.ts';

/** The 'Novo Produto' form's values (spec 01 §4: Nome, Unidade, Estoque minimo, Observação). */
export interface ProdutoFormValues {
  nome: string;
  /** the unit of measure's codigo */
  codigoUnidadeMedida: number | null;
  estoqueMinimo: number | null;
  /** the Observação */
  descricao: string;
  /** the package's GTIN (what scanning the box looks for); blank: none */
  gtin: string;
  /** an inactive product is no longer offered in movements; what was launched stays */
  ativo: boolean;
}

export const MINIMO_MAXIMO = 1_000_000;

export const emptyProduto = (): ProdutoFormValues => ({ nome: '', codigoUnidadeMedida: null, estoqueMinimo: 0, descricao: '', gtin: '', ativo: true });
export const produtoFormOf = (produto: Produto): ProdutoFormValues => ({
  nome: produto.nomeProduto,
  codigoUnidadeMedida: produto.codigoUnidadeMedida,
  estoqueMinimo: produto.estoqueMinimo,
  descricao: produto.descricao ?? '',
  gtin: produto.gtin ?? '',
  ativo: produto.ativo,
});

/** The rules (field → i18n key), the same the api applies (spec 01 §5: nomeProduto and the unit required). */
export function produtoErrors(values: ProdutoFormValues): Map<string, string> {
  const errors = new Map<string, string>();
  if (!values.nome.trim()) errors.set('nome', 'estoque.produtos.nomeObrigatorio');
  if (values.codigoUnidadeMedida === null) errors.set('codigoUnidadeMedida', 'estoque.produtos.unidadeObrigatoria');
  const minimo = values.estoqueMinimo;
  if (minimo !== null && (!Number.isInteger(minimo) || minimo < 0 || minimo > MINIMO_MAXIMO)) errors.set('estoqueMinimo', 'estoque.produtos.minimoInvalido');
  if (values.gtin.trim() && gtin14(values.gtin) === undefined) errors.set('gtin', 'estoque.produtos.gtinInvalido');
  return errors;
}

/**
 * A GTIN-8, 12, 13 or 14 as the api keeps it (14 digits), its check digit verified (GS1: weights 3 and
 * 1 from the right, the sum a multiple of 10); undefined when the text is not one. The api's own rule.
 */
export function gtin14(texto: string): string | undefined {
  const digitos = texto.replace(/[\s.-]/g, '');
  if (!/^(\d{8}|\d{12,14})$/.test(digitos)) return undefined;
  const gtin = digitos.padStart(14, '0');
  const soma = [...gtin].reduce((total, digito, i) => total + Number(digito) * (i % 2 === 0 ? 3 : 1), 0);
  return soma % 10 === 0 ? gtin : undefined;
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
  // blank clears it (null); the api keeps the 14 digits
  gtin: values.gtin.trim() ? (gtin14(values.gtin) ?? values.gtin.trim()) : null,
  ativo: values.ativo,
});
