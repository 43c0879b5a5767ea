import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { QUERY_ROOTS, http, invalidateRoots, queryClient, type ApiAnswer, type ApiBody } from '@clinica/shared';

export type Campanha = ApiAnswer<'gerenciar/campanha/pesquisarFiltro', 'post'>[number];
export type CampanhaBody = ApiBody<'gerenciar/campanha/cadastro', 'post'>;
export type CampanhaFiltro = NonNullable<ApiBody<'gerenciar/campanha/pesquisarFiltro', 'post'>>;
export type CampanhaHistorico = ApiAnswer<'gerenciar/campanha/historico/{id}', 'get'>[number];
export type Procedimento = ApiAnswer<'gerenciar/procedimento/listar', 'get'>[number];

/** Campaigns are read by this tab and by the quote form (its campaign picker): one root for both. */
export const CAMPANHAS_ROOT = 'campanhas';
// the settings' key for the procedures: one cache with the settings and the booking dialog
const PROCEDIMENTOS_KEY = [QUERY_ROOTS.catalogos, 'procedimentos'];

// writes keep their own messages (the tab shows them): the client does not toast
const silent = { context: { silent: true } };

const pesquisar = (filtro: CampanhaFiltro, signal: AbortSignal): Promise<Campanha[]> =>
  http.post('gerenciar/campanha/pesquisarFiltro', { json: filtro, signal }).json();
const salvar = (body: CampanhaBody): Promise<Campanha> => http.post('gerenciar/campanha/cadastro', { json: body, ...silent }).json();
const alterarSituacao = (campanha: Pick<Campanha, 'id' | 'versao'>, status: boolean): Promise<Campanha> =>
  http.post('gerenciar/campanha/desabilitarCampanha', { json: { id: campanha.id, versao: campanha.versao, status }, ...silent }).json();
const historico = (id: number, signal: AbortSignal): Promise<CampanhaHistorico[]> =>
  http.get('gerenciar/campanha/historico/{id}', { params: { id }, signal }).json();
const listarProcedimentos = (signal: AbortSignal): Promise<Procedimento[]> => http.get('gerenciar/procedimento/listar', { signal }).json();

export const useCampanhas = (filtro: CampanhaFiltro) =>
  useQuery(
    { queryKey: [CAMPANHAS_ROOT, 'filtro', filtro], queryFn: ({ signal }) => pesquisar(filtro, signal), placeholderData: keepPreviousData },
    queryClient,
  );

export const useHistoricoCampanha = (id: number | undefined) =>
  useQuery({ queryKey: [CAMPANHAS_ROOT, 'historico', id], queryFn: ({ signal }) => historico(id!, signal), enabled: id !== undefined }, queryClient);

export const useProcedimentos = () => useQuery({ queryKey: PROCEDIMENTOS_KEY, queryFn: ({ signal }) => listarProcedimentos(signal) }, queryClient);

export const useSalvarCampanhaMutation = () => useMutation({ mutationFn: salvar, onSuccess: () => invalidateRoots(CAMPANHAS_ROOT) }, queryClient);

export const useSituacaoCampanhaMutation = () =>
  useMutation(
    {
      mutationFn: ({ campanha, ativa }: { campanha: Pick<Campanha, 'id' | 'versao'>; ativa: boolean }) => alterarSituacao(campanha, ativa),
      onSuccess: () => invalidateRoots(CAMPANHAS_ROOT),
    },
    queryClient,
  );
