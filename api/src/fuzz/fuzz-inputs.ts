import { randomUUID } from 'node:crypto';

/**
 * What the route fuzz test (routes.fuzz.test.ts) sends: the bad values and bodies, and plausible
 * values built from a route's OpenAPI schema so the other fields pass validation.
 */
export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  required?: string[];
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  nullable?: boolean;
  default?: unknown;
  additionalProperties?: boolean | Schema;
  maxProperties?: number;
}
export interface Operation {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
}
export interface Route {
  method: string;
  url: string;
  access: string | undefined;
}

// ── bad values ────────────────────────────────────────────────────────────────
/**
 * A value to put where a field goes: a JS value, or raw JSON text (escapes must reach the parser).
 * `for`: only fields of these types get it (a number field gets every number, a text field every
 * text; the others get one of each kind as a wrong type; `any`: a field of no single type). `top`:
 * only top-level fields (a nested field gets the wrong types and the values its type has trouble with).
 * Deep nesting goes into the fields that take objects, lists or anything: a field of a plain type
 * refuses it by its type at the first level, after the text guard walked it, as a whole-body nesting
 * (sent to every route) already shows; `object` and `array` are its wrong types there.
 */
export type Bad = ({ label: string; value: unknown } | { label: string; raw: string }) & { for?: string[]; top?: true };

export const TWO_MB = 'x'.repeat(2 * 1024 * 1024);
export const HALF_MB = 'ã'.repeat(256 * 1024); // 512 KB of UTF-8, under the body limit: reaches validation
export const DEPTH = 10_000;
export const DEEP_ARRAY = '['.repeat(DEPTH) + ']'.repeat(DEPTH);
export const DEEP_OBJECT = '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH);
export const NUMERIC = ['integer', 'number'];
export const CONTAINERS = ['object', 'array', 'any'];

export const FIELD_VALUES: Bad[] = [
  { label: 'string 2 MB', raw: JSON.stringify(TWO_MB), top: true },
  { label: 'string 512 KB', raw: JSON.stringify(HALF_MB), for: ['string'], top: true },
  { label: 'nested arrays', raw: DEEP_ARRAY, for: CONTAINERS },
  { label: 'nested objects', raw: DEEP_OBJECT, for: CONTAINERS },
  { label: 'NUL', raw: '"a\\u0000b"' },
  { label: 'lone surrogate', raw: '"a\\ud800b"', top: true },
  { label: 'empty string', value: '', for: ['string'] },
  { label: 'date far away', value: '99999-12-31T25:61:00Z', for: ['string'] },
  { label: '-1', value: -1 },
  { label: '1e308', raw: '1e308' },
  { label: '2^53+1', raw: '9007199254740993', for: NUMERIC },
  { label: '-2^31-1', value: -2147483649, for: NUMERIC },
  { label: '1.5', value: 1.5, for: NUMERIC },
  { label: 'number as text', value: '1', for: NUMERIC },
  { label: 'null', value: null },
  { label: 'object', value: { a: 1 } },
  { label: 'array', value: [1, 'a'] },
  { label: 'sql quote', value: "' OR 1=1 --" },
  { label: 'sql drop', value: '"; DROP TABLE paciente; --', top: true },
];

/** Raw text for path and query parameters (already URL-encoded where it matters). */
export const PARAM_VALUES: string[] = [
  'a%00b',
  '-1',
  '0',
  '99999999999999999999',
  '2147483648',
  '1e3',
  '%ED%A0%80',
  '%F0%9F%98',
  '%',
  '%zz',
  'x'.repeat(5000),
  '1'.repeat(5000),
  encodeURIComponent("' OR 1=1 --"),
  encodeURIComponent('"; DROP TABLE paciente; --'),
  encodeURIComponent('../../etc/passwd'),
];

/** Whole bodies: malformed JSON, other JSON types, nothing, deep nesting, prototype keys. */
export const BODIES: { label: string; raw: string }[] = [
  { label: 'malformed JSON', raw: '{"a":' },
  { label: 'malformed JSON 2', raw: '{"a":1,}' },
  { label: 'empty body', raw: '' },
  { label: 'array', raw: '[]' },
  { label: 'array of objects', raw: '[{}]' },
  { label: 'number', raw: '1' },
  { label: 'huge number', raw: '1e400' },
  { label: 'string', raw: '"texto"' },
  { label: 'null', raw: 'null' },
  { label: 'true', raw: 'true' },
  { label: 'empty object', raw: '{}' },
  { label: 'nested arrays', raw: DEEP_ARRAY },
  { label: 'nested objects', raw: DEEP_OBJECT },
  { label: '__proto__', raw: '{"__proto__":{"isAdmin":true}}' },
  { label: 'constructor.prototype', raw: '{"constructor":{"prototype":{"isAdmin":true}}}' },
  { label: 'NUL key', raw: '{"a\\u0000":1}' },
  { label: 'surrogate key', raw: '{"\\ud800":1}' },
];

