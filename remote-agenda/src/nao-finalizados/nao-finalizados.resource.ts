import { useQuery } from '@tanstack/react-query';
import { QUERY_ROOTS, http, queryClient } from '@clinica/shared';
import type { Agendamento } from '../agenda/agendamento.resource.ts';

/**
 * The logged doctor's consultations started and not finished whose end has passed. Checked on every
 * route change: a failure stays silent rather than toasting on each navigation.
 */
const naoFinalizados = (signal: AbortSignal): Promise<Agendamento[]> =>
  http.get('gerenciar/agendamento/naoFinalizados', { signal, context: { silent: true } }).json<Agendamento[]>();

/**
 * Under the agendamentos root, keyed by the user (another doctor may log in on the same page): finishing
 * a consultation here, in the agenda or in the patient's record reads it again. None asked while
 * `userId` is undefined (not a doctor of the agenda).
 */
export const useNaoFinalizados = (userId: string | undefined) =>
  useQuery(
    {
      queryKey: [QUERY_ROOTS.agendamentos, 'naoFinalizados', userId],
      queryFn: ({ signal }) => naoFinalizados(signal),
      enabled: userId !== undefined,
    },
    queryClient,
  );
