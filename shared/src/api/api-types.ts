import type { paths } from './openapi.generated.ts';

/**
 * Request and answer types of the api, read from the types generated from its OpenAPI document
 * (openapi.generated.ts): a screen's resource names the call, never retypes what crosses the wire.
 * Paths are written as the http client takes them, without '/api/':
 * `type Paciente = ApiAnswer<'gerenciar/paciente/listar/{id}', 'get'>`.
 */
export type ApiPath = { [P in keyof paths]: P extends `/api/${infer Rest}` ? Rest : never }[keyof paths];

export type ApiMethod = 'get' | 'post' | 'put' | 'delete' | 'patch';
type Operation<P extends ApiPath, M extends ApiMethod> = paths[`/api/${P}`][M];
type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The paths that answer a method (the document lists every method on every path, absent ones as never). */
export type ApiPathOf<M extends ApiMethod> = { [P in ApiPath]: Operation<P, M> extends { responses: unknown } ? P : never }[ApiPath];

/** What a call answers on success (its 200 or 201 body). */
export type ApiAnswer<P extends ApiPath, M extends ApiMethod> =
  Operation<P, M> extends { responses: infer R } ? Json<R[200 & keyof R]> | Json<R[201 & keyof R]> : never;

/** What a call takes as its JSON body. */
export type ApiBody<P extends ApiPath, M extends ApiMethod> = Operation<P, M> extends { requestBody?: infer B } ? Json<NonNullable<B>> : never;

/** The `{name}` parts of a path, filled by the caller (numbers are written as they print). */
export type ApiPathParams<P extends ApiPath, M extends ApiMethod> =
  Operation<P, M> extends { parameters: { path: infer Params } } ? { [K in keyof Params]: string | number } : never;

/** What prints as a query value the document types as text: any number for a string, a boolean for 'true' | 'false'. */
type Printed<V> = string extends V ? number | boolean : [V] extends ['true' | 'false'] ? boolean : never;

/** The query string a call reads (strings on the wire; numbers and booleans are written as they print). */
export type ApiQuery<P extends ApiPath, M extends ApiMethod> =
  Operation<P, M> extends { parameters: { query?: infer Q } }
    ? [NonNullable<Q>] extends [never]
      ? never
      : { [K in keyof NonNullable<Q>]?: NonNullable<Q>[K] | Printed<NonNullable<NonNullable<Q>[K]>> }
    : never;

type RequiresBody<P extends ApiPath, M extends ApiMethod> = Operation<P, M> extends { requestBody: unknown } ? true : false;

/**
 * What a typed call takes besides ky's own options: `params` for the path's `{name}` parts, `query` for its
 * query string, `json` for its body, each present only where the document has it (and required where it is).
 */
export type ApiCallParts<P extends ApiPath, M extends ApiMethod> = ([ApiPathParams<P, M>] extends [never]
  ? { params?: never }
  : { params: ApiPathParams<P, M> }) &
  ([ApiQuery<P, M>] extends [never] ? { query?: never } : { query?: ApiQuery<P, M> }) &
  ([ApiBody<P, M>] extends [never] ? { json?: never } : RequiresBody<P, M> extends true ? { json: ApiBody<P, M> } : { json?: ApiBody<P, M> });
