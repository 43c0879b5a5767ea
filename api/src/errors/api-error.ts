/** One item of the error list every 4xx/5xx body carries. */
export interface ErrorItem {
  mensagemUsuario: string;
  mensagemDesenvolvedor: string;
}

/** An error meant for the caller: its status and Portuguese message are sent as they are. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly mensagemUsuario: string;
  readonly mensagemDesenvolvedor: string;

  constructor(statusCode: number, mensagemUsuario: string, mensagemDesenvolvedor?: string) {
    super(mensagemDesenvolvedor ?? mensagemUsuario);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.mensagemUsuario = mensagemUsuario;
    this.mensagemDesenvolvedor = mensagemDesenvolvedor ?? mensagemUsuario;
  }

  toBody(): ErrorItem[] {
    return [{ mensagemUsuario: this.mensagemUsuario, mensagemDesenvolvedor: this.mensagemDesenvolvedor }];
  }
}

export const badRequest = (msg: string, dev?: string): ApiError => new ApiError(400, msg, dev);
export const notFound = (msg: string, dev?: string): ApiError => new ApiError(404, msg, dev);
export const conflict = (msg: string, dev?: string): ApiError => new ApiError(409, msg, dev);
