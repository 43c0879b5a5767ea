import { useQuery } from '@tanstack/react-query';
import { http, queryClient, type ApiAnswer } from '@clinica/shared';
import { FINANCEIRO_ROOT } from '../contas/contas.resource.ts';

/** A patient's receivable as the record's Débitos tab lists it (approved quotes first), with its instalments. */
export type Debito = ApiAnswer<'gerenciar/financeiro/debitosPaciente', 'get'>[number];
export type OrcamentoAprovado = ApiAnswer<'gerenciar/orcamento/pesquisarOrcamento', 'get'>;

/** Under the finance root: a payment (here or in Contas a receber) reads them again. */
export const useDebitos = (pacienteId: number) =>
  useQuery(
    {
      queryKey: [FINANCEIRO_ROOT, 'debitos', pacienteId],
      queryFn: ({ signal }) => http.get('gerenciar/financeiro/debitosPaciente', { query: { pacienteId: String(pacienteId) }, signal }).json(),
    },
    queryClient,
  );
