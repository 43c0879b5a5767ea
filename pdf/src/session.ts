import { createHash } from 'node:crypto';
import { MSG, PdfError, errorFromList, isErrorList, parseJson } from './errors.js';

/** Who asks: `id` keys the caller's fair share of the line. */
export interface Caller {
  id: string;
}

/**
 * Checks the caller's `Authorization` value; resolves to who it is when allowed (nothing: a caller
 * sharing one anonymous share of the line), rejects with a PdfError (401/503) otherwise.
 */
export type SessionVerifier = (authorization: string | undefined) => Promise<Caller | void>;

/**
 * The session is the api's: GET {apiUrl}/UsuarioManager/loggedUser with the caller's Authorization
 * header. 200 → allowed, as the user of the answer's `id`; 401/403 → 401 with the api's own error
 * body; anything else (api down, slow, 5xx) → 503, since the caller's session may well be fine.
 */
export function apiSessionVerifier(apiUrl: string, timeoutMs = 5000): SessionVerifier {
  const url = `${apiUrl.replace(/\/+$/, '')}/UsuarioManager/loggedUser`;
  return async (authorization) => {
    if (!authorization) throw errorFromList(401, [{ mensagemUsuario: MSG.sessaoEncerrada, mensagemDesenvolvedor: 'Sem cabeçalho Authorization' }]);
    let response: Response;
    try {
      response = await fetch(url, { headers: { authorization, accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new PdfError(503, MSG.sessaoIndisponivel, `api inacessível: ${error instanceof Error ? error.message : String(error)}`);
    }
    const text = await response.text().catch(() => '');
    if (response.status === 200) {
      const id = (parseJson(text) as { id?: unknown } | undefined)?.id;
      if ((typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id !== '')) return { id: `usuario:${id}` };
      // an answer without the id still means a good session: the token itself then keys the caller's share
      return { id: `token:${createHash('sha256').update(authorization).digest('hex').slice(0, 32)}` };
    }
    if (response.status === 401 || response.status === 403) {
      const body = parseJson(text);
      throw errorFromList(
        401,
        isErrorList(body) ? body : [{ mensagemUsuario: MSG.sessaoEncerrada, mensagemDesenvolvedor: `api respondeu ${response.status}` }],
      );
    }
    throw new PdfError(503, MSG.sessaoIndisponivel, `api respondeu ${response.status} ao verificar a sessão`);
  };
}

let anonymous = 0;
/** Lets every caller in, each call a caller of its own so no per-user limit binds (tests and benchmarks only). */
export const allowAll: SessionVerifier = () => Promise.resolve({ id: `anonimo:${++anonymous}` });
