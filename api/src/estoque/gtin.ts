/**
 * A GTIN as a product keeps it (issue 37, scan the box): GTIN-8, 12, 13 or 14 padded to the 14 digits
 * a GS1 DataMatrix carries in AI (01), its check digit verified (GS1 General Specifications 7.9.1:
 * weights 3 and 1 from the right, the sum with the check digit a multiple of 10). Undefined when the
 * text is not one; the scanner's parser does not check the digit.
 */
export function gtin14(texto: string): string | undefined {
  const digitos = texto.replace(/[\s.-]/g, '');
  if (!/^(\d{8}|\d{12,14})$/.test(digitos)) return undefined;
  const gtin = digitos.padStart(14, '0');
  const soma = [...gtin].reduce((total, digito, i) => total + Number(digito) * (i % 2 === 0 ? 3 : 1), 0);
  return soma % 10 === 0 ? gtin : undefined;
}
