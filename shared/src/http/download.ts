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

/**
 * Saves an api answer as a file (a CSV or spreadsheet export): fetched with the session's token,
 * named as the server names it (else `fallback`). Failures reach the caller, which says so on screen.
 */
export async function downloadFile<P extends ApiPathOf<'get'>>(
  path: P,
  { fallback, ...call }: Pick<HttpCallOptions<P, 'get'>, 'params' | 'query'> & { fallback: string },
): Promise<string> {
  const response = await http.get(path, { ...call, context: { silent: true } } as HttpCallOptions<P, 'get'>);
  const name = filenameOf(response.headers.get('Content-Disposition')) ?? fallback;
  saveBlob(await response.blob(), name);
  return name;
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
