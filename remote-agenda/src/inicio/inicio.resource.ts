import { useQuery } from '@tanstack/react-query';
import { QUERY_ROOTS, http, queryClient, type ApiAnswer } from '@clinica/shared';

export type InicioAgenda = ApiAnswer<'dashboard/agenda', 'get'>;

/** Under the agenda's root: a booking, an arrival or a status change anywhere reads the figures again. */
const KEY = [QUERY_ROOTS.agendamentos, 'inicio'];

const lerInicio = (signal: AbortSignal): Promise<InicioAgenda> => http.get('dashboard/agenda', { signal }).json();

/** Today's figures; read again every minute while Início is open (arrivals come through the day). */
export const useInicioAgenda = () => useQuery({ queryKey: KEY, queryFn: ({ signal }) => lerInicio(signal), refetchInterval: 60_000 }, queryClient);
