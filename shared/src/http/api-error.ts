import { isHTTPError } from 'ky';

/** Error body of every api 4xx/5xx answer. */
export interface ApiErrorItem {
  mensagemUsuario: string;
  mensagemDesenvolvedor?: string;
  /** the request field the message is about ('profissao', 'responsavelPagamento.cpf'), when there is one */
  campo?: string;
}

export function isApiErrorList(data: unknown): data is ApiErrorItem[] {
  return Array.isArray(data) && data.length > 0 && typeof (data[0] as Partial<ApiErrorItem> | undefined)?.mensagemUsuario === 'string';
}

/** The user-facing message of a failed call, when the server sent one. */
export function apiErrorMessage(error: unknown): string | undefined {
  if (isHTTPError(error) && isApiErrorList(error.data)) return error.data[0]?.mensagemUsuario;
  return undefined;
}

/** HTTP status of a failed call, when it got an answer. */
export function apiErrorStatus(error: unknown): number | undefined {
  return isHTTPError(error) ? error.response.status : undefined;
}

/** The messages of a failed call that name a request field (a form shows each under its field). */
export function apiFieldErrors(error: unknown): { campo: string; mensagem: string }[] {
  if (!isHTTPError(error) || !isApiErrorList(error.data)) return [];
  return error.data.flatMap((item) => (item.campo ? [{ campo: item.campo, mensagem: item.mensagemUsuario }] : []));
}
