import { isDeepStrictEqual } from 'node:util';

type Operations = Record<string, Record<string, { responses?: Record<string, unknown> }>>;

const ERRO = 'Erro';
const REFERENCE = { $ref: `#/components/responses/${ERRO}` };

/**
 * Every route answers its 4xx and 5xx with the error list (openapi.ts adds it): in the document that
 * answer is written once, as `components.responses.Erro`, and each operation refers to it, instead of
 * repeating it twice per operation (the generated types would repeat it too).
 */
export function withOneErrorAnswer<D extends { components?: object; paths?: object }>(document: D): D {
  let shared: unknown;
  const paths = Object.fromEntries(
    Object.entries((document.paths ?? {}) as Operations).map(([path, operations]) => [
      path,
      Object.fromEntries(
        Object.entries(operations).map(([method, operation]) => {
          if (!operation.responses) return [method, operation];
          const responses = Object.fromEntries(
            Object.entries(operation.responses).map(([code, answer]) => {
              if (code !== '4XX' && code !== '5XX') return [code, answer];
              shared ??= answer;
              // an answer a route describes its own way stays as it is
              return [code, isDeepStrictEqual(answer, shared) ? REFERENCE : answer];
            }),
          );
          return [method, { ...operation, responses }];
        }),
      ),
    ]),
  );
  if (shared === undefined) return document;
  return {
    ...document,
    paths,
    components: { ...document.components, responses: { ...(document.components as { responses?: object } | undefined)?.responses, [ERRO]: shared } },
  };
}
