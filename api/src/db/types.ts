import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DB } from './schema.generated.js';

/**
 * The database as kysely sees it: generated from the migrated schema (schema.generated.ts,
 * `pnpm --filter @clinica/api db:types`; a test fails when it is stale), with the refinements of
 * column-types.ts. Nothing here is written by hand but the names areas use.
 */
export type Database = DB;
export type { DiaSemanaColumn, PapelDeAlerta, ResponsavelPagamentoJson, StatusAgendamento, TipoMovimentacao, TipoNotificacao } from './column-types.js';

export type PerfilTable = DB['perfil'];
export type UsuarioTable = DB['usuario'];
export type SessaoTable = DB['sessao'];
export type ResetSenhaTable = DB['reset_senha'];
export type WhiteLabelTable = DB['white_label'];
export type EmailOutboxTable = DB['email_outbox'];
export type AuditoriaTable = DB['auditoria'];
export type LoginTentativaTable = DB['login_tentativa'];
export type LimiteRequisicaoTable = DB['limite_requisicao'];
export type IdempotenciaTable = DB['idempotencia'];
export type PacienteTable = DB['paciente'];
export type PacienteAuditoriaTable = DB['paciente_auditoria'];
export type PlanoSaudeTable = DB['plano_saude'];
export type PesquisaAtracaoTable = DB['pesquisa_atracao'];
export type PulseiraTable = DB['pulseira'];
export type ConfiguracaoEtapaTable = DB['configuracao_etapa'];
export type ProcedimentoTable = DB['procedimento'];
export type ProcedimentoEtapaTable = DB['procedimento_etapa'];
export type TipoCompromissoTable = DB['tipo_compromisso'];
export type SalaTable = DB['sala'];
export type AgendamentoTable = DB['agendamento'];
export type ArquivoTable = DB['arquivo'];
export type EtapaRespostaTable = DB['etapa_resposta'];
export type EtapaImagemTable = DB['etapa_imagem'];
export type EtapaAuditoriaTable = DB['etapa_auditoria'];
export type MedicoTable = DB['medico'];
export type DisponibilidadeTable = DB['disponibilidade'];
export type BloqueioMedicoTable = DB['bloqueio_medico'];
export type NotificacaoTable = DB['notificacao'];
export type ExameTable = DB['exame'];
export type FormularioTable = DB['formulario'];
export type FormularioVersaoTable = DB['formulario_versao'];
export type FormularioPerguntaTable = DB['formulario_pergunta'];
export type GrauCalvicieTable = DB['grau_calvicie'];

export type PerfilRow = Selectable<PerfilTable>;
export type UsuarioRow = Selectable<UsuarioTable>;
export type NewUsuario = Insertable<UsuarioTable>;
export type WhiteLabelRow = Selectable<WhiteLabelTable>;
export type AuditoriaRow = Selectable<AuditoriaTable>;
export type WhiteLabelUpdate = Updateable<WhiteLabelTable>;
export type PacienteRow = Selectable<PacienteTable>;
export type NewPaciente = Insertable<PacienteTable>;
