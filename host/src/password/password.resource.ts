import { http } from '@clinica/shared';

/** Sends the reset link to the e-mail. */
export async function requestReset(email: string): Promise<void> {
  await http.post('auth/esqueciSenha', { json: { email }, context: { silent: true } });
}

/** Checks a reset link before the user types a new password. */
export const validateReset = (hash: string): Promise<{ nome: string; email: string }> =>
  http.post('auth/validarUsuarioReset', { json: { hash }, context: { silent: true } }).json();

/** Sets the new password (spec: the new password plus the hash). */
export async function resetPassword(hash: string, novaSenha: string): Promise<void> {
  await http.post(`auth/reset/${encodeURIComponent(hash)}`, { json: { novaSenha, hash }, context: { silent: true } });
}
