import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { setErrorHandlers, toErrorResponse, type ErrorMapping } from '@clinica/server-kit';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { alturaDoCabecalho, bytesKeyword, documentoMessages, documentoSchema, type DocumentoBody } from './documento.schema.js';
import { renderFailed } from './errors.js';
import type { PdfDocument, PdfRenderer, Progress } from './renderer.js';
import { conteudoSha256 } from './emissao.js';
import { pedeAssinatura, type IssuedRegistrar } from './registro.js';
import type { Caller, SessionVerifier } from './session.js';

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

/** The service's part of the error mapping it shares with the api (@clinica/server-kit). */
const pdfErrors = (maxHtmlBytes: number): ErrorMapping => ({ internal: renderFailed().toBody(), fieldMessage: documentoMessages(maxHtmlBytes) });

/** The document as the renderer takes it, from a body the schema accepted. */
const documentOf = (body: DocumentoBody): PdfDocument => ({
  content: body.content,
  headerHeight: alturaDoCabecalho(body.headerHeigth),
  ...(body.htmlHeader && { htmlHeader: body.htmlHeader }),
});

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
    // as the api: refuse wrong types instead of coercing them; plus the UTF-8 size of a text
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false }, plugins: [bytesKeyword] },
  });
  const errors = pdfErrors(maxHtmlBytes);

  setErrorHandlers(app, {
    ...errors,
    log: (request, error, { status, body }) => {
      // 503/504 are expected refusals (full line, api away, time limit): noted without a stack, not as our error
      if (status === 503 || status === 504) request.log.warn({ status, motivo: body[0]?.mensagemDesenvolvedor }, 'pedido recusado');
      else if (status >= 500) request.log.error({ err: error }, 'erro interno');
    },
  });

  app.get('/node/ping', () => ({ ok: true, ...renderer.stats() }));

  const callers = new WeakMap<object, Caller | void>();
  const gerarPdf = {
    schema: { body: documentoSchema(maxHtmlBytes) },
    // the session is checked before the body's fields (a stranger learns nothing of them), after its JSON
    preValidation: async (request: FastifyRequest) => {
      callers.set(request, await verifySession(request.headers.authorization));
    },
  };
  app.withTypeProvider<TypeBoxTypeProvider>().post('/node/gerar-pdf', gerarPdf, async (request, reply) => {
    const caller = callers.get(request);
    const doc = documentOf(request.body);
    const emissao = request.body.emissao ?? undefined;

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
      const registro = {
        emissao,
        conteudoSha256: conteudoSha256(doc),
        sha256,
        bytes: pdf.length,
        paginas,
        // issue 39: a job naming a doctor sends the file, the api signs it with their certificate (PAdES)
        ...(pedeAssinatura(emissao) && { pdf: pdf.toString('base64') }),
      };
      const registrado = await registerIssued(request.headers.authorization ?? '', registro);
      if (registrado.pdf && registrado.sha256) return { pdf: registrado.pdf, paginas, registro: { id: registrado.id, sha256: registrado.sha256 } };
      return { pdf, paginas, registro: { id: registrado.id, sha256 } };
    });

    result.then(
      ({ pdf, paginas, registro }) => {
        const arquivo = JSON.stringify({ base: pdf.toString('base64'), paginas, bytes: pdf.length, ...(registro && { registro }) });
        line({ progresso: 100, etapa: 'pronto', tamanho: arquivo.length + 1 } satisfies Progress);
        if (!stream.writableEnded) stream.write(`${arquivo}\n`);
        stream.end();
      },
      (error: unknown) => {
        const { status, body } = toErrorResponse(error, errors);
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
