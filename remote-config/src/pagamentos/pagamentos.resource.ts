import { useMutation, useQuery } from '@tanstack/react-query';
import { http, invalidateRoots, queryClient, type ApiAnswer, type ApiBody } from '@clinica/shared';

export type Parcelamento = ApiAnswer<'gerenciar/orcamento/listaParcelamento', 'get'>[number];
export type ParcelamentoBody = ApiBody<'gerenciar/orcamento/cadastroParcelamento', 'post'>;
export type PixConfiguracao = ApiAnswer<'gerenciar/financeiro/pix/configuracao', 'get'>;
export type PixConfiguracaoBody = ApiBody<'gerenciar/financeiro/pix/configuracao', 'post'>;

/** The clinic's payment terms: read here and by the quote form (what the clinic keeps of a proposal). */
export const PAGAMENTOS_ROOT = 'pagamentos';

// writes keep their own messages (the form shows them): the client does not toast
const silent = { context: { silent: true } };

const listarParcelamentos = (signal: AbortSignal): Promise<Parcelamento[]> => http.get('gerenciar/orcamento/listaParcelamento', { signal }).json();
const salvarParcelamento = (body: ParcelamentoBody): Promise<Parcelamento> =>
  http.post('gerenciar/orcamento/cadastroParcelamento', { json: body, ...silent }).json();
const lerPix = (signal: AbortSignal): Promise<PixConfiguracao> => http.get('gerenciar/financeiro/pix/configuracao', { signal }).json();
const salvarPix = (body: PixConfiguracaoBody): Promise<PixConfiguracao> => http.post('gerenciar/financeiro/pix/configuracao', { json: body, ...silent }).json();

export const useParcelamentos = () =>
  useQuery({ queryKey: [PAGAMENTOS_ROOT, 'parcelamentos'], queryFn: ({ signal }) => listarParcelamentos(signal) }, queryClient);
export const useSalvarParcelamentoMutation = () =>
  useMutation({ mutationFn: salvarParcelamento, onSuccess: () => invalidateRoots(PAGAMENTOS_ROOT) }, queryClient);
export const usePixConfiguracao = () => useQuery({ queryKey: [PAGAMENTOS_ROOT, 'pix'], queryFn: ({ signal }) => lerPix(signal) }, queryClient);
export const useSalvarPixMutation = () => useMutation({ mutationFn: salvarPix, onSuccess: () => invalidateRoots(PAGAMENTOS_ROOT) }, queryClient);
