import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { FRAMEWORK_MSG, toErrorResponse, type ErrorItem, type ErrorMapping } from './error-body.js';

export interface ErrorHandlerOptions extends ErrorMapping {
  /** How an answered error is logged: what is expected and what is a fault differs per server. */
  log: (request: FastifyRequest, error: FastifyError, answer: { status: number; body: ErrorItem[] }) => void;
}

/** One error handler and one not-found handler: every error leaves as the list body, in JSON. */
export function setErrorHandlers(app: FastifyInstance, options: ErrorHandlerOptions): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = toErrorResponse(error, options);
    options.log(request, error, answer);
    return reply.code(answer.status).type('application/json; charset=utf-8').send(answer.body);
  });
  app.setNotFoundHandler((request, reply) => {
    const body: ErrorItem[] = [
      { mensagemUsuario: FRAMEWORK_MSG.naoEncontrado, mensagemDesenvolvedor: `Rota ${request.method} ${request.url.split('?')[0]} não existe` },
    ];
    return reply.code(404).type('application/json; charset=utf-8').send(body);
  });
}
