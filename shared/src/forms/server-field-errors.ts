import { apiFieldErrors } from '../http/api-error.ts';

export interface ServerFieldError {
  /** the form's field path */
  path: string;
  /** the server's message, naming the field by its label */
  message: string;
}

/**
 * A refused save's field messages, for the form (the form contract): the api's field ('profissao',
 * 'responsavelPagamento.cpf') becomes the form's path, and the internal name in the message becomes
 * the label the user reads — "O campo 'Profissão' deve ter no máximo 100 caracteres.". Fields the
 * form does not know (`toPath` answers undefined) are left to the general error toast.
 */
export function serverFieldErrors(error: unknown, toPath: (campo: string) => string | undefined, labelOf: (path: string) => string): ServerFieldError[] {
  return apiFieldErrors(error).flatMap(({ campo, mensagem }) => {
    const path = toPath(campo);
    if (!path) return [];
    return [{ path, message: mensagem.split(`'${campo}'`).join(`'${labelOf(path)}'`) }];
  });
}
