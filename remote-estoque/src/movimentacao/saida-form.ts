import type { SaidaBody } from './movimentacao.resource.ts';
import { quantidadeErro } from './entrada-form.ts';

/** The exit form (field names are the api's, so a refusal lands under its field). */
export interface SaidaFormValues {
  /** what a scanner typed: fills product and lot; never sent */
  codigoBarras: string;
  produtoId: number | null;
  quantidade: number | null;
  /** a lot chosen (the box in hand); none: the lots that expire first (FEFO) */
  loteId: number | null;
  codigoSetor: number | null;
  /** when used on a patient */
  pacienteId: number | null;
  procedimentoId: number | null;
  observacao: string;
}

export const emptySaida = (): SaidaFormValues => ({
  codigoBarras: '',
  produtoId: null,
  quantidade: null,
  loteId: null,
  codigoSetor: null,
  pacienteId: null,
  procedimentoId: null,
  observacao: '',
});

/** The rules (field → i18n key), the api's own; the balance is the api's to check. */
export function saidaErrors(values: SaidaFormValues): Map<string, string> {
  const errors = new Map<string, string>();
  if (!values.produtoId) errors.set('produtoId', 'estoque.movimentacao.erros.produto');
  const quantidade = quantidadeErro(values.quantidade);
  if (quantidade) errors.set('quantidade', quantidade);
  return errors;
}

export const SAIDA_REQUIRED: ReadonlySet<string> = new Set(['produtoId', 'quantidade']);

export const saidaPayload = (values: SaidaFormValues): SaidaBody => ({
  produtoId: values.produtoId,
  quantidade: values.quantidade,
  ...(values.loteId ? { loteId: values.loteId } : {}),
  codigoSetor: values.codigoSetor,
  pacienteId: values.pacienteId,
  procedimentoId: values.procedimentoId,
  observacao: values.observacao.trim() || null,
});

/** A return: at most what went out minus what came back already. */
export interface DevolucaoFormValues {
  /** the api's name of it (a refusal lands under the field) */
  quantidadeDevolucao: number | null;
}

export const devolucaoErrors =
  (restante: number) =>
  (values: DevolucaoFormValues): Map<string, string> => {
    const errors = new Map<string, string>();
    const quantidade = values.quantidadeDevolucao;
    if (quantidade === null || quantidade === undefined) errors.set('quantidadeDevolucao', 'estoque.movimentacao.erros.quantidade');
    else if (!Number.isInteger(quantidade) || quantidade < 1) errors.set('quantidadeDevolucao', 'estoque.movimentacao.erros.quantidadeInvalida');
    else if (quantidade > restante) errors.set('quantidadeDevolucao', 'estoque.movimentacao.erros.devolucaoMaior');
    return errors;
  };
