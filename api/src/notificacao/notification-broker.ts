import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import sockjs from 'sockjs';
import type { AppDeps } from '../app-deps.js';
import { authenticateBearer } from '../auth/authenticate.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { MotivoEncerramento } from '../auth/sessions.js';
import { claimsOf, type ShownClaims } from '../auth/usuario.repository.js';
import type { PapelDeAlerta } from '../db/types.js';
import { ApiError } from '../errors/api-error.js';
import { MSG } from '../errors/messages.js';
import { PAPEIS_DE_ALERTA, type Notificacao } from './notificacao.message.js';
import { findNotificacao, naoLidas, type EventoNotificacao } from './notificacao.repository.js';
import { StompConnection, StompRefusal } from './stomp/stomp-connection.js';

export const NOTIFICATION_PREFIX = '/notification';
export const topicOf = (userId: number): string => `/topic/notificacao/${userId}`;

export const SOCKET_MSG = {
  semId: 'Id não passado no parâmetro.',
  topicoAlheio: 'Sem permissão para este tópico.',
} as const;

type Handler = (req: IncomingMessage, res: ServerResponse | Duplex, head?: Buffer) => boolean;
interface SockjsListener {
  listener(options: { prefix: string }): { getHandler(): Handler };
}

interface Assinante {
  stomp: StompConnection;
  user: AuthUser;
  /** alert roles asked for in `role` and held by the user */
  papeis: PapelDeAlerta[];
  sessionId: string;
  /** what the client's token shows (name, photo, authorities): its token's at connect, then what it was told of */
  claims: ShownClaims;
  /** STOMP subscription id on the user's own topic, once subscribed */
  subscription?: string;
}

export interface BrokerOptions {
  deps: Pick<AppDeps, 'db' | 'tokens'>;
  /** origins allowed to open a socket from a browser (the portal's); a request without Origin is not a browser page */
  allowedOrigins: readonly string[];
  onError(error: unknown): void;
  /** time a socket has to complete CONNECT (tests shorten it) */
  connectTimeoutMs?: number;
  /** drops X-Forwarded-* not sent by the gateway (http/gateway-key.ts), as for every other request */
  guardForwarding?: (request: IncomingMessage) => void;
}

/**
 * The live channel (spec 01 §7): STOMP over SockJS at /notification. Holds this process's sockets by
 * user; `deliver` pushes a stored notification to those that should see it (every api process gets
 * the same event from PostgreSQL and pushes to its own sockets).
 */
export class NotificationBroker {
  private readonly assinantes = new Set<Assinante>();
  /** every open socket, also those not through CONNECT yet (closed with the server) */
  private readonly conexoes = new Set<StompConnection>();
  /** the last comparison of claims (an event's or a subscription's, see emOrdem), settled or under way */
  private avisos: Promise<void> = Promise.resolve();

  constructor(private readonly options: BrokerOptions) {}

  /** Puts SockJS in front of the server's own request handling, with the origin check first. */
  install(server: Server): void {
    const sockjsServer = sockjs.createServer({ prefix: NOTIFICATION_PREFIX, log: () => undefined, disconnect_delay: 5000 });
    sockjsServer.on('connection', (conn) => {
      if (!conn) return;
      try {
        this.accept(conn);
      } catch (error) {
        this.options.onError(error);
        conn.destroy();
      }
    });
    // the handler `installHandlers` would install (sockjs 0.3 has it, its types do not)
    const handle = (sockjsServer as unknown as SockjsListener).listener({ prefix: NOTIFICATION_PREFIX }).getHandler();
    const ours = (url: string | undefined): boolean =>
      url === NOTIFICATION_PREFIX || (url?.startsWith(`${NOTIFICATION_PREFIX}/`) ?? false) || (url?.startsWith(`${NOTIFICATION_PREFIX}?`) ?? false);
    for (const event of ['request', 'upgrade'] as const) {
      const previous = server.listeners(event).slice() as ((...args: unknown[]) => void)[];
      server.removeAllListeners(event);
      server.on(event, (req: IncomingMessage, resOrSocket: ServerResponse | Duplex, head?: Buffer) => {
        if (!ours(req.url)) {
          for (const listener of previous) listener.call(server, req, resOrSocket, head);
          return;
        }
        this.options.guardForwarding?.(req);
        if (!this.originAllowed(req.headers.origin)) {
          refuseOrigin(resOrSocket);
          return;
        }
        // whatever one request does to SockJS must not stop the process
        try {
          handle(req, resOrSocket, head);
        } catch (error) {
          this.options.onError(error);
          resOrSocket.destroy();
        }
      });
    }
  }

  /** Pushes a stored notification to this process's sockets that should see it. */
  async deliver(evento: EventoNotificacao): Promise<void> {
    const alvos = [...this.assinantes].filter(
      (a) => a.subscription && ('usuarioId' in evento ? a.user.id === evento.usuarioId : a.papeis.includes(evento.papel)),
    );
    if (alvos.length === 0) return;
    const found = await findNotificacao(this.options.deps.db, evento.id);
    if (!found) return;
    const { usuarioId: _usuarioId, papel: _papel, ...notificacao } = found;
    for (const a of alvos) this.push(a, notificacao);
  }

  /** Sessions ended (logout, password reset, the user deactivated): their sockets are told why and closed. */
  encerrarSessoes(ids: readonly string[], motivo?: MotivoEncerramento): void {
    const mensagem = motivo === 'desativado' ? MSG.acessoDesativado : MSG.sessaoEncerrada;
    for (const a of [...this.assinantes]) if (ids.includes(a.sessionId)) a.stomp.refuse(mensagem);
  }

