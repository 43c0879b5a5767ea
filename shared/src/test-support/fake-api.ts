/**
 * Tests only: answers the shared http client's requests from a route table ('POST
 * gerenciar/agendamento/criar' → body or handler) and records every call, so component tests check
 * the paths and bodies the screens send. An unknown route answers 404, which fails loudly.
 */
export interface ApiCall {
  method: string;
  path: string;
  url: URL;
  body: unknown;
}

/** A fixed answer (a body, or a Response for errors) or a function of the call. */
export type Route = unknown;

const json = (status: number, body: unknown): Response => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A 4xx answer as the api sends it. */
export const apiError = (status: number, mensagemUsuario: string): Response => json(status, [{ mensagemUsuario, mensagemDesenvolvedor: 'test' }]);

export function fakeApi(routes: Record<string, Route>): ApiCall[] {
  const calls: ApiCall[] = [];
  globalThis.fetch = jest.fn(async (request: Request) => {
    const url = new URL(request.url);
    const text = await request.text();
    const call = { method: request.method, path: url.pathname.replace(/^\/api\//, ''), url, body: text ? (JSON.parse(text) as unknown) : undefined };
    calls.push(call);
    const key = `${call.method} ${call.path}`;
    if (!(key in routes)) return apiError(404, `not in the test's routes: ${key}`);
    const route = routes[key];
    const answer = typeof route === 'function' ? await (route as (c: ApiCall) => unknown)(call) : route;
    return answer instanceof Response ? answer : json(200, answer ?? {});
  }) as unknown as typeof fetch;
  return calls;
}

/** The calls to one route. */
export const callsTo = (calls: ApiCall[], key: string): ApiCall[] => calls.filter((call) => `${call.method} ${call.path}` === key);
