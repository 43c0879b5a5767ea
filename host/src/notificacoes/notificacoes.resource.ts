import { useMutation } from '@tanstack/react-query';
import { apiErrorMessage, apiErrorStatus, http, notify, queryClient } from '@clinica/shared';
import type { Notificacao } from './notificacao.ts';

/** Marks one of the user's own notifications read (arrival, reminder); alerts answer 404. */
const marcarComoLida = (id: Notificacao['idNotificacao']): Promise<Notificacao> =>
  http.get('gerenciar/notificacao/marcarComoLida/{id}', { params: { id } }).json();

/** 'Fechar todas': marks all of that user's own notifications read. */
const limparNotificacoesDoMedico = (userId: string): Promise<{ quantidade: number }> =>
  http.get('gerenciar/notificacao/limparNotificacoesDoMedico/{id}', { params: { id: userId } }).json();

/*
 * The unread list is not api data in the query cache: the socket feeds it into the notificacoes store,
 * and the components drop what was read from that store. These writes invalidate no query.
 */
export const useMarcarComoLidaMutation = () => useMutation({ mutationFn: marcarComoLida }, queryClient);

export const useLimparNotificacoesMutation = () => useMutation({ mutationFn: limparNotificacoesDoMedico }, queryClient);

/**
 * After a failed call: the http client already showed a 4xx's own message, and a 401 ends the
 * session; anything else gets the generic notifications message.
 */
export function showCallFailure(error: unknown, fallback: string): void {
  const status = apiErrorStatus(error);
  if (status === 401) return;
  if (status !== undefined && status >= 400 && status < 500 && apiErrorMessage(error)) return;
  notify.error(fallback);
}
