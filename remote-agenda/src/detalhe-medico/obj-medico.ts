/**
 * The doctor arrives as a JSON query parameter, `objMedico` (spec 01 section 2, Doctor detail screen):
 * only its id is trusted; the screen reloads the rest from the api.
 */
export function medicoIdOf(objMedico: string | null): number | undefined {
  if (!objMedico) return undefined;
  try {
    const parsed: unknown = JSON.parse(objMedico);
    const id = typeof parsed === 'object' && parsed !== null ? (parsed as { id?: unknown }).id : parsed;
    const numeric = typeof id === 'string' ? Number(id) : id;
    return typeof numeric === 'number' && Number.isInteger(numeric) && numeric > 0 ? numeric : undefined;
  } catch {
    return undefined;
  }
}

/** The query string that opens a doctor's detail screen. */
export const detalheMedicoSearch = (medico: { id: number; nome: string }, aba?: string): string => {
  const params = new URLSearchParams({ objMedico: JSON.stringify({ id: medico.id, nome: medico.nome }) });
  if (aba) params.set('aba', aba);
  return `?${params.toString()}`;
};
