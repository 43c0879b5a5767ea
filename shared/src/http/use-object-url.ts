import { useEffect, useState } from 'react';
import { http } from './http.client.ts';

/**
 * A protected file (api path such as '/gerenciar/imagens/arquivo/{id}') as an object URL for <img> or
 * <video>: fetched with the session's token, since those elements cannot send it. Revoked on change.
 */
export function useObjectUrl(apiPath: string | null | undefined): { url?: string; failed: boolean } {
  const [state, setState] = useState<{ url?: string; failed: boolean }>({ failed: false });
  useEffect(() => {
    if (!apiPath) {
      setState({ failed: false });
      return;
    }
    let url: string | undefined;
    const controller = new AbortController();
    http
      .get(apiPath.replace(/^\/+/, ''), { signal: controller.signal, context: { silent: true } })
      .blob()
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setState({ url, failed: false });
      })
      .catch(() => !controller.signal.aborted && setState({ failed: true }));
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [apiPath]);
  return state;
}