/** Unknown keys added to a valid-looking body (a route took 60,000 of them once, answering 201). */
export const MANY_KEYS = Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`campo${i}`, i]));

export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
export const part = (boundary: string, headers: string, content: Buffer | string) =>
  Buffer.concat([Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), Buffer.from(content), Buffer.from('\r\n')]);
export const MULTIPART: { label: string; contentType: string; payload: Buffer | string }[] = [
  { label: 'multipart: not multipart', contentType: 'multipart/form-data; boundary=xyz', payload: 'isto não é multipart' },
  { label: 'multipart: no boundary', contentType: 'multipart/form-data', payload: '--xyz\r\n\r\n' },
  { label: 'multipart: empty', contentType: 'multipart/form-data; boundary=xyz', payload: '' },
  { label: 'multipart: only the end', contentType: 'multipart/form-data; boundary=xyz', payload: '--xyz--\r\n' },
  {
    label: 'multipart: cut',
    contentType: 'multipart/form-data; boundary=xyz',
    payload: Buffer.concat([Buffer.from('--xyz\r\nContent-Disposition: form-data; name="arquivo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n'), PNG]),
  },
  {
    label: 'multipart: broken part headers',
    contentType: 'multipart/form-data; boundary=xyz',
    payload: '--xyz\r\nContent-Disposition: \u0000\r\nX\r\n\r\nabc\r\n--xyz--\r\n',
  },
  {
    label: 'multipart: field, no file',
    contentType: 'multipart/form-data; boundary=xyz',
    payload: Buffer.concat([part('xyz', 'Content-Disposition: form-data; name="arquivo"', 'texto'), Buffer.from('--xyz--\r\n')]),
  },
  {
    label: 'multipart: text as png',
    contentType: 'multipart/form-data; boundary=xyz',
    payload: Buffer.concat([
      part('xyz', 'Content-Disposition: form-data; name="arquivo"; filename="a.png"\r\nContent-Type: image/png', 'não é imagem'),
      Buffer.from('--xyz--\r\n'),
    ]),
  },
  {
    label: 'multipart: odd file name',
    contentType: 'multipart/form-data; boundary=xyz',
    payload: Buffer.concat([
      part(
        'xyz',
        `Content-Disposition: form-data; name="arquivo"; filename="${'\u00ed\u00a0\u0080'.repeat(3)}${'n'.repeat(5000)}.png"\r\nContent-Type: image/png`,
        PNG,
      ),
      Buffer.from('--xyz--\r\n'),
    ]),
  },
  {
    label: 'multipart: two files',
    contentType: 'multipart/form-data; boundary=xyz',
    payload: Buffer.concat([
      part('xyz', 'Content-Disposition: form-data; name="arquivo"; filename="a.png"\r\nContent-Type: image/png', PNG),
      part('xyz', 'Content-Disposition: form-data; name="arquivo"; filename="b.png"\r\nContent-Type: image/png', PNG),
      Buffer.from('--xyz--\r\n'),
    ]),
  },
  {
    label: 'multipart: a valid png',
    contentType: 'multipart/form-data; boundary=xyz',
    payload: Buffer.concat([
      part('xyz', 'Content-Disposition: form-data; name="arquivo"; filename="a.png"\r\nContent-Type: image/png', PNG),
      Buffer.from('--xyz--\r\n'),
    ]),
  },
];

// ── valid-looking samples from a schema ───────────────────────────────────────
export const STRING_CANDIDATES = [
  '1',
  '2030-01-15',
  '15-01-2030',
  '10:00',
  '#112233',
  'home.dashboard',
  '12345678909',
  'SEG',
  '2030-01-15T12:00:00.000Z',
  'fuzz@clinica.test',
  'https://exemplo.com/a.png',
  '3f1c0a52-7d4e-4b8a-9c61-2f0e5d7a8b90',
  'abc',
];

/** Text whose format a handler checks beyond the schema, by field name (the first that fits the schema is used). */
export const NAMED_SAMPLES: [RegExp, string[]][] = [
  [/^(horaInicio|horaInicial)$/, ['2030-01-15T13:00:00.000Z', '10:00']],
  [/^(horaFim|horaFinal)$/, ['2030-01-15T14:00:00.000Z', '11:00']],
  [/^dataAgendamento$/, ['2030-01-15T13:00:00.000Z']],
  [/^nascimento$/, ['1990-05-20']],
  [/^(dataFinal|fim)$/, ['2030-01-20']],
  [/^(data\w*|diaEspecifico|inicio)$/, ['2030-01-15']],
  [/^cor/i, ['#112233']],
  [/cpf/i, ['11144477735']],
  [/email/i, ['fuzz@clinica.test']],
  [/telefone|celular|whatsapp/i, ['11987654321']],
  [/^cep$/, ['01310100']],
];

