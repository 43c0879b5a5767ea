import { FRAMEWORK_MSG, HttpError, type ErrorItem } from '@clinica/server-kit';

/** The api's error body (@clinica/server-kit): every 4xx/5xx answer is a list of these. */
export type { ErrorItem };

export const MSG = {
  ...FRAMEWORK_MSG,
  erroPdf: 'Opss, algo deu errado ao gerar o pdf.',
  filaCheia: 'Muitos PDFs sendo gerados agora: tente novamente em instantes.',
  filaDoUsuarioCheia: 'Muitos PDFs seus na fila: aguarde os anteriores ficarem prontos e tente novamente.',
  sessaoIndisponivel: 'Não foi possível verificar a sessão agora.',
  sessaoEncerrada: 'Sessão encerrada',
  registroFalhou: 'O PDF foi gerado, mas não pôde ser registrado agora: tente novamente em instantes.',
} as const;

/** An error meant for the caller: its status and Portuguese message(s) are sent as they are. */
export class PdfError extends HttpError {
  constructor(statusCode: number, mensagemUsuario: string, mensagemDesenvolvedor?: string, campo?: string) {
    super(statusCode, [{ mensagemUsuario, mensagemDesenvolvedor: mensagemDesenvolvedor ?? mensagemUsuario, ...(campo !== undefined && { campo }) }]);
    this.name = 'PdfError';
  }
}

export const queueFull = (): PdfError => new PdfError(503, MSG.filaCheia, 'Fila de PDFs cheia');
export const ownerQueueFull = (): PdfError => new PdfError(503, MSG.filaDoUsuarioCheia, 'Limite de PDFs na fila por usuário atingido');
export const renderTimeout = (ms: number): PdfError => new PdfError(504, MSG.erroPdf, `Tempo limite de ${ms} ms esgotado ao gerar o PDF`);
export const renderFailed = (): PdfError => new PdfError(500, MSG.erroPdf, 'Falha ao gerar o PDF');
export const renderAborted = (): PdfError => new PdfError(499, MSG.erroPdf, 'Cliente desconectou antes do fim');

/** An answer's text as JSON, or undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Whether a value is the api's error body (a non-empty list with Portuguese messages). */
export const isErrorList = (value: unknown): value is ErrorItem[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((item) => typeof item === 'object' && item !== null && typeof (item as ErrorItem).mensagemUsuario === 'string');

/** A PdfError passing on every item of an api error list, with that answer's status. */
export function errorFromList(status: number, items: ErrorItem[]): PdfError {
  const error = new PdfError(status, items[0]!.mensagemUsuario, items[0]!.mensagemDesenvolvedor);
  error.items.splice(0, error.items.length, ...items);
  return error;
}
