import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../db/database.js';
import { ApiError, badRequest } from '../errors/api-error.js';
import { FileTooLargeError, type FileStore } from './file-store.js';

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
 * Receives the one file of a multipart request (field `arquivo`) into the store under a server-made
 * id: refused past the size limit or when its content is not an accepted type, keeping nothing;
 * recorded in `arquivo` as not yet linked.
 */
export async function receiveUpload(request: FastifyRequest, db: Db, files: FileStore, rules: UploadRules): Promise<Uploaded> {
  if (!request.isMultipart()) throw new ApiError(415, rules.wrongType, 'envie multipart/form-data com o campo arquivo');
  const part = await request.file();
  if (!part || part.fieldname !== 'arquivo') throw badRequest(rules.wrongType, 'campo arquivo ausente');
  const id = randomUUID();
  let stored: { size: number; head: Buffer };
  try {
    stored = await files.put(id, part.file, rules.maxBytes);
  } catch (error) {
    if (error instanceof FileTooLargeError) throw new ApiError(413, rules.tooLarge, `limite de ${rules.maxBytes} bytes`);
    throw error;
  }
  const type = await fileTypeFromBuffer(stored.head);
  if (!type || !rules.accepted.test(type.mime)) {
    await files.delete(id);
    throw new ApiError(415, rules.wrongType, `conteúdo detectado: ${type?.mime ?? 'desconhecido'}`);
  }
  const name = safeName(part.filename);
  try {
    await db.insertInto('arquivo').values({ id, mime_type: type.mime, nome_original: name, tamanho: stored.size, usuario_id: request.auth?.user.id ?? null }).execute();
  } catch (error) {
    await files.delete(id);
    throw error;
  }
  return { id, mimeType: type.mime, name, size: stored.size };
}
