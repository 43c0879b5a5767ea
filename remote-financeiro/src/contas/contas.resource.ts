import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { http, invalidateRoots, queryClient, type ApiAnswer, type ApiBody } from '@clinica/shared';

/** Contas a receber (RECEITA) or a pagar (DESPESA): one table, parametrised by the kind. */
export type TipoConta = 'RECEITA' | 'DESPESA';
/** One instalment as the tables show it (api LinhaReceita). */
export type LinhaConta = ApiAnswer<'gerenciar/financeiro/popularTabelaReceita', 'post'>['content'][number];
export type PaginaContas = ApiAnswer<'gerenciar/financeiro/popularTabelaReceita', 'post'>;
export type FiltroContas = ApiBody<'gerenciar/financeiro/popularTabelaReceita', 'post'>;
export type Receita = ApiAnswer<'gerenciar/financeiro/buscarReceitas', 'get'>;
export type DetalheReceita = Receita['detalhesReceitas'][number];
export type LancarBody = ApiBody<'gerenciar/financeiro/lancarReceita', 'post'>;
export type EditarBody = ApiBody<'gerenciar/financeiro/editarReceita', 'put'>;
export type FormaPagamento = NonNullable<DetalheReceita['formaPagamento']>;
export type StatusParcela = DetalheReceita['status'];

export const FORMAS: readonly FormaPagamento[] = ['DEBITO', 'DINHEIRO', 'PIX', 'CREDITO'];
export const STATUS: readonly StatusParcela[] = ['Pendente', 'PAGO', 'VENCIDO', 'CANCELADO'];
export const PAGE_SIZE = 20;

/** Every finance read (tables, Início's tiles, the record's Débitos) lives under this root: a payment changes them all. */
export const FINANCEIRO_ROOT = 'financeiro';
const KEY = [FINANCEIRO_ROOT, 'contas'] as const;
// writes keep their own messages: the client does not toast as well
const silent = { silent: true };

const tabela = (filtro: FiltroContas, page: number, size: number, signal: AbortSignal): Promise<PaginaContas> =>
  http.post('gerenciar/financeiro/popularTabelaReceita', { query: { page, size }, json: filtro, signal }).json();

/** One page of instalments of the filter, by due day, with the filter's totals; the previous page stays while the next loads. */
export const useContas = (filtro: FiltroContas, page: number, enabled = true, size = PAGE_SIZE) =>
  useQuery(
    {
      queryKey: [...KEY, filtro, page, size],
      queryFn: ({ signal }) => tabela(filtro, page, size, signal),
      placeholderData: keepPreviousData,
      enabled,
    },
    queryClient,
  );

/** The cash flow: the coming weeks' pending money in and out, by week, and the overdue apart (centavos). */
export type FluxoCaixa = ApiAnswer<'gerenciar/financeiro/fluxoCaixa', 'get'>;
export type SemanaFluxo = FluxoCaixa['semanas'][number];

/** Fluxo de caixa of the next `semanas` weeks (under the finance root: a launch, payment or cancellation reads it again). */
export const useFluxoCaixa = (semanas = 12) =>
  useQuery(
    {
      queryKey: [FINANCEIRO_ROOT, 'fluxo-caixa', semanas],
      queryFn: ({ signal }) => http.get('gerenciar/financeiro/fluxoCaixa', { query: { semanas: String(semanas) }, signal }).json(),
    },
    queryClient,
  );

/** One entry with all its instalments (to edit it, or to see who paid what). */
export const useReceita = (idReceita: number | undefined) =>
  useQuery(
    {
      queryKey: [...KEY, 'receita', idReceita],
      queryFn: ({ signal }) => http.get('gerenciar/financeiro/buscarReceitas', { query: { idReceita: String(idReceita) }, signal }).json(),
      enabled: idReceita !== undefined,
    },
    queryClient,
  );

const changed = () => invalidateRoots(FINANCEIRO_ROOT);

export const useLancarMutation = () =>
  useMutation(
    { mutationFn: (body: LancarBody) => http.post('gerenciar/financeiro/lancarReceita', { json: body, context: silent }).json(), onSuccess: changed },
    queryClient,
  );
export const useEditarMutation = () =>
  useMutation(
    { mutationFn: (body: EditarBody) => http.put('gerenciar/financeiro/editarReceita', { json: body, context: silent }).json(), onSuccess: changed },
    queryClient,
  );
export const useCancelarMutation = () =>
  useMutation(
    {
      mutationFn: (idReceita: number) => http.post('gerenciar/financeiro/cancelarReceita', { query: { idReceita: String(idReceita) }, context: silent }).json(),
      onSuccess: changed,
    },
    queryClient,
  );

/**
 * Pays instalments (the body's detalhesReceitas). `chave` is the user action's Idempotency-Key: the
 * same click sent twice (a double click, a retry) pays once.
 */
export const usePagarMutation = () =>
  useMutation(
    {
      mutationFn: ({ parcelas, chave }: { parcelas: { id: number; formaPagamento: FormaPagamento | null }[]; chave: string }) =>
        http.post('gerenciar/financeiro/pagamentoReceita', { json: { detalhesReceitas: parcelas }, context: { ...silent, idempotencyKey: chave } }).json(),
      onSuccess: changed,
    },
    queryClient,
  );
