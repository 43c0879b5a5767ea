import { Type } from 'typebox';

/** The e-mail a password reset is sent to (auth/esqueciSenha and UsuarioManager/resetPwd). */
export const emailBodySchema = Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }) }, { additionalProperties: false });
