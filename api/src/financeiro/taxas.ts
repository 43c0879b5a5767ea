/**
 * What the clinic keeps of a payment proposal (issue 38, beyond the anchors): per instalment, the
 * patient's amount and due day, the card fee (the clinic's `parcelamento` terms for the method and
 * instalment count), the clinic's net and the day the money arrives. Integer centavos throughout; a
 * fee is the percentage of its instalment rounded half up to the centavo, so fee + net = the
 * instalment exactly and the totals are the sums of the lines.
 */
import { dividirEmParcelas, somarMeses } from './parcelas.js';

export type Forma = 'DEBITO' | 'DINHEIRO' | 'PIX' | 'CREDITO';

export interface Termo {
  taxaPercentual: number;
  diasRecebimento: number;
}

export interface Proposta {
  formaPagamento: Forma;
  quantidadeParcelas: number;
  /** the entry (never CREDITO), 0 or absent when none */
  entrada?: { formaPagamento: Forma; valor: number } | null;
  /** the quote's net value, centavos */
  valorTotal: number;
  /** the day of the proposal (the entry's due day; the first instalment's when there is no entry), 'YYYY-MM-DD' */
  inicio: string;
}

export interface LinhaLiquida {
  /** 0: the entry; 1…n: the instalments */
  parcela: number;
  entrada: boolean;
  formaPagamento: Forma;
  valorPaciente: number;
  vencimento: string;
  taxaPercentual: number;
  valorTaxa: number;
  valorLiquido: number;
  /** the day the money reaches the clinic: the due day plus the method's days to receive */
  recebimento: string;
  /** false when the clinic has no terms for this method and count (fee 0, same day) */
  termoCadastrado: boolean;
}

export interface Simulacao {
  parcelas: LinhaLiquida[];
  totalPaciente: number;
  totalTaxas: number;
  totalLiquido: number;
  /** the last day money of this proposal arrives */
  ultimoRecebimento: string;
}

/** The fee of `valor` centavos at `taxaPercentual` % (two places), rounded half up to the centavo. */
export function taxaDe(valor: number, taxaPercentual: number): number {
  const pontos = Math.round(taxaPercentual * 100); // hundredths of a percent
  return Math.floor((valor * pontos + 5000) / 10000);
}

const DIA_MS = 86_400_000;
export const somarDias = (dia: string, dias: number): string => new Date(Date.parse(`${dia}T00:00:00Z`) + dias * DIA_MS).toISOString().slice(0, 10);

/**
 * The proposal line by line. `termoDe(forma, quantidade)` answers the clinic's terms (undefined when
 * none are set). The instalments are split as the receivable the approval creates: the entry on the
 * day, then monthly on the day's date (from the next month when there is an entry), the centavos that
 * do not divide on the first ones.
 */
export function simular(proposta: Proposta, termoDe: (forma: Forma, quantidade: number) => Termo | undefined): Simulacao {
  const entrada = proposta.entrada && proposta.entrada.valor > 0 ? proposta.entrada : undefined;
  const { parcelas: valores } = dividirEmParcelas(proposta.valorTotal, proposta.quantidadeParcelas, entrada?.valor ?? 0);
  // months counted from the day itself (31 Jan → 28 Feb → 31 Mar), never from the month before
  const desloca = entrada ? 1 : 0;
  const plano = [
    ...(entrada ? [{ parcela: 0, valorCentavos: entrada.valor, vencimento: proposta.inicio, entrada: true }] : []),
    ...valores.map((valorCentavos, i) => ({ parcela: i + 1, valorCentavos, vencimento: somarMeses(proposta.inicio, i + desloca), entrada: false })),
  ];
  const parcelas = plano.map((p): LinhaLiquida => {
    const formaPagamento = p.entrada ? entrada!.formaPagamento : proposta.formaPagamento;
    const termo = termoDe(formaPagamento, p.entrada ? 1 : proposta.quantidadeParcelas);
    const taxaPercentual = termo?.taxaPercentual ?? 0;
    const valorTaxa = taxaDe(p.valorCentavos, taxaPercentual);
    return {
      parcela: p.parcela,
      entrada: p.entrada,
      formaPagamento,
      valorPaciente: p.valorCentavos,
      vencimento: p.vencimento,
      taxaPercentual,
      valorTaxa,
      valorLiquido: p.valorCentavos - valorTaxa,
      recebimento: somarDias(p.vencimento, termo?.diasRecebimento ?? 0),
      termoCadastrado: termo !== undefined,
    };
  });
  const soma = (f: (l: LinhaLiquida) => number): number => parcelas.reduce((total, l) => total + f(l), 0);
  return {
    parcelas,
    totalPaciente: soma((l) => l.valorPaciente),
    totalTaxas: soma((l) => l.valorTaxa),
    totalLiquido: soma((l) => l.valorLiquido),
    ultimoRecebimento: parcelas.map((l) => l.recebimento).reduce((a, b) => (b > a ? b : a), proposta.inicio),
  };
}
