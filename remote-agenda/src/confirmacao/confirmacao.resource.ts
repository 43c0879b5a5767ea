import { useMutation, useQuery } from '@tanstack/react-query';
import { QUERY_ROOTS, http, invalidateRoots, queryClient, type ApiAnswer } from '@clinica/shared';

/** What the public confirmation answers (the patient's first name only). */
export type Confirmacao = ApiAnswer<'gerenciar/agendamento/confirmarAgendamento', 'get'>;

const url = 'gerenciar/agendamento/confirmarAgendamento';

/** The public link's own root: the patient's view of one appointment, by the link's code. */
const confirmacaoKey = (codigo: string) => ['confirmacao', codigo];

/** Reads the appointment of the patient's link; changes nothing (mail and chat link scanners open it too). */
const lerConfirmacao = (codigo: string, signal: AbortSignal): Promise<Confirmacao> =>
  http.get(url, { query: { agendamentoId: codigo }, signal, context: { silent: true } }).json();

/** The patient confirms with the link's code (PENDENTE → CONFIRMADO; again: no change). */
const confirmar = (codigo: string): Promise<Confirmacao> => http.post(url, { query: { agendamentoId: codigo }, context: { silent: true } }).json();

/** The appointment of the link; none asked without a code. */
export const useConfirmacao = (codigo: string) =>
  useQuery({ queryKey: confirmacaoKey(codigo), queryFn: ({ signal }) => lerConfirmacao(codigo, signal), enabled: codigo !== '' }, queryClient);

/** Confirms: the link's view shows the answer, and the appointment's readers (the agenda) read again. */
export const useConfirmarMutation = (codigo: string) =>
  useMutation(
    {
      mutationFn: () => confirmar(codigo),
      onSuccess: async (confirmada) => {
        queryClient.setQueryData(confirmacaoKey(codigo), confirmada);
        await invalidateRoots(QUERY_ROOTS.agendamentos);
      },
    },
    queryClient,
  );
