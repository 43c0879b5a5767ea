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
