import { FalhaPdf, baixarPdf, http, type ApiAnswer, type ApiBody } from '@clinica/shared';

type Laudo = ApiAnswer<'gerenciar/paciente/laudo', 'post'>;
type LaudoBody = ApiBody<'gerenciar/paciente/laudo', 'post'>;

/** spec 02 §8: the PDF is saved under this name. */
export const NOME_LAUDO = 'laudo.pdf';

const lerLaudo = (body: LaudoBody): Promise<Laudo> => http.post('gerenciar/paciente/laudo', { json: body, context: { silent: true } }).json();

/**
 * The record's PDF report of the patient in the procedure, saved as laudo.pdf (the top banner
 * follows it). Answers undefined when saved, else the failure (its step and the server's message).
 */
export async function baixarLaudo(idPaciente: number, procedimento: number): Promise<FalhaPdf | undefined> {
  try {
    // the laudo comes with the api's signed job (emissao): the PDF is registered as issued, naming the patient
    await baixarPdf(() => lerLaudo({ idPaciente, procedimento }), NOME_LAUDO);
    return undefined;
  } catch (error) {
    return error instanceof FalhaPdf ? error : new FalhaPdf('pdf', undefined);
  }
}
