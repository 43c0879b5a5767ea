/**
 * Address of the doctor detail screen (spec 01 section 2): /detalhe-medico with the doctor as a JSON
 * query parameter, `objMedico`. Here, not in the agenda remote, because the users screen opens it too.
 */
export const DETALHE_MEDICO_PATH = '/detalhe-medico';

/** The query string that opens a doctor's detail screen (on a tab). */
export const detalheMedicoSearch = (medico: { id: number; nome: string }, aba?: string): string => {
  const params = new URLSearchParams({ objMedico: JSON.stringify({ id: medico.id, nome: medico.nome }) });
  if (aba) params.set('aba', aba);
  return `?${params.toString()}`;
};
