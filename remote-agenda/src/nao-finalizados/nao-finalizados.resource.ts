import { http } from '@clinica/shared';
import type { Agendamento } from '../agenda/agendamento.resource.ts';

/**
 * The logged doctor's consultations started and not finished whose end has passed. Checked on every
 * route change: a failure stays silent rather than toasting on each navigation.
 */
export const naoFinalizados = (): Promise<Agendamento[]> =>
  http.get('gerenciar/agendamento/naoFinalizados', { context: { silent: true } }).json<Agendamento[]>();
