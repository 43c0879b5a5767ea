import { Client, type IFrame, type StompConfig } from '@stomp/stompjs';
import { endDeactivatedSession, refreshPermissions } from '../session/session.resource.ts';
import { parseMessage } from './notificacao.ts';
import { socketUrl, topicOf } from './socket-address.ts';
import { useNotificacoes } from './notificacoes.store.ts';
import { SocketTransport } from './socket-transport.ts';
import { ToastQueue, showNotificacaoToast } from './toast-queue.ts';
import { notYetToasted } from './toasted.ts';

export interface SocketSession {
  /** As stored: 'Bearer …'. */
  token: string;
  userId: string;
  /** Picks the alert roles of the address. */
  authorities: readonly string[];
}

/** Spec 01 sections 4 and 9: reconnect after 2 s. Heart-beats: the server asks for at least 10 s. */
export const RECONNECT_DELAY_MS = 2000;
export const HEARTBEAT_MS = 10_000;

/** The user was deactivated: the page's session ends at once, saying so (the api ended it everywhere). */
const DEACTIVATED = 'Seu acesso foi desativado';
/** Refusals a new attempt cannot fix: the session is over (or the request is wrong), so stop retrying. */
const FINAL_REFUSALS = ['Sessão encerrada', DEACTIVATED, 'Id não passado no parâmetro.', 'Sem permissão para este tópico.'];
const says = (frame: IFrame, refusal: string): boolean => (frame.headers.message ?? '').includes(refusal) || frame.body.includes(refusal);
const isFinal = (frame: IFrame): boolean => FINAL_REFUSALS.some((refusal) => says(frame, refusal));

export type ClientFactory = (config: StompConfig) => Pick<Client, 'activate' | 'deactivate' | 'subscribe'>;

/**
 * The live channel (STOMP over SockJS's endpoint, natively where it can: socket-transport.ts): the unread list arrives right after subscribing, later
 * notifications one by one. Each message goes to the store; only what the store did not hold yet
 * becomes a toast, so a reconnect that re-sends the unread list shows nothing twice.
 */
export class NotificationSocket {
  private client: ReturnType<ClientFactory> | undefined;

  constructor(
    private readonly toasts = new ToastQueue(showNotificacaoToast),
    private readonly createClient: ClientFactory = (config) => new Client(config),
    /** the server says the user's permissions changed: a fresh token carries them (no new login) */
    private readonly authoritiesChanged: () => void = () => void refreshPermissions().catch(() => undefined),
    /** the server says the user was deactivated: the page's session of that user ends */
    private readonly deactivated: (userId: string) => void = endDeactivatedSession,
    private readonly transport = new SocketTransport(),
  ) {}

  start(session: SocketSession): void {
    this.close(); // one channel at a time
    const url = socketUrl(session.userId, session.authorities);
    const client = this.createClient({
      webSocketFactory: () => this.transport.create(url),
      connectHeaders: { Authorization: session.token },
      reconnectDelay: RECONNECT_DELAY_MS,
      heartbeatIncoming: HEARTBEAT_MS,
      heartbeatOutgoing: HEARTBEAT_MS,
      onConnect: () => {
        // A message still in flight on a channel already replaced or closed belongs to no one.
        client.subscribe(topicOf(session.userId), (message) => {
          if (this.client === client) this.deliver(message.body);
        });
      },
      onStompError: (frame) => {
        if (isFinal(frame)) void client.deactivate();
        // only the channel still open for this session speaks for it (not one replaced by a logout or a user switch)
        if (this.client === client && says(frame, DEACTIVATED)) this.deactivated(session.userId);
      },
    });
    this.client = client;
    client.activate();
  }

  /** Closes the channel and drops the toasts still waiting. */
  stop(): void {
    this.toasts.clear();
    this.close();
  }

  private close(): void {
    const client = this.client;
    this.client = undefined;
    if (client) void client.deactivate();
  }

  deliver(body: string): void {
    if (saysAuthoritiesChanged(body)) {
      this.authoritiesChanged();
      return;
    }
    this.toasts.enqueue(notYetToasted(useNotificacoes.getState().receive(parseMessage(body))));
  }
}

/** The api's `{"autorizacoesAlteradas":true}`: the user's profile or permissions were changed by someone. */
function saysAuthoritiesChanged(body: string): boolean {
  try {
    const value = JSON.parse(body) as unknown;
    return typeof value === 'object' && value !== null && (value as { autorizacoesAlteradas?: unknown }).autorizacoesAlteradas === true;
  } catch {
    return false;
  }
}

/** The page's one channel, started and stopped by useNotificationSocket. */
export const notificationSocket = new NotificationSocket();
