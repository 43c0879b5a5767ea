import { formatDateTime, formatPhone } from '@clinica/shared';
import type { Recebedor } from './inventario.resource.ts';

/** A CSV cell: quoted when it holds the separator, a quote or a line break (RFC 4180); a text a spreadsheet would run as a formula is neutralised (a phone's +351 is not). */
const celula = (value: string | number | null | undefined): string => {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=@\t\r]|^[+-](?![\d (])/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * The recall list as a CSV the clinic opens in a spreadsheet to call each patient (UTF-8 with BOM,
 * ';' as separator, as the api's own exports): built from the answer already on screen, so the
 * export is exactly what was searched (and audited) once.
 */
export function recallCsv(linhas: readonly Recebedor[], cabecalho: readonly string[], produto: string): string {
  const corpo = linhas.map((r) =>
    [
      r.paciente.nome,
      formatPhone(r.paciente.celular, r.paciente.ddi),
      formatPhone(r.paciente.telefone, r.paciente.ddi),
      produto,
      r.lote,
      r.quantidade,
      formatDateTime(r.horario),
      r.usuario,
      r.procedimento,
    ]
      .map(celula)
      .join(';'),
  );
  return `\uFEFF${[cabecalho.map(celula).join(';'), ...corpo].join('\r\n')}\r\n`;
}
