import { useMutation, useQuery } from '@tanstack/react-query';
import { QUERY_ROOTS, http, invalidateRoots, queryClient, type Endereco } from '@clinica/shared';

export type Sexo = 'MASCULINO' | 'FEMININO';

export interface ResponsavelPagamento extends Endereco {
  nome: string | null;
  email: string | null;
  telefone: string | null;
  cpf: string | null;
}

export interface PacienteAuditoria {
  id: number;
  autor: number | null;
  nomeAutor?: string | null;
  descricao: string;
  dataAcao: string;
}

/** The patient as the api sends it (spec 02 section 3). */
export interface Paciente extends Endereco {
  id: number;
  nome: string;
  nascimento: string | null;
  cpf: string | null;
  rg: string | null;
  nomeMae: string | null;
  profissao: string | null;
  planoSaude: number | null;
  planoSaudeId: number | null;
  pulseiraId: number | null;
  email: string | null;
  ddi: string | null;
  telefone: string | null;
  celular: string | null;
  whatsApp: string | null;
  ehWhatsapp: boolean;
  sexo: Sexo | null;
  estrangeiro: boolean;
  isResponsavelPeloPagamento: boolean;
  responsavelPagamento: ResponsavelPagamento | null;
  nomeContatoEmergencia: string | null;
  telefoneContatoEmergencia: string | null;
  grauParentescoContatoEmergencia: string | null;
  pesquisaAtracao: number | null;
  redeSocial: string | null;
  observacoes: string | null;
  foto: string | null;
  ativo: boolean;
  versao: number;
  usuarioCadastro: string | null;
  horarioCadastro: string;
  usuarioAlteracao: string | null;
  horarioAlteracao: string;
  auditorias: PacienteAuditoria[];
}

/** What the form sends: the editable fields (plus id and versao when editing). */
export type PacientePayload = Omit<
  Paciente,
  'id' | 'ativo' | 'versao' | 'usuarioCadastro' | 'horarioCadastro' | 'usuarioAlteracao' | 'horarioAlteracao' | 'auditorias' | 'nome'
> & {
  nome: string;
  id?: number;
  versao?: number;
};

export interface Opcao {
  id: number;
  nome: string;
}
export interface Pulseira {
  id: number;
  tipo: string;
  cor: string;
}

const fetchPaciente = (id: number, signal: AbortSignal): Promise<Paciente> => http.get(`gerenciar/paciente/listar/${id}`, { signal }).json<Paciente>();

/** One patient (the record's header, its tabs, the edit dialog share the entry); `id` undefined: nothing to read. */
export const usePaciente = (id: number | undefined) =>
  useQuery({ queryKey: [QUERY_ROOTS.pacientes, 'um', id], queryFn: ({ signal }) => fetchPaciente(id!, signal), enabled: id !== undefined }, queryClient);

/** Creates or edits; every patient read (list, record, booking search) reads again. Failures are shown by the dialog itself. */
export const useSavePacienteMutation = () =>
  useMutation(
    {
      mutationFn: (payload: PacientePayload): Promise<Paciente> =>
        (payload.id
          ? http.put('gerenciar/paciente/editar', { json: payload, context: { silent: true } })
          : http.post('gerenciar/paciente/cadastro', { json: payload, context: { silent: true } })
        ).json<Paciente>(),
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
      queryFn: ({ signal }) =>
        http.post('gerenciar/paciente/verificarPacienteCadastrado', { json: cpfDigits, signal, context: { silent: true } }).json<number>(),
      enabled: cpfDigits !== undefined,
      gcTime: 0,
    },
    queryClient,
  );

/** The dialog's option lists: health plans, 'Como conheceu', wristbands (spec 02 section 3). */
const LOOKUP_KEY = ['cadastros-paciente'] as const;
const lookup = <T>(name: string, path: string) => ({
  queryKey: [...LOOKUP_KEY, name],
  queryFn: ({ signal }: { signal: AbortSignal }) => http.get(path, { signal }).json<T>(),
});
export const usePlanosSaude = () => useQuery(lookup<Opcao[]>('planos', 'gerenciar/planoSaude/listarPlanoSaude'), queryClient);
export const usePesquisaAtracao = () => useQuery(lookup<Opcao[]>('atracoes', 'gerenciar/pesquisaAtracao/listarPesquisaAtracao'), queryClient);
export const usePulseiras = () => useQuery(lookup<Pulseira[]>('pulseiras', 'gerenciar/paciente/listarPulseiras'), queryClient);

/** Sends a photo; answers the path to save in the patient's `foto`. */
export const useUploadFotoMutation = () =>
  useMutation(
    {
      mutationFn: (file: File): Promise<string> => {
        const form = new FormData();
        form.append('arquivo', file, file.name);
        return http
          .post('gerenciar/paciente/foto', { body: form })
          .json<{ foto: string }>()
          .then((answer) => answer.foto);
      },
    },
    queryClient,
  );
