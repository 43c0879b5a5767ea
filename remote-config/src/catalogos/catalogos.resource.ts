import { useMutation, useQuery } from '@tanstack/react-query';
import { QUERY_ROOTS, http, invalidateRoots, queryClient, type ApiAnswer, type ApiBody } from '@clinica/shared';

export type Sala = ApiAnswer<'gerenciar/sala/listar', 'get'>[number];
export type SalaBody = ApiBody<'gerenciar/sala/cadastroEedicao', 'post'>;
export type TipoCompromisso = ApiAnswer<'gerenciar/compromisso/listar', 'post'>[number];
export type CompromissoBody = ApiBody<'gerenciar/compromisso/editar', 'put'>;
export type Exame = ApiAnswer<'gerenciar/exames/listarExames', 'get'>[number];
export type ExameBody = ApiBody<'gerenciar/exames/cadastroExames', 'post'>;
export type Procedimento = ApiAnswer<'gerenciar/procedimento/listar', 'get'>[number];
export type ProcedimentoBody = ApiBody<'gerenciar/procedimento/cadastro', 'post'> & { versao?: number };
export type ConfiguracaoEtapa = ApiAnswer<'gerenciar/procedimento/ListarDescricaoEtapa', 'get'>[number];
export type ConfiguracaoEtapaBody = ApiBody<'gerenciar/procedimento/cadastroDescricaoEtapa', 'post'>;
export type PlanoSaude = ApiAnswer<'gerenciar/planoSaude/listarPlanoSaude', 'get'>[number];
export type NomeAtivoBody = ApiBody<'gerenciar/planoSaude/cadastroPlanoSaude', 'post'>;
export type Pulseira = ApiAnswer<'gerenciar/paciente/listarPulseiras', 'get'>[number];
export type PulseiraBody = ApiBody<'gerenciar/paciente/cadastroPulseiras', 'post'>;

/**
 * The catalogues the agenda picks from: the same keys as the agenda's own reads (one cache for the
 * page), under the shared root a change here invalidates, so an open agenda sees it too.
 */
const SALAS_KEY = [QUERY_ROOTS.catalogos, 'salas'];
const COMPROMISSOS_KEY = [QUERY_ROOTS.catalogos, 'compromissos'];
const EXAMES_KEY = [QUERY_ROOTS.catalogos, 'exames'];
const PROCEDIMENTOS_KEY = [QUERY_ROOTS.catalogos, 'procedimentos'];
const ETAPAS_KEY = [QUERY_ROOTS.catalogos, 'etapas'];
// the patient dialog's keys: one cache for both screens
const PLANOS_KEY = [QUERY_ROOTS.catalogos, 'cadastros-paciente', 'planos'];
const ATRACOES_KEY = [QUERY_ROOTS.catalogos, 'cadastros-paciente', 'atracoes'];
const PULSEIRAS_KEY = [QUERY_ROOTS.catalogos, 'cadastros-paciente', 'pulseiras'];

// writes keep their own messages (the section shows them): the client does not toast
const silent = { context: { silent: true } };

const listarSalas = (signal: AbortSignal): Promise<Sala[]> => http.get('gerenciar/sala/listar', { signal }).json();
const salvarSala = (body: SalaBody): Promise<Sala> => http.post('gerenciar/sala/cadastroEedicao', { json: body, ...silent }).json();
const excluirSala = (id: number): Promise<unknown> => http.delete('gerenciar/sala/excluir/{id}', { params: { id }, ...silent }).json();

const listarCompromissos = (signal: AbortSignal): Promise<TipoCompromisso[]> => http.post('gerenciar/compromisso/listar', { json: {}, signal }).json();
/** Without an id it creates (POST cadastro), with one it edits (PUT editar). */
const salvarCompromisso = ({ id, versao, ...fields }: Omit<CompromissoBody, 'id'> & { id?: number }): Promise<TipoCompromisso> =>
  (id === undefined
    ? http.post('gerenciar/compromisso/cadastro', { json: fields, ...silent })
    : http.put('gerenciar/compromisso/editar', { json: { id, versao, ...fields }, ...silent })
  ).json();
const excluirCompromisso = (id: number): Promise<unknown> => http.delete('gerenciar/compromisso/excluir/{id}', { params: { id }, ...silent }).json();

const listarExames = (signal: AbortSignal): Promise<Exame[]> => http.get('gerenciar/exames/listarExames', { signal }).json();
/** Without an id it creates, with one it edits (the same call). */
const salvarExame = (body: ExameBody): Promise<Exame> => http.post('gerenciar/exames/cadastroExames', { json: body, ...silent }).json();
const excluirExame = (id: number): Promise<unknown> => http.delete('gerenciar/exames/excluir/{id}', { params: { id }, ...silent }).json();

const listarProcedimentos = (signal: AbortSignal): Promise<Procedimento[]> => http.get('gerenciar/procedimento/listar', { signal }).json();
/** Without an id it creates (POST cadastro), with one it edits (PUT editar). */
const salvarProcedimento = ({ id, ...fields }: ProcedimentoBody): Promise<Procedimento> =>
  (id === undefined
    ? http.post('gerenciar/procedimento/cadastro', { json: fields, ...silent })
    : http.put('gerenciar/procedimento/editar', { json: { id, ...fields }, ...silent })
  ).json();
const excluirProcedimento = (id: number): Promise<unknown> => http.delete('gerenciar/procedimento/excluir/{id}', { params: { id }, ...silent }).json();

const listarEtapas = (signal: AbortSignal): Promise<ConfiguracaoEtapa[]> => http.get('gerenciar/procedimento/ListarDescricaoEtapa', { signal }).json();
/** Without an id it creates, with one it edits (the same call). */
const salvarEtapa = (body: ConfiguracaoEtapaBody): Promise<ConfiguracaoEtapa> =>
  http.post('gerenciar/procedimento/cadastroDescricaoEtapa', { json: body, ...silent }).json();

