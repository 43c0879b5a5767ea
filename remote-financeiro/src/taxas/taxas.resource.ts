import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http, queryClient, type ApiAnswer, type ApiBody } from '@clinica/shared';

export type Simulacao = ApiAnswer<'gerenciar/financeiro/taxas/simular', 'post'>;
export type SimulacaoBody = ApiBody<'gerenciar/financeiro/taxas/simular', 'post'>;

/** The clinic's payment terms change in Configurações (root 'pagamentos'): a change there reads this again. */
const ROOT = 'pagamentos';

const simular = (body: SimulacaoBody, signal: AbortSignal): Promise<Simulacao> =>
  http.post('gerenciar/financeiro/taxas/simular', { json: body, signal, context: { silent: true } }).json();

/** What the clinic keeps of a proposal; nothing is asked while it is incomplete. */
export const useSimulacao = (body: SimulacaoBody, enabled: boolean) =>
  useQuery(
    { queryKey: [ROOT, 'simulacao', body], queryFn: ({ signal }) => simular(body, signal), enabled, placeholderData: keepPreviousData, retry: false },
    queryClient,
  );
