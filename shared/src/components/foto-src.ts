import { useObjectUrl } from '../http/use-object-url.ts';

/** A photo as an <img> source: stored photos are fetched with the session, external URLs used as they are. */
export function useFotoSrc(foto: string | null | undefined): string | undefined {
  const stored = foto?.startsWith('/') ? foto : undefined;
  const { url } = useObjectUrl(stored);
  return stored ? url : (foto ?? undefined);
}
