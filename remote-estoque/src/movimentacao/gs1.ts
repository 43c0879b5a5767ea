import { parseBarcode } from 'gs1-barcode-parser-mod';

/** What a medicine box's GS1 DataMatrix says (GTIN (01), lot (10), expiry (17), serial (21)). */
export interface LeituraGs1 {
  /** 14 digits, its check digit verified */
  gtin?: string;
  lote?: string;
  /** 'YYYY-MM-DD' (an expiry day 00 is the month's last day) */
  validade?: string;
  serie?: string;
}

/** ASCII group separator: FNC1 as a DataMatrix reader sends it between variable-length elements. */
export const GS = '\u001d';

/**
 * A GTIN padded to 14 digits when its check digit is right (GS1 General Specifications 7.9.1), else
 * undefined: the parser does not check it. The same rule the api applies to a product's GTIN.
 */
export function gtin14(texto: string): string | undefined {
  const digitos = texto.replace(/[\s.-]/g, '');
  if (!/^(\d{8}|\d{12,14})$/.test(digitos)) return undefined;
  const gtin = digitos.padStart(14, '0');
  const soma = [...gtin].reduce((total, digito, i) => total + Number(digito) * (i % 2 === 0 ? 3 : 1), 0);
  return soma % 10 === 0 ? gtin : undefined;
}

/**
 * Reads what a keyboard-wedge scanner typed: the element string with the group separator (or with
 * the AIs in parentheses, as printed under the code), with or without the ']d2' symbology prefix.
 * Undefined when it is no GS1 code, or carries none of GTIN, lot and expiry, or its GTIN is wrong.
 */
export function lerGs1(codigo: string): LeituraGs1 | undefined {
  const texto = codigo.trim();
  if (!texto) return undefined;
  let itens;
  try {
    itens = parseBarcode(texto).parsedCodeItems;
  } catch {
    return undefined;
  }
  const valor = (ai: string) => itens.find((item) => item.ai === ai);
  const leitura: LeituraGs1 = {};
  const gtin = valor('01');
  if (gtin) {
    leitura.gtin = gtin14(gtin.raw);
    if (!leitura.gtin) return undefined;
  }
  const lote = valor('10')?.raw.trim();
  if (lote) leitura.lote = lote;
  const validade = valor('17')?.isoDate;
  if (validade) leitura.validade = validade;
  const serie = valor('21')?.raw.trim();
  if (serie) leitura.serie = serie;
  return leitura.gtin || leitura.lote || leitura.validade ? leitura : undefined;
}