let sampleCounter = 0;

/** An anyOf/oneOf stands for its object alternative when it has one (its fields get fuzzed), else a number. */
export function resolved(schema: Schema): Schema {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (!alternatives) return schema;
  return (
    alternatives.find((a) => typeOf(a) === 'object' && a.properties) ??
    alternatives.find((a) => typeOf(a) === 'integer' || typeOf(a) === 'number') ??
    alternatives[0] ??
    schema
  );
}

export function typeOf(schema: Schema): string | undefined {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return types.find((t) => t !== 'null') ?? (schema.properties ? 'object' : undefined);
}

export function sampleOf(original: Schema, depth = 0, name = ''): unknown {
  const schema = resolved(original);
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum.find((v) => v !== null && v !== '') ?? schema.enum[0];
  switch (typeOf(schema) ?? 'any') {
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? 1);
    case 'boolean':
      return name === 'ativo';
    case 'string': {
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'date-time') return '2030-01-15T12:00:00.000Z';
      if (schema.format === 'date') return '2030-01-15';
      if (schema.format === 'email') return 'fuzz@clinica.test';
      const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : undefined;
      const fits = (s: string) => s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? Infinity) && (!pattern || pattern.test(s));
      const named = NAMED_SAMPLES.find(([re]) => re.test(name))?.[1].find(fits);
      if (named) return named;
      if (pattern) return STRING_CANDIDATES.find(fits) ?? 'abc';
      // unique, so creations do not collide with the seed nor with each other
      return `fuzz ${++sampleCounter}`.padEnd(schema.minLength ?? 0, 'z').slice(0, schema.maxLength ?? Infinity);
    }
    case 'array':
      // empty when it may be (an item would have to name real rows or files); its items get fuzzed anyway
      return depth > 4 || !schema.items ? [] : Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items!, depth + 1, name));
    case 'object':
      return depth > 4 ? {} : Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, sub]) => [key, sampleOf(sub, depth + 1, key)]));
    default:
      return null;
  }
}

export type FieldPath = (string | number)[];

/** Paths of the body's fields: top-level properties, nested object properties, array items. */
export function fieldPaths(original: Schema, prefix: FieldPath = [], depth = 0): FieldPath[] {
  if (depth > 4) return [];
  const schema = resolved(original);
  const type = typeOf(schema);
  if (type === 'object') {
    return Object.entries(schema.properties ?? {}).flatMap(([key, sub]) => [[...prefix, key], ...fieldPaths(sub, [...prefix, key], depth + 1)]);
  }
  if (type === 'array' && schema.items) return [[...prefix, 0], ...fieldPaths(schema.items, [...prefix, 0], depth + 1)];
  return [];
}

/** The type of the field at `path` (undefined: no single type, e.g. anyOf: every value applies). */
export function typeOfPath(schema: Schema, path: FieldPath): string | undefined {
  let current: Schema | undefined = schema;
  for (const key of path) current = current && (typeof key === 'number' ? resolved(current).items : resolved(current).properties?.[key]);
  if (!current || current.anyOf || current.oneOf) return undefined;
  return typeOf(current);
}

export const PLACEHOLDER = '__fuzz_placeholder__';
/** The sample with the value at `path` replaced by the bad one (or removed), as JSON text. */
export function bodyWith(sample: unknown, path: FieldPath, bad: Bad | 'missing'): string {
  const copy = structuredClone(sample) as Record<string | number, unknown>;
  let target: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    if (target[key] === null || typeof target[key] !== 'object') target[key] = typeof key === 'number' ? [] : {};
    target = target[key] as Record<string | number, unknown>;
  }
  const last = path[path.length - 1]!;
  if (bad === 'missing') {
    delete target[last];
    return JSON.stringify(copy);
  }
  if ('value' in bad) {
    target[last] = bad.value;
    return JSON.stringify(copy);
  }
  target[last] = PLACEHOLDER;
  return JSON.stringify(copy).replace(`"${PLACEHOLDER}"`, () => bad.raw);
}

export const isErrorList = (body: unknown): boolean =>
  Array.isArray(body) &&
  body.length > 0 &&
  body.every((item: unknown) => {
    const entry = item as Record<string, unknown> | null;
    const { mensagemUsuario, mensagemDesenvolvedor, campo, ...rest } = entry ?? {};
    return (
      typeof mensagemUsuario === 'string' &&
      typeof mensagemDesenvolvedor === 'string' &&
      (campo === undefined || typeof campo === 'string') &&
      Object.keys(rest).length === 0
    );
  });
