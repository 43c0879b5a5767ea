/**
 * The clinic's Pix (issue 38, beyond the anchors): its key's kind, and a static BR Code (copia-e-cola)
 * for one amount, built with pix-utils (server only: the package pulls in Node's buffer). The txid
 * names the instalment (letters and digits, at most 25); the key is at most 77 characters so the
 * merchant account field (tag 26) stays within its 99 (/work/shared/notes/libraries.md).
 */
import { createStaticPix, hasError } from 'pix-utils';
import QRCode from 'qrcode';

export const TIPOS_CHAVE = ['CPF', 'CNPJ', 'EMAIL', 'TELEFONE', 'ALEATORIA'] as const;
export type TipoChave = (typeof TIPOS_CHAVE)[number];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TELEFONE = /^\+[1-9]\d{10,13}$/;
const ALEATORIA = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function digitoCpf(digitos: string, peso: number): number {
  const soma = [...digitos].reduce((total, d, i) => total + Number(d) * (peso - i), 0);
  const resto = (soma * 10) % 11;
  return resto === 10 ? 0 : resto;
}
const cpfValido = (cpf: string): boolean =>
  /^\d{11}$/.test(cpf) && !/^(\d)\1{10}$/.test(cpf) && digitoCpf(cpf.slice(0, 9), 10) === Number(cpf[9]) && digitoCpf(cpf.slice(0, 10), 11) === Number(cpf[10]);

function cnpjValido(cnpj: string): boolean {
  if (!/^\d{14}$/.test(cnpj) || /^(\d)\1{13}$/.test(cnpj)) return false;
  const digito = (base: string): number => {
    const pesos = base.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const resto = [...base].reduce((total, d, i) => total + Number(d) * pesos[i]!, 0) % 11;
    return resto < 2 ? 0 : 11 - resto;
  };
  return digito(cnpj.slice(0, 12)) === Number(cnpj[12]) && digito(cnpj.slice(0, 13)) === Number(cnpj[13]);
}

/** The key as the BR Code carries it, and its kind; undefined when it is none of the five kinds. */
export function normalizarChave(texto: string): { chave: string; tipo: TipoChave } | undefined {
  const t = texto.trim();
  if (t.length === 0 || t.length > 77) return undefined;
  if (EMAIL.test(t)) return { chave: t.toLowerCase(), tipo: 'EMAIL' };
  if (ALEATORIA.test(t)) return { chave: t.toLowerCase(), tipo: 'ALEATORIA' };
  const semEspacos = t.replace(/[\s()-]/g, '');
  if (semEspacos.startsWith('+')) return TELEFONE.test(semEspacos) ? { chave: semEspacos, tipo: 'TELEFONE' } : undefined;
  const digitos = t.replace(/[.\-/\s]/g, '');
  if (cpfValido(digitos)) return { chave: digitos, tipo: 'CPF' };
  if (cnpjValido(digitos)) return { chave: digitos, tipo: 'CNPJ' };
  return undefined;
}

export interface Recebedor {
  chave: string;
  nomeRecebedor: string;
  cidade: string;
}

/** The BR Code (copia-e-cola) of `valorCentavos` to the clinic's key, named by `txid`. */
export function brCode(recebedor: Recebedor, valorCentavos: number, txid: string): string {
  const pix = createStaticPix({
    merchantName: recebedor.nomeRecebedor,
    merchantCity: recebedor.cidade,
    pixKey: recebedor.chave,
    txid: txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25),
    transactionAmount: valorCentavos / 100,
  });
  if (hasError(pix)) throw new Error(`BR Code não gerado: ${pix.message}`);
  return pix.toBRCode();
}

/** The QR of a BR Code, as an SVG data URL (shown and printed as an image). */
export async function qrCodeDataUrl(codigo: string): Promise<string> {
  const svg = await QRCode.toString(codigo, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** An instalment as its Pix charge reads it. */
export interface ParcelaDePix {
  parcela: number;
  receitaId: number;
  tipoLancamento: string;
  status: string;
  tipo: string;
  statusReceita: string;
}

/** Why an instalment has no Pix charge (a payable, paid, cancelled), or undefined when it may have one. */
export function recusaDePix(p: ParcelaDePix): { status: 400 | 409; motivo: 'soReceita' | 'parcelaPaga' | 'parcelaCancelada' } | undefined {
  if (p.tipo !== 'RECEITA') return { status: 400, motivo: 'soReceita' };
  if (p.status === 'PAGO') return { status: 409, motivo: 'parcelaPaga' };
  if (p.status === 'CANCELADO' || p.statusReceita === 'CANCELADA') return { status: 409, motivo: 'parcelaCancelada' };
  return undefined;
}

/** The charge's txid: the receivable and the entry (E0) or instalment (P3), letters and digits only. */
export const ENTRADA = 'ENTRADA';
export const txidDe = (p: ParcelaDePix): string => `R${p.receitaId}${p.tipoLancamento === ENTRADA ? 'E' : 'P'}${p.parcela}`;
