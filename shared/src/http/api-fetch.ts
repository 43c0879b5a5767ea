/** The header under which each write names its user action (see the api's http/idempotency.ts). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Gateway answers that mean the api was not reached or was restarting. */
const RETRY_STATUS = new Set([502, 503, 504]);
/** Pauses before the second and third attempts. */
const PAUSES_MS = [300, 1000];

/** Reads may always be sent again; writes only under their Idempotency-Key (the api replays, never writes twice). */
const repeatable = (request: Request): boolean => request.method === 'GET' || request.method === 'HEAD' || request.headers.has(IDEMPOTENCY_HEADER);

const pause = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });

/** Writes on their way, by method, address and body: a double click joins the first one. */
const writesInFlight = new Map<string, Promise<Response>>();

/**
 * ky's `fetch` for the api, making one user action one write:
 * - a write identical to one still on its way (a double click, a second submit) is not sent: it gets
 *   the first one's answer;
 * - a call whose answer was lost (network error) or that the gateway could not deliver (502/503/504)
 *   is sent twice more, writes under the same Idempotency-Key (the api replays, never writes twice).
 * The body is read once and each attempt gets a fresh request, which keeps the body visible to the
 * browser's tools; ky's own retry would clone every request, uploads included, as a duplicated
 * stream. Uploads carry no key and go once.
 */
export async function apiFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  // ky always passes its Request
  const request = input instanceof Request ? input : new Request(input, init);
  if (!repeatable(request)) return globalThis.fetch(request, init);
  if (request.method === 'GET' || request.method === 'HEAD') return withRetries(request, undefined, init);
  const body = await request.arrayBuffer();
  const same = `${request.method} ${request.url} ${new TextDecoder().decode(body)}`;
  let answer = writesInFlight.get(same);
  if (!answer) {
    answer = withRetries(request, body, init);
    writesInFlight.set(same, answer);
    const done = (): void => void writesInFlight.delete(same);
    answer.then(done, done);
  }
  // every caller reads its own copy (the first answer itself is never read)
  return (await answer).clone();
}

async function withRetries(request: Request, body: ArrayBuffer | undefined, init?: RequestInit): Promise<Response> {
  const attempt = (): Promise<Response> =>
    globalThis.fetch(
      new Request(request.url, {
        method: request.method,
        headers: request.headers,
        body,
        signal: request.signal,
        credentials: request.credentials,
        redirect: request.redirect,
      }),
      init,
    );
  for (const ms of PAUSES_MS) {
    try {
      const response = await attempt();
      if (!RETRY_STATUS.has(response.status)) return response;
    } catch (error) {
      if (!(error instanceof TypeError) || request.signal.aborted) throw error;
    }
    await pause(ms, request.signal);
  }
  return attempt();
}
