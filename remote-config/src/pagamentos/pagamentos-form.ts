import type { Parcelamento, ParcelamentoBody, PixConfiguracao, PixConfiguracaoBody } from './pagamentos.resource.ts';

export type Forma = 'DEBITO' | 'DINHEIRO' | 'PIX' | 'CREDITO';
export const FORMAS: readonly Forma[] = ['PIX', 'DINHEIRO', 'DEBITO', 'CREDITO'];

export interface TaxaFormValues {
  formaPagamento: Forma | null;
  quantidadeParcelas: number | null;
  taxaPercentual: number | null;
  diasRecebimento: number | null;
}

export const emptyTaxa = (): TaxaFormValues => ({ formaPagamento: 'CREDITO', quantidadeParcelas: 1, taxaPercentual: 0, diasRecebimento: 30 });
export const taxaFormOf = (p: Parcelamento): TaxaFormValues => ({
  formaPagamento: p.formaPagamento,
  quantidadeParcelas: p.quantidadeParcelas,
  taxaPercentual: p.taxaPercentual,
  diasRecebimento: p.diasRecebimento,
});

/** The rules (field → i18n key), the same the api applies (cadastroParcelamento). */
export function taxaErrors(v: TaxaFormValues): Map<string, string> {
  const errors = new Map<string, string>();
  if (!v.formaPagamento) errors.set('formaPagamento', 'pagamentos.taxas.formaObrigatoria');
  const n = v.quantidadeParcelas;
  if (n === null || !Number.isInteger(n) || n < 1 || n > 24 || (v.formaPagamento !== 'CREDITO' && n !== 1))
    errors.set('quantidadeParcelas', 'pagamentos.taxas.parcelasInvalidas');
  if (v.taxaPercentual === null || v.taxaPercentual < 0 || v.taxaPercentual > 100) errors.set('taxaPercentual', 'pagamentos.taxas.taxaInvalida');
  if (v.diasRecebimento === null || !Number.isInteger(v.diasRecebimento) || v.diasRecebimento < 0 || v.diasRecebimento > 400)
    errors.set('diasRecebimento', 'pagamentos.taxas.diasInvalidos');
  return errors;
}
export const TAXA_REQUIRED: ReadonlySet<string> = new Set(['formaPagamento', 'quantidadeParcelas', 'taxaPercentual', 'diasRecebimento']);

export const taxaPayload = (v: TaxaFormValues, editada?: Pick<Parcelamento, 'id' | 'versao'>): ParcelamentoBody => ({
  ...(editada ? { id: editada.id, versao: editada.versao } : {}),
  formaPagamento: v.formaPagamento,
  quantidadeParcelas: v.formaPagamento === 'CREDITO' ? v.quantidadeParcelas : 1,
  taxaPercentual: v.taxaPercentual === null ? null : Math.round(v.taxaPercentual * 100) / 100,
  diasRecebimento: v.diasRecebimento,
});

export interface PixFormValues {
  chave: string;
  nomeRecebedor: string;
  cidade: string;
}
export const pixFormOf = (c: PixConfiguracao | undefined): PixFormValues => ({
  chave: c?.chave ?? '',
  nomeRecebedor: c?.nomeRecebedor ?? '',
  cidade: c?.cidade ?? '',
});
export function pixErrors(v: PixFormValues): Map<string, string> {
  const errors = new Map<string, string>();
  if (!v.chave.trim()) errors.set('chave', 'pagamentos.pix.chaveObrigatoria');
  if (!v.nomeRecebedor.trim()) errors.set('nomeRecebedor', 'pagamentos.pix.nomeObrigatorio');
  if (!v.cidade.trim()) errors.set('cidade', 'pagamentos.pix.cidadeObrigatoria');
  return errors;
}
export const PIX_REQUIRED: ReadonlySet<string> = new Set(['chave', 'nomeRecebedor', 'cidade']);
export const pixPayload = (v: PixFormValues, versao: number): PixConfiguracaoBody => ({
  versao,
  chave: v.chave.trim(),
  nomeRecebedor: v.nomeRecebedor.trim(),
  cidade: v.cidade.trim(),
});
