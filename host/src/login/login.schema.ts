import * as v from 'valibot';
import { isCnpj, isCpf, isEmail } from '@clinica/shared';

/** Messages are i18n keys. The identifier is an e-mail or a CPF (spec 01 section 5). */
export const loginSchema = v.object({
  usuario: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('login.usuarioObrigatorio'),
    v.check((value) => isEmail(value) || isCpf(value) || isCnpj(value), 'login.usuarioInvalido'),
  ),
  senha: v.pipe(v.string(), v.nonEmpty('login.senhaObrigatoria')),
});

export type LoginForm = v.InferOutput<typeof loginSchema>;
