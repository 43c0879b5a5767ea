import type { ApiAnswer } from '@clinica/shared';
import { getSession, http, startPath } from '@clinica/shared/core';

export type LoggedUser = ApiAnswer<'UsuarioManager/loggedUser', 'get'>;

/** Logs in with an e-mail or a CPF; answers the raw token. */
export async function login(identifier: { email: string } | { cpf: string }, senha: string): Promise<string> {
  const { token } = await http.post('auth/login', { json: { ...identifier, senha }, context: { silent: true } }).json();
  return token;
}

export const fetchLoggedUser = (): Promise<LoggedUser> => http.get('UsuarioManager/loggedUser').json();

/** Fresh token with the user's current permissions (permissions may change during a session). */
export async function refreshPermissions(): Promise<void> {
  const { token } = await http.get('update/token/jwt', { context: { silent: true } }).json();
  getSession().refresh(token);
}

/**
 * The api ended the sessions of a user an administrator deactivated (the notification channel says
 * so): the page of that user ends its session at once and the login screen says why.
 */
export function endDeactivatedSession(userId: string): void {
  if (getSession().user?.id === userId) getSession().end('deactivated');
}

/**
 * Ends the session here at once, then revokes its token on the server (best effort, with the token
 * captured before the local session ended).
 */
export async function logout(): Promise<void> {
  const { user, token } = getSession();
  getSession().end('logout');
  if (!user || !token) return;
  await http.get('update/token/logout/{id}', { params: { id: user.id }, headers: { Authorization: token }, context: { silent: true } }).catch(() => undefined);
}

/**
 * Back from "Entrar como": ends the other user's session on the server, then restores the
 * administrator's kept one. False when that has ended meanwhile (the portal is then logged out).
 */
export async function returnToAdministrator(): Promise<boolean> {
  const { user, token } = getSession();
  if (user && token)
    await http
      .get('update/token/logout/{id}', { params: { id: user.id }, headers: { Authorization: token }, context: { silent: true } })
      .catch(() => undefined);
  if (getSession().returnToAdministrator()) return true;
  getSession().end('expired');
  return false;
}

/**
 * Start screen after login: first area the user holds, else the profile's defaultHome. The areas come
 * from remotes.json: `areasRegistered` is the portal's start-up when the login screen came first.
 */
export async function homePath(areasRegistered: Promise<unknown> = Promise.resolve()): Promise<string> {
  const { authorities } = getSession();
  const [user] = await Promise.all([fetchLoggedUser().catch(() => undefined), areasRegistered]);
  return startPath(authorities, user?.perfilId.defaultHome);
}
