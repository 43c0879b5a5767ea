import { useObjectUrl } from '../http/use-object-url.ts';

/**
 * A photo as an <img> source, fetched with the session: only a photo the portal stores (an api path).
 * Any other address is not drawn: the browser would tell that third party who opened the record.
 */
export function useFotoSrc(foto: string | null | undefined): string | undefined {
  const stored = foto && /^\/gerenciar\/[a-z]+\/foto\/[0-9a-f-]{36}$/.test(foto) ? foto : undefined;
  return useObjectUrl(stored).url;
}
