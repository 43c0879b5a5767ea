import { useQuery } from '@tanstack/react-query';
import { http, queryClient, type ApiAnswer } from '@clinica/shared';

export type PixParcela = ApiAnswer<'gerenciar/financeiro/pix/parcela/{id}', 'get'>;

const lerPix = (id: number, signal: AbortSignal): Promise<PixParcela> =>
  http.get('gerenciar/financeiro/pix/parcela/{id}', { params: { id }, signal, context: { silent: true } }).json();

/** The Pix charge of an instalment or entry (root 'pagamentos': a new clinic key reads it again). */
export const usePixParcela = (id: number, enabled: boolean) =>
  useQuery({ queryKey: ['pagamentos', 'pix-parcela', id], queryFn: ({ signal }) => lerPix(id, signal), enabled, retry: false }, queryClient);
