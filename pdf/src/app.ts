import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { MSG, PdfError, invalidField, renderFailed, type ErrorItem } from './errors.js';
import type { PdfDocument, PdfRenderer, Progress } from './renderer.js';
import { conteudoSha256 } from './emissao.js';
import type { IssuedRegistrar } from './registro.js';
import type { SessionVerifier } from './session.js';

export interface AppOptions {
  renderer: PdfRenderer;
  verifySession: SessionVerifier;
  /** Records every PDF of a document the api built (the register of issued PDFs); left out only by tests and benchmarks. */
  registerIssued?: IssuedRegistrar;
  /** Limit of `content` and of `htmlHeader`, in UTF-8 bytes. */
  maxHtmlBytes: number;
  logger?: boolean;
  /** A silent stretch longer than this repeats the last progress line (default 10 s). */
  heartbeatMs?: number;
}

/**
 * Proxies drop an answer that stays silent too long (the gateway's 30 s, nginx's 60 s): a document
 * waiting behind a long queue, or a slow render, repeats its last line well before that.
 */
const HEARTBEAT_MS = 10_000;

const MAX_HEADER_HEIGHT = 400;

/** Framework errors (fastify codes) → Portuguese message, as the api answers them. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Requisição inválida: o JSON enviado está malformado.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Requisição inválida: o corpo JSON está vazio.',
  FST_ERR_CTP_BODY_TOO_LARGE: MSG.corpoGrande,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MSG.tipoConteudo,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Requisição inválida: tamanho do conteúdo incorreto.',
  FST_ERR_BAD_URL: 'Requisição inválida: o endereço contém caracteres malformados.',
};

/** Any thrown error → status and list body; 5xx bodies never carry internals. */
export function toErrorResponse(error: unknown): { status: number; body: ErrorItem[] } {
  if (error instanceof PdfError) return { status: error.statusCode, body: error.toBody() };
  const fe = error as FastifyError;
  const status = typeof fe?.statusCode === 'number' ? fe.statusCode : 500;
  if (status >= 400 && status < 500) {
    let message: string = (fe.code && FRAMEWORK_MESSAGES[fe.code]) ?? MSG.requisicaoInvalida;
    if (error instanceof SyntaxError && !fe.code) message = FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY!;
    return { status, body: [{ mensagemUsuario: message, mensagemDesenvolvedor: fe.code ? `${fe.code}: ${fe.message}` : fe.message }] };
  }
  return { status: 500, body: renderFailed().toBody() };
}

/** The body of POST /node/gerar-pdf, checked by hand so each message names its field. */
export function parseDocument(body: unknown, maxHtmlBytes: number): PdfDocument {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new PdfError(400, 'Envie um objeto JSON com content, htmlHeader e headerHeigth.', 'Corpo não é um objeto JSON');
  const { content, htmlHeader, headerHeigth } = body as Record<string, unknown>;
  const limit = `${Math.floor(maxHtmlBytes / 1024)} KiB`;

  if (content === undefined || content === null || content === '') throw invalidField('Informe o conteúdo do PDF (content).', 'content', 'ausente');
  if (typeof content !== 'string') throw invalidField('O conteúdo do PDF (content) deve ser um texto HTML.', 'content', `tipo ${typeof content}`);
  if (Buffer.byteLength(content, 'utf8') > maxHtmlBytes)
    throw invalidField(`O conteúdo do PDF (content) passa do limite de ${limit}.`, 'content', `mais de ${maxHtmlBytes} bytes`);

  if (htmlHeader !== undefined && htmlHeader !== null && typeof htmlHeader !== 'string')
    throw invalidField('O cabeçalho do PDF (htmlHeader) deve ser um texto HTML.', 'htmlHeader', `tipo ${typeof htmlHeader}`);
  if (typeof htmlHeader === 'string' && Buffer.byteLength(htmlHeader, 'utf8') > maxHtmlBytes)
    throw invalidField(`O cabeçalho do PDF (htmlHeader) passa do limite de ${limit}.`, 'htmlHeader', `mais de ${maxHtmlBytes} bytes`);

  let headerHeight = 0;
  if (headerHeigth !== undefined && headerHeigth !== null && headerHeigth !== '') {
    const value = typeof headerHeigth === 'number' ? headerHeigth : typeof headerHeigth === 'string' ? Number(headerHeigth.trim()) : NaN;
    if (!Number.isFinite(value) || value < 0 || value > MAX_HEADER_HEIGHT)
      throw invalidField(
        `A altura do cabeçalho (headerHeigth) deve ser um número de 0 a ${MAX_HEADER_HEIGHT} (pixels).`,
        'headerHeigth',
        `valor ${JSON.stringify(headerHeigth).slice(0, 40)}`,
      );
    headerHeight = value;
  }
  return { content, headerHeight, ...(typeof htmlHeader === 'string' && htmlHeader !== '' && { htmlHeader }) };
}

