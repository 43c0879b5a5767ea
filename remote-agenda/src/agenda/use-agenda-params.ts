import { useCallback, useMemo } from 'react';
import { useSession, useUrlState } from '@clinica/shared';
import { clinicToday } from '../booking/booking-rules.ts';
import { parseAgendaParams, writeAgendaParams, type AgendaParams } from './agenda-params.ts';

export type AgendaChanges = Partial<AgendaParams> | ((current: AgendaParams) => Partial<AgendaParams>);

/**
 * The agenda's state in the address; doctors start on their own agenda (session `ehMedico`).
 * A change built on the current state (the next period) reads the last one written (useUrlState):
 * two arrow presses before React renders move two periods.
 */
export function useAgendaParams(): [AgendaParams, (changes: AgendaChanges) => void] {
  const [search, setSearch] = useUrlState();
  const user = useSession((state) => state.user);
  const medicoId = user?.ehMedico ? Number(user.id) : undefined;
  const params = useMemo(() => parseAgendaParams(search, { today: clinicToday(), medicoId }), [search, medicoId]);
  const update = useCallback(
    (changes: AgendaChanges) =>
      setSearch((current) =>
        writeAgendaParams(current, typeof changes === 'function' ? changes(parseAgendaParams(current, { today: clinicToday(), medicoId })) : changes),
      ),
    [setSearch, medicoId],
  );
  return [params, update];
}
