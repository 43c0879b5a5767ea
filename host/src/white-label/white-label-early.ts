let early: Promise<unknown> | undefined;

/**
 * Asks the white label (a public call) as the page starts, beside the shared libraries: start-up
 * applies this answer instead of asking once its scripts have run. Plain fetch: index.ts runs before
 * the shared http client is available. Same address as the client's ('/api' base).
 */
export function fetchWhiteLabelEarly(): void {
  early = fetch('/api/obterConfiguracoes', { headers: { accept: 'application/json' } }).then(async (response) => {
    if (!response.ok) throw new Error(`obterConfiguracoes answered ${response.status}`);
    return (await response.json()) as unknown;
  });
  // the caller's read reports a failure; none of its own
  early.catch(() => undefined);
}

/** The early answer, once: a later load (the white label saved again) asks afresh. */
export function takeEarlyWhiteLabel(): Promise<unknown> | undefined {
  const answer = early;
  early = undefined;
  return answer;
}
