import { parseDate } from '@clinica/shared';
import type { FormaPagamento, LancarBody, TipoConta } from './contas.resource.ts';

export type Ocorrencia = 'UNICA' | 'PARCELADA' | 'RECORRENTE';
export type TipoPeriodo = 'DIA' | 'SEMANA' | 'MES' | 'ANO';
export const OCORRENCIAS: readonly Ocorrencia[] = ['UNICA', 'PARCELADA', 'RECORRENTE'];
export const TIPOS_PERIODO: readonly TipoPeriodo[] = ['DIA', 'SEMANA', 'MES', 'ANO'];
/** The most instalments or occurrences one entry may have (the api's MAX_PARCELAS). */
export const MAX_PARCELAS = 360;

/** Launching a receivable or an expense (field names are the api's, so a refusal lands under its field). */
export interface LancamentoFormValues {
  nomeReceita: string;
  /** integer centavos (MoneyInput): the total, or each occurrence's when recurring */
  valorBruto: number | null;
  formaPagamento: FormaPagamento | null;
  ocorrencia: Ocorrencia;
  quantidadeParcela: number | null;
  /** dd/mm/aaaa as typed: the (first) due day */
  vencimentoApartir: string;
  periodo: number | null;
  tipoPeriodo: TipoPeriodo | null;
  /** dd/mm/aaaa as typed: the last day an occurrence may fall on */
  dataLimite: string;
  fornecedor: string;
  observacao: string;
}

export const emptyLancamento = (): LancamentoFormValues => ({
  nomeReceita: '',
  valorBruto: null,
  formaPagamento: null,
  ocorrencia: 'UNICA',
  quantidadeParcela: null,
  vencimentoApartir: '',
  periodo: 1,
  tipoPeriodo: 'MES',
  dataLimite: '',
  fornecedor: '',
  observacao: '',
});

const MSG = 'financeiro.contas.erros';
const diaIso = (texto: string): string | undefined => (texto.length === 10 ? (parseDate(texto)?.toISODate() ?? undefined) : undefined);

/** The rules (field → i18n key), the api's own (receita-lancamento.ts). */
export function lancamentoErrors(values: LancamentoFormValues): Map<string, string> {
  const errors = new Map<string, string>();
  if (!values.nomeReceita.trim()) errors.set('nomeReceita', `${MSG}.nome`);
  if (values.valorBruto === null || values.valorBruto < 1) errors.set('valorBruto', `${MSG}.valor`);
  const vencimento = diaIso(values.vencimentoApartir);
  if (!values.vencimentoApartir) errors.set('vencimentoApartir', `${MSG}.vencimento`);
  else if (!vencimento) errors.set('vencimentoApartir', `${MSG}.dataInvalida`);
  if (values.ocorrencia === 'PARCELADA') {
    if (values.quantidadeParcela === null) errors.set('quantidadeParcela', `${MSG}.quantidade`);
    else if (!Number.isInteger(values.quantidadeParcela) || values.quantidadeParcela < 1 || values.quantidadeParcela > MAX_PARCELAS)
      errors.set('quantidadeParcela', `${MSG}.quantidadeInvalida`);
  }
  if (values.ocorrencia === 'RECORRENTE') {
    if (!values.periodo || !Number.isInteger(values.periodo) || values.periodo < 1 || values.periodo > 366) errors.set('periodo', `${MSG}.periodo`);
    if (!values.tipoPeriodo) errors.set('tipoPeriodo', `${MSG}.periodo`);
    const limite = diaIso(values.dataLimite);
    if (!values.dataLimite) errors.set('dataLimite', `${MSG}.dataLimite`);
    else if (!limite) errors.set('dataLimite', `${MSG}.dataInvalida`);
    else if (vencimento && limite < vencimento) errors.set('dataLimite', `${MSG}.dataLimiteAntes`);
  }
  return errors;
}

/** The fields marked required for what the form holds now (the unit test checks them against the rules). */
export function requiredFields(values: LancamentoFormValues): ReadonlySet<string> {
  const required = new Set(['nomeReceita', 'valorBruto', 'vencimentoApartir']);
  if (values.ocorrencia === 'PARCELADA') required.add('quantidadeParcela');
  if (values.ocorrencia === 'RECORRENTE') for (const campo of ['periodo', 'tipoPeriodo', 'dataLimite']) required.add(campo);
  return required;
}

export const lancamentoPayload = (tipo: TipoConta, values: LancamentoFormValues): LancarBody => ({
  tipoReceita: tipo,
  nomeReceita: values.nomeReceita.trim(),
  valorBruto: values.valorBruto,
  formaPagamento: values.formaPagamento,
  ocorrencia: values.ocorrencia,
  quantidadeParcela: values.ocorrencia === 'PARCELADA' ? values.quantidadeParcela : 1,
  vencimentoApartir: diaIso(values.vencimentoApartir) ?? null,
  ...(values.ocorrencia === 'RECORRENTE'
    ? { periodo: values.periodo, tipoPeriodo: values.tipoPeriodo, dataLimite: diaIso(values.dataLimite) ?? null }
    : { periodo: null, tipoPeriodo: null, dataLimite: null }),
  fornecedor: tipo === 'DESPESA' ? values.fornecedor.trim() || null : null,
  observacao: values.observacao.trim() || null,
});
