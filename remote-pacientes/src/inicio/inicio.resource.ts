import { useQuery } from '@tanstack/react-query';
import { QUERY_ROOTS, http, queryClient, type ApiAnswer } from '@clinica/shared';

export type InicioPacientes = ApiAnswer<'dashboard/pacientes', 'get'>;

/** Under the patients' root: registering a patient reads the figures again. */
const KEY = [QUERY_ROOTS.pacientes, 'inicio'];

const lerInicio = (signal: AbortSignal): Promise<InicioPacientes> => http.get('dashboard/pacientes', { signal }).json();

export const useInicioPacientes = () => useQuery({ queryKey: KEY, queryFn: ({ signal }) => lerInicio(signal) }, queryClient);
