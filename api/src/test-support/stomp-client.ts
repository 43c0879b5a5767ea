import { Client, type IMessage } from '@stomp/stompjs';
import SockJS from 'sockjs-client';

/** A STOMP-over-SockJS client as the portal opens it (tests and benchmarks): what it received, and why it ended. */
export interface TestSocket {
  /** every message body received, parsed (an array body stays an array) */
  bodies: unknown[];
  /** the `message` header of each ERROR frame */
  errors: string[];
  /** connected now (false again once the socket closes) */
  connected: boolean;
  /** resolves when `check()` is true (polled), rejects after `timeoutMs` */
  until(check: () => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** Every item received, an array body counting as its items (the unread list arrives as one). */
export const receivedItems = <T>(socket: TestSocket): T[] => socket.bodies.flatMap((body) => (Array.isArray(body) ? (body as T[]) : [body as T]));

export interface SocketOptions {
  /** e.g. http://127.0.0.1:3000 */
  baseUrl: string;
  id?: number | string;
  token?: string;
  role?: string;
  /** the topic to subscribe to; default the user's own */
  topic?: string;
  onMessage?: (body: unknown, at: number) => void;
}

export async function openSocket(options: SocketOptions): Promise<TestSocket> {
  const query = new URLSearchParams();
  if (options.id !== undefined) query.set('id', String(options.id));
  if (options.role) query.set('role', options.role);
  const url = `${options.baseUrl}/notification${query.size ? `?${query.toString()}` : ''}`;
  const socket: TestSocket = {
    bodies: [],
    errors: [],
    connected: false,
    until: (check, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const started = Date.now();
        const poll = (): void => {
          if (check()) resolve();
          else if (Date.now() - started > timeoutMs)
            reject(new Error(`esperou ${timeoutMs} ms: ${JSON.stringify({ errors: socket.errors, bodies: socket.bodies.length })}`));
          else setTimeout(poll, 10);
        };
        poll();
      }),
    close: async () => {
      await client.deactivate();
    },
  };
  const client = new Client({
    webSocketFactory: () => new SockJS(url, undefined, { transports: ['websocket'] }),
    connectHeaders: options.token ? { Authorization: `Bearer ${options.token}` } : {},
    reconnectDelay: 0,
    heartbeatIncoming: 0,
    heartbeatOutgoing: 0,
    onConnect: () => {
      socket.connected = true;
      client.subscribe(options.topic ?? `/topic/notificacao/${options.id}`, (message: IMessage) => {
        const at = performance.now();
        const body: unknown = JSON.parse(message.body);
        socket.bodies.push(body);
        options.onMessage?.(body, at);
      });
    },
    onWebSocketClose: () => {
      socket.connected = false;
    },
    onStompError: (frame) => {
      socket.errors.push(frame.headers.message ?? '');
    },
  });
  client.activate();
  // settled: connected and subscribed, or refused
  await socket.until(() => socket.connected || socket.errors.length > 0, 10_000);
  return socket;
}
