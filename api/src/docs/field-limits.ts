/**
 * The longest text each request body field takes, read from the OpenAPI document: the front ends'
 * forms cut typing there (`maxLength`) instead of learning the limit from a 400. Written into
 * shared/src/api/field-limits.generated.ts; a test fails when that file is stale.
 */

type Schema = { type?: unknown; maxLength?: number; properties?: Record<string, Schema>; items?: Schema; oneOf?: Schema[]; anyOf?: Schema[] };
type Operation = { requestBody?: { content?: Record<string, { schema?: Schema }> } };

export type FieldLimits = Record<string, Record<string, number>>;

function collect(schema: Schema | undefined, prefix: string, into: Record<string, number>): void {
  if (!schema) return;
  if (typeof schema.maxLength === 'number' && prefix) into[prefix] = schema.maxLength;
  for (const [name, child] of Object.entries(schema.properties ?? {})) collect(child, prefix ? `${prefix}.${name}` : name, into);
  for (const option of [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) collect(option, prefix, into);
}

/** `'PUT gerenciar/paciente/editar' → { nome: 200, 'responsavelPagamento.cep': 20, … }`, paths as the front ends' http client writes them. */
export function fieldLimits(document: { paths?: Record<string, Record<string, Operation>> }): FieldLimits {
  const limits: FieldLimits = {};
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const fields: Record<string, number> = {};
      collect(operation.requestBody?.content?.['application/json']?.schema, '', fields);
      if (Object.keys(fields).length > 0) limits[`${method.toUpperCase()} ${path.replace(/^\/api\//, '')}`] = fields;
    }
  }
  return Object.fromEntries(Object.entries(limits).sort(([a], [b]) => a.localeCompare(b)));
}

export function limitsModule(limits: FieldLimits): string {
  return [
    "// Generated from the api's OpenAPI document by `pnpm --filter @clinica/api gen:api`; do not edit.",
    '// api/src/docs/generated-files.test.ts fails when this file no longer matches the api.',
    '',
    '/** Longest text each request field takes: method and path → field path → characters. */',
    `export const FIELD_LIMITS = ${JSON.stringify(limits, null, 2)} as const;`,
    '',
    'export type LimitedOperation = keyof typeof FIELD_LIMITS;',
    '',
  ].join('\n');
}
