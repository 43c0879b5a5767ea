import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** timestamptz: read as Date, written as Date or ISO text. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type TimestampWithDefault = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;
/** bytea: Buffer from pg, Uint8Array from PGlite. */
type Bytes = Uint8Array;

export interface PerfilTable {
  id: Generated<number>;
  nome: string;
  default_home: string;
  perfil_equipe: 'ATENDIMENTO' | 'COMERCIAL';
  authorities: Json<string[]>;
  created_at: TimestampWithDefault;
  updated_at: TimestampWithDefault;
}

export interface UsuarioTable {
  id: Generated<number>;
  nome: string;
  email: string;
  cpf: string;
  senha_hash: string;
  eh_medico: Generated<boolean>;
  foto: string | null;
  idioma: Generated<'pt' | 'es' | 'en'>;
  perfil_id: number;
  ativo: Generated<boolean>;
  created_at: TimestampWithDefault;
  updated_at: TimestampWithDefault;
}

export interface SessaoTable {
  id: string;
  usuario_id: number;
  created_at: TimestampWithDefault;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  ip: string | null;
  user_agent: string | null;
}

export interface ResetSenhaTable {
  id: Generated<number>;
  token_hash: string;
  usuario_id: number;
  created_at: TimestampWithDefault;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface WhiteLabelTable {
  id: number;
  nome: string;
  logo: Bytes | null;
  logo_mime: string | null;
  favicon: Bytes | null;
  favicon_mime: string | null;
  cor_do_sistema: string;
  titulo_da_pagida: string;
  usuario_cadastro: string | null;
  horario_cadastro: TimestampWithDefault;
  usuario_alteracao: string | null;
  horario_alteracao: TimestampWithDefault;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  destinatario: string;
  assunto: string;
  corpo_texto: string;
  corpo_html: string;
  created_at: TimestampWithDefault;
  sent_at: NullableTimestamp;
}

export interface AuditoriaTable {
  id: Generated<number>;
  usuario_id: number | null;
  usuario_nome: string | null;
  acao: string;
  entidade: string | null;
  entidade_id: string | null;
  detalhes: Json<Record<string, unknown>> | null;
  ip: string | null;
  user_agent: string | null;
  criado_em: TimestampWithDefault;
}

export interface LoginTentativaTable {
  id: Generated<number>;
  chave: string;
  ip: string | null;
  criado_em: TimestampWithDefault;
}

export interface LimiteRequisicaoTable {
  chave: string;
  contagem: number;
  expira_em: Date;
}

export interface IdempotenciaTable {
  /** who sent the key: `u:<userId>` or `ip:<address>` for public calls */
  dono: string;
  chave: string;
  /** method, route and body digest: the same key with another request is refused */
  requisicao: string;
  /** null: the write committed but its answer was never stored (the process stopped between) */
  status: number | null;
  resposta: string | null;
  tipo_conteudo: string | null;
  criado_em: TimestampWithDefault;
}

export interface Database {
  perfil: PerfilTable;
  usuario: UsuarioTable;
  sessao: SessaoTable;
  reset_senha: ResetSenhaTable;
  white_label: WhiteLabelTable;
  email_outbox: EmailOutboxTable;
  auditoria: AuditoriaTable;
  login_tentativa: LoginTentativaTable;
  paciente: PacienteTable;
  paciente_auditoria: PacienteAuditoriaTable;
  plano_saude: PlanoSaudeTable;
  pesquisa_atracao: PesquisaAtracaoTable;
  pulseira: PulseiraTable;
  configuracao_etapa: ConfiguracaoEtapaTable;
  procedimento: ProcedimentoTable;
  procedimento_etapa: ProcedimentoEtapaTable;
  tipo_compromisso: TipoCompromissoTable;
  sala: SalaTable;
  agendamento: AgendamentoTable;
  arquivo: ArquivoTable;
  etapa_resposta: EtapaRespostaTable;
  etapa_imagem: EtapaImagemTable;
  etapa_auditoria: EtapaAuditoriaTable;
  medico: MedicoTable;
  disponibilidade: DisponibilidadeTable;
  bloqueio_medico: BloqueioMedicoTable;
  notificacao: NotificacaoTable;
  limite_requisicao: LimiteRequisicaoTable;
  idempotencia: IdempotenciaTable;
}

export type PerfilRow = Selectable<PerfilTable>;
export type UsuarioRow = Selectable<UsuarioTable>;
export type NewUsuario = Insertable<UsuarioTable>;
export type WhiteLabelRow = Selectable<WhiteLabelTable>;
export type AuditoriaRow = Selectable<AuditoriaTable>;
export type WhiteLabelUpdate = Updateable<WhiteLabelTable>;

/** Payer of a patient who does not pay for themselves (stored as jsonb). */
export interface ResponsavelPagamentoJson {
  nome: string | null;
  email: string | null;
  telefone: string | null;
  cpf: string | null;
  cep: string | null;
  logradouro: string | null;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
  cidade: string | null;
  estado: string | null;
  pais: string | null;
}

export interface PacienteTable {
  id: Generated<number>;
  nome: string;
  /** generated: paciente_busca(nome), unaccented lower-case name (migration 0003) */
  nome_busca: ColumnType<string, never, never>;
  /** date; read through to_char (see paciente.repository.ts) */
  nascimento: ColumnType<Date | string | null, string | null | undefined, string | null>;
  cpf: string | null;
  rg: string | null;
  nome_mae: string | null;
  profissao: string | null;
  plano_saude: number | null;
  plano_saude_id: number | null;
  pulseira_id: number | null;
  pulseira_vermelha: Generated<boolean>;
  email: string | null;
  ddi: Generated<string>;
  telefone: string | null;
  celular: string | null;
  whats_app: string | null;
  eh_whatsapp: Generated<boolean>;
  sexo: 'MASCULINO' | 'FEMININO' | null;
  estrangeiro: Generated<boolean>;
  is_responsavel_pelo_pagamento: Generated<boolean>;
  responsavel_pagamento: Json<ResponsavelPagamentoJson> | null;
  cep: string | null;
  logradouro: string | null;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
  cidade: string | null;
  estado: string | null;
  pais: string | null;
  nome_contato_emergencia: string | null;
  telefone_contato_emergencia: string | null;
  grau_parentesco_contato_emergencia: string | null;
  pesquisa_atracao: number | null;
  rede_social: string | null;
  observacoes: string | null;
  /** numeric: text from pg, text from PGlite */
  altura: ColumnType<string | number | null, number | null | undefined, number | null>;
  peso: ColumnType<string | number | null, number | null | undefined, number | null>;
  foto: string | null;
  ativo: Generated<boolean>;
  versao: Generated<number>;
  usuario_cadastro: string | null;
  horario_cadastro: TimestampWithDefault;
  usuario_alteracao: string | null;
  horario_alteracao: TimestampWithDefault;
}

export interface PacienteAuditoriaTable {
  id: Generated<number>;
  paciente_id: number;
  autor: number | null;
  descricao: string;
  data_acao: TimestampWithDefault;
}

export interface PlanoSaudeTable {
  id: Generated<number>;
  nome: string;
}

export interface PesquisaAtracaoTable {
  id: Generated<number>;
  nome: string;
}

export interface PulseiraTable {
  id: Generated<number>;
  tipo: string;
  cor: string;
}

export type PacienteRow = Selectable<PacienteTable>;
export type NewPaciente = Insertable<PacienteTable>;

/** numeric columns: text from pg, number or text from PGlite */
type Numeric = ColumnType<string | number, number, number>;

export interface ConfiguracaoEtapaTable {
  id: Generated<number>;
  nome_etapa: string;
  ativo: Generated<boolean>;
  ordenacao: Generated<number>;
  estudo_caso: Generated<boolean>;
}

export interface ProcedimentoTable {
  id: Generated<number>;
  nome: string;
  valor: Numeric;
  ativo: Generated<boolean>;
  usuario_cadastro: string | null;
  horario_cadastro: TimestampWithDefault;
  usuario_alteracao: string | null;
  horario_alteracao: TimestampWithDefault;
}

export interface ProcedimentoEtapaTable {
  procedimento_id: number;
  configuracao_etapa_id: number;
  ordenacao: number;
}

export interface TipoCompromissoTable {
  id: Generated<number>;
  nome: string;
  cor: Generated<string>;
}

export interface SalaTable {
  id: Generated<number>;
  nome: string;
  ativo: Generated<boolean>;
}

export type StatusAgendamento = 'PENDENTE' | 'CONFIRMADO' | 'CANCELADO' | 'EM_ATENDIMENTO' | 'FINALIZADO';

export interface AgendamentoTable {
  id: Generated<number>;
  paciente_id: number;
  procedimento_id: number;
  medico_id: number;
  tipo_compromisso_id: number | null;
  sala_id: number | null;
  etapa_id: number | null;
  tipo_agendamento: Generated<'NOVO' | 'RETORNO'>;
  excecao: Generated<boolean>;
  status: Generated<StatusAgendamento>;
  data_agendamento: ColumnType<Date, Date | string, Date | string>;
  hora_final: ColumnType<Date, Date | string, Date | string>;
  observacao: string | null;
  motivo_cancelamento: string | null;
  chegada_do_paciente: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  inicio_consulta: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  fim_consulta: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  valor: ColumnType<string | number | null, number | null | undefined, number | null>;
  versao: Generated<number>;
  /** the code of the patient's public confirmation link */
  codigo_confirmacao: Generated<string>;
  /** when this appointment's reminder went out; null: not yet (moving the appointment clears it) */
  lembrete_enviado_em: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  usuario_cadastro: string | null;
  horario_cadastro: TimestampWithDefault;
  usuario_alteracao: string | null;
  horario_alteracao: TimestampWithDefault;
}

export interface ArquivoTable {
  id: string;
  mime_type: string;
  nome_original: string;
  tamanho: ColumnType<string | number, number, number>;
  /** where the file store keeps it (relative, made by the server) */
  caminho: string;
  usuario_id: number | null;
  /** the uploader's name at upload time */
  usuario_cadastro: string | null;
  horario_cadastro: TimestampWithDefault;
  vinculado: Generated<boolean>;
}

export interface EtapaRespostaTable {
  id: Generated<number>;
  configuracao_etapa_id: number;
  paciente_id: number;
  procedimento_id: number;
  /** date; read through to_char */
  data_registro: ColumnType<Date | string, string, string>;
  hora_inicial: ColumnType<Date, Date | string, Date | string>;
  hora_final: ColumnType<Date, Date | string, Date | string>;
  observacao: string | null;
  usuario_interno_id: number | null;
  versao: Generated<number>;
  usuario_cadastro: string | null;
  horario_cadastro: TimestampWithDefault;
  usuario_alteracao: string | null;
  horario_alteracao: TimestampWithDefault;
}

export interface EtapaImagemTable {
  id: Generated<number>;
  etapa_resposta_id: number;
  arquivo_id: string;
  exibe_no_estudo_caso: Generated<boolean>;
  ordenacao: Generated<number>;
}

export interface EtapaAuditoriaTable {
  id: Generated<number>;
  etapa_resposta_id: number;
  autor: number | null;
  descricao: string;
  data_acao: TimestampWithDefault;
}

export type DiaSemanaColumn = 'DOM' | 'SEG' | 'TER' | 'QUA' | 'QUI' | 'SEX' | 'SAB';
/** date: written as 'YYYY-MM-DD', read through to_char */
type NullableDateColumn = ColumnType<Date | string | null, string | null | undefined, string | null>;
/** time: written and read as 'HH:mm[:ss]' text (read through to_char) */
type TimeColumn = string;

/** The doctor's data beyond the user (migration 0006); usuario_id is the doctor's id. */
export interface MedicoTable {
  usuario_id: number;
  registro_profissional: string | null;
  rg: string | null;
  telefone: string | null;
  celular: string | null;
  cep: string | null;
  logradouro: string | null;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
  cidade: string | null;
  estado: string | null;
  pais: string | null;
  nascimento: NullableDateColumn;
  minutos_para_o_alerta: number | null;
  usuario_cadastro: string | null;
  horario_cadastro: TimestampWithDefault;
  usuario_alteracao: string | null;
  horario_alteracao: TimestampWithDefault;
}

export interface DisponibilidadeTable {
  id: Generated<number>;
  medico_id: number;
  dia: DiaSemanaColumn | null;
  hora_inicio: TimeColumn;
  hora_fim: TimeColumn;
  tipo_compromisso_id: number | null;
  periodo: Generated<boolean>;
  data_inicial: NullableDateColumn;
  data_final: NullableDateColumn;
  usuario_cadastro: string | null;
  horario_cadastro: TimestampWithDefault;
  usuario_alteracao: string | null;
  horario_alteracao: TimestampWithDefault;
}

export interface BloqueioMedicoTable {
  id: Generated<number>;
  medico_id: number;
  tipo_compromisso_enum: Generated<'AVULSO'>;
  observacao: string | null;
  dia_especifico: NullableDateColumn;
  hora_inicial: TimeColumn | null;
  hora_final: TimeColumn | null;
  bloqueio_recorrente: Generated<boolean>;
  dia_semana: DiaSemanaColumn | null;
  periodo: Generated<boolean>;
  data_inicial: NullableDateColumn;
  data_final: NullableDateColumn;
  usuario_cadastro: string | null;
  horario_cadastro: TimestampWithDefault;
  usuario_alteracao: string | null;
  horario_alteracao: TimestampWithDefault;
}

export type TipoNotificacao = 'ABAIXO_ESTOQUE' | 'VENCIMENTO_ENTRADA_ESTOQUE' | 'CONTAS_RECEBER' | 'CONTAS_PAGAR' | 'PACIENTE_CHEGOU';

/** Roles whose holders see the stock and finance alerts. */
export type PapelDeAlerta = 'ROLE_ESTOQUE' | 'ROLE_FINANCEIRO';

export interface NotificacaoTable {
  id: Generated<number>;
  /** the recipient (a user's own notification), or null for an alert of a role */
  usuario_id: number | null;
  /** an alert's role (stock, finance); null for a user's own */
  papel: PapelDeAlerta | null;
  /** an alert's subject (product, bill): one open alert per subject */
  chave: string | null;
  /** null: an appointment reminder */
  tipo: TipoNotificacao | null;
  agendamento_id: number | null;
  paciente_id: number | null;
  dados: Json<Record<string, unknown>>;
  lida: Generated<boolean>;
  criado_em: TimestampWithDefault;
}
