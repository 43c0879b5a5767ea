import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { apiKy } from './ky-client.ts';
import { queryClient } from './query-client.ts';

/**
 * A protected file (api path such as '/gerenciar/imagens/arquivo/{id}') as an object URL for <img> or
 * <video>: fetched with the session's token, since those elements cannot send it. The path is the one
 * the api handed out (not a document path to fill), so it goes through the untyped client. The file is cached
 * (a stored file never changes under its path); each screen's URL is revoked when it goes.
 */
export function useObjectUrl(apiPath: string | null | undefined): { url?: string; failed: boolean } {
  const file = useQuery(
    {
      queryKey: ['arquivo', apiPath],
      queryFn: ({ signal }) => apiKy.get(apiPath!.replace(/^\/+/, ''), { signal, context: { silent: true } }).blob(),
      enabled: !!apiPath,
      staleTime: Infinity,
    },
    queryClient,
  );
  const blob = apiPath ? file.data : undefined;
  const [url, setUrl] = useState<string>();
  // not a load: the object URL's lifetime follows the screen
  useEffect(() => {
    if (!blob) return setUrl(undefined);
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return { url, failed: !!apiPath && file.isError };
}
