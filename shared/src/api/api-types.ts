import type { paths } from './openapi.generated.ts';

/**
 * Request and answer types of the api, read from the types generated from its OpenAPI document
 * (openapi.generated.ts): a screen's resource names the call, never retypes what crosses the wire.
 * Paths are written as the http client takes them, without '/api/':
 * `type Paciente = ApiAnswer<'gerenciar/paciente/listar/{id}', 'get'>`.
 */
export type ApiPath = { [P in keyof paths]: P extends `/api/${infer Rest}` ? Rest : never }[keyof paths];

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';
type Operation<P extends ApiPath, M extends Method> = paths[`/api/${P}`][M];
type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** What a call answers on success (its 200 or 201 body). */
export type ApiAnswer<P extends ApiPath, M extends Method> =
  Operation<P, M> extends { responses: infer R } ? Json<R[200 & keyof R]> | Json<R[201 & keyof R]> : never;

/** What a call takes as its JSON body. */
export type ApiBody<P extends ApiPath, M extends Method> = Operation<P, M> extends { requestBody?: infer B } ? Json<NonNullable<B>> : never;
