import ExcelJS from 'exceljs';
import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import type { Executor } from '../db/database.js';
import { dataHoraBrasilia } from '../auditoria/auditoria-csv.js';
import { celula, CSV_SEPARADOR } from '../http/csv.js';
import { diaBr } from '../time/clinic-time.js';
import { loteParaExportar, type FiltroMovimentacao, type LinhaExportada } from './estoque-movimentacao.repository.js';

/** Rows read from the database per query: memory stays bounded whatever the period holds. */
const LOTE = 2000;
const TIPO_TEXTO = { ENTRADA: 'Entrada', SAIDA: 'Saída', DEVOLUCAO: 'Devolução', AJUSTE: 'Ajuste' } as const;

const COLUNAS = [
  { titulo: 'Data e hora', largura: 20 },
  { titulo: 'Tipo', largura: 12 },
  { titulo: 'Produto', largura: 36 },
  { titulo: 'Unidade', largura: 12 },
  { titulo: 'Quantidade', largura: 12 },
  { titulo: 'Lote', largura: 16 },
  { titulo: 'Validade', largura: 12 },
  { titulo: 'Fabricante', largura: 20 },
  { titulo: 'Setor', largura: 20 },
  { titulo: 'Paciente', largura: 32 },
  { titulo: 'Procedimento', largura: 28 },
  { titulo: 'Usuário', largura: 24 },
  { titulo: 'Observação', largura: 40 },
] as const;

/** A movement's cells; the quantity is signed (− out) so a column sum is the period's balance change. */
const celulas = (r: LinhaExportada) => ({
  horario: new Date(r.horario),
  tipo: TIPO_TEXTO[r.tipo],
  valores: [
    r.nome_produto,
    r.unidade,
    r.quantidade,
    r.lote,
    r.validade,
    r.fabricante ?? '',
    r.setor ?? '',
    r.paciente ?? '',
    r.procedimento ?? '',
    r.usuario_nome ?? '',
    r.observacao ?? '',
  ],
});

/** Every batch of the filter, in order. */
async function* linhas(db: Executor, filtro: FiltroMovimentacao): AsyncGenerator<LinhaExportada> {
  let depoisDe = 0;
  for (;;) {
    const lote = await loteParaExportar(db, filtro, depoisDe, LOTE);
    yield* lote;
    if (lote.length < LOTE) return;
    depoisDe = lote[lote.length - 1]!.id;
  }
}

/** Writes and waits for the reader when the stream's buffer is full (a slow download holds the reads back). */
async function escrever(out: Writable, texto: string): Promise<void> {
  if (!out.write(texto)) await once(out, 'drain');
}

async function escreverCsv(db: Executor, filtro: FiltroMovimentacao, out: PassThrough): Promise<void> {
  await escrever(out, '\uFEFF' + COLUNAS.map((c) => celula(c.titulo)).join(CSV_SEPARADOR) + '\r\n');
  // one write per batch of lines: a million awaits cost more than the lines themselves
  let bloco: string[] = [];
  for await (const r of linhas(db, filtro)) {
    const { horario, tipo, valores } = celulas(r);
    // the quantity is a number (a leading '−' is no formula): only texts go through the formula guard
    const texto = [dataHoraBrasilia(horario.toISOString()), tipo, ...valores].map((v, i) =>
      typeof v === 'number' ? String(v) : celula(i === 6 ? diaBr(v) : v),
    );
    bloco.push(texto.join(CSV_SEPARADOR));
    if (bloco.length === LOTE) {
      await escrever(out, bloco.join('\r\n') + '\r\n');
      bloco = [];
    }
  }
  if (bloco.length > 0) await escrever(out, bloco.join('\r\n') + '\r\n');
  out.end();
}

async function escreverXlsx(db: Executor, filtro: FiltroMovimentacao, out: PassThrough): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Portal da clínica';
  const sheet = workbook.addWorksheet('Movimentações', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUNAS.map((c) => ({ header: c.titulo, width: c.largura }));
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn(1).numFmt = 'dd/mm/yyyy hh:mm';
  sheet.getColumn(7).numFmt = 'dd/mm/yyyy';
  let n = 0;
  for await (const r of linhas(db, filtro)) {
    const { horario, tipo, valores } = celulas(r);
    // exceljs writes a Date as its UTC wall time: shift the instant to São Paulo's clock
    const local = new Date(Date.parse(`${dataHoraIso(horario)}Z`));
    const validade = new Date(`${r.validade}T00:00:00Z`);
    sheet.addRow([local, tipo, ...valores.map((v, i) => (i === 4 ? validade : v))]).commit();
    // exceljs's commit ignores backpressure (exceljs#1894): wait for the reader now and then
    if (++n % 1000 === 0 && out.writableNeedDrain) await once(out, 'drain');
  }
  sheet.commit();
  await workbook.commit();
}

/** 'YYYY-MM-DDTHH:mm:ss' of an instant on the clinic's clock. */
function dataHoraIso(instant: Date): string {
  const br = dataHoraBrasilia(instant.toISOString()); // dd/MM/yyyy HH:mm:ss
  return `${br.slice(6, 10)}-${br.slice(3, 5)}-${br.slice(0, 2)}T${br.slice(11)}`;
}

export type TipoExport = 'CSV' | 'XLSX';

/**
 * The movements of the filter as a file, streamed: the answer starts before the last row is read, and
 * what the api holds at a time is one batch plus the stream's buffer. A read that fails midway ends the
 * download broken (the headers are gone), and is logged.
 */
export function exportarMovimentacoes(db: Executor, filtro: FiltroMovimentacao, tipo: TipoExport, onError: (error: unknown) => void): PassThrough {
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  const escrita = tipo === 'CSV' ? escreverCsv(db, filtro, out) : escreverXlsx(db, filtro, out);
  escrita.catch((error: unknown) => {
    onError(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