const listarPlanos = (signal: AbortSignal): Promise<PlanoSaude[]> => http.get('gerenciar/planoSaude/listarPlanoSaude', { signal }).json();
const listarAtracoes = (signal: AbortSignal): Promise<PlanoSaude[]> => http.get('gerenciar/pesquisaAtracao/listarPesquisaAtracao', { signal }).json();
const listarPulseiras = (signal: AbortSignal): Promise<Pulseira[]> => http.get('gerenciar/paciente/listarPulseiras', { signal }).json();
/** Without an id these create, with one they edit (the same call). */
const salvarPlano = (body: NomeAtivoBody): Promise<PlanoSaude> => http.post('gerenciar/planoSaude/cadastroPlanoSaude', { json: body, ...silent }).json();
const salvarAtracao = (body: NomeAtivoBody): Promise<PlanoSaude> =>
  http.post('gerenciar/pesquisaAtracao/cadastroPesquisaAtracao', { json: body, ...silent }).json();
const salvarPulseira = (body: PulseiraBody): Promise<Pulseira> => http.post('gerenciar/paciente/cadastroPulseiras', { json: body, ...silent }).json();
const excluirPlano = (id: number): Promise<unknown> => http.delete('gerenciar/planoSaude/excluir/{id}', { params: { id }, ...silent }).json();
const excluirAtracao = (id: number): Promise<unknown> => http.delete('gerenciar/pesquisaAtracao/excluir/{id}', { params: { id }, ...silent }).json();
const excluirPulseira = (id: number): Promise<unknown> => http.delete('gerenciar/paciente/deletarPulseiras/{id}', { params: { id }, ...silent }).json();

const changed = () => invalidateRoots(QUERY_ROOTS.catalogos);
/** A save refused (someone else's change, a duplicate…) reloads the lists too: the form keeps what was typed, the list shows what is now saved. */
const settled = { onSettled: changed };

/** Rooms, active first, by name. */
export const useSalas = () => useQuery({ queryKey: SALAS_KEY, queryFn: ({ signal }) => listarSalas(signal) }, queryClient);
export const useSalvarSalaMutation = () => useMutation({ mutationFn: salvarSala, ...settled }, queryClient);
export const useExcluirSalaMutation = () => useMutation({ mutationFn: excluirSala, onSuccess: changed }, queryClient);

/** Commitment types (name and colour). */
export const useCompromissos = () => useQuery({ queryKey: COMPROMISSOS_KEY, queryFn: ({ signal }) => listarCompromissos(signal) }, queryClient);
export const useSalvarCompromissoMutation = () => useMutation({ mutationFn: salvarCompromisso, ...settled }, queryClient);
export const useExcluirCompromissoMutation = () => useMutation({ mutationFn: excluirCompromisso, onSuccess: changed }, queryClient);

/** The exam catalogue (what an exam request picks from), by name. */
export const useExames = () => useQuery({ queryKey: EXAMES_KEY, queryFn: ({ signal }) => listarExames(signal) }, queryClient);
export const useSalvarExameMutation = () => useMutation({ mutationFn: salvarExame, ...settled }, queryClient);
export const useExcluirExameMutation = () => useMutation({ mutationFn: excluirExame, onSuccess: changed }, queryClient);

/** Procedures (name, price, stages in order), by name; the agenda's booking dialog reads the same key. */
export const useProcedimentos = () => useQuery({ queryKey: PROCEDIMENTOS_KEY, queryFn: ({ signal }) => listarProcedimentos(signal) }, queryClient);
export const useSalvarProcedimentoMutation = () => useMutation({ mutationFn: salvarProcedimento, ...settled }, queryClient);
export const useExcluirProcedimentoMutation = () => useMutation({ mutationFn: excluirProcedimento, onSuccess: changed }, queryClient);

/** The stages a procedure is made of (Avaliação, Procedimento, Pós 7 dias…), in their order. */
export const useEtapas = () => useQuery({ queryKey: ETAPAS_KEY, queryFn: ({ signal }) => listarEtapas(signal) }, queryClient);
export const useSalvarEtapaMutation = () => useMutation({ mutationFn: salvarEtapa, ...settled }, queryClient);

/** Health plans, 'Como conheceu' options and wristbands: the patient form's lists, active first. */
export const usePlanos = () => useQuery({ queryKey: PLANOS_KEY, queryFn: ({ signal }) => listarPlanos(signal) }, queryClient);
export const useSalvarPlanoMutation = () => useMutation({ mutationFn: salvarPlano, ...settled }, queryClient);
export const useExcluirPlanoMutation = () => useMutation({ mutationFn: excluirPlano, onSuccess: changed }, queryClient);

export const useAtracoes = () => useQuery({ queryKey: ATRACOES_KEY, queryFn: ({ signal }) => listarAtracoes(signal) }, queryClient);
export const useSalvarAtracaoMutation = () => useMutation({ mutationFn: salvarAtracao, ...settled }, queryClient);
export const useExcluirAtracaoMutation = () => useMutation({ mutationFn: excluirAtracao, onSuccess: changed }, queryClient);

export const usePulseiras = () => useQuery({ queryKey: PULSEIRAS_KEY, queryFn: ({ signal }) => listarPulseiras(signal) }, queryClient);
export const useSalvarPulseiraMutation = () => useMutation({ mutationFn: salvarPulseira, ...settled }, queryClient);
export const useExcluirPulseiraMutation = () => useMutation({ mutationFn: excluirPulseira, onSuccess: changed }, queryClient);
