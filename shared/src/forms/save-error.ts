import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
// from the singleton, not the file beside this one: each app bundles the form kit, and a copy of the
// api's error class in it would not recognise the errors the page's one http client throws
import { apiErrorMessage, apiErrorStatus, apiFieldErrors, notify, serverFieldErrors, type ServerFieldError } from '@clinica/shared';

export interface SaveErrorOptions<T extends FieldValues> {
  /** the form's path of the api's field ('responsavelPagamento.cpf' → 'responsavel.cpf'); undefined: not on this form */
  toPath: (campo: string) => Path<T> | undefined;
  /** the label the user reads for a path: it replaces the internal name in the api's message */
  labelOf: (path: Path<T>) => string;
  /** the toast's title */
  title: string;
  /** the toast's text when neither a field nor the api says why */
  fallback: string;
  /** a refusal as a conflict (409) naming no field is about this one: a catalogue's unique 'nome' */
  conflictField?: Path<T>;
  /** instead of the error toast (a layout's conflict is a warning): gets the message it would show */
  toast?: (message: string) => void;
}

/**
 * A save refused because someone else changed the record since it was read (409 tied to `versao`:
 * 'Este registro foi alterado por outra pessoa…'): about the whole record, never one of its fields.
 */
export const isRegistroDesatualizado = (error: unknown): boolean =>
  apiErrorStatus(error) === 409 && apiFieldErrors(error).some((item) => item.campo === 'versao');

/**
 * A refused save, on the form contract: each message the api ties to a field (`campo`) goes under
 * that field, named by its label, and the first such field gets the focus; the toast says the first
 * of them, or the api's message, or the fallback. Nothing is reset: the form keeps what was typed.
 * Answers the field errors it set.
 */
export function showSaveError<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, options: SaveErrorOptions<T>): ServerFieldError[] {
  const fields = serverFieldErrors(error, options.toPath, (path) => options.labelOf(path as Path<T>));
  if (fields.length === 0 && options.conflictField && apiErrorStatus(error) === 409 && !isRegistroDesatualizado(error)) {
    fields.push({ path: options.conflictField, message: apiErrorMessage(error) ?? options.fallback });
  }
  fields.forEach((field, index) => setError(field.path as Path<T>, { type: 'server', message: field.message }, { shouldFocus: index === 0 }));
  const message = fields[0]?.message || apiErrorMessage(error) || options.fallback;
  if (options.toast) options.toast(message);
  else notify.error(message, { title: options.title });
  return fields;
}
