import * as v from 'valibot';

/** Password rule shared with the api: at least 8 characters, letters and numbers. */
export const PASSWORD_RULE_MESSAGE = 'A senha deve ter no mínimo 8 caracteres, com letras e números.';

export const isStrongPassword = (value: string): boolean => value.length >= 8 && /\p{L}/u.test(value) && /\d/.test(value);

/**
 * New password form (spec 01 section 5): both required and equal, else 'As senhas não conferem!'.
 * Messages are i18n keys; forms translate them.
 */
export const newPasswordSchema = v.pipe(
  v.object({
    senha: v.pipe(v.string(), v.nonEmpty('novaSenha.obrigatoria'), v.check(isStrongPassword, 'novaSenha.regra')),
    confirmacao: v.pipe(v.string(), v.nonEmpty('novaSenha.obrigatoria')),
  }),
  v.forward(
    v.partialCheck([['senha'], ['confirmacao']], (input) => input.senha === input.confirmacao, 'novaSenha.naoConferem'),
    ['confirmacao'],
  ),
);
export type NewPasswordForm = v.InferOutput<typeof newPasswordSchema>;
