import { createHash } from 'node:crypto';
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

/** The key the fake api and the service under test share (PDF_SERVICE_KEY). */
export const FAKE_SERVICE_KEY = 'chave-do-servico-de-pdf-nos-testes-0123456789';
/** A job the fake api signed (the laudo's `emissao`): registered. */
export const EMISSAO_VALIDA = 'trabalho-assinado-pela-api';
/** A job the fake api refuses (expired, another user's): its register gets the api's 422. */
export const EMISSAO_EXPIRADA = 'trabalho-expirado';
/** A job naming a doctor who signs (its payload as the api writes it: base64url JSON, then the api's mac). */
export const EMISSAO_ASSINADA = `${Buffer.from(JSON.stringify({ titulo: 'Atestado', assinanteId: 7 })).toString('base64url')}.mac-da-api`;
/** What the fake api appends to a PDF it "signs". */
export const MARCA_ASSINATURA = '%assinado-pela-api-de-teste\n';
export const API_422_BODY = [
  {
    mensagemUsuario: 'Este documento não foi preparado pela clínica para emissão, ou a preparação expirou: gere o documento de novo.',
    mensagemDesenvolvedor: 'Campo inválido: emissao (forjada, alterada ou expirada)',
    campo: 'emissao',
  },
];

export interface FakeApi extends LocalServer {
  /** every register the service made: its headers and body */
  registros: { authorization?: string; key?: string; body: Record<string, unknown> }[];
}

/**
 * Stands in for the api: GET /api/UsuarioManager/loggedUser (one token is good, the rest get the
 * api's 401) and POST /api/documento-emitido/registrar (201 with the service's key and that token;
 * 403 with another key; 422 for any job but EMISSAO_VALIDA).
 */
export async function fakeApi(): Promise<FakeApi> {
  const registros: FakeApi['registros'] = [];
  const server = await localServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    const good = req.headers.authorization === GOOD_TOKEN;
    if (req.url === '/api/UsuarioManager/loggedUser') return send(good ? 200 : 401, good ? { id: 1, nome: 'Recepção' } : API_401_BODY);
    if (req.url !== '/api/documento-emitido/registrar' || req.method !== 'POST') return send(404, [{ mensagemUsuario: 'Recurso não encontrado.' }]);
    let text = '';
    req.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      const body = JSON.parse(text) as Record<string, unknown>;
      const key = req.headers['x-pdf-service-key'] as string | undefined;
      registros.push({ authorization: req.headers.authorization, key, body });
      if (!good) return send(401, API_401_BODY);
      if (key !== FAKE_SERVICE_KEY) return send(403, [{ mensagemUsuario: 'Somente o serviço de PDF registra documentos emitidos.' }]);
      if (body.emissao === EMISSAO_ASSINADA && typeof body.pdf === 'string') {
        const assinado = Buffer.concat([Buffer.from(body.pdf, 'base64'), Buffer.from(MARCA_ASSINATURA)]);
        const sha256 = createHash('sha256').update(assinado).digest('hex');
        return send(201, {
          id: `registro-${registros.length}`,
          sha256,
          emitidoEm: new Date().toISOString(),
          pdf: assinado.toString('base64'),
          assinante: 'Dra. Teste',
        });
      }
      if (body.emissao !== EMISSAO_VALIDA) return send(422, API_422_BODY);
      send(201, { id: `registro-${registros.length}`, sha256: body.sha256, emitidoEm: new Date().toISOString() });
    });
  });
  return Object.assign(server, { registros });
}

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
