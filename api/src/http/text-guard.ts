import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../errors/api-error.js';

export const TEXTO_INVALIDO = 'Requisição inválida: o texto enviado contém caracteres não permitidos.';

/**
 * A NUL character or a lone UTF-16 surrogate cannot be stored in PostgreSQL text (the driver or the
 * server fails with an internal error), so they are refused once here, for every body, query and
 * path parameter, before any route sees them. Walks iteratively: a deeply nested body must not
 * overflow the stack.
 */
export function badTextIn(value: unknown): string | undefined {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (!isStorable(current)) return path || '(valor)';
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push({ value: item, path: `${path}[${index}]` }));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (!isStorable(key)) return `${path}.(chave)`;
        pending.push({ value: item, path: path ? `${path}.${key}` : key });
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
      for (const [part, value] of [['body', request.body], ['querystring', request.query], ['params', request.params]] as const) {
        const where = badTextIn(value);
        if (where !== undefined) {
          done(badRequest(TEXTO_INVALIDO, `NUL ou surrogate isolado em ${part}: ${where}`));
          return;
        }
      }
      done();
    });
  },
  { name: 'text-guard' },
);
