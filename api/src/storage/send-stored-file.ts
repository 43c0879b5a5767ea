import type { FastifyReply } from 'fastify';
import { notFound } from '../errors/api-error.js';
import type { FileStore } from './file-store.js';

export interface StoredFileAnswer {
  caminho: string;
  mimeType: string;
  /** the name the browser saves it under */
  filename: string;
  /** the 404's message when the store no longer has it */
  missing: string;
}

/**
 * Answers a stored file as a download: its detected type (never sniffed again by the browser), not
 * cached anywhere (it is a patient's or a user's data, read with a session).
 */
export async function sendStoredFile(reply: FastifyReply, files: FileStore, { caminho, mimeType, filename, missing }: StoredFileAnswer) {
  const file = await files.get(caminho);
  if (!file) throw notFound(missing);
  return reply
    .type(mimeType)
    .header('content-length', file.size)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.stream);
}
