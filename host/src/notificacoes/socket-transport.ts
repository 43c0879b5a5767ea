import type { IStompSocket } from '@stomp/stompjs';
import { rawSocketUrl } from './socket-address.ts';

type SockJsClass = new (url: string) => unknown;

/** Native attempts that never opened before the page falls back to SockJS. */
export const NATIVE_ATTEMPTS = 2;

/**
 * What the channel runs on: the browser's own WebSocket on SockJS's raw endpoint, which the api has
 * always served beside the SockJS transports. The SockJS client (about 12 kB as served, on every
 * screen) loads only on a page where the native socket never opened (a proxy on the way that refuses
 * WebSocket), and carries the channel from then on. Once a native socket has opened, a later failure
 * is the server away (a restart): the next attempts stay native.
 */
export class SocketTransport {
  private sockJs: SockJsClass | undefined;
  private opened = false;
  private failures = 0;
  private loading = false;

  constructor(
    private readonly loadSockJs: () => Promise<SockJsClass> = () => import('sockjs-client').then((module) => module.default),
    private readonly createNative: (url: string) => WebSocket = (url) => new WebSocket(url),
  ) {}

  /** A socket for the STOMP client (its webSocketFactory): `url` is the SockJS address. */
  create(url: string): IStompSocket {
    if (this.sockJs) return new this.sockJs(url) as IStompSocket;
    const socket = this.createNative(rawSocketUrl(url));
    socket.addEventListener('open', () => {
      this.opened = true;
    });
    socket.addEventListener('close', () => {
      if (this.opened || ++this.failures < NATIVE_ATTEMPTS || this.loading) return;
      this.loading = true;
      this.loadSockJs()
        .then((sockJs) => {
          this.sockJs = sockJs;
        })
        .catch(() => {
          this.loading = false; // the next failure tries again
        });
    });
    return socket;
  }

  /** Whether the channel has moved to SockJS (for the tests). */
  get onSockJs(): boolean {
    return this.sockJs !== undefined;
  }
}
