import { Type } from 'typebox';
import { ApiErrorList } from './api-error.js';

/**
 * Concurrent edits of a catalogue item (issue 36 item 16), as patients, appointments and forms do: a
 * save names the `versao` it edited and a stale one is refused with this 409, tied to the field
 * `versao` so that a form does not put it under one of its fields (the kit keeps the form open with
 * what was typed and says to reload).
 */
export const REGISTRO_DESATUALIZADO = 'Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.';

export const registroDesatualizado = (enviada: number, atual: number): ApiErrorList =>
  new ApiErrorList(409, [{ mensagemUsuario: REGISTRO_DESATUALIZADO, mensagemDesenvolvedor: `versão enviada ${enviada}, atual ${atual}`, campo: 'versao' }]);

/**
 * After an update that matched no row (`where id = … and versao = …`): a missing item is `missing`
 * (its 404), one at another version is the 409 above. `atual` is the item's current version, if any.
 */
export function recusaDeAtualizacao(atual: number | undefined, enviada: number | undefined, missing: () => Error): never {
  if (atual === undefined) throw missing();
  throw registroDesatualizado(enviada ?? atual, atual);
}

/** The body field of an edit: the version read. Optional for callers that predate it (they get no check). */
export const versaoLida = () =>
  Type.Optional(
    Type.Integer({ minimum: 1, maximum: 2147483647, description: 'versão lida (controle de concorrência otimista): 409 se o registro mudou desde então' }),
  );