const MAX_EMISSAO = 4096;
/** Fields that once let any caller name a document "issued" about any patient: now only the api's signed job does. */
const RECUSADOS = ['titulo', 'pacienteId', 'layoutId'] as const;

/**
 * The api's signed job (`emissao`) when the api built this document (the laudo), else undefined: a
 * PDF of HTML the caller wrote still prints, but is never registered as issued by the clinic.
 */
export function parseEmissao(body: unknown): string | undefined {
  const fields = body as Record<string, unknown>;
  for (const campo of RECUSADOS)
    if (fields[campo] !== undefined)
      throw invalidField(
        'Título, paciente e layout de um documento emitido vêm da clínica: gere o documento pela tela dele.',
        campo,
        'campo não aceito; use emissao',
      );
  const { emissao } = fields;
  if (emissao === undefined || emissao === null) return undefined;
  if (typeof emissao !== 'string' || emissao === '' || emissao.length > MAX_EMISSAO)
    throw invalidField('A emissão (emissao) deve ser o texto que a api devolveu com o documento.', 'emissao');
  return emissao;
}

/**
 * The PDF service: POST /node/gerar-pdf answers NDJSON — progress lines, then `{"base": …}` or
 * `{"erro": […]}` — and GET /node/ping says it is up. Refusals known before the first line (session,
 * body, full queue) are plain statuses with the api's error list.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { renderer, verifySession, registerIssued, maxHtmlBytes } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    // content and htmlHeader may each reach the limit; JSON escaping may grow them a little
    bodyLimit: 2 * maxHtmlBytes + 1024 * 1024,
  });

  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorResponse(error);
    // 503/504 are expected refusals (full line, api away, time limit): noted without a stack, not as our error
    if (status === 503 || status === 504) request.log.warn({ status, motivo: body[0]?.mensagemDesenvolvedor }, 'pedido recusado');
    else if (status >= 500) request.log.error({ err: error }, 'erro interno');
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .type('application/json; charset=utf-8')
      .send([{ mensagemUsuario: MSG.naoEncontrado, mensagemDesenvolvedor: `Rota ${request.method} ${request.url.split('?')[0]} não existe` }]),
  );

  app.get('/node/ping', () => ({ ok: true, ...renderer.stats() }));

  app.post('/node/gerar-pdf', async (request, reply) => {
    const caller = await verifySession(request.headers.authorization);
    const doc = parseDocument(request.body, maxHtmlBytes);
    const emissao = parseEmissao(request.body);

    const stream = new PassThrough();
    let last: Progress = { progresso: 0, etapa: 'gerando' };
    let lastAt = Date.now();
    const line = (value: unknown) => {
      if (stream.writableEnded) return;
      stream.write(`${JSON.stringify(value)}\n`);
      lastAt = Date.now();
    };
    const aborter = new AbortController();
    // the caller went away before the end: stop rendering (or leave the line) so the slot frees
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) aborter.abort();
    });

    // throws the 503 (queue full) before any line is written, so it goes out as a plain status
    const rendered = renderer.render(doc, {
      owner: caller?.id,
      signal: aborter.signal,
      onProgress: (progress: Progress) => {
        last = progress;
        line(progress);
      },
    });
    // a document the api built goes out only once the register holds its hash, so it can be verified
    const result = rendered.then(async ({ pdf, paginas }) => {
      if (!registerIssued || !emissao) return { pdf, paginas, registro: undefined };
      const sha256 = createHash('sha256').update(pdf).digest('hex');
      const registro = { emissao, conteudoSha256: conteudoSha256(doc), sha256, bytes: pdf.length, paginas };
      const { id } = await registerIssued(request.headers.authorization ?? '', registro);
      return { pdf, paginas, registro: { id, sha256 } };
    });

    result.then(
      ({ pdf, paginas, registro }) => {
        const arquivo = JSON.stringify({ base: pdf.toString('base64'), paginas, bytes: pdf.length, ...(registro && { registro }) });
        line({ progresso: 100, etapa: 'pronto', tamanho: arquivo.length + 1 } satisfies Progress);
        if (!stream.writableEnded) stream.write(`${arquivo}\n`);
        stream.end();
      },
      (error: unknown) => {
        const { status, body } = toErrorResponse(error);
        if (status >= 500 && status !== 503 && status !== 504) request.log.error({ err: error }, 'falha ao gerar o PDF');
        line({ erro: body });
        stream.end();
      },
    );

    // set only once the answer will be a stream (a full queue threw above)
    const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
    const heartbeat = setInterval(
      () => {
        if (Date.now() - lastAt >= heartbeatMs) line(last);
      },
      Math.max(1, Math.floor(heartbeatMs / 2)),
    );
    stream.on('close', () => clearInterval(heartbeat));
    stream.on('finish', () => clearInterval(heartbeat));

    return reply
      .code(200)
      .header('content-type', 'application/x-ndjson; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-accel-buffering', 'no')
      .send(stream);
  });

  return app;
}
