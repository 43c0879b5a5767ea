import { useMutation, useQuery } from '@tanstack/react-query';
import { QUERY_ROOTS, http, invalidateRoots, queryClient, type ApiAnswer, type ApiBody } from '@clinica/shared';

/** The patient as the api sends it (spec 02 section 3). */
export type Paciente = ApiAnswer<'gerenciar/paciente/listar/{id}', 'get'>;
export type Sexo = NonNullable<Paciente['sexo']>;
export type ResponsavelPagamento = NonNullable<Paciente['responsavelPagamento']>;
export type PacienteAuditoria = Paciente['auditorias'][number];

/** What the form sends: the editable fields (plus id and versao when editing). */
export type PacientePayload = ApiBody<'gerenciar/paciente/cadastro', 'post'>;

export type Opcao = ApiAnswer<'gerenciar/planoSaude/listarPlanoSaude', 'get'>[number];
export type Pulseira = ApiAnswer<'gerenciar/paciente/listarPulseiras', 'get'>[number];

const fetchPaciente = (id: number, signal: AbortSignal): Promise<Paciente> => http.get('gerenciar/paciente/listar/{id}', { params: { id }, signal }).json();

/** One patient (the record's header, its tabs, the edit dialog share the entry); `id` undefined: nothing to read. */
export const usePaciente = (id: number | undefined) =>
  useQuery({ queryKey: [QUERY_ROOTS.pacientes, 'um', id], queryFn: ({ signal }) => fetchPaciente(id!, signal), enabled: id !== undefined }, queryClient);

/** Creates or edits; every patient read (list, record, booking search) reads again. Failures are shown by the dialog itself. */
export const useSavePacienteMutation = () =>
  useMutation(
    {
      mutationFn: (payload: PacientePayload): Promise<Paciente> => {
        const { id, versao } = payload;
        if (!id) return http.post('gerenciar/paciente/cadastro', { json: payload, context: { silent: true } }).json();
        // editing sends the versao the screen read (the api answers 409 when someone saved in between)
        if (versao == null) return Promise.reject(new Error('editar: the patient has no versao'));
        return http.put('gerenciar/paciente/editar', { json: { ...payload, id, versao }, context: { silent: true } }).json();
      },
      onSuccess: () => invalidateRoots(QUERY_ROOTS.pacientes),
    },
    queryClient,
  );

/**
 * Id of the patient holding this CPF (11 valid digits), 0 when none; `cpfDigits` undefined: nothing
 * to check. Asked again each time the CPF is typed, since another desk may have just registered it.
 */
export const useCpfOwner = (cpfDigits: string | undefined) =>
  useQuery(
    {
      queryKey: [QUERY_ROOTS.pacientes, 'cpf', cpfDigits],
      queryFn: ({ signal }) => http.post('gerenciar/paciente/verificarPacienteCadastrado', { json: cpfDigits!, signal, context: { silent: true } }).json(),
      enabled: cpfDigits !== undefined,
      gcTime: 0,
    },
    queryClient,
  );

/**
 * The dialog's option lists: health plans, 'Como conheceu', wristbands (spec 02 section 3), under
 * the settings' catalogue root: a change in Configurações reaches an open dialog.
 */
const LOOKUP_KEY = [QUERY_ROOTS.catalogos, 'cadastros-paciente'] as const;
export const usePlanosSaude = () =>
  useQuery(
    { queryKey: [...LOOKUP_KEY, 'planos'], queryFn: ({ signal }): Promise<Opcao[]> => http.get('gerenciar/planoSaude/listarPlanoSaude', { signal }).json() },
    queryClient,
  );
export const usePesquisaAtracao = () =>
  useQuery(
    {
      queryKey: [...LOOKUP_KEY, 'atracoes'],
      queryFn: ({ signal }): Promise<Opcao[]> => http.get('gerenciar/pesquisaAtracao/listarPesquisaAtracao', { signal }).json(),
    },
    queryClient,
  );
export const usePulseiras = () =>
  useQuery(
    { queryKey: [...LOOKUP_KEY, 'pulseiras'], queryFn: ({ signal }): Promise<Pulseira[]> => http.get('gerenciar/paciente/listarPulseiras', { signal }).json() },
    queryClient,
  );
