import type { ApiAnswer, ApiMethod, ApiPath, ApiPathOf } from '../api/api-types.ts';

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

/** An answer a test writes: any part of what the api answers (the rest is not read by the screen). */
export type FakeAnswer<T> = T extends readonly (infer I)[] ? FakeAnswer<I>[] : T extends object ? { [K in keyof T]?: FakeAnswer<T[K]> } : T;

/** A fixed answer (a body, or a Response for errors) or a function of the call, of the route's answer type. */
export type Route<T = unknown> = FakeAnswer<T> | Response | ((call: ApiCall) => FakeAnswer<T> | Response | Promise<FakeAnswer<T> | Response>);

/** 'gerenciar/paciente/listar/{id}' as the calls spell it: 'gerenciar/paciente/listar/7'. */
type Concrete<P extends string> = P extends `${infer Head}{${string}}${infer Tail}` ? `${Head}${string}${Concrete<Tail>}` : P;
type Answer<P extends ApiPath, M extends ApiMethod> = [ApiAnswer<P, M>] extends [never] ? unknown : ApiAnswer<P, M>;
type RoutesOf<M extends ApiMethod> = { [P in ApiPathOf<M> as `${Uppercase<M>} ${Concrete<P>}`]?: Route<Answer<P, M>> };
/**
 * The route table, typed by the api's document: a key is 'METHOD path' as the screen calls it, and its
 * answer must be (part of) what the api answers there, so a fake answer cannot drift from the api.
 */
export type FakeRoutes = RoutesOf<'get'> & RoutesOf<'post'> & RoutesOf<'put'> & RoutesOf<'delete'> & RoutesOf<'patch'> & OtherServices;
/** Another service's address keeps its leading slash ('GET /cep/ws/01310100/json'): not typed by the api. */
type OtherServices = { [key: `${Uppercase<ApiMethod>} /${string}`]: Route };

const json = (status: number, body: unknown): Response => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A 4xx answer as the api sends it. */
export const apiError = (status: number, mensagemUsuario: string): Response => json(status, [{ mensagemUsuario, mensagemDesenvolvedor: 'test' }]);

export function fakeApi(routes: FakeRoutes): ApiCall[] {
  const calls: ApiCall[] = [];
  globalThis.fetch = jest.fn(async (request: Request) => {
    const url = new URL(request.url);
    const text = await request.text();
    const call = { method: request.method, path: url.pathname.replace(/^\/api\//, ''), url, body: text ? (JSON.parse(text) as unknown) : undefined };
    calls.push(call);
    const key = `${call.method} ${call.path}`;
    if (!(key in routes)) return apiError(404, `not in the test's routes: ${key}`);
    const route = (routes as Record<string, Route>)[key];
    const answer = typeof route === 'function' ? await (route as (c: ApiCall) => unknown)(call) : route;
    return answer instanceof Response ? answer : json(200, answer ?? {});
  }) as unknown as typeof fetch;
  return calls;
}

/** The calls to one route. */
export const callsTo = (calls: ApiCall[], key: string): ApiCall[] => calls.filter((call) => `${call.method} ${call.path}` === key);
