import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../errors/api-error.js';

export const TEXTO_INVALIDO = 'Requisição inválida: o texto enviado contém caracteres não permitidos.';
export const ANINHAMENTO_EXCESSIVO = 'Requisição inválida: o conteúdo enviado tem níveis de aninhamento demais.';
/** Deeper than this no call of the api goes; past it, recursive code (JSON.stringify, clones) could overflow the stack. */
export const MAX_DEPTH = 32;

export interface BadInput {
  problem: 'texto' | 'aninhamento';
  where: string;
}

/**
 * A NUL character or a lone UTF-16 surrogate cannot be stored in PostgreSQL text (the driver or the
 * server fails with an internal error), so they are refused once here, for every body, query and
 * path parameter, before any route sees them; so is a body nested deeper than `MAX_DEPTH`. Walks
 * iteratively: the deepest body must not overflow this check's stack either.
 */
export function badInputIn(value: unknown): BadInput | undefined {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (pending.length > 0) {
    const { value: current, path, depth } = pending.pop()!;
    if (typeof current === 'string') {
      if (!isStorable(current)) return { problem: 'texto', where: path || '(valor)' };
    } else if (current !== null && typeof current === 'object') {
      if (depth >= MAX_DEPTH) return { problem: 'aninhamento', where: path };
      if (Array.isArray(current)) {
        current.forEach((item, index) => pending.push({ value: item, path: `${path}[${index}]`, depth: depth + 1 }));
      } else {
        for (const [key, item] of Object.entries(current)) {
          if (!isStorable(key)) return { problem: 'texto', where: `${path}.(chave)` };
          pending.push({ value: item, path: path ? `${path}.${key}` : key, depth: depth + 1 });
        }
      }
    }
  }
  return undefined;
}

// code units (no `u` flag): a high surrogate not followed by a low one, or a low one not preceded by a high one
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isStorable = (text: string): boolean => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

export const textGuardPlugin = fp(
  (app: FastifyInstance) => {
    app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
      for (const [part, value] of [
        ['body', request.body],
        ['querystring', request.query],
        ['params', request.params],
      ] as const) {
        const bad = badInputIn(value);
        if (bad) {
          done(
            bad.problem === 'texto'
              ? badRequest(TEXTO_INVALIDO, `NUL ou surrogate isolado em ${part}: ${bad.where}`)
              : badRequest(ANINHAMENTO_EXCESSIVO, `mais de ${MAX_DEPTH} níveis em ${part}: ${bad.where}`),
          );
          return;
        }
      }
      done();
    });
  },
  { name: 'text-guard' },
);

/**
 * Plain text fields (names, titles, notes; never HTML, which is sanitised elsewhere) as names always
 * were: trimmed, and refused with a control character (\p{Cc}: escapes, backspaces, bells; on one
 * line also tab and line breaks, which a multi-line field keeps). Declared in the schemas with
 * `TextoLinha`/`TextoLinhas` (http/schemas.ts) through this ajv keyword, so no route repeats it.
 */
export const TEXTO_KEYWORD = 'x-texto';
export type TipoTexto = 'linha' | 'linhas';
const CONTROLE: Record<TipoTexto, RegExp> = { linha: /\p{Cc}/u, linhas: /(?![\t\n\r])\p{Cc}/u };

type AjvPlugin = Extract<NonNullable<NonNullable<FastifyServerOptions['ajv']>['plugins']>[number], (...args: never[]) => unknown>;

/** The ajv plugin (app.ts) that gives the schemas the keyword. */
export const textoKeyword: AjvPlugin = (ajv) => {
  // ajv's own function type (with its `errors`), as ajv itself is not a dependency of the api
  type Validate = Extract<Extract<Parameters<typeof ajv.addKeyword>[0], { validate?: unknown }>['validate'], (...args: never[]) => unknown>;
  const validate: Validate = (
    tipo: TipoTexto,
    data: unknown,
    _parentSchema?: unknown,
    dataCxt?: { parentData: Record<string | number, unknown>; parentDataProperty: string | number },
  ) => {
    if (typeof data !== 'string') return true;
    if (CONTROLE[tipo].test(data)) {
      validate.errors = [{ keyword: TEXTO_KEYWORD, message: 'caractere de controle', params: { tipo } }];
      return false;
    }
    const trimmed = data.trim();
    // a body's field is trimmed in place; a bare string (no parent) is only checked
    if (trimmed !== data && dataCxt?.parentData && dataCxt.parentDataProperty !== undefined) dataCxt.parentData[dataCxt.parentDataProperty] = trimmed;
    return true;
  };
  ajv.addKeyword({ keyword: TEXTO_KEYWORD, type: 'string', schemaType: 'string', modifying: true, errors: true, validate });
  return ajv;
};
