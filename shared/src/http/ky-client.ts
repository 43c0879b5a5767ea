import ky, { isHTTPError, type KyInstance } from 'ky';
import { getSession } from '../session/session.store.ts';
import { notify } from '../notify/notify.ts';
import { isApiErrorList } from './api-error.ts';
import { apiFetch, IDEMPOTENCY_HEADER } from './api-fetch.ts';

/**
 * Calls that never carry the token (spec 01 section 7: paths containing these). '/login' is the login
 * call as a whole word: the administrator's '/UsuarioManager/loginAs/{id}' needs the token.
 */
const PUBLIC_PATHS: readonly (string | RegExp)[] = [
  /\/login(?!\w)/,
  '/services/V1/',
  '/assets/i18n/pt.json',
  '/ping/versao',
  'web/api/sso',
  '/obterConfiguracoes',
  // anyone holding a PDF checks it, logged in or not: the file is the credential
  '/documento-emitido/verificar',
];

/** 401 body that must not end the session (spec 01 section 8). */
const KEEP_SESSION_BODY = 'logout-dentro-expediente';
/** 401 body of a user an administrator deactivated: the login screen says so. */
export const DEACTIVATED_BODY = 'Seu acesso foi desativado';

export const isPublicPath = (url: string): boolean => PUBLIC_PATHS.some((path) => (typeof path === 'string' ? url.includes(path) : path.test(url)));

/** Per-call options read by the hooks. */
export type CallContext = {
  /** The screen shows its own message for failures: skip the generic error toast. */
  silent?: boolean;
  /**
   * One user action's Idempotency-Key, when the screen keeps it across its own retries of that action;
   * by default each call is one action with a new key.
   */
  idempotencyKey?: string;
};

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const isUpload = (request: Request): boolean => request.headers.get('content-type')?.startsWith('multipart/form-data') ?? false;

function createClient(prefix: string): KyInstance {
  return ky.create({
    timeout: 30_000,
    // lost answers and 502/503/504 are sent again, double submits joined, by apiFetch (see why there)
    retry: 0,
    fetch: apiFetch,
    hooks: {
      beforeRequest: [
        ({ request, options }) => {
          const token = getSession().token;
          if (token && !isPublicPath(new URL(request.url).pathname)) request.headers.set('Authorization', token);
          // one key per call: apiFetch sends it again with every retry of the call
          if (WRITES.has(request.method) && !isUpload(request) && !request.headers.has(IDEMPOTENCY_HEADER)) {
            request.headers.set(IDEMPOTENCY_HEADER, (options.context as CallContext).idempotencyKey ?? crypto.randomUUID());
          }
          return request;
        },
      ],
      beforeError: [
        ({ error, options }) => {
          if (!isHTTPError(error)) return error;
          const status = error.response.status;
          const context = options.context as CallContext;
          const path = new URL(error.request.url).pathname;
          // A 401 ends the session, if there still is one (logout revokes after ending it locally).
          if (status === 401 && !isPublicPath(path) && getSession().token) {
            const body = typeof error.data === 'string' ? error.data : JSON.stringify(error.data ?? '');
            if (!body.includes(KEEP_SESSION_BODY)) getSession().end(body.includes(DEACTIVATED_BODY) ? 'deactivated' : 'unauthorized');
            return error;
          }
          if (status >= 400 && status < 500 && !context.silent && isApiErrorList(error.data)) {
            const first = error.data[0];
            if (first) notify.error(first.mensagemUsuario);
          }
          return error;
        },
      ],
    },
    // Absolute, so the address is the same whichever Request implementation resolves it.
    prefix: new URL(prefix, globalThis.location.origin).href,
  });
}

/** Default addresses: relative, so they resolve against the page host as the spec says. */
const DEFAULT_API_BASE = '/api';
const DEFAULT_NODE_BASE = '/node';

/**
 * The untyped ky instances under the typed client (http.client.ts): for files whose address the api
 * hands out (a stored photo's path) and for the PDF service, which the api's document does not describe.
 */
export let apiKy = createClient(DEFAULT_API_BASE);
/** The PDF service ({node} in the spec). */
export let nodeHttp = createClient(DEFAULT_NODE_BASE);

/** Overrides the addresses (development against another host, tests); importers see the new clients. */
export function configureHttp(options: { apiBase?: string; nodeBase?: string }): void {
  apiKy = createClient(options.apiBase ?? DEFAULT_API_BASE);
  nodeHttp = createClient(options.nodeBase ?? DEFAULT_NODE_BASE);
}
