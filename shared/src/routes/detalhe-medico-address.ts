/**
 * Address of the doctor detail screen (spec 01 section 2): /detalhe-medico/{tab} with the doctor as a
 * JSON query parameter, `objMedico`. Here, not in the agenda remote, because the users screen opens it too.
 */
export const DETALHE_MEDICO_PATH = '/detalhe-medico';

/** The query string that names the doctor (a tab switch keeps it). */
export const detalheMedicoSearch = (medico: { id: number; nome: string }): string =>
  `?${new URLSearchParams({ objMedico: JSON.stringify({ id: medico.id, nome: medico.nome }) }).toString()}`;

/** A doctor's detail screen on one of its tabs (the agenda manifest's paths: 'dados-pessoais', 'escala'). */
export const detalheMedicoAddress = (medico: { id: number; nome: string }, tab: string): string =>
  `${DETALHE_MEDICO_PATH}/${tab}${detalheMedicoSearch(medico)}`;
