import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalServer {
  url: string;
  requests: string[];
  close: () => Promise<void>;
}

/** A real HTTP server on a free loopback port; every request's method and path are recorded. */
export async function localServer(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<LocalServer> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const GOOD_TOKEN = 'Bearer token-bom';
export const API_401_BODY = [{ mensagemUsuario: 'Sessão encerrada', mensagemDesenvolvedor: 'Token inválido ou expirado' }];

/** Stands in for the api's GET /api/UsuarioManager/loggedUser: one token is good, the rest get the api's 401. */
export const fakeApi = (): Promise<LocalServer> =>
  localServer((req, res) => {
    const ok = req.url === '/api/UsuarioManager/loggedUser' && req.headers.authorization === GOOD_TOKEN;
    res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(ok ? { id: 1, nome: 'Recepção' } : API_401_BODY));
  });

export interface NdjsonAnswer {
  status: number;
  contentType: string | null;
  lines: Record<string, unknown>[];
  /** The body when it was not NDJSON (an error list). */
  json?: unknown;
}

/** POSTs to gerar-pdf (authorization null: no header) and reads the whole answer, one JSON value per line. */
export async function gerarPdf(baseUrl: string, body: unknown, authorization: string | null = GOOD_TOKEN): Promise<NdjsonAnswer> {
  const response = await fetch(`${baseUrl}/node/gerar-pdf`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization && { authorization }) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const contentType = response.headers.get('content-type');
  const text = await response.text();
  if (!contentType?.startsWith('application/x-ndjson')) return { status: response.status, contentType, lines: [], json: JSON.parse(text) };
  const lines = text
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { status: response.status, contentType, lines };
}

export const pdfOf = (answer: NdjsonAnswer): Uint8Array => {
  const last = answer.lines.at(-1);
  if (typeof last?.base !== 'string') throw new Error(`sem base: ${JSON.stringify(last).slice(0, 300)}`);
  return new Uint8Array(Buffer.from(last.base, 'base64'));
};
