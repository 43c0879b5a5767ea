import { MSG, PdfError, errorFromList, isErrorList, parseJson } from './errors.js';

/**
 * What this service tells the register of one PDF: its bytes' hash and size, the api's signed job
 * (`emissao`, which names the title, patient and layout) and the fingerprint of what was rendered
 * (the api checks it is the document it built). Who asked comes from the caller's token.
 */
export interface Registro {
  sha256: string;
  bytes: number;
  paginas: number;
  emissao: string;
  conteudoSha256: string;
  /** the PDF in base64, sent only when the job names a doctor who signs it (issue 39): the api answers the signed file */
  pdf?: string;
}

/** What the register answers: its id, and the signed PDF when a doctor's certificate signed it (then that is the file issued). */
export interface Registrado {
  id: string;
  pdf?: Buffer;
  sha256?: string;
}

/** Whether the api's job names a signer (its payload is plain base64url JSON; only the api can make or change one). */
export function pedeAssinatura(emissao: string): boolean {
  try {
    const payload = JSON.parse(Buffer.from(emissao.split('.')[0] ?? '', 'base64url').toString('utf8')) as { assinanteId?: unknown };
    return typeof payload.assinanteId === 'number';
  } catch {
    return false;
  }
}

/** Records an issued PDF with the api on behalf of the caller; resolves to the register's id. */
export type IssuedRegistrar = (authorization: string, registro: Registro) => Promise<Registrado>;

export const PDF_SERVICE_KEY_HEADER = 'x-pdf-service-key';

/**
 * POST {apiUrl}/documento-emitido/registrar with the service's key (the api believes the hash
 * because only this service has it) and the caller's Authorization (who asked). The api's 4xx
 * messages (an expired job, an ended session) reach the caller as they are; anything else is
 * "generated but not registered", and the file is not handed out.
 */
export function apiIssuedRegistrar(apiUrl: string, key: string, timeoutMs = 10_000): IssuedRegistrar {
  const url = `${apiUrl.replace(/\/+$/, '')}/documento-emitido/registrar`;
  return async (authorization, registro) => {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', accept: 'application/json', [PDF_SERVICE_KEY_HEADER]: key },
        body: JSON.stringify(registro),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PdfError(503, MSG.registroFalhou, `api inacessível ao registrar: ${error instanceof Error ? error.message : String(error)}`);
    }
    const body = parseJson(await response.text().catch(() => ''));
    if (response.status === 201 && typeof (body as { id?: unknown })?.id === 'string') {
      const { id, pdf, sha256 } = body as { id: string; pdf?: unknown; sha256?: unknown };
      return typeof pdf === 'string' && typeof sha256 === 'string' ? { id, pdf: Buffer.from(pdf, 'base64'), sha256 } : { id };
    }
    // the api's own refusal of this document (a job expired or not this caller's, session ended): its words
    if (response.status >= 400 && response.status < 500 && response.status !== 403 && isErrorList(body)) throw errorFromList(response.status, body);
    // 403 (keys differ) and 5xx are the deployment's fault, not the caller's
    throw new PdfError(503, MSG.registroFalhou, `api respondeu ${response.status} ao registrar o PDF`);
  };
}
