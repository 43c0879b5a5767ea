import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '@clinica/shared';
import { clinicToday } from '../booking/booking-rules.ts';
import { parseAgendaParams, writeAgendaParams, type AgendaParams } from './agenda-params.ts';

export type AgendaChanges = Partial<AgendaParams> | ((current: AgendaParams) => Partial<AgendaParams>);

/**
 * The agenda's state in the address; doctors start on their own agenda (session `ehMedico`).
 * Changes build on the last one written, not on the last render: two arrow presses before React
 * renders move two periods (react-router's setSearchParams does not queue updates).
 */
export function useAgendaParams(): [AgendaParams, (changes: AgendaChanges) => void] {
  const [search, setSearch] = useSearchParams();
  const user = useSession((state) => state.user);
  const medicoId = user?.ehMedico ? Number(user.id) : undefined;
  const params = useMemo(() => parseAgendaParams(search, { today: clinicToday(), medicoId }), [search, medicoId]);
  const latest = useRef(search);
  useEffect(() => {
    latest.current = search;
  }, [search]);
  const update = useCallback(
    (changes: AgendaChanges) => {
      const current = latest.current;
      const resolved = typeof changes === 'function' ? changes(parseAgendaParams(current, { today: clinicToday(), medicoId })) : changes;
      latest.current = writeAgendaParams(current, resolved);
      setSearch(latest.current, { replace: true });
    },
    [setSearch, medicoId],
  );
  return [params, update];
}
