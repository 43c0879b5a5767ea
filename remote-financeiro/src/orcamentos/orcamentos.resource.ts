import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { http, invalidateRoots, queryClient, type ApiAnswer, type ApiBody } from '@clinica/shared';

/** A quote as the list shows it (spec 02 §3 Quote list row). */
export type LinhaOrcamento = ApiAnswer<'gerenciar/orcamento/popularTabelaOrcamento', 'post'>['content'][number];
export type FiltroOrcamento = NonNullable<ApiBody<'gerenciar/orcamento/popularTabelaOrcamento', 'post'>>;
/** A quote with its patient and proposals (spec 02 §3 Fetched quote). */
export type Orcamento = ApiAnswer<'gerenciar/orcamento/pesquisarOrcamento', 'get'>;
export type PropostaSalva = Orcamento['propostasDePagamentos'][number];
export type OrcamentoBody = ApiBody<'gerenciar/orcamento/criarOrcamento', 'post'>;
export type PacienteDoOrcamento = ApiAnswer<'gerenciar/orcamento/pacientes', 'get'>[number];
export type ProcedimentoDoOrcamento = ApiAnswer<'gerenciar/procedimento/listar', 'get'>[number];
export type CampanhaDoOrcamento = ApiAnswer<'gerenciar/campanha/listar', 'get'>[number];

export const PAGE_SIZE = 20;
export const ORCAMENTOS_ROOT = 'orcamentos';
/** The receivables an approval creates are read under the finance tabs' root (Contas a receber, Débitos). */
const FINANCEIRO_ROOT = 'financeiro';
const silent = { context: { silent: true } };

const pagina = (filtro: FiltroOrcamento, page: number, signal: AbortSignal) =>
  http.post('gerenciar/orcamento/popularTabelaOrcamento', { query: { page, size: PAGE_SIZE }, json: filtro, signal }).json();

/** One page of quotes of the filter, the most recent first; the previous page stays while the next loads. */
export const useOrcamentos = (filtro: FiltroOrcamento, page: number, enabled = true) =>
  useQuery(
    { queryKey: [ORCAMENTOS_ROOT, 'lista', filtro, page], queryFn: ({ signal }) => pagina(filtro, page, signal), placeholderData: keepPreviousData, enabled },
    queryClient,
  );

const ler = (orcamentoId: number, somenteAprovadas: boolean, signal?: AbortSignal) =>
  http
    .get('gerenciar/orcamento/pesquisarOrcamento', {
      query: { orcamentoId: String(orcamentoId), ...(somenteAprovadas ? { somenteAprovadas: 'true' } : {}) },
      signal,
      ...silent,
    })
    .json();

/**
 * One quote with its patient and proposals (an approved one: every proposal, the approved one marked).
 * `somenteAprovadas`: an approved quote only, with only its approved proposal — what the record's
 * Débitos may open without EDITAR_VISUALIZAR_ORCAMENTOS.
 */
export const useOrcamento = (orcamentoId: number, somenteAprovadas = false) =>
  useQuery(
    { queryKey: [ORCAMENTOS_ROOT, 'um', orcamentoId, somenteAprovadas], queryFn: ({ signal }) => ler(orcamentoId, somenteAprovadas, signal), retry: false },
    queryClient,
  );

/** Active patients by name with their e-mail and phones (fewer than 2 letters asks nothing). */
export const usePacientesDoOrcamento = (nome: string) =>
  useQuery(
    {
      queryKey: [ORCAMENTOS_ROOT, 'pacientes', nome],
      queryFn: ({ signal }) => http.get('gerenciar/orcamento/pacientes', { query: { nome }, signal }).json(),
      enabled: nome.length >= 2,
      placeholderData: keepPreviousData,
    },
    queryClient,
  );

/** The procedures with their prices (centavos), shared with the settings' catalogue key. */
export const useProcedimentos = () =>
  useQuery({ queryKey: ['catalogos', 'procedimentos'], queryFn: ({ signal }) => http.get('gerenciar/procedimento/listar', { signal }).json() }, queryClient);

/** The active campaigns that contain the procedure (none asked without one). */
export const useCampanhasDoProcedimento = (procedimentoId: number | null) =>
  useQuery(
    {
      queryKey: [ORCAMENTOS_ROOT, 'campanhas', procedimentoId],
      queryFn: ({ signal }) => http.get('gerenciar/campanha/listar', { query: { status: 'true', procedimentoId: String(procedimentoId) }, signal }).json(),
      enabled: !!procedimentoId,
    },
    queryClient,
  );

const changed = () => invalidateRoots(ORCAMENTOS_ROOT, FINANCEIRO_ROOT);

const criar = (body: OrcamentoBody) => http.post('gerenciar/orcamento/criarOrcamento', { json: body, ...silent }).json();
export const useCriarOrcamentoMutation = () => useMutation({ mutationFn: criar, onSuccess: changed }, queryClient);

/** APROVADO with the chosen proposal, or CANCELADO; the client's Idempotency-Key makes a double click approve once. */
const setarStatus = ({
  orcamentoId,
  propostaId,
  status,
  chave,
}: {
  orcamentoId: number;
  propostaId?: number;
  status: 'APROVADO' | 'CANCELADO';
  /** one approval's Idempotency-Key, kept while its dialog is open: a repeated press answers the first approval */
  chave?: string;
}) =>
  http
    .post('gerenciar/orcamento/setarStatusOrcamento', {
      query: { orcamentoId: String(orcamentoId), status, ...(propostaId === undefined ? {} : { propostaId: String(propostaId) }) },
      context: { silent: true, ...(chave ? { idempotencyKey: chave } : {}) },
    })
    .json();
export const useSetarStatusMutation = () => useMutation({ mutationFn: setarStatus, onSettled: changed }, queryClient);

/** The record's patient as the quote form shows them (name, e-mail, phones), for 'Novo orçamento' preset in the record. */
export const usePacienteDaFicha = (pacienteId: number) =>
  useQuery(
    {
      queryKey: ['pacientes', pacienteId, 'orcamento'],
      queryFn: async ({ signal }): Promise<PacienteDoOrcamento> => {
        const p = await http.get('gerenciar/paciente/listar/{id}', { params: { id: pacienteId }, signal }).json();
        return { id: p.id, nome: p.nome ?? '', email: p.email ?? null, celular: p.celular ?? null, telefone: p.telefone ?? null, ddi: p.ddi ?? null };
      },
    },
    queryClient,
  );
