/**
 * CSV as the Brazilian Excel opens it: ';' between cells (',' is the decimal mark), UTF-8 told by
 * the BOM, CRLF lines. Shared by every download of the api (Auditorias, Relatórios).
 */
export const CSV_SEPARADOR = ';';
const BOM = '\uFEFF';

/**
 * One cell: a value a spreadsheet would run as a formula (= + - @, tab or CR first) gets a leading
 * apostrophe; a value holding the separator, a quote or a line break is quoted, its quotes doubled.
 */
export function celula(value: string): string {
  const safe = /^\s*[=+\-@]|^[\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The file: BOM, header row, one line per row; every cell goes through `celula`. */
export function csvArquivo(cabecalho: readonly string[], linhas: readonly (readonly string[])[]): Buffer {
  const lines = [cabecalho, ...linhas].map((cells) => cells.map(celula).join(CSV_SEPARADOR));
  return Buffer.from(BOM + lines.join('\r\n') + '\r\n', 'utf8');
}
