import type { Options, ResponsePromise } from 'ky';
import type { ApiAnswer, ApiCallParts, ApiMethod, ApiPath, ApiPathOf } from '../api/api-types.ts';
import { apiKy, type CallContext } from './ky-client.ts';

export { configureHttp, isPublicPath, nodeHttp, type CallContext } from './ky-client.ts';

/** ky's options a typed call keeps (token, retries, Idempotency-Key and toasts are the client's own). */
type KyCallOptions = Omit<Options, 'json' | 'searchParams' | 'method' | 'prefix' | 'context'> & { context?: CallContext };
export type HttpCallOptions<P extends ApiPath, M extends ApiMethod> = KyCallOptions & ApiCallParts<P, M>;

/** Options may be left out only when nothing in them is required (no `{name}` in the path, no required body). */
type OptionsArg<P extends ApiPath, M extends ApiMethod> =
  object extends HttpCallOptions<P, M> ? [options?: HttpCallOptions<P, M>] : [options: HttpCallOptions<P, M>];
/** A call that answers nothing in the document still reads as unknown, not never. */
type Answer<P extends ApiPath, M extends ApiMethod> = [ApiAnswer<P, M>] extends [never] ? unknown : ApiAnswer<P, M>;
/** ky's answer, whose `.json()` is the document's type (no type argument: nothing to cast). */
export type ApiResponsePromise<T> = Omit<ResponsePromise, 'json'> & { json: () => Promise<T> };
type Call<M extends ApiMethod> = {
  <P extends ApiPathOf<M>>(path: P, ...options: OptionsArg<P, M>): ApiResponsePromise<Answer<P, M>>;
};

/**
 * The api client (spec 01 section 7), typed by the api's own document: the path is the document's
 * ('gerenciar/paciente/listar/{id}'), its `{id}` comes in `params`, and the body (`json`), the query
 * string (`query`) and what `.json()` answers are the document's types for that path and method.
 * Underneath it is ky (ky-client.ts): the token, the 401 rule, retries, Idempotency-Key, `context`.
 */
export interface HttpClient {
  get: Call<'get'>;
  post: Call<'post'>;
  put: Call<'put'>;
  delete: Call<'delete'>;
  patch: Call<'patch'>;
}

/** 'a/{id}/b' with { id: 7 } → 'a/7/b' (each part encoded, as a path segment must be). */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`http: '${path}' needs '${name}'`);
    return encodeURIComponent(String(value));
  });
}

type UntypedOptions = KyCallOptions & { params?: Record<string, string | number>; query?: Options['searchParams']; json?: unknown };

const call =
  <M extends ApiMethod>(method: M): Call<M> =>
  (path: string, { params, query, ...rest }: UntypedOptions = {}): ResponsePromise<never> =>
    // apiKy is read at each call: configureHttp replaces it
    apiKy<never>(fillPath(path, params), { ...rest, method, ...(query ? { searchParams: query } : {}) });

export const http: HttpClient = { get: call('get'), post: call('post'), put: call('put'), delete: call('delete'), patch: call('patch') };
