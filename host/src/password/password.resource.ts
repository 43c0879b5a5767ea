import { useMutation, useQuery } from '@tanstack/react-query';
import { http, queryClient } from '@clinica/shared';

/** Sends the reset link to the e-mail. */
async function requestReset(email: string): Promise<void> {
  await http.post('auth/esqueciSenha', { json: { email }, context: { silent: true } });
}

/** Checks a reset link before the user types a new password. */
const validateReset = (hash: string, signal: AbortSignal): Promise<{ nome: string; email: string }> =>
  http.post('auth/validarUsuarioReset', { json: { hash }, signal, context: { silent: true } }).json();

/** Sets the new password (spec: the new password plus the hash). */
async function resetPassword(hash: string, novaSenha: string): Promise<void> {
  await http.post('auth/reset/{token}', { params: { token: hash }, json: { novaSenha, hash }, context: { silent: true } });
}

/** The reset link's owner; none asked without a hash. A used link fails: it is not cached past the screen. */
export const useResetLink = (hash: string) =>
  useQuery({ queryKey: ['password-reset', hash], queryFn: ({ signal }) => validateReset(hash, signal), enabled: hash !== '', gcTime: 0 }, queryClient);

/** Nothing cached changes: the screens react to the answer themselves. */
export const useRequestResetMutation = () => useMutation({ mutationFn: requestReset }, queryClient);

export const useResetPasswordMutation = () =>
  useMutation({ mutationFn: ({ hash, novaSenha }: { hash: string; novaSenha: string }) => resetPassword(hash, novaSenha) }, queryClient);
