import { HttpError } from '@clinica/server-kit';
import type { ErrorItem } from '../http/schemas.js';

export type { ErrorItem };

/** An error meant for the caller: its status and Portuguese message are sent as they are. */
export class ApiError extends HttpError {
  readonly mensagemUsuario: string;
  readonly mensagemDesenvolvedor: string;

  constructor(statusCode: number, mensagemUsuario: string, mensagemDesenvolvedor?: string) {
    super(statusCode, [{ mensagemUsuario, mensagemDesenvolvedor: mensagemDesenvolvedor ?? mensagemUsuario }]);
    this.name = 'ApiError';
    this.mensagemUsuario = mensagemUsuario;
    this.mensagemDesenvolvedor = mensagemDesenvolvedor ?? mensagemUsuario;
  }
}

/** Several messages at once (e.g. one per invalid field of a form), in the same list body. */
export class ApiErrorList extends ApiError {
  constructor(statusCode: number, items: ErrorItem[]) {
    if (items.length === 0) throw new Error('ApiErrorList sem itens');
    super(statusCode, items[0]!.mensagemUsuario, items[0]!.mensagemDesenvolvedor);
    this.name = 'ApiErrorList';
    this.items.splice(0, this.items.length, ...items);
  }
}

export const badRequest = (msg: string, dev?: string): ApiError => new ApiError(400, msg, dev);
export const notFound = (msg: string, dev?: string): ApiError => new ApiError(404, msg, dev);
export const conflict = (msg: string, dev?: string): ApiError => new ApiError(409, msg, dev);

/** One item of a form's 400 list: the user's message, and the field for the developer. */
export const invalidField = (mensagemUsuario: string, campo: string): ErrorItem => ({
  mensagemUsuario,
  mensagemDesenvolvedor: `Campo inválido: ${campo}`,
  campo,
});
