/**
 * Addresses of the patient record (spec 02 section 2.1): /detalhes-paciente/{tab} with query
 * parameters paciente and procedimento, each a JSON-quoted number ("12"). Here, not in the pacientes
 * remote, because the host (notifications) and other remotes link to the record too.
 */
export const RECORD_PATH = '/detalhes-paciente';

const quoted = (value: number | string): string => JSON.stringify(String(value));

/** Record address for a patient (and procedure), on a given tab. */
export function recordAddress(pacienteId: number, procedimentoId?: number, tab?: string): string {
  const params = new URLSearchParams({ paciente: quoted(pacienteId) });
  if (procedimentoId !== undefined) params.set('procedimento', quoted(procedimentoId));
  return `${RECORD_PATH}${tab ? `/${tab}` : ''}?${params.toString()}`;
}

/** A JSON-quoted (or bare) positive integer from the query, else undefined: the reverse of the quoting. */
export function idParam(raw: string | null): number | undefined {
  if (raw === null) return undefined;
  let value: unknown = raw;
  try {
    value = JSON.parse(raw);
  } catch {
    // bare text: checked below
  }
  const text = String(value).trim();
  if (!/^\d{1,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 ? id : undefined;
}
