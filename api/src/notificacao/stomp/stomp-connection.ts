import type { Connection } from 'sockjs';
import { FrameReader, serializeFrame, StompProtocolError, type StompFrame } from './stomp-frame.js';

/** Heart-beat this server offers and asks for (ms); the client's wish counts when slower. */
const SERVER_BEAT_MS = 10_000;
/** A client silent for this many expected beats is gone. */
const MISSED_BEATS = 2;
/** Time a new socket has to complete a CONNECT (silent or half-sent sockets must not pile up). */
export const CONNECT_TIMEOUT_MS = 5_000;
/** Close codes: SockJS and the websocket transports accept only 1000 or 3000–4999, as numbers. */
const CLOSE_NORMAL = 1000;
const CLOSE_REFUSED = 4000;

/** What the broker decides for a connection; errors are answered with an ERROR frame and a close. */
export interface StompHandlers {
  /** CONNECT: answers what the session may see, or throws a `StompRefusal`. */
  connect(headers: Record<string, string>): Promise<void>;
  subscribe(id: string, destination: string): Promise<void>;
  unsubscribe(id: string): void;
  closed(): void;
}

/** A refusal the client is told (`message` header of the ERROR frame), in Portuguese. */
export class StompRefusal extends Error {}

/**
 * One STOMP 1.2 session over one SockJS connection: frames in order (the next waits for the previous
 * one's handler), heart-beats both ways, RECEIPTs, ERROR-then-close. Clients only listen here: SEND is
 * refused.
 */
export class StompConnection {
  private readonly reader = new FrameReader();
  private queue: Promise<void> = Promise.resolve();
  private state: 'new' | 'connected' | 'closed' = 'new';
  private lastReceived = Date.now();
  private timers: NodeJS.Timeout[] = [];
  private messageCounter = 0;

  constructor(
    private readonly conn: Connection,
    private readonly handlers: StompHandlers,
    private readonly onError: (error: unknown) => void,
    connectTimeoutMs = CONNECT_TIMEOUT_MS,
  ) {
    this.timers.push(
      setTimeout(() => {
        if (this.state === 'new') this.refuse('CONNECT não recebido a tempo.');
      }, connectTimeoutMs),
    );
    conn.on('data', (text: string) => this.guard(() => this.receive(text)));
    conn.on('close', () => this.guard(() => this.end()));
  }

  get open(): boolean {
    return this.state === 'connected';
  }

  /** A MESSAGE on a subscription (JSON body). */
  send(subscription: string, destination: string, body: unknown): void {
    if (this.state !== 'connected') return;
    this.messageCounter++;
    this.write({
      command: 'MESSAGE',
      headers: { subscription, destination, 'message-id': `${subscription}-${this.messageCounter}`, 'content-type': 'application/json;charset=UTF-8' },
      body: JSON.stringify(body),
    });
  }

  /** Tells the client why and closes. */
  refuse(message: string): void {
    if (this.state === 'closed') return;
    this.write({ command: 'ERROR', headers: { message, 'content-type': 'text/plain;charset=UTF-8' }, body: message });
    this.closeSocket(CLOSE_REFUSED, 'STOMP ERROR');
  }

  close(): void {
    this.closeSocket(CLOSE_NORMAL, 'servidor encerrando');
  }

  /**
   * Ends this one socket whatever its transport does: a throw here (faye-websocket refuses some
   * codes) would otherwise escape from a socket event and stop the whole api.
   */
  private closeSocket(code: number, reason: string): void {
    // the types say string; the transports compare numbers
    this.guard(() => this.conn.close(code as unknown as string, reason));
    this.end();
  }

  /** Runs socket work; an exception is logged and ends this socket only. */
  private guard(work: () => void): void {
    try {
      work();
    } catch (error) {
      this.onError(error);
      if (this.state !== 'closed') {
        this.state = 'closed';
        this.clearTimers();
        try {
          this.conn.destroy();
        } catch {
          // already gone
        }
        this.handlers.closed();
      }
    }
  }

