import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, type ErrorItem } from './api-error.js';
import { MSG } from './messages.js';
import { fieldOf, validationMessage } from './validation-messages.js';
import { isRetryableTransactionError, sqlState } from '../db/pg-errors.js';

const INTERNAL_BODY: ErrorItem[] = [{ mensagemUsuario: MSG.erroInterno, mensagemDesenvolvedor: 'Erro interno' }];

/** Framework errors (fastify codes) → Portuguese message for the caller. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Requisição inválida: o JSON enviado está malformado.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Requisição inválida: o corpo JSON está vazio.',
  FST_ERR_CTP_BODY_TOO_LARGE: MSG.corpoGrande,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MSG.tipoConteudo,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Requisição inválida: tamanho do conteúdo incorreto.',
  FST_ERR_BAD_URL: 'Requisição inválida: o endereço contém caracteres malformados.',
  FST_ERR_MAX_PARAM_LENGTH: 'Requisição inválida: um parâmetro do endereço é longo demais.',
};

/**
 * Database refusals no route mapped itself (SQLSTATE classes): bad data is the caller's (400), an
 * integrity refusal a conflict (409), a serialisation failure or deadlock that outlived the retries
 * (see db/transaction.ts) a busy moment (503). Never a 500 for input.
 */
function databaseRefusal(error: unknown): { status: number; message: string } | undefined {
  const state = sqlState(error);
  if (!state || !/^[0-9A-Z]{5}$/.test(state)) return undefined;
  if (state.startsWith('22')) return { status: 400, message: MSG.valorInvalido };
  if (state.startsWith('23')) return { status: 409, message: MSG.conflitoDeDados };
  if (isRetryableTransactionError(error) || state === '55P03') return { status: 503, message: MSG.ocupado };
  return undefined;
}

/** Maps any thrown error to a list body; 5xx answers never carry internals (they are logged). */
export function toErrorResponse(error: FastifyError | Error): { status: number; body: ErrorItem[] } {
  if (error instanceof ApiError) return { status: error.statusCode, body: error.toBody() };
  const refusal = databaseRefusal(error);
  if (refusal) return { status: refusal.status, body: [{ mensagemUsuario: refusal.message, mensagemDesenvolvedor: `SQLSTATE ${sqlState(error)}` }] };
  const fe = error as FastifyError;
  if (fe.validation) {
    const context = fe.validationContext ?? 'body';
    const campo = context === 'body' && fe.validation[0] ? fieldOf(fe.validation[0]) : '';
    return {
      status: 400,
      body: [{ mensagemUsuario: validationMessage(fe.validation, context), mensagemDesenvolvedor: fe.message, ...(campo && { campo }) }],
    };
  }
  const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
  if (status >= 400 && status < 500) {
    let message: string = (fe.code && FRAMEWORK_MESSAGES[fe.code]) ?? MSG.requisicaoInvalida;
    if (error instanceof SyntaxError && !fe.code) message = FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY!;
    if (status === 429) message = MSG.muitasRequisicoes;
    return { status, body: [{ mensagemUsuario: message, mensagemDesenvolvedor: fe.code ? `${fe.code}: ${fe.message}` : fe.message }] };
  }
  return { status: status >= 500 && status < 600 ? status : 500, body: INTERNAL_BODY };
}

/** One error handler and one not-found handler for the whole api. */
export const errorHandlerPlugin = fp(
  function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { status, body } = toErrorResponse(error);
      if (status >= 500) request.log.error({ err: error }, status === 503 ? 'banco ocupado' : 'erro interno');
      else request.log.info({ status, code: error.code }, error.message);
      return reply.code(status).type('application/json; charset=utf-8').send(body);
    });
    app.setNotFoundHandler((request, reply) => {
      const body: ErrorItem[] = [
        { mensagemUsuario: MSG.naoEncontrado, mensagemDesenvolvedor: `Rota ${request.method} ${request.url.split('?')[0]} não existe` },
      ];
      return reply.code(404).type('application/json; charset=utf-8').send(body);
    });
  },
  { name: 'error-handler' },
);
