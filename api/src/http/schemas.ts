/** JSON schemas shared by routes (they also feed the OpenAPI document). */
export const errorListSchema = {
  $id: 'ListaDeErros',
  type: 'array',
  description: 'Toda resposta 4xx/5xx: lista de mensagens em português.',
  items: {
    type: 'object',
    properties: {
      mensagemUsuario: { type: 'string' },
      mensagemDesenvolvedor: { type: 'string' },
      campo: { type: 'string', description: "campo do corpo a que a mensagem se refere ('profissao', 'responsavelPagamento.cpf'), quando há um" },
    },
    required: ['mensagemUsuario', 'mensagemDesenvolvedor'],
  },
} as const;

export const emptyObjectSchema = { type: 'object', additionalProperties: false, properties: {} } as const;

export const tokenResponseSchema = {
  type: 'object',
  properties: { token: { type: 'string', description: 'JWT HS256 (claims nome, jti, ehMedico, foto, authorities, sid, iat, exp)' } },
  required: ['token'],
} as const;

/** Numeric ids travel as path text; checked here, converted in the handler. `name`: the path parameter. */
export const idParamsSchemaOf = (name: string) =>
  ({
    type: 'object',
    additionalProperties: false,
    properties: { [name]: { type: 'string', pattern: '^[0-9]{1,9}$' } },
    required: [name],
  }) as const;

export const idParamsSchema = idParamsSchemaOf('id');

export const bearerSecurity = [{ bearerAuth: [] }];
