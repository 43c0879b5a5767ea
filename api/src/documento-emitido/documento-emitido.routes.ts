import { createHash, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { auditContextOf, auditedWrite } from '../audit/audit.js';
import { ApiError, ApiErrorList, badRequest, invalidField } from '../errors/api-error.js';
import type { TypedApp } from '../http/typebox.js';
import { carriesSecret } from '@clinica/server-kit';
import { filePartOf, MSG_ENVIO_INVALIDO } from '../storage/upload.js';
import { findDocumentoPorHash, insertDocumentoEmitido } from './documento-emitido.repository.js';
import { lerEmissao, type Emissao } from './emissao.js';
import { assinarComoUsuario } from '../assinatura/assinador.js';
import { lerAssinaturas } from '../assinatura/pades.js';

const TAGS = ['Documentos emitidos'];
/** The header the PDF service proves itself with (PDF_SERVICE_KEY, shared by both). */
export const PDF_SERVICE_KEY_HEADER = 'x-pdf-service-key';
/** A file to verify stops here: the service's documents are far smaller (10 MB of HTML at most). */
export const VERIFICAR_MAX_BYTES = 40 * 1024 * 1024;
/** A PDF sent to be signed stops here (the service's documents are far smaller). */
export const REGISTRAR_PDF_MAX_BYTES = 40 * 1024 * 1024;
const LIMITE_VERIFICAR = { max: 30, timeWindow: 60_000 };

export const DOCUMENTO_MSG = {
  semChave: 'O registro de documentos emitidos não está configurado no servidor (PDF_SERVICE_KEY).',
  chaveInvalida: 'Somente o serviço de PDF registra documentos emitidos.',
  emissaoInvalida: 'Este documento não foi preparado pela clínica para emissão, ou a preparação expirou: gere o documento de novo.',
  naoPdf: 'Envie o arquivo PDF do documento.',
  grande: 'O arquivo passa de 40 MB: não é um documento emitido pela clínica.',
  pdfDiferente: 'O PDF enviado para assinar não é o que foi gerado.',
} as const;

const SHA256 = { pattern: '^[0-9a-f]{64}$' };
const registrarSchema = Type.Object(
  {
    sha256: Type.String({ ...SHA256, description: 'SHA-256 dos bytes do PDF, em hexadecimal minúsculo' }),
    bytes: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    paginas: Type.Integer({ minimum: 1, maximum: 100000 }),
    emissao: Type.String({ minLength: 1, maxLength: 4096, description: 'o trabalho que a api assinou ao montar o documento (ex.: o laudo)' }),
    conteudoSha256: Type.String({ ...SHA256, description: 'impressão digital do conteúdo, cabeçalho e altura que o serviço renderizou' }),
    pdf: Type.Optional(
      Type.String({
        maxLength: Math.ceil(REGISTRAR_PDF_MAX_BYTES / 3) * 4 + 4,
        description: 'o PDF em base64, quando o trabalho pede a assinatura de um médico: a api assina e devolve o arquivo assinado',
      }),
    ),
  },
  { additionalProperties: false },
);
const registradoSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  sha256: Type.String({ description: 'do arquivo registrado (o assinado, quando assinado)' }),
  emitidoEm: Type.String({ format: 'date-time' }),
  pdf: Type.Optional(Type.String({ description: 'o PDF assinado pelo médico (PAdES), em base64: é este o arquivo emitido' })),
  assinante: Type.Optional(Type.String({ description: 'o titular do certificado que assinou' })),
});
const assinaturaSchema = Type.Object({
  assinante: Type.String({ description: 'o titular (CN) do certificado que assinou' }),
  integra: Type.Boolean({ description: 'a assinatura confere com os bytes que cobre e com a chave do titular' }),
  cobreDocumento: Type.Boolean({ description: 'a assinatura cobre o arquivo inteiro (nada foi acrescentado depois)' }),
});
const verificacaoSchema = Type.Object({
  emitido: Type.Boolean({ description: 'se este arquivo, byte a byte, foi emitido pelo serviço de PDF da clínica' }),
  sha256: Type.String(),
  documento: Type.Optional(
    Type.Object({
      id: Type.String(),
      titulo: Type.String(),
      paginas: Type.Integer(),
      emitidoEm: Type.String({ format: 'date-time' }),
      emitidoPor: Type.String(),
      paciente: Type.Union([Type.String(), Type.Null()]),
      layout: Type.Union([Type.String(), Type.Null()]),
      assinante: Type.Union([Type.String(), Type.Null()], { description: 'o médico que assinou, quando assinado' }),
    }),
  ),
  assinaturas: Type.Array(assinaturaSchema, { description: 'as assinaturas digitais do arquivo (PAdES), como estão' }),
});

/** Whether the request carries the PDF service's key (compared in constant time). */
function checkServiceKey(request: FastifyRequest, key: string | undefined): void {
  if (!key) throw new ApiError(503, DOCUMENTO_MSG.semChave, 'PDF_SERVICE_KEY não definida na api');
  if (!carriesSecret(request.headers[PDF_SERVICE_KEY_HEADER], key))
    throw new ApiError(403, DOCUMENTO_MSG.chaveInvalida, `cabeçalho ${PDF_SERVICE_KEY_HEADER} ausente ou diferente`);
}

/** The job this api signed for this user and this very content; else one 422 that names nothing else. */
function emissaoDoPedido(key: string, token: string, usuarioId: number, conteudoSha256: string): Emissao {
  const emissao = lerEmissao(key, token);
  const recusa = !emissao
    ? 'forjada, alterada ou expirada'
    : emissao.usuarioId !== usuarioId
      ? 'assinada para outro usuário'
      : emissao.conteudo !== conteudoSha256
        ? 'o conteúdo renderizado não é o que a api montou'
        : undefined;
  if (!emissao || recusa)
    throw new ApiErrorList(422, [{ ...invalidField(DOCUMENTO_MSG.emissaoInvalida, 'emissao'), mensagemDesenvolvedor: `Campo inválido: emissao (${recusa})` }]);
  return emissao;
}

