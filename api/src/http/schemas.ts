import { Type, type Static, type TString, type TStringOptions } from 'typebox';
import { TEXTO_KEYWORD } from './text-guard.js';

/** Schemas shared by routes (they also feed the OpenAPI document). */
const errorItemSchema = Type.Object({
  mensagemUsuario: Type.String(),
  mensagemDesenvolvedor: Type.String(),
  // forms show the message under that field
  campo: Type.Optional(Type.String({ description: "campo do corpo a que a mensagem se refere ('profissao', 'responsavelPagamento.cpf'), quando há um" })),
});
/** One item of the error list every 4xx/5xx body carries. */
export type ErrorItem = Static<typeof errorItemSchema>;

export const errorListSchema = Type.Array(errorItemSchema, { $id: 'ListaDeErros', description: 'Toda resposta 4xx/5xx: lista de mensagens em português.' });

export const emptyObjectSchema = Type.Object({}, { additionalProperties: false });

export const tokenResponseSchema = Type.Object({
  token: Type.String({ description: 'JWT HS256 (claims nome, jti, ehMedico, foto, authorities, sid, iat, exp)' }),
});

/** ids are PostgreSQL integers: a larger number would only fail in the database */
export const Id = (options: { description?: string } = {}) => Type.Integer({ minimum: 1, maximum: 2147483647, ...options });

/** Numeric ids travel as path text; checked here, converted in the handler. `name`: the path parameter. */
export const idParamsSchemaOf = <N extends string>(name: N) =>
  Type.Object({ [name]: Type.String({ pattern: '^[0-9]{1,9}$' }) } as Record<N, TString>, { additionalProperties: false });

export const idParamsSchema = idParamsSchemaOf('id');

export const bearerSecurity = [{ bearerAuth: [] }];

/**
 * A plain text field of one line (a name, a title): trimmed, and refused (400 naming the field) with
 * any control character, tab and line breaks included (http/text-guard.ts). Not for HTML.
 */
export const TextoLinha = (options: TStringOptions = {}): TString => Type.String({ ...options, [TEXTO_KEYWORD]: 'linha' });

/** A plain text field of several lines (notes): trimmed; tab and line breaks kept, other control characters refused. */
export const TextoLinhas = (options: TStringOptions = {}): TString => Type.String({ ...options, [TEXTO_KEYWORD]: 'linhas' });
