import { http, type Endereco } from '@clinica/shared';

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
export type PacientePayload = Omit<Paciente, 'id' | 'ativo' | 'versao' | 'usuarioCadastro' | 'horarioCadastro' | 'usuarioAlteracao' | 'horarioAlteracao' | 'auditorias' | 'nome'> & {
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

export const fetchPaciente = (id: number): Promise<Paciente> => http.get(`gerenciar/paciente/listar/${id}`).json<Paciente>();

/** Failures are shown by the dialog itself ('Error.' toast), not by the client's generic toast. */
export const savePaciente = (payload: PacientePayload): Promise<Paciente> =>
  (payload.id
    ? http.put('gerenciar/paciente/editar', { json: payload, context: { silent: true } })
    : http.post('gerenciar/paciente/cadastro', { json: payload, context: { silent: true } })
  ).json<Paciente>();

/** Id of the patient holding this CPF, 0 when none. */
export const pacienteIdByCpf = (cpfDigits: string): Promise<number> =>
  http.post('gerenciar/paciente/verificarPacienteCadastrado', { json: cpfDigits, context: { silent: true } }).json<number>();

export const listPlanosSaude = (): Promise<Opcao[]> => http.get('gerenciar/planoSaude/listarPlanoSaude').json<Opcao[]>();
export const listPesquisaAtracao = (): Promise<Opcao[]> => http.get('gerenciar/pesquisaAtracao/listarPesquisaAtracao').json<Opcao[]>();
export const listPulseiras = (): Promise<Pulseira[]> => http.get('gerenciar/paciente/listarPulseiras').json<Pulseira[]>();

/** Sends a photo; answers the path to save in the patient's `foto`. */
export function uploadFoto(file: File): Promise<string> {
  const form = new FormData();
  form.append('arquivo', file, file.name);
  return http
    .post('gerenciar/paciente/foto', { body: form })
    .json<{ foto: string }>()
    .then((answer) => answer.foto);
}
