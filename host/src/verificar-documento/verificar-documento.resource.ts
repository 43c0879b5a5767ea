import { useMutation } from '@tanstack/react-query';
import { http, queryClient, type ApiAnswer } from '@clinica/shared';

export type Verificacao = ApiAnswer<'documento-emitido/verificar', 'post'>;

/** Sends the file itself: the api hashes it and looks the hash up in the register of issued PDFs. */
function verificar(arquivo: File): Promise<Verificacao> {
  const body = new FormData();
  body.append('arquivo', arquivo, arquivo.name);
  return http.post('documento-emitido/verificar', { body, timeout: 120_000, context: { silent: true } }).json();
}

/** Nothing cached changes: the page shows the answer of the file just sent. */
export const useVerificarDocumentoMutation = () => useMutation({ mutationFn: verificar }, queryClient);
