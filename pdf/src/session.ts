import { MSG, PdfError, errorFromList, isErrorList, parseJson } from './errors.js';

/** Checks the caller's `Authorization` value; resolves when allowed, rejects with a PdfError (401/503) otherwise. */
export type SessionVerifier = (authorization: string | undefined) => Promise<void>;

/**
 * The session is the api's: GET {apiUrl}/UsuarioManager/loggedUser with the caller's Authorization
 * header. 200 → allowed; 401/403 → 401 with the api's own error body; anything else (api down, slow,
 * 5xx) → 503, since the caller's session may well be fine.
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
    if (response.status === 200) return;
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

/** Lets every caller in (tests and benchmarks only). */
export const allowAll: SessionVerifier = () => Promise.resolve();