/** SHA-256 of the one uploaded file (field `arquivo`), read as it arrives, and its bytes (to read its signatures); nothing is stored. */
async function hashUpload(request: FastifyRequest): Promise<{ sha256: string; bytes: Buffer }> {
  const part = await filePartOf(request, DOCUMENTO_MSG.naoPdf);
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > VERIFICAR_MAX_BYTES) {
        part.file.resume();
        throw new ApiError(413, DOCUMENTO_MSG.grande, `mais de ${VERIFICAR_MAX_BYTES} bytes`);
      }
      if (head.length < 5) head = Buffer.concat([head, chunk.subarray(0, 5)]);
      hash.update(chunk);
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw badRequest(MSG_ENVIO_INVALIDO, `envio interrompido: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (part.file.truncated) throw new ApiError(413, DOCUMENTO_MSG.grande, 'limite do multipart');
  if (!head.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw new ApiError(415, DOCUMENTO_MSG.naoPdf, 'o conteúdo não começa com %PDF-');
  return { sha256: hash.digest('hex'), bytes: Buffer.concat(chunks) };
}

/**
 * The register of issued PDFs: the PDF service records each document it produced (its key proves
 * the hash is the service's own; the caller's token says who asked), and anyone holding a file can
 * ask whether the clinic issued it, unchanged.
 */
export function documentoEmitidoRoutes(app: TypedApp): void {
  app.post(
    '/documento-emitido/registrar',
    {
      config: { access: 'authenticated' },
      bodyLimit: Math.ceil(REGISTRAR_PDF_MAX_BYTES / 3) * 4 + 64 * 1024,
      schema: {
        tags: TAGS,
        summary: `Registrar um PDF emitido (só o serviço de PDF: cabeçalho ${PDF_SERVICE_KEY_HEADER}, com o token de quem pediu e o trabalho que a api assinou)`,
        body: registrarSchema,
        response: { 201: registradoSchema },
      },
    },
    async (request, reply) => {
      const key = app.deps.pdfServiceKey;
      checkServiceKey(request, key);
      const { paginas, emissao: token, conteudoSha256 } = request.body;
      let { sha256, bytes } = request.body;
      const user = request.auth!.user;
      // title, patient and layout come only from the job the api signed for this user and this content
      const { titulo, pacienteId, layoutId, assinanteId } = emissaoDoPedido(key!, token, user.id, conteudoSha256);
      // issue 39: a doctor who keeps an A1 certificate signs it (PAdES); the signed file is the one issued
      let assinado: { pdf: Buffer; assinante: string } | undefined;
      if (assinanteId && request.body.pdf !== undefined) {
        const pdf = Buffer.from(request.body.pdf, 'base64');
        if (pdf.length !== bytes || createHash('sha256').update(pdf).digest('hex') !== sha256)
          throw new ApiErrorList(422, [
            { ...invalidField(DOCUMENTO_MSG.pdfDiferente, 'pdf'), mensagemDesenvolvedor: 'Campo inválido: pdf (hash ou tamanho diferente)' },
          ]);
        assinado = await assinarComoUsuario(app.deps.db, app.deps.certificadoKey, assinanteId, pdf, titulo.trim() || 'Documento');
        if (assinado) {
          sha256 = createHash('sha256').update(assinado.pdf).digest('hex');
          bytes = assinado.pdf.length;
        }
      }
      const id = randomUUID();
      const emitidoEm = await auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        const at = await insertDocumentoEmitido(trx, {
          id,
          sha256,
          bytes,
          paginas,
          titulo: titulo.trim() || 'Documento',
          pacienteId,
          layoutId,
          usuario: user,
          assinante: assinado?.assinante ?? null,
        });
        await audit({
          acao: 'DOCUMENTO_EMITIDO',
          entidade: 'documento_emitido',
          entidadeId: id,
          detalhes: { titulo, paginas, bytes, sha256, pacienteId, layoutId, ...(assinado && { assinante: assinado.assinante }) },
          // the patient's access report lists the documents issued about them
          pacienteId: pacienteId ?? undefined,
        });
        return at;
      });
      return reply
        .code(201)
        .send({ id, sha256, emitidoEm: emitidoEm.toISOString(), ...(assinado && { pdf: assinado.pdf.toString('base64'), assinante: assinado.assinante }) });
    },
  );

  app.post(
    '/documento-emitido/verificar',
    {
      config: { access: 'public', rateLimit: LIMITE_VERIFICAR },
      schema: {
        tags: TAGS,
        summary: 'Verificar um arquivo (multipart, campo arquivo): foi emitido pela clínica e está inalterado?',
        consumes: ['multipart/form-data'],
        response: { 200: verificacaoSchema },
      },
    },
    async (request) => {
      const { sha256, bytes } = await hashUpload(request);
      const found = await findDocumentoPorHash(app.deps.db, sha256);
      const assinaturas = await lerAssinaturas(bytes);
      if (!found) return { emitido: false, sha256, assinaturas };
      return {
        emitido: true,
        sha256,
        documento: {
          id: found.id,
          titulo: found.titulo,
          paginas: found.paginas,
          emitidoEm: found.emitido_em.toISOString(),
          emitidoPor: found.usuario_nome,
          paciente: found.paciente_nome,
          layout: found.layout_nome,
          assinante: found.assinante,
        },
        assinaturas,
      };
    },
  );
}
