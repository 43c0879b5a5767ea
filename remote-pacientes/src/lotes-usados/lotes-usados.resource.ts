import { useQuery } from '@tanstack/react-query';
import { http, queryClient, type ApiAnswer } from '@clinica/shared';

export type LoteUsado = ApiAnswer<'gerenciar/paciente/{id}/lotes', 'get'>[number];

/**
 * The stock lots used on the patient in a procedure (exits tied to them, net of returns). Under the
 * stock area's root: an exit or a return launched in /estoque reads it again.
 */
export const useLotesUsados = (pacienteId: number, procedimentoId: number) =>
  useQuery(
    {
      queryKey: ['estoque', 'paciente', pacienteId, procedimentoId],
      queryFn: ({ signal }): Promise<LoteUsado[]> =>
        http.get('gerenciar/paciente/{id}/lotes', { params: { id: pacienteId }, query: { procedimentoId: String(procedimentoId) }, signal }).json(),
    },
    queryClient,
  );
