import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../db/database.js';
import { ApiError, badRequest } from '../errors/api-error.js';
import { insertArquivo } from './arquivo.repository.js';
import { FileTooLargeError, type FileStore, type StoredFile } from './file-store.js';

/** A multipart body the parser cannot read (cut, no boundary, broken part headers). */
export const MSG_ENVIO_INVALIDO = 'Envio de arquivo inválido: tente enviar o arquivo novamente.';

export interface Uploaded {
  id: string;
  mimeType: string;
  name: string;
  size: number;
}

export interface UploadRules {
  maxBytes: number;
  /** accepted content types, as detected from the bytes */
  accepted: RegExp;
  tooLarge: string;
  wrongType: string;
}

/** A name fit for a listing: no path, no control characters, at most 200 characters. */
const safeName = (name: string): string =>
  (name.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}"]/gu, '')
    .trim()
    .slice(0, 200) || 'arquivo';

/**
 * The one file of a multipart request, field `arquivo`, not yet read; `wrongType` is the refusal
 * when the request is not multipart or carries no such field.
 */
export async function filePartOf(request: FastifyRequest, wrongType: string): Promise<MultipartFile> {
  if (!request.isMultipart()) throw new ApiError(415, wrongType, 'envie multipart/form-data com o campo arquivo');
  const part = await request.file().catch((error: unknown) => {
    // multipart's own refusals carry their 4xx; the parser's (no boundary, broken headers) are the client's too
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw badRequest(MSG_ENVIO_INVALIDO, `multipart malformado: ${error instanceof Error ? error.message : String(error)}`);
  });
  if (!part || part.fieldname !== 'arquivo') {
    part?.file.resume();
    throw badRequest(wrongType, 'campo arquivo ausente');
  }
  return part;
}

/**
 * Receives the one file of a multipart request (field `arquivo`) into the store under a server-made
 * id: refused past the size limit or when its content is not an accepted type, keeping nothing;
 * recorded in `arquivo` as not yet linked.
 */
export async function receiveUpload(request: FastifyRequest, db: Db, files: FileStore, rules: UploadRules): Promise<Uploaded> {
  const part = await filePartOf(request, rules.wrongType);
  // an error of the incoming stream (a cut or malformed body) is the client's; the store's are ours
  let sourceError: Error | undefined;
  part.file.once('error', (error: Error) => {
    sourceError = error;
  });
  let stored: StoredFile;
  try {
    stored = await files.put(part.file, rules.maxBytes);
  } catch (error) {
    if (error instanceof FileTooLargeError) throw new ApiError(413, rules.tooLarge, `limite de ${rules.maxBytes} bytes`);
    const clientError = sourceError ?? part.file.errored; // `errored`: it may have failed before we listened
    if (clientError) throw badRequest(MSG_ENVIO_INVALIDO, `envio interrompido ou malformado: ${clientError.message}`);
    throw error;
  }
  const type = await fileTypeFromBuffer(stored.head);
  if (!type || !rules.accepted.test(type.mime)) {
    await files.delete(stored.caminho);
    throw new ApiError(415, rules.wrongType, `conteúdo detectado: ${type?.mime ?? 'desconhecido'}`);
  }
  const id = randomUUID();
  const name = safeName(part.filename);
  const user = request.auth?.user;
  try {
    await insertArquivo(db, {
      id,
      mimeType: type.mime,
      nome: name,
      tamanho: stored.size,
      caminho: stored.caminho,
      usuarioId: user?.id ?? null,
      usuarioNome: user?.nome ?? null,
    });
  } catch (error) {
    await files.delete(stored.caminho);
    throw error;
  }
  return { id, mimeType: type.mime, name, size: stored.size };
}