  private receive(text: string): void {
    this.lastReceived = Date.now();
    let frames: StompFrame[];
    try {
      frames = this.reader.push(text);
    } catch (error) {
      this.refuse(error instanceof StompProtocolError ? `Frame STOMP inválido: ${error.message}` : 'Frame STOMP inválido.');
      return;
    }
    for (const frame of frames) {
      this.queue = this.queue
        .then(() => this.handle(frame))
        .catch((error: unknown) => {
          if (!(error instanceof StompRefusal)) this.onError(error);
          this.refuse(error instanceof StompRefusal ? error.message : 'Algo deu errado em nossos servidores.');
        });
    }
  }

  private async handle(frame: StompFrame): Promise<void> {
    if (this.state === 'closed') return;
    const { command, headers } = frame;
    if (command === 'CONNECT' || command === 'STOMP') {
      if (this.state !== 'new') throw new StompRefusal('Sessão STOMP já conectada.');
      if (!(headers['accept-version'] ?? '1.0').split(',').includes('1.2')) throw new StompRefusal('Versão do STOMP não suportada (use 1.2).');
      await this.handlers.connect(headers);
      if (this.state !== 'new') return;
      this.state = 'connected';
      const beat = this.negotiateHeartBeat(headers['heart-beat']);
      this.write({ command: 'CONNECTED', headers: { version: '1.2', 'heart-beat': beat, server: 'clinica-notificacoes/1.2' }, body: '' });
      return;
    }
    if (this.state !== 'connected') throw new StompRefusal('Envie CONNECT primeiro.');
    switch (command) {
      case 'SUBSCRIBE':
        if (!headers.id || !headers.destination) throw new StompRefusal('SUBSCRIBE sem id ou destination.');
        await this.handlers.subscribe(headers.id, headers.destination);
        break;
      case 'UNSUBSCRIBE':
        if (headers.id) this.handlers.unsubscribe(headers.id);
        break;
      case 'DISCONNECT':
        this.receipt(headers);
        this.closeSocket(CLOSE_NORMAL, 'DISCONNECT');
        return;
      case 'SEND':
        throw new StompRefusal('Este canal apenas entrega notificações.');
      case 'ACK':
      case 'NACK':
      case 'BEGIN':
      case 'COMMIT':
      case 'ABORT':
        break;
      default:
        throw new StompRefusal(`Comando STOMP desconhecido: ${command}`);
    }
    this.receipt(headers);
  }

  private receipt(headers: Record<string, string>): void {
    if (headers.receipt) this.write({ command: 'RECEIPT', headers: { 'receipt-id': headers.receipt }, body: '' });
  }

  /** STOMP §Heart-beating: each side beats at the slower of what one offers and the other wants. */
  private negotiateHeartBeat(header: string | undefined): string {
    const [clientSends = 0, clientWants = 0] = (header ?? '0,0').split(',').map((n) => Number(n) || 0);
    if (clientWants > 0) {
      const every = Math.max(SERVER_BEAT_MS, clientWants);
      this.timers.push(
        setInterval(() => {
          if (this.state === 'connected') this.guard(() => this.conn.write('\n'));
        }, every),
      );
    }
    if (clientSends > 0) {
      const every = Math.max(SERVER_BEAT_MS, clientSends);
      this.timers.push(
        setInterval(() => {
          if (Date.now() - this.lastReceived > every * MISSED_BEATS) this.close();
        }, every),
      );
    }
    return `${SERVER_BEAT_MS},${SERVER_BEAT_MS}`;
  }

  private write(frame: StompFrame): void {
    this.guard(() => this.conn.write(serializeFrame(frame)));
  }

  /** Timers go at once (non-websocket transports report `close` only seconds later). */
  private end(): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.clearTimers();
    this.handlers.closed();
  }

  private clearTimers(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
  }
}
