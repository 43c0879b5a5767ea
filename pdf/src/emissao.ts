import { createHash } from 'node:crypto';
import type { PdfDocument } from './renderer.js';

/**
 * The fingerprint of what this service renders (content, header, header height), sent with the
 * api's signed job when registering: the api registers the PDF only when it equals the fingerprint
 * of the document it built (api/src/documento-emitido/emissao.ts computes the same; both tests pin it).
 */
export const conteudoSha256 = (doc: PdfDocument): string =>
  createHash('sha256')
    .update(JSON.stringify([doc.content, doc.htmlHeader ?? '', doc.headerHeight]), 'utf8')
    .digest('hex');
