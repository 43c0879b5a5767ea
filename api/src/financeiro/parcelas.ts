/**
 * Instalments (parcelas) of a receivable or a payable, in integer centavos: the split adds up to the
 * centavo (R$ 100,00 in 3 = 3334 + 3333 + 3333, the remainder on the first instalments), and the due
 * dates fall monthly from `vencimentoApartir` on the clinic's calendar (America/Sao_Paulo days,
 * 'YYYY-MM-DD'): the same day of the month, or the month's last day when it has no such day
 * (31 Jan → 28/29 Feb → 31 Mar).
 */
import { clinicDay } from '../time/clinic-time.js';

/** The most instalments one launch may create (a recurring entry is capped by the same figure). */
export const MAX_PARCELAS = 360;

export interface Divisao {
  /** The entry (entrada), 0 when there is none. */
  entradaCentavos: number;
  /** The instalments after the entry, first first; they add up to total − entry. */
  parcelas: number[];
}

const inteiroNaoNegativo = (n: number): boolean => Number.isSafeInteger(n) && n >= 0;

/**
 * Splits `totalCentavos` into an optional entry and `quantidade` instalments that add up exactly;
 * the centavos that do not divide go one each to the first instalments.
 */
export function dividirEmParcelas(totalCentavos: number, quantidade: number, entradaCentavos = 0): Divisao {
  if (!inteiroNaoNegativo(totalCentavos)) throw new RangeError('totalCentavos deve ser um inteiro não negativo');
  if (!Number.isSafeInteger(quantidade) || quantidade < 1 || quantidade > MAX_PARCELAS) throw new RangeError(`quantidade deve estar entre 1 e ${MAX_PARCELAS}`);
  if (!inteiroNaoNegativo(entradaCentavos) || entradaCentavos > totalCentavos) throw new RangeError('entradaCentavos deve estar entre 0 e o total');
  const restante = totalCentavos - entradaCentavos;
  const base = Math.floor(restante / quantidade);
  const sobra = restante - base * quantidade;
  const parcelas = Array.from({ length: quantidade }, (_, i) => base + (i < sobra ? 1 : 0));
  return { entradaCentavos, parcelas };
}

const DIA = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' `meses` months after `dia`, on the same day or the month's last one. */
export function somarMeses(dia: string, meses: number): string {
  const match = DIA.exec(dia);
  if (!match) throw new RangeError(`dia inválido: ${dia}`);
  const [ano, mes, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const indice = ano * 12 + (mes - 1) + meses;
  const novoAno = Math.floor(indice / 12);
  const novoMes = indice - novoAno * 12; // 0…11
  const ultimo = new Date(Date.UTC(novoAno, novoMes + 1, 0)).getUTCDate();
  const dt = new Date(Date.UTC(novoAno, novoMes, Math.min(d, ultimo)));
  return dt.toISOString().slice(0, 10);
}

/** `quantidade` monthly due days from `vencimentoApartir` (the first is that day). */
export function vencimentosMensais(vencimentoApartir: string, quantidade: number): string[] {
  return Array.from({ length: quantidade }, (_, i) => somarMeses(vencimentoApartir, i));
}

export interface ParcelaPlanejada {
  /** 0 for the entry, 1…n for the instalments. */
  parcela: number;
  valorCentavos: number;
  /** 'YYYY-MM-DD' in the clinic's calendar. */
  vencimento: string;
  entrada: boolean;
}

/**
 * The plan of a launch: the entry (when there is one) due on `hoje` (the clinic's today by default),
 * then the instalments monthly from `vencimentoApartir`.
 */
export function planejarParcelas(opts: {
  totalCentavos: number;
  quantidade: number;
  vencimentoApartir: string;
  entradaCentavos?: number;
  hoje?: string;
}): ParcelaPlanejada[] {
  const { parcelas, entradaCentavos } = dividirEmParcelas(opts.totalCentavos, opts.quantidade, opts.entradaCentavos ?? 0);
  const vencimentos = vencimentosMensais(opts.vencimentoApartir, opts.quantidade);
  const plano: ParcelaPlanejada[] = [];
  if (entradaCentavos > 0) plano.push({ parcela: 0, valorCentavos: entradaCentavos, vencimento: opts.hoje ?? clinicDay(new Date()), entrada: true });
  parcelas.forEach((valorCentavos, i) => plano.push({ parcela: i + 1, valorCentavos, vencimento: vencimentos[i]!, entrada: false }));
  return plano;
}

/** Steps of a recurring entry (spec 01 §3: periodo / tipoPeriodo). */
export type TipoPeriodo = 'DIA' | 'SEMANA' | 'MES' | 'ANO';

const DIA_MS = 86_400_000;
const somarDias = (dia: string, dias: number): string => new Date(Date.parse(`${dia}T00:00:00Z`) + dias * DIA_MS).toISOString().slice(0, 10);

/**
 * The due days of a recurring entry: from `vencimentoApartir`, every `periodo` `tipoPeriodo`, while
 * not after `dataLimite` (months and years anchored on the first day: 31 Jan monthly → 28 Feb, 31 Mar).
 * Undefined when there would be more than `max`.
 */
export function datasRecorrentes(
  vencimentoApartir: string,
  periodo: number,
  tipoPeriodo: TipoPeriodo,
  dataLimite: string,
  max = MAX_PARCELAS,
): string[] | undefined {
  const datas: string[] = [];
  for (let i = 0; ; i++) {
    const passo = i * periodo;
    const dia =
      tipoPeriodo === 'DIA'
        ? somarDias(vencimentoApartir, passo)
        : tipoPeriodo === 'SEMANA'
          ? somarDias(vencimentoApartir, passo * 7)
          : somarMeses(vencimentoApartir, tipoPeriodo === 'MES' ? passo : passo * 12);
    if (dia > dataLimite) return datas;
    if (datas.length === max) return undefined;
    datas.push(dia);
  }
}
