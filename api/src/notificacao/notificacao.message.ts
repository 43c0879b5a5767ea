import type { Selectable } from 'kysely';
import type { NotificacaoTable, PapelDeAlerta, TipoNotificacao } from '../db/types.js';
import { clinicDay, clinicMinutes, clockOf } from '../time/clinic-time.js';
import type { Notificacao } from './notificacao.schemas.js';

export type { Notificacao };

/** What a producer fills (the rest comes from the row). */
export type DadosNotificacao = Partial<Omit<Notificacao, 'idNotificacao' | 'tipoNotificacao' | 'criadoEm'>>;

const CAMPOS_DE_DADOS = [
  'nomePaciente',
  'pacienteChegou',
  'idPaciente',
  'idProcedimento',
  'nomeProcedimento',
  'dataAgendamento',
  'idAgendamento',
  'produtoId',
  'nomeProdutoEstoque',
  'descricao',
  'vencimento',
  'cor',
  'cabecalho',
  'corpo',
] as const satisfies readonly (keyof DadosNotificacao)[];

/** Free texts are cut so a message stays small (toasts show a line or two). */
const MAX_TEXTO = 500;

/** Only the known fields, texts cut: what gets stored in `dados`. */
export function dadosLimpos(dados: DadosNotificacao): DadosNotificacao {
  const limpos: Record<string, unknown> = {};
  for (const campo of CAMPOS_DE_DADOS) {
    const valor = dados[campo];
    if (valor === undefined || valor === null) continue;
    limpos[campo] = typeof valor === 'string' ? valor.slice(0, MAX_TEXTO) : valor;
  }
  return limpos;
}

export type NotificacaoRow = Selectable<NotificacaoTable>;

export function toNotificacao(row: NotificacaoRow): Notificacao {
  const dados = row.dados as DadosNotificacao;
  const mensagem = Object.fromEntries(CAMPOS_DE_DADOS.map((campo) => [campo, dados[campo] ?? null])) as Omit<
    Notificacao,
    'idNotificacao' | 'tipoNotificacao' | 'criadoEm'
  >;
  return {
    ...mensagem,
    idNotificacao: row.id,
    tipoNotificacao: row.tipo,
    idAgendamento: row.agendamento_id ?? mensagem.idAgendamento,
    idPaciente: row.paciente_id ?? mensagem.idPaciente,
    criadoEm: row.criado_em.toISOString(),
  };
}

/** The socket's `role` query values (spec 01 §4, Socket) and the roles whose holders see the alerts. */
export const PAPEIS_DE_ALERTA: Readonly<Record<string, PapelDeAlerta>> = { ESTOQUE: 'ROLE_ESTOQUE', FINANCEIRO: 'ROLE_FINANCEIRO' };

/** The role whose holders see an alert of this kind. */
export function papelDoAlerta(tipo: TipoNotificacao): PapelDeAlerta | undefined {
  if (tipo === 'ABAIXO_ESTOQUE' || tipo === 'VENCIMENTO_ENTRADA_ESTOQUE') return 'ROLE_ESTOQUE';
  if (tipo === 'CONTAS_RECEBER' || tipo === 'CONTAS_PAGAR') return 'ROLE_FINANCEIRO';
  return undefined;
}

/** 'HH:mm de dd/MM' of an appointment, in the clinic's zone (the server's wording). */
export function quando(instante: Date): string {
  const [, mes, dia] = clinicDay(instante).split('-');
  return `${clockOf(clinicMinutes(instante))} de ${dia}/${mes}`;
}
