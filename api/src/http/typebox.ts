import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import { Type, type Static, type TOptional, type TProperties, type TSchema, type TSchemaOptions, type TUnsafe } from 'typebox';

/**
 * What route plugins receive: request body, params and query (and the answers) typed from the
 * route's TypeBox schemas, so one declaration gives validation, the OpenAPI document and the types.
 */
export type TypedApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;

/**
 * `T` or null, written as JSON Schema's type list (`{ type: ['string', 'null'], maxLength: 200 }`), as
 * the contract always was: not TypeBox's `anyOf` with `null`, which @fastify/swagger would document
 * differently and ajv would refuse with other error keywords (server-kit/src/validation-messages.ts reads them).
 */
export const Nullable = <T extends TSchema & { type: string }>(schema: T): TUnsafe<Static<T> | null> =>
  Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });

/** One of these texts, as `{ type: 'string', enum }` (TypeBox's own Enum leaves out the type). */
export const StringEnum = <const V extends readonly string[]>(values: V, options: TSchemaOptions = {}): TUnsafe<V[number]> =>
  Type.Unsafe<V[number]>({ type: 'string', enum: values, ...options });

/** One of these texts or null: `{ type: ['string', 'null'], enum: [...values, null] }`. */
export const NullableEnum = <const V extends readonly string[]>(values: V, options: TSchemaOptions = {}): TUnsafe<V[number] | null> =>
  Type.Unsafe<V[number] | null>({ type: ['string', 'null'], enum: [...values, null], ...options });

export type OptionalAll<P extends TProperties> = { [K in keyof P]: TOptional<P[K]> };

/** The same properties, none required (a form's fields, each of which may be left out). */
export const optionalAll = <P extends TProperties>(properties: P): OptionalAll<P> =>
  Object.fromEntries(Object.entries(properties).map(([name, schema]) => [name, Type.Optional(schema)])) as OptionalAll<P>;
