import { useMutation, useQuery } from '@tanstack/react-query';
import { QUERY_ROOTS, http, queryClient, type ApiAnswer, type ApiBody } from '@clinica/shared';

/** Weekday keys of the api (spec 01 section 3, Availability). */
export const DIAS = ['DOM', 'SEG', 'TER', 'QUA', 'QUI', 'SEX', 'SAB'] as const;
export type Dia = (typeof DIAS)[number];

/** A doctor: a user flagged ehMedico; `id` is the user's id (docs/api-contract.md, Doctors). minutosParaOAlerta '1'…'59', or null: reminders off. */
export type Medico = ApiAnswer<'gerenciar/medico/listar/{id}', 'get'>;
export type MedicoPayload = ApiBody<'gerenciar/medico/editar', 'put'>;

/** A working-hours entry; `dia` only on weekly ones, `periodo`: every day from dataInicial to dataFinal ('Período customizado'). */
export type Disponibilidade = ApiAnswer<'gerenciar/medico/listarDisponibilidade/{medicoId}', 'get'>[number];
export type DisponibilidadePayload = ApiBody<'gerenciar/medico/cadastroDisponibilidade', 'post'>;

/** A block: diaEspecifico (YYYY-MM-DD) for one day; horaInicial and horaFinal (HH:mm) both null: the whole day. */
export type Bloqueio = ApiAnswer<'gerenciar/medico/listarBloqueioMedico/{medicoId}', 'get'>[number];
export type BloqueioPayload = ApiBody<'gerenciar/medico/criarBloqueioMedico', 'post'>;

export type GatilhoLembrete = ApiBody<'gerenciar/medico/cadastrarGatilhoLembrete', 'post'>;

const base = 'gerenciar/medico';

/**
 * Keys under the medicos root: `[medicos, 'bloqueios', id]` holds the doctor's blocks and, below it,
 * the booking's blocks of one day (booking.resource.ts), so saving a block refreshes both.
 */
export const medicoKeys = {
  lista: [QUERY_ROOTS.medicos, 'lista'],
  detalhe: (medicoId: number | undefined) => [QUERY_ROOTS.medicos, 'detalhe', medicoId],
  disponibilidade: (medicoId: number | null | undefined) => [QUERY_ROOTS.medicos, 'disponibilidade', medicoId],
  bloqueios: (medicoId: number | null | undefined) => [QUERY_ROOTS.medicos, 'bloqueios', medicoId],
} as const;

const invalidate = (...keys: readonly (readonly unknown[])[]): Promise<void> =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);

const listarMedicos = (signal?: AbortSignal): Promise<Medico[]> => http.get(`${base}/listar`, { signal }).json();
const buscarMedico = (id: number, signal?: AbortSignal): Promise<Medico> => http.get(`${base}/listar/{id}`, { params: { id }, signal }).json();
const editarMedico = (medico: MedicoPayload): Promise<Medico> => http.put(`${base}/editar`, { json: medico }).json();

const listarDisponibilidade = (medicoId: number, signal: AbortSignal): Promise<Disponibilidade[]> =>
  http.get(`${base}/listarDisponibilidade/{medicoId}`, { params: { medicoId }, signal }).json();
const salvarDisponibilidade = (entry: DisponibilidadePayload): Promise<Disponibilidade> => http.post(`${base}/cadastroDisponibilidade`, { json: entry }).json();
/** Failures are shown by the screen. */
const excluirDisponibilidade = (id: number): Promise<unknown> =>
  http.delete(`${base}/deletarDisponibilidade/{id}`, { params: { id }, context: { silent: true } }).json();

const listarBloqueios = (medicoId: number, signal: AbortSignal): Promise<Bloqueio[]> =>
  http.get(`${base}/listarBloqueioMedico/{medicoId}`, { params: { medicoId }, signal }).json();
const salvarBloqueio = (bloqueio: BloqueioPayload): Promise<Bloqueio> => http.post(`${base}/criarBloqueioMedico`, { json: bloqueio }).json();
/** Failures are shown by the screen ('Opss , algo deu errado!'). */
const excluirBloqueio = (id: number): Promise<unknown> =>
  http.delete(`${base}/deletaBloqueioMedico/{id}`, { params: { id }, context: { silent: true } }).json();

const salvarGatilho = (gatilho: GatilhoLembrete): Promise<ApiAnswer<'gerenciar/medico/cadastrarGatilhoLembrete', 'post'>> =>
  http.post(`${base}/cadastrarGatilhoLembrete`, { json: gatilho }).json();

/** Every doctor (the agenda's filter, the booking, the doctor detail's chooser). */
export const useMedicos = () => useQuery({ queryKey: medicoKeys.lista, queryFn: ({ signal }) => listarMedicos(signal) }, queryClient);

/** One doctor (the doctor detail screen); none asked without an id. */
export const useMedico = (medicoId: number | undefined) =>
  useQuery({ queryKey: medicoKeys.detalhe(medicoId), queryFn: ({ signal }) => buscarMedico(medicoId!, signal), enabled: !!medicoId }, queryClient);

/** The doctor's working hours; none asked without a doctor. */
export const useDisponibilidade = (medicoId: number | null | undefined) =>
  useQuery(
    { queryKey: medicoKeys.disponibilidade(medicoId), queryFn: ({ signal }) => listarDisponibilidade(medicoId!, signal), enabled: !!medicoId },
    queryClient,
  );

/** The doctor's blocks; none asked without a doctor. `refresh`: read again as the open agenda does. */
export const useBloqueios = (medicoId: number | null | undefined, refresh?: { readonly refetchInterval: number; readonly refetchOnWindowFocus: boolean }) =>
  useQuery(
    { queryKey: medicoKeys.bloqueios(medicoId), queryFn: ({ signal }) => listarBloqueios(medicoId!, signal), enabled: !!medicoId, ...refresh },
    queryClient,
  );

/** Personal data: the list (names) and the doctor read again. */
export const useEditarMedicoMutation = () =>
  useMutation({ mutationFn: editarMedico, onSuccess: (_saved, medico) => invalidate(medicoKeys.lista, medicoKeys.detalhe(medico.id)) }, queryClient);

/** The reminder is part of the doctor (minutosParaOAlerta). */
export const useSalvarGatilhoMutation = () =>
  useMutation({ mutationFn: salvarGatilho, onSuccess: (_saved, gatilho) => invalidate(medicoKeys.detalhe(gatilho.medicoId)) }, queryClient);

/**
 * Saves hours entry by entry (one per weekday chosen); a refused one stops there. The hours read
 * again either way: the entries before it were saved.
 */
export const useSalvarDisponibilidadeMutation = (medicoId: number) =>
  useMutation(
    {
      mutationFn: async (entries: DisponibilidadePayload[]) => {
        for (const entry of entries) await salvarDisponibilidade(entry);
      },
      onSettled: () => invalidate(medicoKeys.disponibilidade(medicoId)),
    },
    queryClient,
  );

export const useExcluirDisponibilidadeMutation = (medicoId: number) =>
  useMutation({ mutationFn: excluirDisponibilidade, onSuccess: () => invalidate(medicoKeys.disponibilidade(medicoId)) }, queryClient);

export const useSalvarBloqueioMutation = (medicoId: number) =>
  useMutation({ mutationFn: salvarBloqueio, onSuccess: () => invalidate(medicoKeys.bloqueios(medicoId)) }, queryClient);

export const useExcluirBloqueioMutation = (medicoId: number) =>
  useMutation({ mutationFn: excluirBloqueio, onSuccess: () => invalidate(medicoKeys.bloqueios(medicoId)) }, queryClient);
