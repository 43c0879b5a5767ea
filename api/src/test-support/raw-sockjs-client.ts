import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';

/**
 * A bare client of each SockJS transport, written from the SockJS protocol (not sockjs-client): how a
 * third-party or hostile client talks to /notification. Tests send STOMP text and read what comes back.
 */
export const TRANSPORTS = ['raw-websocket', 'sockjs-websocket', 'xhr-streaming', 'xhr-polling'] as const;
export type Transport = (typeof TRANSPORTS)[number];

export interface RawSession {
  /** STOMP text the server sent, one entry per transport message */
  received: string[];
  /** the server closed the session (close frame, socket closed or stream ended) */
  closed: boolean;
  send(text: string): Promise<void>;
  /** resolves when `check()` holds (polled), rejects after `timeoutMs` */
  until(check: () => boolean, timeoutMs?: number): Promise<void>;
  /** the client leaves (idempotent) */
  end(): void;
}

export async function openRawSession(baseUrl: string, transport: Transport, query: Record<string, string> = {}): Promise<RawSession> {
  const search = new URLSearchParams(query).toString();
  const qs = search ? `?${search}` : '';
  const sessionPath = `${baseUrl}/notification/${Math.floor(Math.random() * 1000)}/${randomUUID()}`;
  const session: RawSession = {
    received: [],
    closed: false,
    send: () => Promise.resolve(),
    until: (check, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const started = Date.now();
        const poll = (): void => {
          if (check()) resolve();
          else if (Date.now() - started > timeoutMs)
            reject(new Error(`${transport}: esperou ${timeoutMs} ms; recebido ${JSON.stringify(session.received)}, fechado ${session.closed}`));
          else setTimeout(poll, 10);
        };
        poll();
      }),
    end: () => undefined,
  };
  /** One SockJS frame: o (open), h (heart-beat), a[...] (messages), c[code,reason] (close). */
  const onSockjsFrame = (frame: string): void => {
    if (frame.startsWith('a')) session.received.push(...(JSON.parse(frame.slice(1)) as string[]));
    else if (frame.startsWith('c')) session.closed = true;
  };
  const xhrSend = async (text: string): Promise<void> => {
    await fetch(`${sessionPath}/xhr_send${qs}`, { method: 'POST', body: JSON.stringify([text]), headers: { 'content-type': 'text/plain' } });
  };

  if (transport === 'raw-websocket' || transport === 'sockjs-websocket') {
    const raw = transport === 'raw-websocket';
    const ws = new WebSocket(`${(raw ? `${baseUrl}/notification/websocket` : `${sessionPath}/websocket`).replace(/^http/, 'ws')}${qs}`);
    ws.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      if (raw) session.received.push(text);
      else onSockjsFrame(text);
    });
    ws.on('close', () => {
      session.closed = true;
    });
    ws.on('error', () => {
      session.closed = true;
    });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    session.send = (text) => {
      if (ws.readyState === WebSocket.OPEN) ws.send(raw ? text : JSON.stringify([text]));
      return Promise.resolve();
    };
    session.end = () => ws.terminate();
    return session;
  }

  const abort = new AbortController();
  session.end = () => abort.abort();
  session.send = xhrSend;
  if (transport === 'xhr-streaming') {
    const response = await fetch(`${sessionPath}/xhr_streaming${qs}`, { method: 'POST', signal: abort.signal });
    const reader = response.body!.getReader() as ReadableStreamDefaultReader<Uint8Array>;
    const decoder = new TextDecoder();
    let buffered = '';
    let opened = (): void => undefined;
    const open = new Promise<void>((resolve) => (opened = resolve));
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffered += decoder.decode(value, { stream: true });
          let newline: number;
          while ((newline = buffered.indexOf('\n')) >= 0) {
            const frame = buffered.slice(0, newline);
            buffered = buffered.slice(newline + 1);
            if (frame === 'o') opened();
            onSockjsFrame(frame);
          }
        }
      } catch {
        // aborted by `end`
      }
      session.closed = true;
      opened();
    })();
    await open;
    return session;
  }

  // xhr-polling: the first request opens the session, each next one waits for what is queued
  const first = await (await fetch(`${sessionPath}/xhr${qs}`, { method: 'POST', signal: abort.signal })).text();
  if (!first.startsWith('o')) throw new Error(`xhr-polling: resposta inicial ${first}`);
  void (async () => {
    try {
      while (!session.closed) {
        const response = await fetch(`${sessionPath}/xhr${qs}`, { method: 'POST', signal: abort.signal });
        const body = await response.text();
        if (response.status !== 200) session.closed = true;
        for (const frame of body.split('\n').filter(Boolean)) onSockjsFrame(frame);
      }
    } catch {
      session.closed = true;
    }
  })();
  return session;
}
