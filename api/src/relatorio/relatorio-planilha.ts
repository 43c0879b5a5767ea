import { diaBr } from '../time/clinic-time.js';
import ExcelJS from 'exceljs';
import { csvArquivo } from '../http/csv.js';

/**
 * A report as a table for spreadsheets, written as CSV (Brazilian Excel: ';', decimal comma, BOM)
 * or XLSX (exceljs): the same columns, money as a number shown in R$, rates as percentages, days as
 * dates, a total row at the end; the XLSX also carries the filters on a second sheet.
 */
export type TipoColuna = 'texto' | 'inteiro' | 'dinheiro' | 'percentual' | 'data' | 'mes';
export interface Coluna {
  titulo: string;
  tipo: TipoColuna;
  largura?: number;
}
/** texto: as is; inteiro: a count; dinheiro: centavos; percentual: 0…1 or null; data: 'YYYY-MM-DD'; mes: 'YYYY-MM' or 'YYYY-MM-DD'. */
export type Valor = string | number | null;

export interface Planilha {
  /** the sheet's name (31 characters at most in Excel) */
  aba: string;
  colunas: Coluna[];
  linhas: Valor[][];
  /** the last row, in bold ('Total' in the first column) */
  total?: Valor[];
  /** what the report was asked for: label → value (the XLSX's 'Filtros' sheet) */
  filtros: [string, string][];
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** 'YYYY-MM-DD' and 'YYYY-MM' (a date column's other texts, 'Total', stay text). */
const ISO_DIA = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MES = /^\d{4}-\d{2}(-\d{2})?$/;
const decimal = (value: number, casas: number) => value.toFixed(casas).replace('.', ',');
const mesBr = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** One value as CSV text: the way a Brazilian Excel reads it back as a number or date. */
function textoCsv(valor: Valor, tipo: TipoColuna): string {
  if (valor === null || valor === '') return '';
  if (typeof valor === 'string') {
    if (tipo === 'data' && ISO_DIA.test(valor)) return diaBr(valor);
    if (tipo === 'mes' && ISO_MES.test(valor)) return mesBr(valor);
    return valor;
  }
  switch (tipo) {
    case 'dinheiro':
      return decimal(valor / 100, 2);
    case 'percentual':
      return `${decimal(valor * 100, 2)}%`;
    case 'inteiro':
    case 'texto':
    case 'data':
    case 'mes':
      return String(valor);
  }
}

export function csvDaPlanilha(planilha: Planilha): Buffer {
  const linhas = [...planilha.linhas, ...(planilha.total ? [planilha.total] : [])];
  return csvArquivo(
    planilha.colunas.map((c) => c.titulo),
    linhas.map((linha) => linha.map((valor, i) => textoCsv(valor, planilha.colunas[i]!.tipo))),
  );
}

const FORMATO: Record<TipoColuna, string | undefined> = {
  texto: undefined,
  inteiro: '#,##0',
  dinheiro: '"R$" #,##0.00',
  percentual: '0.00%',
  data: 'dd/mm/yyyy',
  mes: 'mm/yyyy',
};

/** 'YYYY-MM-DD' or 'YYYY-MM' as the Date exceljs writes as that calendar day (it reads UTC). */
const diaUtc = (iso: string) => new Date(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, iso.length > 7 ? Number(iso.slice(8, 10)) : 1));

function valorXlsx(valor: Valor, tipo: TipoColuna): ExcelJS.CellValue {
  if (valor === null) return null;
  if (typeof valor === 'string') return (tipo === 'data' && ISO_DIA.test(valor)) || (tipo === 'mes' && ISO_MES.test(valor)) ? diaUtc(valor) : valor;
  return tipo === 'dinheiro' ? valor / 100 : valor;
}

export async function xlsxDaPlanilha(planilha: Planilha, titulo: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Portal da clínica';
  workbook.title = titulo;
  const sheet = workbook.addWorksheet(planilha.aba.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = planilha.colunas.map((coluna) => ({
    header: coluna.titulo,
    width: coluna.largura ?? Math.max(12, coluna.titulo.length + 2),
    style: FORMATO[coluna.tipo] ? { numFmt: FORMATO[coluna.tipo] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const linha of planilha.linhas) sheet.addRow(linha.map((valor, i) => valorXlsx(valor, planilha.colunas[i]!.tipo)));
  if (planilha.total) sheet.addRow(planilha.total.map((valor, i) => valorXlsx(valor, planilha.colunas[i]!.tipo))).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1 + planilha.linhas.length, column: planilha.colunas.length } };

  const filtros = workbook.addWorksheet('Filtros');
  filtros.columns = [{ width: 22 }, { width: 80 }];
  filtros.addRow([titulo]).font = { bold: true, size: 13 };
  for (const [rotulo, valor] of planilha.filtros) filtros.addRow([rotulo, valor]).getCell(1).font = { bold: true };

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