  /**
   * Users or profiles changed (any of them): each subscriber whose authorities, name or photo now
   * differ from what its client's token shows gets `{"autorizacoesAlteradas":true}` on its topic, and
   * the portal fetches a fresh token (GET /update/token/jwt) without a new login. A user deactivated or deleted is
   * left to the session end, which closes the socket.
   */
  avisarAutorizacoes(): Promise<void> {
    return this.emOrdem(() => this.compararClaims([...this.assinantes]));
  }

  /**
   * Comparisons run one at a time: events come in bursts, and a socket subscribes while they do; two
   * overlapping would both see a socket's old claims and tell it twice.
   */
  private emOrdem(run: () => Promise<void>): Promise<void> {
    const next = this.avisos.then(run);
    this.avisos = next.catch(() => undefined);
    return next;
  }

  private async compararClaims(candidatos: readonly Assinante[]): Promise<void> {
    const alvos = candidatos.filter((a) => a.subscription);
    if (alvos.length === 0) return;
    const atuais = await claimsOf(this.options.deps.db, [...new Set(alvos.map((a) => a.user.id))]);
    for (const a of alvos) {
      const agora = atuais.get(a.user.id);
      if (!agora || sameClaims(agora, a.claims)) continue;
      a.claims = agora;
      this.push(a, { autorizacoesAlteradas: true });
    }
  }

  /** After missed events (the LISTEN connection was lost): every subscriber gets its unread list again. */
  async resendUnread(): Promise<void> {
    await Promise.all([...this.assinantes].filter((a) => a.subscription).map((a) => this.sendUnread(a)));
  }

  close(): void {
    for (const conexao of this.conexoes) conexao.close();
    this.conexoes.clear();
    this.assinantes.clear();
  }

  private originAllowed(origin: string | undefined): boolean {
    return origin === undefined || this.options.allowedOrigins.includes(origin);
  }

  private accept(conn: sockjs.Connection): void {
    const query = new URL(conn.url ?? '', 'http://localhost').searchParams;
    let assinante: Assinante | undefined;
    const stomp: StompConnection = new StompConnection(
      conn,
      {
        connect: async (headers) => {
          const id = query.get('id');
          if (!id) throw new StompRefusal(SOCKET_MSG.semId);
          let user: AuthUser;
          let sessionId: string;
          let held: ShownClaims;
          try {
            const authorization = headers.Authorization ?? headers.authorization;
            ({ user, sessionId } = await authenticateBearer(this.options.deps, authorization));
            // what the client's token says (it may predate a change): compared on subscribing
            const { nome, foto, authorities } = await this.options.deps.tokens.verify(authorization!.replace(/^Bearer\s+/i, ''));
            held = { nome, foto, authorities };
          } catch (error) {
            if (error instanceof ApiError) throw new StompRefusal(error.mensagemUsuario);
            throw error;
          }
          if (String(user.id) !== id) throw new StompRefusal(MSG.sessaoEncerrada);
          const pedidos = (query.get('role') ?? '').split(',').map((r) => PAPEIS_DE_ALERTA[r.trim().toUpperCase()]);
          const papeis = [...new Set(pedidos)].filter((p): p is PapelDeAlerta => p !== undefined && user.perfil.authorities.includes(p));
          assinante = { stomp, user, papeis, sessionId, claims: held };
          this.assinantes.add(assinante);
        },
        subscribe: async (subscriptionId, destination) => {
          if (!assinante || destination !== topicOf(assinante.user.id)) throw new StompRefusal(SOCKET_MSG.topicoAlheio);
          assinante.subscription = subscriptionId;
          await this.sendUnread(assinante);
          // a change made while the client was away: its token is older than its permissions
          const subscribed = assinante;
          await this.emOrdem(() => this.compararClaims([subscribed]));
        },
        unsubscribe: (subscriptionId) => {
          if (assinante?.subscription === subscriptionId) assinante.subscription = undefined;
        },
        closed: () => {
          this.conexoes.delete(stomp);
          if (assinante) this.assinantes.delete(assinante);
        },
      },
      (error) => this.options.onError(error),
      this.options.connectTimeoutMs,
    );
    this.conexoes.add(stomp);
  }

  private async sendUnread(a: Assinante): Promise<void> {
    const lista = await naoLidas(this.options.deps.db, a.user.id, a.papeis);
    if (lista.length > 0) this.push(a, lista);
  }

  private push(a: Assinante, body: Notificacao | Notificacao[] | { autorizacoesAlteradas: true }): void {
    if (a.subscription) a.stomp.send(a.subscription, topicOf(a.user.id), body);
  }
}

const sameSet = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((entry) => b.includes(entry));
const sameClaims = (a: ShownClaims, b: ShownClaims): boolean => a.nome === b.nome && a.foto === b.foto && sameSet(a.authorities, b.authorities);

function refuseOrigin(resOrSocket: ServerResponse | Duplex): void {
  const body = JSON.stringify([{ mensagemUsuario: 'Origem não permitida.', mensagemDesenvolvedor: 'Origin fora da lista do portal' }]);
  if ('writeHead' in resOrSocket) {
    resOrSocket.writeHead(403, { 'content-type': 'application/json; charset=utf-8' }).end(body);
  } else {
    resOrSocket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  }
}
