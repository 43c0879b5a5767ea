import type { ApiPathOf } from '../api/api-types.ts';
import { http, type HttpCallOptions } from './http.client.ts';

/** The file name of a Content-Disposition header (RFC 6266: `filename*` first, then `filename`). */
export function filenameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // a malformed name: fall back to the plain one
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/.exec(disposition)?.[1]?.trim() || undefined;
}

/** How much of a file has come so far: `total` only when the server said its size (a streamed export does not). */
export interface DownloadProgress {
  bytes: number;
  total?: number;
}

type DownloadOptions = { fallback: string; onProgress?: (progress: DownloadProgress) => void };

// ky says 0 % until the end when the size is unknown (then its total is only what came so far)
const progressOption = (onProgress: DownloadOptions['onProgress']) =>
  onProgress
    ? {
        onDownloadProgress: ({ percent, transferredBytes, totalBytes }: { percent: number; transferredBytes: number; totalBytes: number }) =>
          onProgress({ bytes: transferredBytes, total: percent > 0 ? totalBytes : undefined }),
      }
    : {};

async function save(response: Response, fallback: string): Promise<string> {
  const name = filenameOf(response.headers.get('Content-Disposition')) ?? fallback;
  saveBlob(await response.blob(), name);
  return name;
}

/**
 * Saves an api answer as a file (a CSV or spreadsheet export): fetched with the session's token,
 * named as the server names it (else `fallback`). `onProgress` hears the bytes as they arrive.
 * Failures reach the caller, which says so on screen.
 */
export async function downloadFile<P extends ApiPathOf<'get'>>(
  path: P,
  { fallback, onProgress, ...call }: Pick<HttpCallOptions<P, 'get'>, 'params' | 'query'> & DownloadOptions,
): Promise<string> {
  return save(await http.get(path, { ...call, ...progressOption(onProgress), context: { silent: true } } as HttpCallOptions<P, 'get'>), fallback);
}

/** The same for an export asked with a body (the filter of a POST, e.g. the stock movements' period). */
export async function downloadPostFile<P extends ApiPathOf<'post'>>(
  path: P,
  { fallback, onProgress, ...call }: Pick<HttpCallOptions<P, 'post'>, 'params' | 'query' | 'json'> & DownloadOptions,
): Promise<string> {
  return save(await http.post(path, { ...call, ...progressOption(onProgress), context: { silent: true } } as HttpCallOptions<P, 'post'>), fallback);
}

/** Hands bytes the page holds to the browser as a file called `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // the click has handed the file to the browser: the address may go
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
