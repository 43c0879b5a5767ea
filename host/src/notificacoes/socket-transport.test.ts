import { NATIVE_ATTEMPTS, SocketTransport } from './socket-transport.ts';

/** A browser WebSocket the test opens or closes, recording the address it was made for. */
class FakeSocket extends EventTarget {
  constructor(readonly url: string) {
    super();
  }
  open(): void {
    this.dispatchEvent(new Event('open'));
  }
  close(): void {
    this.dispatchEvent(new Event('close'));
  }
}

class FakeSockJs {
  constructor(readonly url: string) {}
}

const SOCKJS_URL = 'https://clinica.example/notification?id=7&role=ESTOQUE,FINANCEIRO';
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function transport() {
  const natives: FakeSocket[] = [];
  const loadSockJs = jest.fn(() => Promise.resolve(FakeSockJs));
  const subject = new SocketTransport(loadSockJs, (url) => {
    const socket = new FakeSocket(url);
    natives.push(socket);
    return socket as unknown as WebSocket;
  });
  return { subject, natives, loadSockJs };
}

describe('the notification channel transport', () => {
  it("opens the browser's own WebSocket on SockJS's raw endpoint, same origin, same query, without loading SockJS", () => {
    const { subject, natives, loadSockJs } = transport();
    subject.create(SOCKJS_URL);
    expect(natives[0]!.url).toBe('wss://clinica.example/notification/websocket?id=7&role=ESTOQUE,FINANCEIRO');
    natives[0]!.open();
    expect(loadSockJs).not.toHaveBeenCalled();
  });

  it('moves to SockJS on a page where the native socket never opened, and stays there', async () => {
    const { subject, natives, loadSockJs } = transport();
    for (let attempt = 1; attempt <= NATIVE_ATTEMPTS; attempt++) {
      subject.create(SOCKJS_URL);
      natives.at(-1)!.close();
    }
    await flush();
    expect(loadSockJs).toHaveBeenCalledTimes(1);
    expect(subject.onSockJs).toBe(true);
    const next = subject.create(SOCKJS_URL) as unknown as FakeSockJs;
    expect(next).toBeInstanceOf(FakeSockJs);
    expect(next.url).toBe(SOCKJS_URL);
    expect(natives).toHaveLength(NATIVE_ATTEMPTS);
  });

  it('stays native after the server went away once a native socket had opened (an api restart)', async () => {
    const { subject, natives, loadSockJs } = transport();
    subject.create(SOCKJS_URL);
    natives[0]!.open();
    natives[0]!.close();
    for (let attempt = 0; attempt < 5; attempt++) {
      subject.create(SOCKJS_URL);
      natives.at(-1)!.close();
    }
    await flush();
    expect(loadSockJs).not.toHaveBeenCalled();
    expect(subject.onSockJs).toBe(false);
  });

  it('an http page gets ws://, and SockJS failing to load leaves the next failure to try again', async () => {
    const { natives, subject } = transport();
    const failing = new SocketTransport(jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(FakeSockJs), (url) => {
      const socket = new FakeSocket(url);
      natives.push(socket);
      return socket as unknown as WebSocket;
    });
    subject.create('http://localhost:8080/notification?id=1');
    expect(natives[0]!.url).toBe('ws://localhost:8080/notification/websocket?id=1');
    for (let attempt = 0; attempt < NATIVE_ATTEMPTS; attempt++) {
      failing.create(SOCKJS_URL);
      natives.at(-1)!.close();
    }
    await flush();
    expect(failing.onSockJs).toBe(false);
    failing.create(SOCKJS_URL);
    natives.at(-1)!.close();
    await flush();
    expect(failing.onSockJs).toBe(true);
  });
});
