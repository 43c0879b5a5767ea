import { queryClient } from './query-client.ts';

/**
 * Cache key roots of what more than one area reads. Every key of a resource starts with its root
 * (`[AGENDAMENTOS, 'calendario', filtro]`), so a write in one remote invalidates the root and every
 * screen under it reads again, whichever remote drew it: a booking in the agenda refreshes the
 * record's Agendamentos tab, a consultation finished in the record refreshes the calendar.
 * Data only one remote reads keys on a root of its own, in its `*.resource.ts`.
 */
export const QUERY_ROOTS = {
  /** appointments in any shape: calendar, list, one, unfinished, a patient's history and fitness */
  agendamentos: 'agendamentos',
  /** patients: search, one patient, their procedures */
  pacientes: 'pacientes',
  /** doctors: list, hours, blocks */
  medicos: 'medicos',
  /** the clinic's catalogues the settings change and other areas pick from: rooms, commitment types, exams */
  catalogos: 'catalogos',
} as const;

export type QueryRoot = (typeof QUERY_ROOTS)[keyof typeof QUERY_ROOTS];

/** After a write: every screen reading under these roots reads again (the ones not on screen, when next shown). */
export const invalidateRoots = async (...roots: readonly string[]): Promise<void> => {
  await Promise.all(roots.map((root) => queryClient.invalidateQueries({ queryKey: [root] })));
};
