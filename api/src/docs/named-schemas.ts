import type { FastifySchema } from 'fastify';

type Schema = Record<string, unknown>;

/**
 * @fastify/swagger names a schema carrying an `$id` (a component referenced by `$ref`) only when it is
 * nested in a route's schema; one given whole as a body or an answer is written inline. For the document
 * only (validation and serialization keep the route's own schema), such a body or answer becomes
 * `allOf: [schema]`, the one-item wrapper OpenAPI reads as the schema itself, so it is named too.
 */
export function namedTopLevel(schema: FastifySchema): FastifySchema {
  const response = schema.response as Record<string, unknown> | undefined;
  return {
    ...schema,
    ...(schema.body === undefined ? {} : { body: wrapped(schema.body) }),
    ...(response === undefined ? {} : { response: Object.fromEntries(Object.entries(response).map(([code, answer]) => [code, wrapped(answer)])) }),
  };
}

const wrapped = (schema: unknown): unknown => {
  if (!isNamed(schema)) return schema;
  // an answer's description names the answer: it stays on the wrapper
  return typeof schema.description === 'string' ? { description: schema.description, allOf: [schema] } : { allOf: [schema] };
};

const isNamed = (schema: unknown): schema is Schema & { $id: string } =>
  typeof schema === 'object' && schema !== null && typeof (schema as Schema).$id === 'string';
