import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '@clinica/shared';
import { clinicToday } from '../booking/booking-rules.ts';
import { parseAgendaParams, writeAgendaParams, type AgendaParams } from './agenda-params.ts';

/** The agenda's state in the address; doctors start on their own agenda (session `ehMedico`). */
export function useAgendaParams(): [AgendaParams, (changes: Partial<AgendaParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const user = useSession((state) => state.user);
  const medicoId = user?.ehMedico ? Number(user.id) : undefined;
  const params = useMemo(() => parseAgendaParams(search, { today: clinicToday(), medicoId }), [search, medicoId]);
  const update = useCallback((changes: Partial<AgendaParams>) => setSearch((current) => writeAgendaParams(current, changes), { replace: true }), [setSearch]);
  return [params, update];
}
