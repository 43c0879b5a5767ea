import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@clinica/shared/router';
import type { ApiAnswer } from '../api/api-types.ts';
import { hasRole } from '../auth/authorities.ts';
import { http } from '../http/http.client.ts';
import { queryClient } from '../http/query-client.ts';
import { QUERY_ROOTS } from '../http/query-keys.ts';
import { useSession } from '../session/session.store.ts';

export type NaoFinalizado = ApiAnswer<'gerenciar/agendamento/naoFinalizados', 'get'>[number];

/** Consultations started in this page, each with the moment until which it is in progress (ms). */
const iniciadosAgora = new Map<number, number>();

/**
 * A consultation the user has just started is in progress, not forgotten, even when its slot is
 * already over (issue 36 item 7): the warning leaves it out for its slot's length from now.
 */
export function marcarIniciadoAgora(agendamento: { id: number; dataAgendamento: string; horaFinal: string }, agora = Date.now()): void {
  const duracao = Date.parse(agendamento.horaFinal) - Date.parse(agendamento.dataAgendamento);
  iniciadosAgora.set(agendamento.id, agora + (Number.isFinite(duracao) ? Math.max(duracao, 0) : 0));
}

const esquecidos = (lista: NaoFinalizado[]): NaoFinalizado[] => {
  const agora = Date.now();
  return lista.filter((agendamento) => (iniciadosAgora.get(agendamento.id) ?? 0) <= agora);
};

/**
 * The logged doctor's consultations started and not finished whose end has passed (spec 01 section
 * 2, 'Aviso de agendamento não finalizado'). Asked only for a doctor of the agenda; one query for
 * the host (which loads the agenda's dialog only when there is something to finish) and the dialog.
 * Under the agendamentos root, keyed by the user: finishing a consultation anywhere reads it again.
 * A failure stays silent rather than toasting on each navigation. One the user has just started here
 * is left out (marcarIniciadoAgora).
 */
export function useNaoFinalizados() {
  const userId = useSession((state) => (state.user?.ehMedico === true && hasRole(state.authorities, 'AGENDAMENTOS') ? state.user.id : undefined));
  return useQuery(
    {
      queryKey: [QUERY_ROOTS.agendamentos, 'naoFinalizados', userId],
      queryFn: ({ signal }) => http.get('gerenciar/agendamento/naoFinalizados', { signal, context: { silent: true } }).json(),
      enabled: userId !== undefined,
      // a new function each render: the time a just-started one is left out runs out without new data
      select: (lista) => esquecidos(lista),
    },
    queryClient,
  );
}

/** useNaoFinalizados, asked again on every route change (the first ask is the query's own). */
export function useNaoFinalizadosCheck() {
  const query = useNaoFinalizados();
  const { pathname } = useLocation();
  const { refetch, isEnabled } = query;
  const checkedAt = useRef(pathname);
  useEffect(() => {
    if (checkedAt.current === pathname) return;
    checkedAt.current = pathname;
    if (isEnabled) void refetch();
  }, [pathname, isEnabled, refetch]);
  return query;
}
