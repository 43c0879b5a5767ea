import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { downloadPostFile, http, invalidateRoots, queryClient, type ApiAnswer, type ApiBody, type DownloadProgress } from '@clinica/shared';
import { ESTOQUE_ROOT } from '../produtos/index.ts';

/** An entry, exit or return as the tables show it (api MovimentacaoEstoque). */
export type Movimentacao = ApiAnswer<'gerenciar/estoque/popularTabelaEntrada', 'post'>['content'][number];
export type PaginaMovimentacoes = ApiAnswer<'gerenciar/estoque/popularTabelaEntrada', 'post'>;
/** The period and product a table and the export are filtered by. */
export type FiltroMovimentacao = ApiBody<'gerenciar/estoque/popularTabelaEntrada', 'post'>;
export type EntradaBody = ApiBody<'gerenciar/estoque/lancarEntradaEstoque', 'post'>;
export type SaidaBody = ApiBody<'gerenciar/estoque/lancarSaidaEstoque', 'post'>;
export type PacienteDaSaida = ApiAnswer<'gerenciar/estoque/pacientes', 'get'>[number];
export type ProcedimentoDaSaida = ApiAnswer<'gerenciar/estoque/procedimentos', 'get'>[number];

export type TipoTabela = 'ENTRADA' | 'SAIDA';
export type FormatoExport = 'CSV' | 'XLSX';

export const PAGE_SIZE = 20;

const KEY = [ESTOQUE_ROOT, 'movimentacao'] as const;
// writes keep their own messages (the form shows them under the field): the client does not toast
const silent = { context: { silent: true } };

const tabela = (tipo: TipoTabela, filtro: FiltroMovimentacao, page: number, signal: AbortSignal): Promise<PaginaMovimentacoes> =>
  http
    .post(tipo === 'ENTRADA' ? 'gerenciar/estoque/popularTabelaEntrada' : 'gerenciar/estoque/popularTabelaSaida', {
      query: { page, size: PAGE_SIZE },
      json: filtro,
      signal,
    })
    .json();

/** One page of entries or exits, the most recent first; the previous page stays while the next loads. Nothing asked while not `enabled` (a period ending before it starts). */
export const useMovimentacoes = (tipo: TipoTabela, filtro: FiltroMovimentacao, page: number, enabled = true) =>
  useQuery(
    { queryKey: [...KEY, tipo, filtro, page], queryFn: ({ signal }) => tabela(tipo, filtro, page, signal), placeholderData: keepPreviousData, enabled },
    queryClient,
  );

/** Active patients by name for an exit used on one (`nome` trimmed; fewer than 2 letters asks nothing). */
export const usePacientesDaSaida = (nome: string) =>
  useQuery(
    {
      queryKey: [ESTOQUE_ROOT, 'pacientes', nome],
      queryFn: ({ signal }) => http.get('gerenciar/estoque/pacientes', { query: { nome }, signal }).json(),
      enabled: nome.length >= 2,
      placeholderData: keepPreviousData,
    },
    queryClient,
  );
export const useProcedimentosDaSaida = () =>
  useQuery({ queryKey: [ESTOQUE_ROOT, 'procedimentos'], queryFn: ({ signal }) => http.get('gerenciar/estoque/procedimentos', { signal }).json() }, queryClient);

/** A product's lots with stock (the ones expiring first first), for the exit's lot: expired ones too, marked. */
const lotesQuery = (produtoId: number | null) => ({
  queryKey: [...KEY, 'lotes', produtoId],
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await http.get('gerenciar/estoque/listarInventario', { query: { id: String(produtoId) }, signal }).json())[0]?.lotes ?? [],
});
export const useLotesDaSaida = (produtoId: number | null) => useQuery({ ...lotesQuery(produtoId), enabled: !!produtoId }, queryClient);
export type LoteComSaldo = NonNullable<ReturnType<typeof useLotesDaSaida>['data']>[number];
/** The lot of a scanned box among the product's lots with stock (the lot number as printed, any case). */
export const loteComSaldo = async (produtoId: number, numero: string): Promise<LoteComSaldo | undefined> =>
  (await queryClient.fetchQuery(lotesQuery(produtoId))).find((lote) => lote.lote.toLowerCase() === numero.toLowerCase());

// every stock read (products' totals, inventory, these tables) changes with a movement
const changed = () => invalidateRoots(ESTOQUE_ROOT);

const lancarEntrada = (body: EntradaBody): Promise<Movimentacao> => http.post('gerenciar/estoque/lancarEntradaEstoque', { json: body, ...silent }).json();
/** One line per lot the exit took (first-expired-first-out unless a lot is named). */
const lancarSaida = (body: SaidaBody): Promise<Movimentacao[]> => http.post('gerenciar/estoque/lancarSaidaEstoque', { json: body, ...silent }).json();
const devolver = ({ idSaida, quantidade }: { idSaida: number; quantidade: number }): Promise<Movimentacao> =>
  http.post('gerenciar/estoque/devolucao', { query: { idSaida: String(idSaida), quantidadeDevolucao: String(quantidade) }, ...silent }).json();

export const useLancarEntradaMutation = () => useMutation({ mutationFn: lancarEntrada, onSuccess: changed }, queryClient);
export const useLancarSaidaMutation = () => useMutation({ mutationFn: lancarSaida, onSuccess: changed }, queryClient);
export const useDevolucaoMutation = () => useMutation({ mutationFn: devolver, onSuccess: changed }, queryClient);

/** The movements of the filter (every kind, oldest first) as a file, the bytes reported as they stream. */
export const exportarMovimentacao = (
  tipoExport: FormatoExport,
  filtro: FiltroMovimentacao,
  onProgress: (progress: DownloadProgress) => void,
): Promise<string> =>
  downloadPostFile('gerenciar/estoque/exportMovimentacao', {
    query: { tipoExport },
    json: filtro,
    fallback: `movimentacoes-estoque.${tipoExport === 'CSV' ? 'csv' : 'xlsx'}`,
    onProgress,
  });
