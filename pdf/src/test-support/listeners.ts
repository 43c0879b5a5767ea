import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface Listener {
  port: number;
  url: string;
  /** The first line each connection sent ('' when it only connected, as a preconnect does; binary for TLS). */
  connections: string[];
  close: () => Promise<void>;
}

/**
 * A bare TCP listener on a free loopback port that records every connection, whatever comes over
 * it: plain HTTP, a TLS hello (an https:// address), a proxy's CONNECT, or nothing at all.
 */
export async function tcpListener(): Promise<Listener> {
  const connections: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    const index = connections.push('') - 1;
    socket.once('data', (chunk: Buffer) => {
      connections[index] = chunk.toString('latin1').split('\r\n')[0]!.slice(0, 120);
      socket.end('HTTP/1.1 200 OK\r\ncontent-length: 1\r\nconnection: close\r\n\r\nx');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
