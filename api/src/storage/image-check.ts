import { fileTypeFromBuffer } from 'file-type';
import { ApiError, badRequest } from '../errors/api-error.js';

/** Content types accepted for the logo and favicon, decided by the bytes, not by the data URL. */
const ALLOWED = new Map<string, string>([
  ['png', 'image/png'],
  ['jpg', 'image/jpeg'],
  ['webp', 'image/webp'],
  ['gif', 'image/gif'],
  ['ico', 'image/x-icon'],
]);

export interface CheckedImage {
  bytes: Uint8Array;
  mime: string;
}

/**
 * Decodes a `data:<type>;base64,<bytes>` URL and checks its magic bytes (png, jpeg, webp, gif,
 * ico). SVG and everything else are refused; so is an image over `maxBytes`. `label` names the
 * image in the messages ('o logo', 'a imagem preenchida').
 */
export async function checkImageDataUrl(field: string, label: string, dataUrl: string, maxBytes: number): Promise<CheckedImage> {
  const match = /^data:([^,;]*)((?:;[^,;]+)*?);base64,([A-Za-z0-9+/=\s]*)$/.exec(dataUrl);
  if (!match) throw badRequest(`Imagem inválida para ${label}: envie a imagem como data URL em base64.`, `${field}: data URL inválida`);
  const bytes = Buffer.from(match[3]!.replace(/\s/g, ''), 'base64');
  if (bytes.length === 0) throw badRequest(`Imagem vazia para ${label}.`, `${field}: sem conteúdo`);
  if (bytes.length > maxBytes) {
    throw new ApiError(413, `A imagem para ${label} deve ter no máximo ${Math.round(maxBytes / 1024)} KiB.`, `${field}: ${bytes.length} bytes`);
  }
  const detected = await fileTypeFromBuffer(bytes);
  const mime = detected && ALLOWED.get(detected.ext);
  if (!mime) {
    throw badRequest(
      `Formato de imagem não aceito para ${label}. Use PNG, JPEG, WEBP, GIF ou ICO.`,
      `${field}: conteúdo detectado ${detected?.mime ?? 'desconhecido'} (declarado ${match[1] || 'nenhum'})`,
    );
  }
  return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), mime };
}
