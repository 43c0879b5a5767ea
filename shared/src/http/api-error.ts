import { isHTTPError } from 'ky';

/** Error body of every api 4xx/5xx answer. */
export interface ApiErrorItem {
  mensagemUsuario: string;
  mensagemDesenvolvedor?: string;
}

export function isApiErrorList(data: unknown): data is ApiErrorItem[] {
  return (
    Array.isArray(data) &&
    data.length > 0 &&
    typeof (data[0] as Partial<ApiErrorItem> | undefined)?.mensagemUsuario === 'string'
  );
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
