import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { setErrorHandlers, toErrorResponse as mapError, type ErrorItem, type ErrorMapping } from '@clinica/server-kit';
import { MSG } from './messages.js';
import { isRetryableTransactionError, sqlState } from '../db/pg-errors.js';

/**
 * Database refusals no route mapped itself (SQLSTATE classes): bad data is the caller's (400), an
 * integrity refusal a conflict (409), a serialisation failure or deadlock that outlived the retries
 * (see db/transaction.ts) a busy moment (503). Never a 500 for input.
 */
function databaseRefusal(error: unknown): { status: number; body: ErrorItem[] } | undefined {
  const state = sqlState(error);
  if (!state || !/^[0-9A-Z]{5}$/.test(state)) return undefined;
  const answer = (status: number, mensagemUsuario: string) => ({ status, body: [{ mensagemUsuario, mensagemDesenvolvedor: `SQLSTATE ${state}` }] });
  if (state.startsWith('22')) return answer(400, MSG.valorInvalido);
  if (state.startsWith('23')) return answer(409, MSG.conflitoDeDados);
  if (isRetryableTransactionError(error) || state === '55P03') return answer(503, MSG.ocupado);
  return undefined;
}

/** The api's part of the mapping the PDF service shares (@clinica/server-kit): its database. */
const API_ERRORS: ErrorMapping = {
  internal: [{ mensagemUsuario: MSG.erroInterno, mensagemDesenvolvedor: 'Erro interno' }],
  refusal: databaseRefusal,
};

/** Maps any thrown error to a list body; 5xx answers never carry internals (they are logged). */
export const toErrorResponse = (error: FastifyError | Error): { status: number; body: ErrorItem[] } => mapError(error, API_ERRORS);

/** One error handler and one not-found handler for the whole api. */
export const errorHandlerPlugin = fp(
  function errorHandler(app) {
    setErrorHandlers(app, {
      ...API_ERRORS,
      log: (request, error, { status }) => {
        if (status >= 500) request.log.error({ err: error }, status === 503 ? 'banco ocupado' : 'erro interno');
        else request.log.info({ status, code: error.code }, error.message);
      },
    });
  },
  { name: 'error-handler' },
);
