import type { ApiAnswer } from '@clinica/shared';

type NotificacaoDaApi = ApiAnswer<'gerenciar/notificacao/marcarComoLida/{id}', 'get'>;

/** Kinds of notification (spec 01 section 3); null is an appointment reminder. */
export const TIPOS_NOTIFICACAO = [
  'PACIENTE_CHEGOU',
  'ABAIXO_ESTOQUE',
  'VENCIMENTO_ENTRADA_ESTOQUE',
  'CONTAS_RECEBER',
  'CONTAS_PAGAR',
] as const satisfies readonly NonNullable<NotificacaoDaApi['tipoNotificacao']>[];
export type TipoNotificacao = (typeof TIPOS_NOTIFICACAO)[number] | null;

/**
 * One notification as the api sends it (docs/api-contract.md, Notifications), read by parseMessage
 * from socket messages too: absent fields are null, and the id may be text (a change of id type on
 * the server hides nothing). cabecalho and corpo are the server's Portuguese wording; the portal
 * writes its own in the user's language when it can.
 */
export type Notificacao = Omit<NotificacaoDaApi, 'idNotificacao' | 'criadoEm'> & { idNotificacao: number | string; criadoEm: string | null };

/**
 * A user's own notifications (arrival, reminder) are read on the server; role alerts (stock, finance)
 * stay open until their area resolves them, so the portal only hides them locally (spec 01 section 4).
 */
export const isServerMarked = (notificacao: Pick<Notificacao, 'tipoNotificacao'>): boolean =>
  notificacao.tipoNotificacao === null || notificacao.tipoNotificacao === 'PACIENTE_CHEGOU';

export const isLocalOnly = (notificacao: Pick<Notificacao, 'tipoNotificacao'>): boolean => !isServerMarked(notificacao);

/**
 * Identity of a notification in the portal: the kind is part of the key, so own notifications and
 * role alerts stay apart without relying on the server numbering both from one sequence.
 */
export const notificacaoKey = (notificacao: Pick<Notificacao, 'idNotificacao' | 'tipoNotificacao'>): string =>
  `${isServerMarked(notificacao) ? 'propria' : 'alerta'}:${notificacao.idNotificacao}`;

/** Toasts group by this: the type, with reminders (null) as a group of their own. */
export const groupOf = (notificacao: Pick<Notificacao, 'tipoNotificacao'>): string => notificacao.tipoNotificacao ?? 'LEMBRETE';

/** The later of two low-stock alerts of one product (by criadoEm; the one that came later when unknown). */
export function newer(current: Notificacao, incoming: Notificacao): Notificacao {
  if (current.criadoEm && incoming.criadoEm && Date.parse(incoming.criadoEm) < Date.parse(current.criadoEm)) return current;
  return incoming;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const integer = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const flag = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);

function toNotificacao(value: unknown): Notificacao | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const raw = value as Record<string, unknown>;
  const id = raw.idNotificacao;
  if (!((typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id.trim() !== ''))) return undefined;
  const tipo = raw.tipoNotificacao ?? null;
  // An unknown kind cannot be marked read correctly (server or local?): left out rather than guessed.
  if (tipo !== null && !TIPOS_NOTIFICACAO.includes(tipo as never)) return undefined;
  return {
    idNotificacao: id,
    tipoNotificacao: tipo as TipoNotificacao,
    nomePaciente: text(raw.nomePaciente),
    pacienteChegou: flag(raw.pacienteChegou),
    idPaciente: integer(raw.idPaciente),
    idProcedimento: integer(raw.idProcedimento),
    nomeProcedimento: text(raw.nomeProcedimento),
    dataAgendamento: text(raw.dataAgendamento),
    idAgendamento: integer(raw.idAgendamento),
    produtoId: integer(raw.produtoId),
    nomeProdutoEstoque: text(raw.nomeProdutoEstoque),
    descricao: text(raw.descricao),
    vencimento: text(raw.vencimento),
    cor: text(raw.cor),
    cabecalho: text(raw.cabecalho),
    corpo: text(raw.corpo),
    criadoEm: text(raw.criadoEm),
  };
}

/**
 * A socket message body: one notification or an array of them (the unread list right after
 * subscribing). Junk (bad JSON, items without an id, unknown kinds) is dropped, never thrown.
 */
export function parseMessage(body: string): Notificacao[] {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return [];
  }
  const items = Array.isArray(value) ? (value as unknown[]) : [value];
  return items.map(toNotificacao).filter((item): item is Notificacao => item !== undefined);
}
