import { CLINIC_ZONE, formatDate, parseDate } from '@clinica/shared';
import type { EntradaBody } from './movimentacao.resource.ts';

/** The entry form (field names are the api's, so a refusal lands under its field). */
export interface EntradaFormValues {
  /** what a scanner typed: fills product, lot and validade; never sent */
  codigoBarras: string;
  produtoId: number | null;
  quantidade: number | null;
  lote: string;
  /** dd/mm/aaaa as typed */
  validade: string;
  codigoFabricante: number | null;
  codigoSetor: number | null;
  observacao: string;
}

export const emptyEntrada = (): EntradaFormValues => ({
  codigoBarras: '',
  produtoId: null,
  quantidade: null,
  lote: '',
  validade: '',
  codigoFabricante: null,
  codigoSetor: null,
  observacao: '',
});

const MSG = 'estoque.movimentacao.erros';
export const QUANTIDADE_MAXIMA = 1_000_000;

/** The clinic's day ('YYYY-MM-DD'): a lot expiring today is already expired (spec 01 §5). */
export const hojeNaClinica = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: CLINIC_ZONE }).format(new Date());

/** A quantity as the api takes it: a whole number of the product's unit, 1 to 1,000,000. */
export function quantidadeErro(quantidade: number | null, maxima = QUANTIDADE_MAXIMA): string | undefined {
  if (quantidade === null || quantidade === undefined) return `${MSG}.quantidade`;
  if (!Number.isInteger(quantidade) || quantidade < 1 || quantidade > maxima) return `${MSG}.quantidadeInvalida`;
  return undefined;
}

/** The rules (field → i18n key), the api's own. */
export function entradaErrors(values: EntradaFormValues, hoje = hojeNaClinica()): Map<string, string> {
  const errors = new Map<string, string>();
  if (!values.produtoId) errors.set('produtoId', `${MSG}.produto`);
  const quantidade = quantidadeErro(values.quantidade);
  if (quantidade) errors.set('quantidade', quantidade);
  if (!values.lote.trim()) errors.set('lote', `${MSG}.lote`);
  const validade = values.validade.length === 10 ? parseDate(values.validade)?.toISODate() : undefined;
  if (!values.validade) errors.set('validade', `${MSG}.validade`);
  else if (!validade) errors.set('validade', `${MSG}.validadeInvalida`);
  else if (validade <= hoje) errors.set('validade', `${MSG}.loteVencido`);
  return errors;
}

export const ENTRADA_REQUIRED: ReadonlySet<string> = new Set(['produtoId', 'quantidade', 'lote', 'validade']);

export const entradaPayload = (values: EntradaFormValues): EntradaBody => ({
  produtoId: values.produtoId,
  quantidade: values.quantidade,
  lote: values.lote.trim(),
  validade: parseDate(values.validade)?.toISODate() ?? null,
  codigoFabricante: values.codigoFabricante,
  codigoSetor: values.codigoSetor,
  observacao: values.observacao.trim() || null,
});

/** A day from a scanned code ('YYYY-MM-DD') as the field shows it. */
export const validadeTexto = (dia: string): string => formatDate(`${dia}T12:00:00`);
