import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from '@clinica/shared/router';
import { useSession } from '@clinica/shared';
import { clinicToday } from '../booking/booking-rules.ts';
import { parseAgendaParams, writeAgendaParams, type AgendaParams } from './agenda-params.ts';

export type AgendaChanges = Partial<AgendaParams> | ((current: AgendaParams) => Partial<AgendaParams>);

/**
 * The agenda's state in the address; doctors start on their own agenda (session `ehMedico`).
 * Changes build on the last one written, not on the last render: two arrow presses before React
 * renders move two periods (react-router's setSearchParams does not queue updates, and the router
 * renders in a transition, so a render may still show an address two writes old).
 */
export function useAgendaParams(): [AgendaParams, (changes: AgendaChanges) => void] {
  const [search, setSearch] = useSearchParams();
  const user = useSession((state) => state.user);
  const medicoId = user?.ehMedico ? Number(user.id) : undefined;
  const params = useMemo(() => parseAgendaParams(search, { today: clinicToday(), medicoId }), [search, medicoId]);
  const latest = useRef(search);
  // our writes the router has not rendered yet, oldest first
  const pending = useRef<string[]>([]);
  useEffect(() => {
    const shown = pending.current.indexOf(search.toString());
    if (shown >= 0) {
      // one of ours caught up: later writes of ours still win
      pending.current = pending.current.slice(shown + 1);
      if (pending.current.length > 0) return;
    } else {
      // someone else moved the address (back button, a link): it wins
      pending.current = [];
    }
    latest.current = search;
  }, [search]);
  const update = useCallback(
    (changes: AgendaChanges) => {
      const current = latest.current;
      const resolved = typeof changes === 'function' ? changes(parseAgendaParams(current, { today: clinicToday(), medicoId })) : changes;
      const next = writeAgendaParams(current, resolved);
      if (next.toString() === current.toString()) return;
      latest.current = next;
      pending.current.push(next.toString());
      setSearch(next, { replace: true });
    },
    [setSearch, medicoId],
  );
  return [params, update];
}
